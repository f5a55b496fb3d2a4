import { paiseToRupees, formatInr } from '@kosh/contract/common/money';
import { MOBILE_PATTERN } from '@kosh/contract/common/patterns';
import { rechargeMessages } from '@kosh/contract/recharge';
import { BILL_KINDS, SERVICE_CATEGORIES, type BillKind } from '@kosh/contract/service-kinds';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/log-context';
import { ProviderError, type RechargeProvider } from '../../providers/recharge/recharge.port';
import type { RechargePaymentsService, ServiceCatalogue } from './recharge-payments.service';
import type { RechargesRepository } from './recharges.repository';

/** A fetched bill can be paid for this long; after that the customer fetches it again. */
export const BILL_FETCH_VALID_MS = 24 * 3_600_000;

function invalid(field: string, message: string) {
  return new AppError('VALIDATION_FAILED', message, { fields: [{ field, message }] });
}

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
}) {
  const { db, repo } = deps;

  /** The biller and its kind, from any of the bill categories. */
  async function biller(code: string) {
    for (const kind of BILL_KINDS) {
      const company = await deps.catalogue.findActiveCompany(SERVICE_CATEGORIES[kind], code);
      if (company) return { company, kind };
    }
    return null;
  }

  /** Gas and postpaid bills are looked up by the registered mobile number (spec/01 §5, spec/02 §5). */
  function checkServiceNumber(kind: BillKind, serviceNumber: string, field: string) {
    if ((kind === 'gas' || kind === 'postpaid') && !MOBILE_PATTERN.test(serviceNumber)) {
      throw invalid(
        field,
        kind === 'postpaid' ? rechargeMessages.postpaidPattern : rechargeMessages.mobilePattern,
      );
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
      if (!found) throw invalid('mcode', rechargeMessages.selectBiller);
      const { company, kind } = found;
      checkServiceNumber(kind, input.service_no, 'service_no');
      if (kind !== 'postpaid' && !input.customerMobile) {
        throw invalid('customerMobile', rechargeMessages.customerMobile);
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
          throw invalid('service_no', error.message || rechargeMessages.billFetchError);
        }
        throw new AppError('PROVIDER_UNAVAILABLE', rechargeMessages.billFetchError, {
          cause: error,
        });
      }
      if (!bill) throw new AppError('NOT_FOUND', 'No bill is due for this service number.');
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

    /** Pays the bill last fetched for this biller and number: its amount, once. */
    async pay(
      userId: string,
      input: { opcode: string; number: string; amountPaise: bigint },
      idempotencyKey?: string,
    ) {
      const found = await biller(input.opcode);
      if (!found) throw invalid('opcode', rechargeMessages.payOperator);
      checkServiceNumber(found.kind, input.number, 'number');
      return deps.payments.pay(
        userId,
        {
          kind: found.kind,
          operatorCode: found.company.code,
          number: input.number,
          amountPaise: input.amountPaise,
          operatorField: 'opcode',
          idempotencyKey,
        },
        async (tx, rechargeId) => {
          const bill = await repo.lockLatestBill(tx, userId, found.company.code, input.number);
          if (!bill || Date.now() - bill.fetchedAt.getTime() > BILL_FETCH_VALID_MS) {
            throw new AppError('BUSINESS_RULE', 'Please fetch the bill before paying it.');
          }
          if (bill.amountPaise !== input.amountPaise) {
            throw invalid(
              'amount',
              `The amount does not match the bill due (${formatInr(bill.amountPaise)}).`,
            );
          }
          const earlier = await repo.paidBill(
            tx,
            found.company.code,
            input.number,
            bill.billNumber,
          );
          if (earlier) {
            throw new AppError(
              'CONFLICT',
              earlier.status === 'pending'
                ? 'A payment of this bill is already being processed.'
                : 'This bill has already been paid.',
            );
          }
          await repo.linkBill(tx, bill.id, rechargeId);
        },
      );
    },
  };
}

export type BillsService = ReturnType<typeof createBillsService>;
