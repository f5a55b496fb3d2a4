import { codeOf } from '../helpers/refusals';
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
import { dataSnapshot } from '../helpers/snapshot';
import { neftFields } from '../helpers/wallet';

type Who = 'anonymous' | 'customer' | 'admin';

/** A body in some content type, ready for app.inject. */
interface Body {
  label: string;
  payload: string | Buffer;
  contentType: string;
}

const jsonBody = (value: object): Body => ({
  label: 'application/json',
  payload: JSON.stringify(value),
  contentType: 'application/json',
});

const foreign: Body[] = [
  { label: 'text/plain', payload: '{"a":1}', contentType: 'text/plain' },
  { label: 'form-urlencoded', payload: 'a=1', contentType: 'application/x-www-form-urlencoded' },
  { label: 'XML', payload: '<a>1</a>', contentType: 'application/xml' },
];

/**
 * A body in a content type its route does not take is a 415 UNSUPPORTED_MEDIA_TYPE that says what
 * to send — not a 400 about fields it never had, nor (for a signed webhook) a 401 — and changes
 * nothing.
 */
describe('a body in the wrong content type: 415 UNSUPPORTED_MEDIA_TYPE, nothing changed', () => {
  let ctx: TestContext;
  let customer: SignedUp;
  let admin: SignedInAdmin;
  let formBody: Body;

  beforeAll(async () => {
    ctx = await createTestContext();
    customer = await signUp(ctx);
    admin = await signInAdmin(ctx);
    const form = await multipart(neftFields());
    formBody = {
      label: 'multipart/form-data',
      payload: form.payload,
      contentType: form.headers['content-type'],
    };
  });
  afterAll(() => ctx.close());

  const send = (url: string, who: Who, body: Body, extra: Record<string, string> = {}) =>
    ctx.app.inject({
      method: url.endsWith('/logo') ? 'PUT' : 'POST',
      url,
      remoteAddress: uniqueIp(),
      payload: body.payload,
      headers: {
        'content-type': body.contentType,
        ...(who === 'customer' ? bearer(customer.token) : {}),
        ...(who === 'admin' ? bearer(admin.token) : {}),
        ...extra,
      },
    });

  const expect415 = async (res: Promise<{ statusCode: number; body: string }>, message: string) => {
    const before = await dataSnapshot(ctx);
    const answer = await res;
    expect(answer.statusCode, answer.body).toBe(415);
    expect(JSON.parse(answer.body)).toEqual({
      result: false,
      success: false,
      code: codeOf(message),
      message,
    });
    expect(await dataSnapshot(ctx)).toEqual(before);
  };

  const jsonRoutes: [string, Who][] = [
    ['/api/user/sendOtp', 'anonymous'],
    ['/api/contact/addContact', 'anonymous'],
    ['/api/payment/CreateOrder', 'customer'],
    ['/api/recharge/mobile', 'customer'],
    ['/api/admin/company-banks', 'admin'],
    ['/api/v1/webhooks/payments', 'anonymous'],
    ['/api/v1/webhooks/recharge', 'anonymous'],
  ];

  /** The bodies by label; the form is built once the test runs. */
  const body = (label: string): Body =>
    label === formBody.label
      ? formBody
      : label === 'application/json'
        ? jsonBody({ remark: 'x' })
        : foreign.find((b) => b.label === label)!;
  const foreignLabels = foreign.map((b) => b.label);

  describe('JSON calls', () => {
    for (const [url, who] of jsonRoutes) {
      it.each([...foreignLabels, 'multipart/form-data'])(`${url} with %s`, async (label) => {
        await expect415(send(url, who, body(label)), catalogue.UNSUPPORTED_MEDIA_TYPE);
      });
    }
  });

  const formRoutes: [string, Who][] = [
    ['/api/user/requstMoney', 'customer'],
    ['/api/user/updateProfile', 'customer'],
    ['/api/admin/banners', 'admin'],
    ['/api/admin/services/00000000-0000-4000-8000-000000000000/logo', 'admin'],
  ];

  describe('multipart forms', () => {
    for (const [url, who] of formRoutes) {
      it.each(['application/json', ...foreignLabels])(`${url} with %s`, async (label) => {
        await expect415(send(url, who, body(label)), catalogue.SEND_MULTIPART);
      });
    }
  });

  it('a signed webhook in the wrong content type is not processed, whatever its signature', async () => {
    const raw = JSON.stringify({ eventId: 'evt_plain', clientRef: 'KR1', status: 'SUCCESS' });
    const signature = createHmac('sha256', ctx.config.aggregator.callbackSecret)
      .update(raw)
      .digest('hex');
    await expect415(
      send(
        '/api/v1/webhooks/recharge',
        'anonymous',
        { label: 'text/plain', payload: raw, contentType: 'text/plain' },
        { 'x-aggregator-signature': signature },
      ),
      catalogue.UNSUPPORTED_MEDIA_TYPE,
    );
  });

  it('the guards still come first: no token is a 401, a customer on a back-office call a 403', async () => {
    expect((await send('/api/payment/CreateOrder', 'anonymous', foreign[0]!)).statusCode).toBe(401);
    expect((await send('/api/admin/banners', 'customer', foreign[0]!)).statusCode).toBe(403);
  });
});
