import { paiseToRupees } from '@kosh/contract/common/money';
import { MOBILE_PATTERN } from '@kosh/contract/common/patterns';
import { BILL_KINDS, SERVICE_CATEGORIES, type BillKind } from '@kosh/contract/service-kinds';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/log-context';
import { ProviderError, type RechargeProvider } from '../../providers/recharge/recharge.port';
import type { RechargePaymentsService, ServiceCatalogue } from './recharge-payments.service';
import type { SpecBillersService } from '../billers/spec-billers.service';
import type { RechargesRepository } from './recharges.repository';

/** A fetched bill can be paid for this long; after that the customer fetches it again. */
export const BILL_FETCH_VALID_MS = 24 * 3_600_000;

const invalid = AppError.invalid;

/**
 * Electricity, gas and postpaid bills: fetch the amount due from the biller (through the
 * aggregator), then pay exactly that bill once from the wallet.
 */
export function createBillsService(deps: {
  db: Db;
  repo: RechargesRepository;
  provider: RechargeProvider;
  catalogue: ServiceCatalogue;
  payments: RechargePaymentsService;
  log: Logger;
  /** The biller model under the bill screens (the billers module, built after this one). */
  specBillers: () => SpecBillersService;
}) {
  const { db, repo } = deps;

  /**
   * The biller and its kind, from any of the bill categories: the screen's company, and the
   * catalogue biller underneath it once the catalogue is synced. One the back office switched off
   * or the aggregator dropped is unknown here, as it is gone from the screen's list.
   */
  async function biller(code: string) {
    for (const kind of BILL_KINDS) {
      const company = await deps.catalogue.findActiveCompany(SERVICE_CATEGORIES[kind], code);
      if (!company) continue;
      const underneath = await deps.specBillers().payable(kind, company.code);
      if (!underneath.synced) return { company, kind, biller: null };
      return underneath.biller ? { company, kind, biller: underneath.biller } : null;
    }
    return null;
  }

  /** Gas and postpaid bills are looked up by the registered mobile number (docs/product-1.md §5, docs/product-2.md §5). */
  function checkServiceNumber(kind: BillKind, serviceNumber: string, field: string) {
    if ((kind === 'gas' || kind === 'postpaid') && !MOBILE_PATTERN.test(serviceNumber)) {
      throw invalid(field, kind === 'postpaid' ? 'POSTPAID_PATTERN' : 'MOBILE_INVALID');
    }
  }

  return {
    async fetch(
      userId: string,
      input: {
        mcode: string;
        service_no: string;
        customerMobile?: string;
        option1: string;
        option2: string;
      },
    ) {
      const found = await biller(input.mcode);
      if (!found) throw invalid('mcode', 'SELECT_BILLER');
      const { company, kind } = found;
      checkServiceNumber(kind, input.service_no, 'service_no');
      if (kind !== 'postpaid' && !input.customerMobile) {
        throw invalid('customerMobile', 'CUSTOMER_MOBILE');
      }
      if (found.biller) {
        deps.specBillers().checkAccount(kind, found.biller, [
          { field: 'service_no', value: input.service_no },
          { field: 'option1', value: input.option1 },
          { field: 'option2', value: input.option2 },
        ]);
      }
      let bill;
      try {
        bill = await deps.provider.fetchBill({
          operator: company.code,
          serviceNumber: input.service_no,
          option1: input.option1 || undefined,
          option2: input.option2 || undefined,
        });
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        deps.log.warn({ err: error, operator: company.code }, 'bill fetch failed');
        if (error.status === 400) {
          // The aggregator's words are for developers (and logged above); the customer's are ours.
          throw invalid('service_no', 'SERVICE_NUMBER_INVALID');
        }
        throw new AppError('PROVIDER_UNAVAILABLE', 'BILL_FETCH_FAILED', {
          cause: error,
        });
      }
      if (!bill) throw new AppError('NOT_FOUND', 'BILL_NOT_DUE');
      await repo.saveBill(db, {
        userId,
        kind,
        operatorCode: company.code,
        serviceNumber: input.service_no,
        customerMobile: input.customerMobile ?? null,
        customerName: bill.customerName,
        amountPaise: bill.amountPaise,
        billNumber: bill.billNumber,
        billDate: bill.billDate,
        dueDate: bill.dueDate,
        option1: input.option1,
        option2: input.option2,
      });
      const paid = await repo.paidBill(db, company.code, input.service_no, bill.billNumber);
      return {
        result: true as const,
        success: true as const,
        tokenValid: true as const,
        message: paid ? 'This bill has already been paid.' : 'Bill fetched successfully.',
        data: {
          customername: bill.customerName,
          dueamount: Number(paiseToRupees(bill.amountPaise)),
          duedate: bill.dueDate,
          billdate: bill.billDate,
          billnumber: bill.billNumber,
          service_no: input.service_no,
          operator: company.code,
          operatorName: company.name,
          paid: paid !== null,
        },
      };
    },

    /**
     * The bill a biller has now for a saved account, for a reminder: null when none is due, and
     * whether it is already paid (or being paid) through Kosh. Provider errors are the caller's.
     */
    async dueBill(input: {
      operatorCode: string;
      serviceNumber: string;
      option1: string;
      option2: string;
    }) {
      const bill = await deps.provider.fetchBill({
        operator: input.operatorCode,
        serviceNumber: input.serviceNumber,
        option1: input.option1 || undefined,
        option2: input.option2 || undefined,
      });
      if (!bill) return null;
      const paid = await repo.paidBill(
        db,
        input.operatorCode,
        input.serviceNumber,
        bill.billNumber,
      );
      return { bill, paid: paid !== null };
    },

    /** Pays the bill last fetched for this biller and number: its amount, once. */
    async pay(
      userId: string,
      input: { opcode: string; number: string; amountPaise: bigint },
      idempotencyKey?: string,
    ) {
      const found = await biller(input.opcode);
      if (!found) throw invalid('opcode', 'PAY_SERVICE_REQUIRED');
      checkServiceNumber(found.kind, input.number, 'number');
      const { biller: underneath } = found;
      if (underneath) {
        deps
          .specBillers()
          .checkAccount(found.kind, underneath, [{ field: 'number', value: input.number }]);
      }
      return deps.payments.pay(
        userId,
        {
          kind: found.kind,
          operatorCode: found.company.code,
          // Recorded as its catalogue biller's, as a payment on the catalogue's screens is.
          ...(underneath ? { biller: { id: underneath.id, name: underneath.name } } : {}),
          number: input.number,
          amountPaise: input.amountPaise,
          operatorField: 'opcode',
          idempotencyKey,
        },
        async (tx, rechargeId) => {
          const bill = await repo.lockLatestBill(tx, userId, found.company.code, input.number);
          if (!bill || Date.now() - bill.fetchedAt.getTime() > BILL_FETCH_VALID_MS) {
            throw new AppError('BUSINESS_RULE', 'BILL_FETCH_FIRST');
          }
          deps.specBillers().checkAmount(underneath, input.amountPaise, bill.amountPaise);
          const earlier = await repo.paidBill(
            tx,
            found.company.code,
            input.number,
            bill.billNumber,
          );
          if (earlier) {
            throw new AppError(
              'CONFLICT',
              earlier.status === 'pending' ? 'BILL_PAYMENT_IN_PROGRESS' : 'BILL_ALREADY_PAID',
            );
          }
          await repo.linkBill(tx, bill.id, rechargeId);
        },
      );
    },
  };
}

export type BillsService = ReturnType<typeof createBillsService>;
