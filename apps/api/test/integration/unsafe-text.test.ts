import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '@kosh/contract/messages/catalogue';
import { createTestContext, type TestContext } from '../helpers/app';
import {
  bearer,
  multipart,
  signInAdmin,
  signUp,
  uniqueIp,
  type SignedInAdmin,
  type SignedUp,
} from '../helpers/accounts';
import { checkLedgerAndClose } from '../helpers/ledger';
import { call, fund, postCallback } from '../helpers/recharges';
import { dataSnapshot } from '../helpers/snapshot';
import {
  neftFields,
  orderFor,
  pay,
  requestMoney,
  slipPng,
  submittedRequest,
  type CheckoutSuccess,
} from '../helpers/wallet';

interface Answer {
  statusCode: number;
  body: string;
  json: () => { code?: string; errors?: { field: string; message: string }[] };
}

interface Case {
  name: string;
  /** The field the 400 names. */
  field: string;
  send: (bad: string) => Promise<Answer>;
  /** A multipart form carries text as UTF-8, which has no lone surrogates: only the NUL applies. */
  nulOnly?: boolean;
}

const BAD = [
  {
    what: 'a NUL',
    text: 'before\u0000after',
    code: 'TEXT_NUL',
    message: catalogue.TEXT_NUL,
    multipart: true,
  },
  {
    what: 'a lone surrogate',
    text: 'before\uD800after',
    code: 'TEXT_LONE_SURROGATE',
    message: catalogue.TEXT_LONE_SURROGATE,
  },
] as const;

/**
 * A NUL (or a lone surrogate) in a free-text field once reached PostgreSQL and answered 500 —
 * on the signed recharge callback that made the aggregator retry forever. Every such field is now
 * refused by the contract's one text rule: 400, the field named, nothing stored or moved.
 */
