import type { Rng } from '../rng';
import { KeyBook, type Answer } from '../key-book';
import type { ApiClient, Call } from './client';

/** Number endings the sandbox's aggregator obeys (apps/sandbox/README.md). */
export const ENDINGS = { fails: '0000', pends: '1111', hangs: '2222', succeeds: '5678' } as const;

/** A 1×1 PNG: the API re-encodes whatever slip it gets, so a tiny real image will do. */
const SLIP_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * A bank-transfer request's form (POST /api/user/requstMoney), with its slip — a private file —
 * made afresh for each attempt.
 */
export function offlineTopUpForm(rupees: number, transactionNo: string): () => FormData {
  const fields: Record<string, string> = {
    paymentType: 'NEFT',
    amount: String(rupees),
    company_bank_name: 'HDFC Bank',
    company_acc_number: '50200078451236',
    paymentDate: new Date().toISOString().slice(0, 10),
    userBank: 'State Bank of India',
    userAccNo: '123456789012',
    transactionNo,
    remark: 'Paid by NEFT',
  };
  return () => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.append(name, value);
    data.append('slipImage', new Blob([SLIP_PNG], { type: 'image/png' }), 'slip.png');
    return data;
  };
}

/** What the clients share: the API, the sandbox, the admin, and what they saw. */
export interface World {
  api: ApiClient;
  sandboxUrl: string;
  adminToken: string;
  keys: KeyBook;
  /** Every number and service number a payment went to (the aggregator is asked about each). */
  numbers: Set<string>;
  /** The customers' mobile numbers: whom they send money to. */
  mobiles: string[];
  /** Operations run, by kind. */
  operations: Map<string, number>;
  /** Things a client saw that must not happen (a wrong answer, a lost request). */
  problems: string[];
  /** The moment every client stops starting operations, and the one by which it stops retrying. */
  loadEndsAt: number;
  retryUntil: number;
}

/** A world with nothing run yet and no admin signed in. */
export const newWorld = (api: ApiClient, sandboxUrl: string): World => ({
  api,
  sandboxUrl,
  adminToken: '',
  keys: new KeyBook(),
  numbers: new Set(),
  mobiles: [],
  operations: new Map(),
  problems: [],
  loadEndsAt: 0,
  retryUntil: 0,
});

export type Op = (c: Customer) => Promise<void>;

/** One customer of the crash loop: signs up, then runs random money operations until told to stop. */
export class Customer {
  token = '';
  userId = '';
  readonly pendingRecharges = new Set<string>();
  private serial = 0;

  constructor(
    readonly world: World,
    readonly rng: Rng,
    readonly index: number,
    readonly mobile: string,
  ) {}

  protected call(call: Omit<Call, 'token'>) {
    return this.world.api.untilAnswered({ ...call, token: this.token }, this.world.retryUntil);
  }

  protected count(kind: string) {
    this.world.operations.set(kind, (this.world.operations.get(kind) ?? 0) + 1);
  }

  private newKey() {
    return `chaos-${this.index}-${this.rng.token(16)}`;
  }

  /** Signs up through the API, reading the OTP from the sandbox's SMS outbox. */
  async signUp(password: string) {
    const sent = await this.world.api.untilAnswered(
      {
        method: 'POST',
        path: '/api/user/sendOtp',
        json: { name: 'Chaos Customer', mobile: this.mobile, emailId: 'c@example.com', password },
      },
      Date.now() + 30_000,
    );
    if (sent?.status !== 200) throw new Error(`sendOtp: ${JSON.stringify(sent)}`);
    const outbox = (await (
      await fetch(`${this.world.sandboxUrl}/sms/messages?to=${this.mobile}`)
    ).json()) as { text: string }[];
    const otp = outbox[0]?.text.match(/\b(\d{6})\b/)?.[1];
    const verified = await this.world.api.untilAnswered(
      { method: 'POST', path: '/api/user/verifyOtp', json: { otp, mobile: this.mobile } },
      Date.now() + 30_000,
    );
    if (verified?.status !== 200) throw new Error(`verifyOtp: ${JSON.stringify(verified)}`);
    const data = verified.body.data as { token: string; UId: string };
    this.token = data.token;
    this.userId = data.UId;
  }

