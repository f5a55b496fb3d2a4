import { eq } from 'drizzle-orm';
import type { Db } from '@kosh/api/db/client';
import { users } from '@kosh/api/db/schema';
import type { KeyBook } from '../key-book';
import type { Rng } from '../rng';
import type { Deliveries } from './deliveries';
import type { FakeGateway } from './fake-gateway';
import { SIM_BILLERS } from './fake-billers';
import type { SimApp, SimRequest } from './sim-app';
import { describe } from './describe';
import { SendMoneyCalls } from './send-money-calls';
import type { SimCustomer } from './sim-calls';

/** A 1×1 PNG slip (the API re-encodes whatever it gets). */
const SLIP_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * The customers' and the back office's side of the simulation: each operation is one call (or a
 * short sequence a client makes), with a crash maybe armed, and every answer checked — no 500,
 * and one answer per Idempotency-Key.
 */
export class Operations extends SendMoneyCalls {
  constructor(
    sim: SimApp,
    private readonly db: Db,
    rng: Rng,
    keys: KeyBook,
    private readonly gateway: FakeGateway,
    private readonly deliveries: Deliveries,
    private readonly otpOf: (mobile: string) => string | undefined,
    customers: SimCustomer[] = [],
  ) {
    super(sim, rng, keys, customers);
  }

  /** Signs a customer up through the API (the OTP from the fake SMS gateway); `full` KYC or not. */
  async signUp(index: number, full: boolean) {
    const mobile = `8${String(index).padStart(3, '0')}${String(100_000 + index * 7919).slice(-6)}`;
    const password = 'Kosh@2026pay';
    const ask = (url: string, json: object) =>
      this.sim.request({ method: 'POST', url, json }, null);
    const sent = await ask('/api/user/sendOtp', {
      name: 'Sim Customer',
      mobile,
      emailId: 's@example.com',
      password,
    });
    if (sent.crashed || sent.value.status !== 200)
      throw new Error(`sendOtp: ${JSON.stringify(sent)}`);
    const verified = await ask('/api/user/verifyOtp', { otp: this.otpOf(mobile), mobile });
    if (verified.crashed || verified.value.status !== 200) {
      throw new Error(`verifyOtp: ${JSON.stringify(verified)}`);
    }
    const data = verified.value.body.data as { token: string; UId: string };
    if (full) {
      // There is no KYC flow yet: the wallet is made full-KYC as the back office would.
      await this.db.update(users).set({ kycLevel: 'full' }).where(eq(users.id, data.UId));
    }
    this.customers.push({
      index,
      mobile,
      token: data.token,
      id: data.UId,
      orders: [],
      recharges: [],
      serial: 0,
    });
    return data.UId;
  }

  async recharge() {
    const c = this.customer();
    const amount = this.rng.int(10, 300);
    const [url, json] = this.rng.weighted<[string, object]>([
      [
        [
          '/api/recharge/mobile',
          { opcode: 'JIO', number: `98${this.rng.int(10_000_000, 99_999_999)}`, amount },
        ],
        6,
      ],
      [
        [
          '/api/recharge/dth',
          { operator: 'TATAPLAY', number: `30${this.rng.int(10_000_000, 99_999_999)}`, amount },
        ],
        3,
      ],
      [
        [
          '/api/recharge/fastag',
          { opcode: 'ICICIFT', number: `MH12AB${this.rng.int(1000, 9999)}`, amount: 500 },
        ],
        1,
      ],
    ]);
    const answer = await this.keyed({
      what: url,
      request: { method: 'POST', url, token: c.token, key: this.newKey(c), json },
    });
    this.noteRecharge(c, answer);
    return `${url.slice(5)} ₹${(json as { amount: number }).amount} → ${describe(answer)}`;
  }

  async payBill() {
    const c = this.customer();
    c.serial += 1;
    const number = `SIM${c.index}B${c.serial}`;
    const fetched = await this.plain('fetchBill', {
      method: 'POST',
      url: '/api/elBill/fetchBill',
      token: c.token,
      json: { mcode: 'BESCOM', service_no: number, customerMobile: c.mobile },
    });
    const due =
      fetched?.status === 200 ? (fetched.body.data as { dueamount: number }).dueamount : null;
    if (due === null) return `bill ${number}: fetch ${describe(fetched)}`;
    const answer = await this.keyed({
      what: 'payBill',
      request: {
        method: 'POST',
        url: '/api/elBill/payBill',
        token: c.token,
        key: this.newKey(c),
        json: { opcode: 'BESCOM', number, amount: due },
      },
    });
    this.noteRecharge(c, answer);
    return `bill ${number} ₹${due} → ${describe(answer)}`;
  }

