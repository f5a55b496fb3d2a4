import { randomText } from '../common/random-ids';
import { isBillKind, type ServiceKind } from '@kosh/contract/service-kinds';

export type PaymentStatus = 'SUCCESS' | 'FAILURE' | 'PENDING';

export interface PaymentInput {
  clientRef: string;
  category: ServiceKind;
  operator: string;
  number: string;
  amountPaise: number;
  circle?: string;
  option1?: string;
  option2?: string;
  /** A catalogue biller's payment: the biller (also `operator`), its params and the fetch it pays. */
  billerId?: string;
  params?: Record<string, string>;
  fetchId?: string;
}

/** One transaction the aggregator received, as GET /aggregator/payments lists it. */
export interface AggregatorPayment extends PaymentInput {
  providerRef: string;
  status: PaymentStatus;
  operatorRef: string | null;
  /** BBPS's transaction reference, given to every bill payment when it is made. */
  bbpsRef: string | null;
  message: string;
  /** What the number's magic suffix made of it (see the README's table). */
  behaviour: 'success' | 'failure' | 'pending' | 'no-answer';
  createdAt: string;
  updatedAt: string;
}

/** What the payment calls answer: the protocol's fields, then a few more about the transaction. */
export function paymentAnswer(payment: AggregatorPayment) {
  return {
    clientRef: payment.clientRef,
    providerRef: payment.providerRef,
    status: payment.status,
    ...(payment.operatorRef ? { operatorRef: payment.operatorRef } : {}),
    ...(payment.bbpsRef ? { bbpsRef: payment.bbpsRef } : {}),
    message: payment.message,
    category: payment.category,
    operator: payment.operator,
    number: payment.number,
    amountPaise: payment.amountPaise,
    ...(payment.billerId ? { billerId: payment.billerId, params: payment.params } : {}),
    createdAt: payment.createdAt,
    updatedAt: payment.updatedAt,
  };
}

/**
 * What the suffix of the number does: ends in 0000 fails, 1111 stays pending, 2222 never answers.
 * A fetched bill's account cannot end so (its fetch would not give a bill), so a catalogue biller's
 * payment also reads 5555 as a failure, 6666 as pending and 8888 as no answer.
 */
export function behaviourOf(number: string): AggregatorPayment['behaviour'] {
  if (number.endsWith('0000') || number.endsWith('5555')) return 'failure';
  if (number.endsWith('1111') || number.endsWith('6666')) return 'pending';
  if (number.endsWith('2222') || number.endsWith('8888')) return 'no-answer';
  return 'success';
}

export function statusMessage(category: ServiceKind, status: PaymentStatus) {
  const bill = category === 'bbps' || isBillKind(category);
  switch (status) {
    case 'SUCCESS':
      return bill ? 'Bill paid successfully.' : 'Recharge successful.';
    case 'FAILURE':
      return bill ? 'Bill payment failed at the biller.' : 'Recharge failed at the operator.';
    case 'PENDING':
      return bill
        ? 'Bill payment is pending at the biller.'
        : 'Recharge is pending at the operator.';
  }
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** An aggregator id: a prefix and 14 random upper-case alphanumerics (AGG… payments, EVT… callbacks). */
export const aggregatorId = (prefix: string) => `${prefix}${randomText(ALPHANUMERIC, 14)}`;
/** The operator's (or biller's) confirmation number, given only to a successful payment. */
const operatorRef = () => randomText('0123456789', 12);
/** BBPS's transaction reference: 2 letters of the operating unit, then 10 alphanumerics. */
const bbpsRef = () => `KB${randomText(ALPHANUMERIC, 10)}`;
const isBill = (category: ServiceKind) => category === 'bbps' || isBillKind(category);

const STORE_LIMIT = 10_000;

/** Transactions by the client's reference, in memory; empty at each start. */
export class AggregatorStore {
  private readonly payments = new Map<string, AggregatorPayment>();

  get(clientRef: string) {
    return this.payments.get(clientRef);
  }

  create(input: PaymentInput): AggregatorPayment {
    const behaviour = behaviourOf(input.number);
    // A payment that never answers is done at the operator all the same: only the status call says so.
    const status: PaymentStatus =
      behaviour === 'failure' ? 'FAILURE' : behaviour === 'pending' ? 'PENDING' : 'SUCCESS';
    const now = new Date().toISOString();
    const payment: AggregatorPayment = {
      ...input,
      providerRef: aggregatorId('AGG'),
      status,
      operatorRef: status === 'SUCCESS' ? operatorRef() : null,
      bbpsRef: isBill(input.category) ? bbpsRef() : null,
      message: statusMessage(input.category, status),
      behaviour,
      createdAt: now,
      updatedAt: now,
    };
    this.payments.set(payment.clientRef, payment);
    if (this.payments.size > STORE_LIMIT) {
      const oldest = this.payments.keys().next().value;
      if (oldest !== undefined) this.payments.delete(oldest);
    }
    return payment;
  }

  /** A pending payment's outcome. */
  settle(payment: AggregatorPayment, status: 'SUCCESS' | 'FAILURE') {
    payment.status = status;
    payment.operatorRef = status === 'SUCCESS' ? operatorRef() : null;
    payment.message = statusMessage(payment.category, status);
    payment.updatedAt = new Date().toISOString();
    return payment;
  }

  /** The payment (successful or pending) that quoted this fetch, if any. */
  payingFetch(fetchId: string) {
    for (const p of this.payments.values()) {
      if (p.fetchId === fetchId && p.status !== 'FAILURE') return p;
    }
    return undefined;
  }

  /** How many payments to this operator and number have succeeded. */
  paidCount(operator: string, number: string) {
    let count = 0;
    for (const p of this.payments.values()) {
      if (p.operator === operator && p.number === number && p.status === 'SUCCESS') count += 1;
    }
    return count;
  }

  /** Newest first; by number when one is given, else the latest 100. */
  list(filter: { number?: string }) {
    const all = [...this.payments.values()].reverse();
    return filter.number === undefined
      ? all.slice(0, 100)
      : all.filter((p) => p.number === filter.number);
  }
}