  /**
   * Adds `rupees` through the gateway's checkout, paid and verified once (no retries, no random
   * turns): the status VerifyPayment answered, for a test that needs a funded wallet.
   */
  async fundAtCheckout(rupees: number, receipt: string): Promise<number | undefined> {
    const auth = { token: this.token };
    const order = await this.world.api.once({
      ...auth,
      method: 'POST',
      path: '/api/payment/CreateOrder',
      json: { amount: rupees, currency: 'INR', receipt },
    });
    const paid = await fetch(
      `${this.world.sandboxUrl}/checkout/orders/${order?.body.data?.id}/pay`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ outcome: 'success' }),
      },
    );
    const verified = await this.world.api.once({
      ...auth,
      method: 'POST',
      path: '/api/payment/VerifyPayment',
      json: await paid.json(),
    });
    return verified?.status;
  }

  /** What this customer does, and how often. */
  protected operations(): [Op, number][] {
    return [
      [(c) => c.recharge(), 40],
      [(c) => c.payBill(), 8],
      [(c) => c.topUp(), 30],
      [(c) => c.offlineTopUp(), 5],
      [(c) => c.checkStatus(), 8],
      [(c) => c.redeliver(), 9],
    ];
  }

  /** Runs operations until the load ends, then sees its last one through. */
  async run() {
    const operations = this.operations();
    while (Date.now() < this.world.loadEndsAt) await this.rng.weighted(operations)(this);
  }

  /** Payments (and anything else) still waiting for their outcome. */
  pendingCount() {
    return this.pendingRecharges.size;
  }

  /**
   * A money call under a fresh Idempotency-Key, sometimes sent twice at once (a double tap) and
   * sometimes again after its answer (a retry): every answer is recorded against the key.
   */
  protected async keyed(what: string, call: Omit<Call, 'key' | 'token'>): Promise<Answer | null> {
    const key = this.newKey();
    const keyed = { ...call, key };
    const tries = this.rng.chance(0.15) ? 2 : 1;
    const answers = await Promise.all(Array.from({ length: tries }, () => this.call(keyed)));
    if (this.rng.chance(0.1)) answers.push(await this.call(keyed));
    for (const answer of answers) if (answer) this.world.keys.record(key, what, answer);
    return answers.find((a) => a !== null) ?? null;
  }

  async recharge() {
    const ending = this.rng.pick(Object.values(ENDINGS));
    const amount = this.rng.int(10, 99);
    const [path, body, number] = this.rng.weighted<[string, object, string]>([
      [
        [
          '/api/recharge/mobile',
          { opcode: 'JIO', number: `987654${ending}`, amount },
          `987654${ending}`,
        ],
        6,
      ],
      [
        [
          '/api/recharge/dth',
          { operator: 'TATAPLAY', number: `301234${ending}`, amount },
          `301234${ending}`,
        ],
        3,
      ],
      [
        [
          '/api/recharge/fastag',
          { opcode: 'ICICIFT', number: `MH12AB${ending}`, amount: 500 },
          `MH12AB${ending}`,
        ],
        1,
      ],
    ]);
    this.count(path.slice(5));
    this.world.numbers.add(number);
    this.noteRecharge(await this.keyed(path, { method: 'POST', path, json: body }));
  }

  async payBill() {
    this.count('bill');
    this.serial += 1;
    const ending = this.rng.pick(Object.values(ENDINGS));
    // Ten digits, as BESCOM's account id is: the customer, the bill's serial, then the ending.
    const digits = (n: number) => String(n % 1000).padStart(3, '0');
    const number = `${digits(this.index)}${digits(this.serial)}${ending}`;
    const fetched = await this.call({
      method: 'POST',
      path: '/api/elBill/fetchBill',
      json: { mcode: 'BESCOM', service_no: number, customerMobile: this.mobile },
    });
    const due = fetched?.status === 200 ? (fetched.body.data as { dueamount: number }) : null;
    if (!due) return;
    this.world.numbers.add(number);
    const path = '/api/elBill/payBill';
    const body = { opcode: 'BESCOM', number, amount: due.dueamount };
    this.noteRecharge(await this.keyed(path, { method: 'POST', path, json: body }));
  }

  private noteRecharge(answer: Answer | null) {
    const data = answer?.body.data as { orderId?: string; status?: string } | undefined;
    if (answer && answer.status < 300 && data?.orderId && data.status === 'Pending') {
      this.pendingRecharges.add(data.orderId);
    }
  }

  /** CreateOrder, the gateway's checkout (pay or fail), then verify, update — or close the tab. */
  async topUp() {
    this.count('top-up');
    const amount = this.rng.int(100, 900);
    const created = await this.keyed('CreateOrder', {
      method: 'POST',
      path: '/api/payment/CreateOrder',
      json: { amount, currency: 'INR', receipt: `chaos_${this.index}_${this.rng.token(8)}` },
    });
    const orderId = created?.status === 200 ? String(created.body.data?.id) : null;
    if (!orderId) return;
    const outcome = this.rng.chance(0.85) ? 'success' : 'failure';
    const paid = await fetch(`${this.world.sandboxUrl}/checkout/orders/${orderId}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome }),
    });
    if (outcome === 'failure' || !paid.ok) return;
    const checkout = (await paid.json()) as Record<string, string>;
    const then = this.rng.weighted([
      ['verify', 6],
      ['update', 2],
      ['nothing', 2],
    ] as const);
    if (then === 'verify') {
      await this.keyed('VerifyPayment', {
        method: 'POST',
        path: '/api/payment/VerifyPayment',
        json: checkout,
      });
    } else if (then === 'update') {
      await this.keyed('payment/update', {
        method: 'POST',
        path: '/api/payment/update',
        json: {
          ...checkout,
          userId: this.userId,
          amount,
          payment_type: 'online',
          payment_status: 'success',
          transaction_id: checkout.razorpay_payment_id,
        },
      });
    }
  }

  /** A bank-transfer request with its slip; the back office approves or rejects it. */
  async offlineTopUp() {
    this.count('offline top-up');
    const form = offlineTopUpForm(
      this.rng.int(100, 500),
      `UTRCHAOS${this.index}${this.rng.token(12).toUpperCase()}`,
    );
    const made = await this.keyed('requstMoney', {
      method: 'POST',
      path: '/api/user/requstMoney',
      form,
    });
    const id = made?.status === 200 ? String(made.body.data?.id) : null;
    if (!id) return;
    const approve = this.rng.chance(0.7);
    const decided = await this.world.api.untilAnswered(
      {
        method: 'POST',
        path: `/api/admin/wallet-requests/${id}/${approve ? 'approve' : 'reject'}`,
        token: this.world.adminToken,
        json: approve ? undefined : { remark: 'No such transfer reached us.' },
      },
      this.world.retryUntil,
    );
    // A retry after a crash that had already decided it finds it decided (409): that is fine.
    if (decided && decided.status !== 200 && decided.status !== 409) {
      this.world.problems.push(`deciding request ${id}: ${decided.status} ${decided.body.code}`);
    }
  }

  /** "Check status" on one of this customer's pending payments. */
  async checkStatus() {
    if (this.pendingRecharges.size === 0) return;
    const orderId = this.rng.pick([...this.pendingRecharges]);
    this.count('check status');
    const answer = await this.call({ method: 'POST', path: `/api/v1/recharges/${orderId}/check` });
    this.settleIfDone(orderId, answer);
  }

  /** Asks about this customer's pending payments; forgets those that settled. */
  async followPending(check: boolean) {
    for (const orderId of [...this.pendingRecharges]) {
      const answer = await this.call({
        method: check ? 'POST' : 'GET',
        path: `/api/v1/recharges/${orderId}${check ? '/check' : ''}`,
      });
      this.settleIfDone(orderId, answer);
    }
  }

  private settleIfDone(orderId: string, answer: Answer | null) {
    const status = (answer?.body.data as { status?: string } | undefined)?.status;
    if (status && status !== 'Pending') this.pendingRecharges.delete(orderId);
  }

  /** Asks the sandbox to send one of its webhooks or callbacks again: a duplicate, out of order. */
  async redeliver() {
    this.count('redelivery');
    const webhook = this.rng.chance(0.5);
    const list = (await (
      await fetch(
        `${this.world.sandboxUrl}/${webhook ? 'checkout/webhooks' : 'aggregator/callbacks'}`,
      )
    ).json()) as { event_id?: string; eventId?: string }[];
    if (list.length === 0) return;
    const event = this.rng.pick(list);
    const id = event.event_id ?? event.eventId;
    await fetch(
      `${this.world.sandboxUrl}/${webhook ? 'checkout/webhooks' : 'aggregator/callbacks'}/${id}/redeliver`,
      { method: 'POST' },
    );
  }
}