describe('a NUL or a lone surrogate in any text field: 400 naming the field, nothing changed', () => {
  let ctx: TestContext;
  let admin: SignedInAdmin;
  let customer: SignedUp;
  let uncomplained: string;
  let complaintId: string;
  let order: CheckoutSuccess;
  let walletRequestId: string;
  let companyBankId: string;
  let serviceId: string;

  const asAdmin = (method: 'POST' | 'PATCH', url: string, payload: object) =>
    ctx.app.inject({ method, url, headers: bearer(admin.token), payload });

  const mobileRecharge = async (number: string) => {
    const res = await call(ctx, customer.token, '/api/recharge/mobile', {
      opcode: 'AIRTEL',
      number,
      amount: 199,
    });
    if (res.statusCode !== 200) throw new Error(`recharge ${res.statusCode}: ${res.body}`);
    return res.json().data.orderId as string;
  };

  beforeAll(async () => {
    ctx = await createTestContext({ seedCatalogue: true });
    admin = await signInAdmin(ctx);
    customer = await signUp(ctx);
    await fund(ctx, customer.UId, 2_000_00n);

    uncomplained = await mobileRecharge('9876512345');
    const complained = await mobileRecharge('9876512346');
    const raised = await call(ctx, customer.token, '/api/recharge/Complain', {
      order_id: complained,
      message: 'No talktime received.',
    });
    if (raised.statusCode !== 200) throw new Error(`Complain ${raised.statusCode}`);
    const complaints = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/complaints?status=Open',
      headers: bearer(admin.token),
    });
    complaintId = (complaints.json().data as { id: string; order_id: string }[]).find(
      (c) => c.order_id === complained,
    )!.id;

    order = await pay(ctx, await orderFor(ctx, customer.token, 100));
    walletRequestId = await submittedRequest(ctx, customer.token);
    const bank = await asAdmin('POST', '/api/admin/company-banks', {
      bankName: 'Canara Bank',
      accountNumber: '110022003300',
    });
    companyBankId = bank.json().data.id as string;
    const services = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/services',
      headers: bearer(admin.token),
    });
    serviceId = (services.json().data as { id: string }[])[0]!.id;
  });
  afterAll(() => checkLedgerAndClose(ctx));

  const signed = (url: string, header: string, secret: string, body: object) => {
    const raw = JSON.stringify(body);
    return ctx.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/json',
        [header]: createHmac('sha256', secret).update(raw).digest('hex'),
      },
      payload: raw,
    });
  };

  const cases: Case[] = [
    {
      name: 'POST /api/recharge/Complain',
      field: 'message',
      send: (bad) =>
        call(ctx, customer.token, '/api/recharge/Complain', {
          order_id: uncomplained,
          message: bad,
        }),
    },
    {
      name: 'POST /api/contact/addContact',
      field: 'Message',
      send: (bad) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/contact/addContact',
          remoteAddress: uniqueIp(),
          payload: {
            name: 'Ravi Kumar',
            email: 'ravi@example.com',
            mobileNumber: '9876543210',
            Message: bad,
          },
        }),
    },
    {
      name: 'POST /api/payment/CreateOrder',
      field: 'receipt',
      send: (bad) =>
        call(ctx, customer.token, '/api/payment/CreateOrder', {
          amount: 100,
          currency: 'INR',
          receipt: bad,
        }),
    },
    {
      name: 'POST /api/payment/VerifyPayment',
      field: 'razorpay_order_id',
      send: (bad) =>
        call(ctx, customer.token, '/api/payment/VerifyPayment', {
          ...order,
          razorpay_order_id: `${order.razorpay_order_id}${bad}`,
        }),
    },
    {
      name: 'POST /api/payment/update',
      field: 'razorpay_order_id',
      send: (bad) =>
        call(ctx, customer.token, '/api/payment/update', {
          userId: customer.userId,
          amount: 100,
          payment_type: 'online',
          payment_status: 'success',
          ...order,
          razorpay_order_id: `${order.razorpay_order_id}${bad}`,
        }),
    },
    {
      name: 'POST /api/recharge/mobile (planId)',
      field: 'planId',
      send: (bad) =>
        call(ctx, customer.token, '/api/recharge/mobile', {
          opcode: 'AIRTEL',
          number: '9876512347',
          amount: 199,
          planId: bad,
        }),
    },
    {
      name: 'POST /api/recharge/fastag (option1)',
      field: 'option1',
      send: (bad) =>
        call(ctx, customer.token, '/api/recharge/fastag', {
          opcode: 'SBIFT',
          number: 'MH12AB1234',
          amount: 500,
          option1: bad,
        }),
    },
    {
      name: 'POST /api/elBill/fetchBill (option1)',
      field: 'option1',
      send: (bad) =>
        call(ctx, customer.token, '/api/elBill/fetchBill', {
          mcode: 'BESCOM',
          service_no: '1234567890',
          customerMobile: '9876512345',
          option1: bad,
        }),
    },
    {
      name: 'POST /api/user/getRechLogs (search)',
      field: 'search',
      send: (bad) =>
        call(ctx, customer.token, '/api/user/getRechLogs', {
          fromdate: '01-01-2026',
          todate: '02-01-2026',
          search: bad,
        }),
    },
    {
      name: 'POST /api/user/requstMoney (multipart remark)',
      field: 'remark',
      nulOnly: true,
      send: async (bad) =>
        requestMoney(ctx, customer.token, {
          ...neftFields({ remark: bad }),
          slipImage: await slipPng(),
        }),
    },
    {
      name: 'POST /api/user/updateProfile (multipart newPassword)',
      field: 'newPassword',
      nulOnly: true,
      send: async (bad) => {
        const form = await multipart({ oldPassword: customer.password, newPassword: `Aa1!${bad}` });
        return ctx.app.inject({
          method: 'POST',
          url: '/api/user/updateProfile',
          payload: form.payload,
          headers: { ...form.headers, ...bearer(customer.token) },
        });
      },
    },
    {
      name: 'POST /api/admin/wallet-requests/:id/reject',
      field: 'remark',
      send: (bad) =>
        asAdmin('POST', `/api/admin/wallet-requests/${walletRequestId}/reject`, { remark: bad }),
    },
    {
      name: 'POST /api/admin/company-banks (branch)',
      field: 'branch',
      send: (bad) =>
        asAdmin('POST', '/api/admin/company-banks', {
          bankName: 'Union Bank of India',
          accountNumber: '220033004400',
          branch: bad,
        }),
    },
    {
      name: 'PATCH /api/admin/company-banks/:id (branch)',
      field: 'branch',
      send: (bad) => asAdmin('PATCH', `/api/admin/company-banks/${companyBankId}`, { branch: bad }),
    },
    {
      name: 'POST /api/admin/complaints/:id/answer',
      field: 'response',
      send: (bad) =>
        asAdmin('POST', `/api/admin/complaints/${complaintId}/answer`, { response: bad }),
    },
    {
      name: 'POST /api/admin/services (name)',
      field: 'name',
      send: (bad) =>
        asAdmin('POST', '/api/admin/services', {
          category: 5,
          code: 'NEWPOWER',
          name: bad,
          serviceNoHint: 'Consumer number',
        }),
    },
    {
      name: 'PATCH /api/admin/services/:id (serviceNoHint)',
      field: 'serviceNoHint',
      send: (bad) => asAdmin('PATCH', `/api/admin/services/${serviceId}`, { serviceNoHint: bad }),
    },
    {
      name: 'POST /api/v1/webhooks/recharge (signed)',
      field: 'message',
      send: (bad) =>
        postCallback(ctx, {
          eventId: `evt_${Math.random()}`,
          clientRef: uncomplained,
          status: 'SUCCESS',
          message: bad,
        }),
    },
    {
      name: 'POST /api/v1/webhooks/payments (signed)',
      field: 'payload.payment.entity.description',
      send: (bad) =>
        signed(
          '/api/v1/webhooks/payments',
          'x-razorpay-signature',
          ctx.config.razorpay.webhookSecret,
          {
            event: 'payment.captured',
            payload: {
              payment: {
                entity: {
                  id: order.razorpay_payment_id,
                  order_id: order.razorpay_order_id,
                  status: 'captured',
                  amount: 10_000,
                  description: bad,
                },
              },
            },
          },
        ),
    },
  ];

  for (const bad of BAD) {
    describe(bad.what, () => {
      it.each(cases.filter((c) => !c.nulOnly || 'multipart' in bad))('$name', async (c) => {
        const before = await dataSnapshot(ctx);
        const res = await c.send(bad.text);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().code).toBe(bad.code);
        expect(res.json().errors).toContainEqual({
          field: c.field,
          code: bad.code,
          message: bad.message,
        });
        expect(await dataSnapshot(ctx)).toEqual(before);
      });
    });
  }

  // Last, as these may change things: proof that the bad character is what each case is refused for.
  it.each(cases)('without the bad character, $name is not refused for $field', async (c) => {
    const res = await c.send('before after');
    expect(res.statusCode, res.body).toBeLessThan(500);
    if (res.statusCode === 400) {
      expect(res.json().errors?.map((e) => e.field) ?? []).not.toContain(c.field);
    }
  });
});