  /** A catalogue biller of any flow: fetched and paid by the exactness, validated, or direct. */
  async payCatalogueBill() {
    const c = this.customer();
    c.serial += 1;
    const biller = this.rng.pick(SIM_BILLERS);
    const params = { accountNumber: `SIM${c.index}C${c.serial}` };
    let amount = this.rng.int(1, 800);
    let fetchId: string | undefined;
    const before = (step: 'fetch' | 'validate') =>
      this.plain(step, {
        method: 'POST',
        url: `/api/v1/bills/${step}`,
        token: c.token,
        json: { billerId: biller.id, params },
      });
    if (biller.fetchRequirement === 'MANDATORY') {
      const fetched = await before('fetch');
      if (fetched?.status !== 200) return `${biller.id}: fetch ${describe(fetched)}`;
      const bill = fetched.body.data as { fetchId: string; amountPaise: number };
      fetchId = bill.fetchId;
      // What the biller takes: the bill, part of it, or more than it.
      const due = bill.amountPaise / 100;
      amount =
        biller.exactness === 'EXACT_OR_LESS'
          ? Math.max(1, Math.floor(due / 2))
          : biller.exactness === 'EXACT_OR_MORE'
            ? Math.ceil(due) + 10
            : due;
    } else if (biller.fetchRequirement === 'VALIDATION') {
      // As the app does: the account is validated before it is paid.
      const validated = await before('validate');
      if (validated?.status !== 200) return `${biller.id}: validate ${describe(validated)}`;
    }
    const answer = await this.keyed({
      what: 'payBiller',
      request: {
        method: 'POST',
        url: '/api/v1/bills/pay',
        token: c.token,
        key: this.newKey(c),
        json: { billerId: biller.id, params, amount, ...(fetchId ? { fetchId } : {}) },
      },
    });
    this.noteRecharge(c, answer);
    return `${biller.id} ₹${amount} → ${describe(answer)}`;
  }

  /** A client sends a keyed call again: one that got no answer, or now and then one that did. */
  async retry() {
    const pool =
      this.unanswered.length > 0 && this.rng.chance(0.8) ? this.unanswered : this.answered;
    if (pool.length === 0) return 'retry: nothing to retry';
    const at = this.rng.int(0, pool.length - 1);
    const sent = pool[at]!;
    if (pool === this.unanswered) this.unanswered.splice(at, 1);
    const answer = await this.keyed(sent);
    if (sent.what.startsWith('/api/recharge') || sent.what.startsWith('pay')) {
      const owner = this.customers.find((c) => sent.request.token === c.token);
      if (owner) this.noteRecharge(owner, answer);
    }
    return `retry ${sent.what} ${sent.request.key} → ${describe(answer)}`;
  }

  async createOrder() {
    const c = this.customer();
    const amount = this.rng.int(200, 3000);
    const answer = await this.keyed({
      what: 'CreateOrder',
      request: {
        method: 'POST',
        url: '/api/payment/CreateOrder',
        token: c.token,
        key: this.newKey(c),
        json: { amount, currency: 'INR', receipt: `sim_${c.index}_${this.rng.token(6)}` },
      },
    });
    const orderId = answer?.status === 200 ? answer.body.data?.id : undefined;
    if (typeof orderId === 'string' && !c.orders.some((o) => o.orderId === orderId)) {
      c.orders.push({ orderId, amount, checkout: null });
    }
    return `CreateOrder ₹${amount} → ${describe(answer)}`;
  }

  /** The customer at the gateway's checkout: pays (mostly) or fails. */
  checkout() {
    const c = this.customer();
    const open = c.orders.filter((o) => o.checkout === null);
    if (open.length === 0) return 'checkout: no open order';
    const order = this.rng.pick(open);
    const outcome = this.rng.chance(0.85) ? 'success' : 'failure';
    const result = this.gateway.pay(order.orderId, outcome);
    if (result) order.checkout = result;
    return `checkout ${order.orderId} ${outcome}`;
  }

