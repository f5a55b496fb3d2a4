import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/app';
import { bearer, signUp, type SignedUp } from '../helpers/accounts';
import { createComplaintsRepository } from '../../src/modules/recharges/complaints.repository';
import { createRechargesRepository } from '../../src/modules/recharges/recharges.repository';
import { createWalletRequestsRepository } from '../../src/modules/wallet/wallet-requests.repository';
import { createKycRepository } from '../../src/modules/kyc/kyc.repository';
import { goodAadhaar, goodPan, kycPost, kycRecordOf, kycUpload, photo } from '../helpers/kyc';
import { checkLedgerAndClose } from '../helpers/ledger';
import { call, fund } from '../helpers/recharges';
import { dataSnapshot } from '../helpers/snapshot';
import {
  orderFor,
  pay,
  submittedRequest,
  update,
  verify,
  type CheckoutSuccess,
} from '../helpers/wallet';

interface Answer {
  statusCode: number;
  body: string;
}

/**
 * docs/architecture.md §4: another customer's thing answers exactly as a thing that does not exist — same
 * status, same body — so no call confirms that it exists. Each route that takes an id is asked
 * by a stranger about the owner's object and about an unknown one.
 */
describe('another customer’s order, recharge, complaint, request or KYC document answers as an unknown one', () => {
  let ctx: TestContext;
  let owner: SignedUp;
  let stranger: SignedUp;
  let rechargeId: string;
  let paid: CheckoutSuccess;
  let requestId: string;
  /** The owner's PAN image (a KYC submission's file) and Aadhaar e-KYC reference. */
  let panImage: string;
  let aadhaarReference: string;

  const UNKNOWN_RECHARGE = 'KR0000000000000001';
  const unknownOrder = (): CheckoutSuccess => ({
    razorpay_order_id: 'order_NotAnOrder00001',
    razorpay_payment_id: paid.razorpay_payment_id,
    razorpay_signature: paid.razorpay_signature,
  });

  beforeAll(async () => {
    ctx = await createTestContext({ seedCatalogue: true });
    owner = await signUp(ctx);
    stranger = await signUp(ctx);
    await fund(ctx, owner.UId, 1_000_00n);
    const recharge = await call(ctx, owner.token, '/api/recharge/mobile', {
      opcode: 'AIRTEL',
      number: '9876512345',
      amount: 199,
    });
    rechargeId = recharge.json().data.orderId as string;
    const complaint = await call(ctx, owner.token, '/api/recharge/Complain', {
      order_id: rechargeId,
      message: 'No talktime received.',
    });
    expect(complaint.statusCode).toBe(200);
    paid = await pay(ctx, await orderFor(ctx, owner.token, 150));
    requestId = await submittedRequest(ctx, owner.token);
    await kycUpload(ctx, owner.token, '/api/kyc/useruplodePan', {
      PanNumber: goodPan(),
      slipImage: await photo(),
    });
    panImage = String((await kycRecordOf(ctx, owner.token)).panimage);
    const started = await kycPost(ctx, owner.token, '/api/onlineKyc/aadhaar', {
      AadhaarNumber: goodAadhaar(),
    });
    aadhaarReference = started.json().data.referenceId as string;
  });
  afterAll(() => checkLedgerAndClose(ctx));

  const get = (url: string) =>
    ctx.app.inject({ method: 'GET', url, headers: bearer(stranger.token) });

  const cases: {
    name: string;
    /** What the stranger is answered about the owner's object, and about an unknown one. */
    theirs: () => Promise<Answer>;
    unknown: () => Promise<Answer>;
    status: number;
  }[] = [
    {
      name: 'POST /api/payment/VerifyPayment',
      theirs: () => verify(ctx, stranger.token, paid),
      unknown: () => verify(ctx, stranger.token, unknownOrder()),
      status: 404,
    },
    {
      name: 'POST /api/payment/update with the owner’s userId',
      theirs: () => update(ctx, stranger.token, { ...paid, userId: owner.userId, amount: 150 }),
      unknown: () =>
        update(ctx, stranger.token, { ...unknownOrder(), userId: stranger.userId, amount: 150 }),
      status: 404,
    },
    {
      name: 'POST /api/payment/update with the stranger’s own userId',
      theirs: () => update(ctx, stranger.token, { ...paid, userId: stranger.userId, amount: 150 }),
      unknown: () =>
        update(ctx, stranger.token, { ...unknownOrder(), userId: owner.userId, amount: 150 }),
      status: 404,
    },
    {
      name: 'GET /api/v1/recharges/:orderId',
      theirs: () => get(`/api/v1/recharges/${rechargeId}`),
      unknown: () => get(`/api/v1/recharges/${UNKNOWN_RECHARGE}`),
      status: 404,
    },
    {
      name: 'POST /api/v1/recharges/:orderId/check',
      theirs: () => call(ctx, stranger.token, `/api/v1/recharges/${rechargeId}/check`, undefined),
      unknown: () =>
        call(ctx, stranger.token, `/api/v1/recharges/${UNKNOWN_RECHARGE}/check`, undefined),
      status: 404,
    },
    {
      name: 'POST /api/recharge/Complain',
      theirs: () =>
        call(ctx, stranger.token, '/api/recharge/Complain', {
          order_id: rechargeId,
          message: 'Mine?',
        }),
      unknown: () =>
        call(ctx, stranger.token, '/api/recharge/Complain', {
          order_id: UNKNOWN_RECHARGE,
          message: 'Mine?',
        }),
      status: 404,
    },
    {
      name: 'POST /api/recharge/getComplainStatus (the spec’s “no complaint” answer)',
      theirs: () =>
        call(ctx, stranger.token, '/api/recharge/getComplainStatus', { order_id: rechargeId }),
      unknown: () =>
        call(ctx, stranger.token, '/api/recharge/getComplainStatus', {
          order_id: UNKNOWN_RECHARGE,
        }),
      status: 200,
    },
    {
      name: 'GET /api/v1/wallet/requests/:id/slip',
      theirs: () => get(`/api/v1/wallet/requests/${requestId}/slip`),
      unknown: () => get(`/api/v1/wallet/requests/${randomUUID()}/slip`),
      status: 404,
    },
    {
      name: 'GET /api/v1/kyc/files/:submissionId/:side',
      theirs: () => get(panImage),
      unknown: () => get(`/api/v1/kyc/files/${randomUUID()}/pan`),
      status: 404,
    },
    {
      name: 'POST /api/v1/kyc/aadhaar/verify',
      theirs: () =>
        kycPost(ctx, stranger.token, '/api/v1/kyc/aadhaar/verify', {
          referenceId: aadhaarReference,
          otp: '123456',
        }),
      unknown: () =>
        kycPost(ctx, stranger.token, '/api/v1/kyc/aadhaar/verify', {
          referenceId: randomUUID(),
          otp: '123456',
        }),
      status: 404,
    },
  ];

  it.each(cases)('$name', async (c) => {
    const before = await dataSnapshot(ctx);
    const theirs = await c.theirs();
    const unknown = await c.unknown();
    expect(theirs.statusCode, theirs.body).toBe(c.status);
    expect(unknown.statusCode, unknown.body).toBe(c.status);
    expect(JSON.parse(theirs.body)).toEqual(JSON.parse(unknown.body));
    expect(await dataSnapshot(ctx)).toEqual(before);
  });

  // Immich's "medium" tests: the repositories' customer finders are scoped by the owner in SQL,
  // not only by the services that call them.
  it('the repositories return none of the owner’s rows to the stranger', async () => {
    const { db } = ctx.database;
    const recharges = createRechargesRepository();
    const recharge = await recharges.findOwned(db, owner.UId, rechargeId);
    expect(recharge).not.toBeNull();
    expect(await recharges.findOwned(db, stranger.UId, rechargeId)).toBeNull();
    expect(await recharges.listOwned(db, stranger.UId, [recharge!.id])).toEqual([]);
    const complaints = createComplaintsRepository();
    expect(await complaints.complaintOwned(db, owner.UId, recharge!.id)).not.toBeNull();
    expect(await complaints.complaintOwned(db, stranger.UId, recharge!.id)).toBeNull();
    expect(await complaints.complaintsOwned(db, owner.UId, [recharge!.id])).toHaveLength(1);
    expect(await complaints.complaintsOwned(db, stranger.UId, [recharge!.id])).toEqual([]);

    const requests = createWalletRequestsRepository();
    expect(await requests.findOwned(db, owner.UId, requestId)).not.toBeNull();
    expect(await requests.findOwned(db, stranger.UId, requestId)).toBeNull();

    const kyc = createKycRepository();
    const [pan] = await kyc.currentForOwner(db, owner.UId);
    expect(pan).toBeDefined();
    expect(await kyc.currentForOwner(db, stranger.UId)).toEqual([]);
    expect(await kyc.findForOwner(db, owner.UId, pan!.id)).not.toBeNull();
    expect(await kyc.findForOwner(db, stranger.UId, pan!.id)).toBeNull();
    expect(await kyc.currentSectionForOwner(db, stranger.UId, 'pan')).toBeNull();
    expect(await kyc.findOtpSessionForOwner(db, owner.UId, aadhaarReference)).not.toBeNull();
    expect(await kyc.findOtpSessionForOwner(db, stranger.UId, aadhaarReference)).toBeNull();
    expect(await kyc.takeOtpTryForOwner(db, stranger.UId, aadhaarReference, new Date())).toBeNull();
  });
});
