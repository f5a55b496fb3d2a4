import { verhoeffCheckDigit } from '@kosh/contract/common/kyc-formats';
import { districtsOf, listStates } from '../../src/modules/kyc/reference/india-places';
import type { FuzzRequest, Operation, Who } from './fuzz-requests';

/** What the fuzzer's set-up made, for the seeds to name. */
export interface SeedContext {
  customerUserId: string;
  /** The customer's internal id (the back office's KYC calls name customers by it). */
  customerUId: string;
  /** A successful recharge without a complaint yet. */
  rechargeId: string;
  complaintId: string;
  walletRequestId: string;
  paid: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
  /** dd-MM-yyyy, today in India. */
  today: string;
  /** An offline request's form fields, valid against the seeded banks. */
  neftFields: Record<string, string>;
  /** A live hotel search session, the stay it was for and one of its hotels. */
  hotels: {
    traceId: string;
    hotelId: string;
    locationId: string;
    checkIn: string;
    checkOut: string;
    /** A visitor's itinerary of that hotel and its cheapest rate (the room page's calls). */
    itinerary: { code: string; recommendationId: string; rateId: string; roomId: string };
  };
}

interface Seed {
  call: string;
  who: Who;
  body?: unknown;
  path?: string[];
  form?: Record<string, string>;
  files?: Record<string, 'png'>;
  signed?: boolean;
}

/** A valid Aadhaar number the sandbox verifies (its check digit is none of the magic 7, 8, 9). */
function verifiableAadhaar(): string {
  for (let body = 23456789012; ; body += 1) {
    const digit = verhoeffCheckDigit(String(body));
    if (digit < 7) return `${body}${digit}`;
  }
}

/** The personal details of a customer in Pune, Maharashtra, as the spec's client sends them. */
function personalDetails() {
  const state = listStates().find((s) => s.statename === 'Maharashtra');
  const district = state && districtsOf(state.SId)?.find((d) => d.districtname === 'Pune');
  return {
    fname1: 'Test Customer',
    Address1: '12, MG Road, Camp',
    State1: state?.SId,
    distt1: district?.id,
    PinCode1: '411001',
    email1: 'asha@example.com',
    City1: 'Pune',
    title1: '',
    EPassword: '',
    pswrd: '',
  };
}

/**
 * The seed corpus: one valid request for each call that stores text or moves money, the way a
 * coverage-guided fuzzer starts from valid inputs. The fuzzer replays each with one value spoiled
 * (a NUL, a lone surrogate, a nasty value), which blind generation seldom gets that deep with —
 * a refine the JSON Schema cannot show (an operator code, an order that exists) stops it first.
 * A call not named here is still fuzzed, from its schema only; a seed whose call is gone is skipped.
 */
