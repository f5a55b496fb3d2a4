/**
 * bench:products' operations: each product path as a customer's phone calls it, with the answer
 * it must get. A small share is sent again under the same Idempotency-Key (a retry after a lost
 * answer) and must name the first answer's id.
 */
import type { BenchCustomer } from './products-seed';
import {
  newKey,
  type ApiClient,
  type KeyBook,
  type Operation,
  type Outcome,
} from './products-load';

const RETRY_SHARE = 0.05;
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const failed = (what: string, status: number, body: unknown): Outcome => ({
  ok: false,
  refused: status >= 400 && status < 500,
  why: `${what} ${status} ${JSON.stringify(body).slice(0, 120)}`,
});

/** A mobile recharge of ₹10–99 to a number the aggregator recharges at once (ending 5678). */
export function recharge(customers: readonly BenchCustomer[], book: KeyBook): Operation {
  return async (client: ApiClient) => {
    const customer = pick(customers);
    const key = newKey();
    const json = {
      opcode: 'JIO',
      number: '9876545678',
      amount: 10 + Math.floor(Math.random() * 90),
    };
    const answer = await client.call('POST', '/api/recharge/mobile', customer, { json, key });
    const orderId = answer.body.data?.orderId as string | undefined;
    if (answer.status !== 200 || answer.body.data?.status !== 'Success' || !orderId)
      return failed('recharge', answer.status, answer.body);
    book.record(key, orderId);
    if (Math.random() < RETRY_SHARE) {
      const again = await client.call('POST', '/api/recharge/mobile', customer, { json, key });
      book.checkRetry(key, again.body.data?.orderId as string | undefined);
    }
    return { ok: true };
  };
}

/**
 * An electricity bill: fetched (a new service number each time, so each bill is paid once), then
 * paid for exactly its amount — two calls to Kosh and two to the aggregator, as on the screen.
 */
export function bill(customers: readonly BenchCustomer[], book: KeyBook): Operation {
  let serial = 0;
  return async (client: ApiClient, worker: number) => {
    const customer = pick(customers);
    serial += 1;
    // BESCOM's Account ID is 10 digits; ending 5678, a bill the aggregator has and pays at once
    // (apps/sandbox/README.md). Worker and serial make each one new.
    const number = `${worker % 10}${String(serial % 100_000).padStart(5, '0')}5678`;
    const fetched = await client.call('POST', '/api/elBill/fetchBill', customer, {
      json: { mcode: 'BESCOM', service_no: number, customerMobile: customer.mobile },
    });
    const due = fetched.body.data?.dueamount as number | undefined;
    if (fetched.status !== 200 || due === undefined)
      return failed('fetchBill', fetched.status, fetched.body);
    const key = newKey();
    const json = { opcode: 'BESCOM', number, amount: due };
    const paid = await client.call('POST', '/api/elBill/payBill', customer, { json, key });
    const orderId = paid.body.data?.orderId as string | undefined;
    if (paid.status !== 200 || paid.body.data?.status !== 'Success' || !orderId)
      return failed('payBill', paid.status, paid.body);
    book.record(key, orderId);
    if (Math.random() < RETRY_SHARE) {
      const again = await client.call('POST', '/api/elBill/payBill', customer, { json, key });
      book.checkRetry(key, again.body.data?.orderId as string | undefined);
    }
    return { ok: true };
  };
}

/** ₹1–5 from one customer's wallet to another's. */
export function transfer(customers: readonly BenchCustomer[], book: KeyBook): Operation {
  return async (client: ApiClient) => {
    const sender = pick(customers);
    let receiver = pick(customers);
    while (receiver === sender) receiver = pick(customers);
    const key = newKey();
    const json = { mobile: receiver.mobile, amount: 1 + Math.floor(Math.random() * 5) };
    const sent = await client.call('POST', '/api/v1/transfers/wallet', sender, { json, key });
    const id = sent.body.data?.id as string | undefined;
    if (sent.status !== 200 || !id) return failed('transfer', sent.status, sent.body);
    book.record(key, id);
    if (Math.random() < RETRY_SHARE) {
      const again = await client.call('POST', '/api/v1/transfers/wallet', sender, { json, key });
      book.checkRetry(key, again.body.data?.id as string | undefined);
    }
    return { ok: true };
  };
}