  /** The app tells the API the checkout succeeded: VerifyPayment or payment/update, keyed or not. */
  async confirm() {
    const c = this.customer();
    const paid = c.orders.filter((o) => o.checkout !== null);
    if (paid.length === 0) return 'confirm: nothing paid';
    const order = this.rng.pick(paid);
    const verify = this.rng.chance(0.7);
    const request: SimRequest = {
      method: 'POST',
      url: verify ? '/api/payment/VerifyPayment' : '/api/payment/update',
      token: c.token,
      json: verify
        ? order.checkout
        : {
            ...order.checkout,
            userId: c.id,
            amount: order.amount,
            payment_type: 'online',
            payment_status: 'success',
          },
    };
    const what = verify ? 'VerifyPayment' : 'payment/update';
    const answer = this.rng.chance(0.7)
      ? await this.keyed({ what, request: { ...request, key: this.newKey(c) } })
      : await this.plain(what, request);
    return `${what} ${order.orderId} → ${describe(answer)}`;
  }

  async offlineTopUp() {
    const c = this.customer();
    const form = new FormData();
    const fields = {
      paymentType: 'NEFT',
      amount: String(this.rng.int(100, 2000)),
      company_bank_name: 'HDFC Bank',
      company_acc_number: '50200078451236',
      paymentDate: new Date().toISOString().slice(0, 10),
      userBank: 'State Bank of India',
      userAccNo: '123456789012',
      transactionNo: `UTRSIM${c.index}${this.rng.token(10).toUpperCase()}`,
      remark: 'Paid by NEFT',
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('slipImage', new Blob([SLIP_PNG], { type: 'image/png' }), 'slip.png');
    const response = new Response(form);
    const answer = await this.keyed({
      what: 'requstMoney',
      request: {
        method: 'POST',
        url: '/api/user/requstMoney',
        token: c.token,
        key: this.newKey(c),
        multipart: {
          payload: Buffer.from(await response.arrayBuffer()),
          contentType: response.headers.get('content-type') ?? '',
        },
      },
    });
    const id = answer?.status === 200 ? answer.body.data?.id : undefined;
    if (typeof id === 'string' && !this.pendingRequests.includes(id)) this.pendingRequests.push(id);
    return `requstMoney ₹${fields.amount} → ${describe(answer)}`;
  }

  /** The back office approves (mostly) or rejects a pending offline top-up. */
  async decide() {
    if (this.pendingRequests.length === 0) return 'decide: nothing pending';
    const at = this.rng.int(0, this.pendingRequests.length - 1);
    const id = this.pendingRequests[at]!;
    const approve = this.rng.chance(0.75);
    const answer = await this.plain('decide', {
      method: 'POST',
      url: `/api/admin/wallet-requests/${id}/${approve ? 'approve' : 'reject'}`,
      token: this.adminToken,
      json: approve ? undefined : { remark: 'No such transfer reached us.' },
    });
    if (answer && answer.status !== 422) this.pendingRequests.splice(at, 1);
    return `${approve ? 'approve' : 'reject'} ${id} → ${describe(answer)}`;
  }

  /** "Check status" on one of a customer's payments. */
  async checkStatus() {
    const c = this.customer();
    if (c.recharges.length === 0) return 'check: no payment';
    const orderId = this.rng.pick(c.recharges);
    const answer = await this.plain('check', {
      method: 'POST',
      url: `/api/v1/recharges/${orderId}/check`,
      token: c.token,
    });
    return `check ${orderId} → ${describe(answer)}`;
  }

  /** One webhook or callback arrives (any of those queued, maybe again later). */
  async deliver(take = () => this.deliveries.take()) {
    const delivery = take();
    if (!delivery) return 'deliver: nothing queued';
    const answer = await this.plain(delivery.kind, {
      method: 'POST',
      url: delivery.url,
      raw: { payload: delivery.raw, headers: delivery.headers },
    });
    if (answer && answer.status !== 200) {
      this.problems.push(`${delivery.kind} ${delivery.eventId} answered ${answer.status}`);
    }
    return `${delivery.kind} ${delivery.eventId} → ${describe(answer)}`;
  }
}