function seeds(s: SeedContext): Seed[] {
  const text = 'Plain text';
  return [
    {
      call: 'POST /api/recharge/mobile',
      who: 'customer',
      body: { opcode: 'AIRTEL', number: '9876512340', amount: 10, planId: 'p1' },
    },
    {
      call: 'POST /api/recharge/dth',
      who: 'customer',
      body: { operator: 'TATAPLAY', number: '1234567890', amount: 10 },
    },
    {
      call: 'POST /api/recharge/fastag',
      who: 'customer',
      body: { opcode: 'SBIFT', number: 'MH12AB1234', amount: 500, option1: text, option2: '' },
    },
    { call: 'POST /api/plan/Mobplan', who: 'customer', body: { mobileNumber: '9876512345' } },
    {
      call: 'POST /api/elBill/fetchBill',
      who: 'customer',
      body: {
        mcode: 'BESCOM',
        service_no: '1234567890',
        customerMobile: '9876512345',
        option1: text,
        option2: '',
      },
    },
    {
      call: 'POST /api/recharge/Complain',
      who: 'customer',
      body: { order_id: s.rechargeId, message: text },
    },
    {
      call: 'POST /api/recharge/getComplainStatus',
      who: 'customer',
      body: { order_id: s.rechargeId },
    },
    {
      call: 'POST /api/user/getRechLogs',
      who: 'customer',
      body: { fromdate: s.today, todate: s.today, search: 'KR' },
    },
    {
      call: 'POST /api/user/getWaletReq',
      who: 'customer',
      body: { status: 'All', fromdate: s.today, todate: s.today },
    },
    {
      call: 'POST /api/payment/CreateOrder',
      who: 'customer',
      body: { amount: 100, currency: 'INR', receipt: 'fuzz_receipt' },
    },
    { call: 'POST /api/payment/VerifyPayment', who: 'customer', body: s.paid },
    {
      call: 'POST /api/payment/update',
      who: 'customer',
      body: {
        userId: s.customerUserId,
        amount: 100,
        payment_type: 'online',
        payment_status: 'success',
        ...s.paid,
        sender_bank: text,
      },
    },
    {
      call: 'POST /api/user/requstMoney',
      who: 'customer',
      form: s.neftFields,
      files: { slipImage: 'png' },
    },
    { call: 'POST /api/kyc/userinsertUser', who: 'customer', body: personalDetails() },
    {
      call: 'POST /api/kyc/getDistrict',
      who: 'customer',
      body: { state: personalDetails().State1 },
    },
    {
      call: 'POST /api/kyc/useruplodePan',
      who: 'customer',
      form: { regno: text, PanNumber: 'ABCPD1232E' },
      files: { slipImage: 'png' },
    },
    {
      call: 'POST /api/kyc/useruplodeBank',
      who: 'customer',
      form: {
        BankName: 'State Bank of India',
        BankACNo: '123456789012',
        IFSCCode: 'SBIN0000001',
        Branch: text,
        type: 'SAVING A/C',
      },
      files: { slipImage: 'png' },
    },
    {
      call: 'POST /api/kyc/useruploadAadhaar',
      who: 'customer',
      form: { AadhaarNumber: verifiableAadhaar() },
      files: { aadharfront: 'png', aadharback: 'png' },
    },
    {
      call: 'POST /api/admin/kyc/{userId}/{section}/reject',
      who: 'admin',
      path: [s.customerUId, 'personal'],
      body: { reason: text },
    },
    // After the offline ones and the rejection: a verified section could no longer be uploaded.
    {
      call: 'POST /api/onlineKyc/pan',
      who: 'customer',
      body: { regno: text, PanNumber: 'ABCPD1231E' },
    },
    {
      call: 'POST /api/onlineKyc/bank',
      who: 'customer',
      body: { beneficiaryAccount: '123456789011', beneficiaryIFSC: 'SBIN0000001', regno: text },
    },
    {
      call: 'POST /api/onlineKyc/aadhaar',
      who: 'customer',
      body: { AadhaarNumber: verifiableAadhaar() },
    },
    {
      call: 'POST /api/contact/addContact',
      who: 'anonymous',
      body: {
        name: 'Ravi Kumar',
        email: 'ravi@example.com',
        mobileNumber: '9876543210',
        Message: text,
      },
    },
    {
      call: 'POST /api/user/sendOtp',
      who: 'anonymous',
      body: {
        name: 'Asha Rao',
        mobile: '9812345678',
        emailId: 'asha@example.com',
        password: 'Kosh@2026pay',
      },
    },
    {
      call: 'POST /api/admin/company-banks',
      who: 'admin',
      body: { bankName: 'Canara Bank', accountNumber: '110022003301', branch: text },
    },
    { call: 'POST /api/admin/user-banks', who: 'admin', body: { name: 'Fuzz Bank' } },
    {
      call: 'POST /api/admin/services',
      who: 'admin',
      body: {
        category: 5,
        code: 'FUZZPOWER',
        name: 'Fuzz Power',
        serviceNoHint: 'Consumer number',
      },
    },
    {
      call: 'POST /api/admin/complaints/{id}/answer',
      who: 'admin',
      path: [s.complaintId],
      body: { response: text },
    },
    {
      call: 'POST /api/admin/wallet-requests/{id}/reject',
      who: 'admin',
      path: [s.walletRequestId],
      body: { remark: text },
    },
    {
      call: 'POST /api/hotel/searchHotel',
      who: 'anonymous',
      body: {
        checkIn: s.hotels.checkIn,
        checkOut: s.hotels.checkOut,
        occupancies: [{ numOfAdults: 2, childAges: [4] }],
        locationId: s.hotels.locationId,
        hotelId: '',
        filterBy: { freeBreakfast: true, hotelName: 'a', reviewRatings: [4], type: 'Hotel' },
        sortBy: { finalRate: 'asc' },
        page: 1,
        traceId: s.hotels.traceId,
        nationality: 'IN',
      },
    },
    {
      call: 'POST /api/hotel/createItineraryV2',
      who: 'customer',
      body: {
        traceId: s.hotels.traceId,
        hotelId: s.hotels.hotelId,
        checkIn: s.hotels.checkIn,
        checkOut: s.hotels.checkOut,
        occupancies: [{ numOfAdults: 2, childAges: [4] }],
        nationality: 'IN',
      },
    },
    {
      call: 'POST /api/hotel/selectRoomRates/{code}',
      who: 'customer',
      path: [s.hotels.itinerary.code],
      body: {
        traceId: s.hotels.traceId,
        recommendationId: s.hotels.itinerary.recommendationId,
        roomsAndRateAllocations: [
          {
            rateId: s.hotels.itinerary.rateId,
            roomId: s.hotels.itinerary.roomId,
            occupancy: { adults: 2 },
          },
        ],
        items: [{ code: s.hotels.itinerary.code, type: 'HOTEL' }],
      },
    },
    {
      call: 'POST /api/hotel/applyPromo/{code}',
      who: 'customer',
      path: [s.hotels.itinerary.code],
      body: { traceId: s.hotels.traceId, promoCode: 'HOTEL10' },
    },
    {
      call: 'POST /api/hotel/allocateRooms/{code}',
      who: 'customer',
      path: [s.hotels.itinerary.code],
      body: {
        traceId: s.hotels.traceId,
        roomsAllocations: [
          {
            rateId: s.hotels.itinerary.rateId,
            roomId: s.hotels.itinerary.roomId,
            guests: [
              {
                title: 'Mrs',
                firstName: 'Asha',
                lastName: 'Devi',
                contactNumber: '9876543210',
                email: 'asha@example.com',
                isLeadGuest: true,
                type: 'adult',
                isdCode: '91',
                panCardNumber: 'ABCPE1234F',
                passportNumber: 'Z1234567',
                passportExpiry: '2031-01-01',
              },
            ],
          },
        ],
        specialRequests: text,
      },
    },
    {
      call: 'POST /api/v1/webhooks/recharge',
      who: 'anonymous',
      signed: true,
      body: { eventId: 'evt_seed', clientRef: s.rechargeId, status: 'SUCCESS', message: text },
    },
    {
      call: 'POST /api/v1/webhooks/hotels',
      who: 'anonymous',
      signed: true,
      body: {
        event_id: 'EVTSEED0000001',
        event: 'booking.confirmed',
        booking: {
          id: 'HBSEED00000001',
          client_reference: '00000000-0000-4000-8000-000000000001',
          status: 'CONFIRMED',
          confirmation_number: 'KSB-SEED0001',
          refusal_reason: null,
          hotel_id: s.hotels.hotelId,
          rate_id: s.hotels.itinerary.rateId,
          total: '4599.00',
          currency: 'INR',
          cancellation: [
            { from: '2026-10-04T12:00:00+05:30', to: '2026-10-06T12:00:00+05:30', penalty: '0.00' },
          ],
          created_at: '2026-10-04T12:00:00+05:30',
          confirmed_at: '2026-10-04T12:00:00+05:30',
          cancelled_at: null,
          cancellation_result: null,
          special_requests: text,
        },
      },
    },
    {
      call: 'POST /api/v1/webhooks/payments',
      who: 'anonymous',
      signed: true,
      body: {
        event: 'payment.captured',
        payload: {
          payment: {
            entity: {
              id: s.paid.razorpay_payment_id,
              order_id: s.paid.razorpay_order_id,
              status: 'captured',
              amount: 10_000,
              description: text,
            },
          },
        },
      },
    },
  ];
}

/** The seeds as requests of the operations the app has (a seed of a call that is gone is dropped). */
export function seedRequests(ops: Operation[], context: SeedContext): FuzzRequest[] {
  const byCall = new Map(ops.map((op) => [`${op.method} ${op.path}`, op]));
  return seeds(context).flatMap((seed): FuzzRequest[] => {
    const op = byCall.get(seed.call);
    if (!op) return [];
    const files = Object.fromEntries(
      Object.entries(seed.files ?? {}).map(([name, kind]) => [
        name,
        { kind, filename: 'slip.png' },
      ]),
    );
    return [
      {
        op,
        who: seed.who,
        pathValues: seed.path ?? [],
        query: [],
        body: seed.body,
        encoding: seed.form ? 'form' : 'json',
        form: { fields: [seed.form ?? {}, {}], files },
        idempotencyKey: null,
        signed: seed.signed ?? false,
        replay: null,
      },
    ];
  });
}
