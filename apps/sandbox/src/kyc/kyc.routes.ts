import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { providerErrorHandler } from '../common/error-handler';
import { HeldRequests } from '../common/held-requests';
import { randomText } from '../common/random-ids';
import { safeEqual } from '../common/signing';
import type { SmsOutbox } from '../sms/sms.outbox';
import { badRequest, kycError } from './kyc.errors';
import {
  aadhaarBehaviour,
  accountBehaviour,
  maskAadhaar,
  panBehaviour,
  registeredName,
  type KycBehaviour,
} from './kyc.magic';
import { OtpSessions } from './kyc.otp-sessions';
import { KycRequestLog, type KycCall } from './kyc.request-log';
import {
  parseAadhaarOtp,
  parseAadhaarVerify,
  parseBankVerify,
  parsePanVerify,
} from './kyc.validation';

export interface KycOptions {
  /** The key callers send as X-Api-Key. */
  apiKey: string;
  /** How long a request for a number ending in 7 is held before its socket is closed unanswered. */
  hangMs: number;
  /** How long an Aadhaar OTP is valid (10 minutes; tests shorten it). */
  otpTtlMs: number;
  /** Where the Aadhaar OTP is texted: the SMS gateway's outbox. */
  outbox: SmsOutbox;
}

/** The ₹1 a penny drop credits to the account it checks. */
const PENNY_DROP_PAISE = 100;

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * Plays a KYC verification provider under /kyc: PAN and bank-account (penny drop) verification and
 * Aadhaar OTP e-KYC under /kyc/v1 (X-Api-Key), and a log of what it was asked (no key). Every answer
 * follows the number's digits (kyc.magic.ts, the README's table).
 */
export function kycRoutes(options: KycOptions) {
  const sessions = new OtpSessions(options.otpTtlMs);
  const requests = new KycRequestLog();
  const held = new HeldRequests(options.hangMs);

  /**
   * The answer a behaviour gives: 503, no answer at all, NOT_FOUND, or what `found` makes of the
   * number — each recorded in the request log.
   */
  function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    call: KycCall,
    subject: string,
    behaviour: KycBehaviour,
    found: () => { status: string },
  ) {
    switch (behaviour) {
      case 'unavailable':
        requests.record(call, subject, 'UNAVAILABLE');
        return reply
          .status(503)
          .send(
            kycError(
              'SERVICE_UNAVAILABLE',
              'The verification source is not answering. Try again later.',
            ),
          );
      case 'no-answer':
        requests.record(call, subject, 'NO_ANSWER');
        held.hold(request, reply);
        return reply;
      case 'not-found':
        requests.record(call, subject, 'NOT_FOUND');
        return { status: 'NOT_FOUND' };
      default: {
        const body = found();
        requests.record(call, subject, body.status);
        return body;
      }
    }
  }

  const routes = async (app: FastifyInstance) => {
    app.addHook('preClose', async () => held.releaseAll());

    app.setErrorHandler(
      providerErrorHandler({
        serverError: () => kycError('SERVER_ERROR', 'The provider could not process the request.'),
        badRequest,
      }),
    );

    app.setNotFoundHandler(async (request, reply) =>
      reply.status(404).send(kycError('NOT_FOUND', `No route ${request.method} ${request.url}.`)),
    );

    // --- The API (X-Api-Key) ---------------------------------------------------------------------

    await app.register(async (api) => {
      api.addHook('onRequest', async (request, reply) => {
        const key = request.headers['x-api-key'];
        if (typeof key !== 'string' || !safeEqual(key, options.apiKey)) {
          return reply
            .status(401)
            .send(kycError('UNAUTHORIZED', 'A valid X-Api-Key header is required.'));
        }
      });

      api.post('/v1/pan/verify', async (request, reply) => {
        const input = parsePanVerify(request.body);
        if (!input.ok) return reply.status(400).send(input.error);
        const { pan, name } = input.value;
        const behaviour = panBehaviour(pan);
        return answer(request, reply, 'pan/verify', pan, behaviour, () => ({
          status: 'VALID',
          registered_name: registeredName(behaviour, name),
          // E: the PAN exists and is valid (the Income Tax Department's status letter).
          pan_status: 'E',
          reference: `PANV${randomText(ALPHANUMERIC, 16)}`,
        }));
      });

      api.post('/v1/bank/verify', async (request, reply) => {
        const input = parseBankVerify(request.body);
        if (!input.ok) return reply.status(400).send(input.error);
        const { account_number: accountNumber, name } = input.value;
        const behaviour = accountBehaviour(accountNumber);
        return answer(request, reply, 'bank/verify', accountNumber, behaviour, () => ({
          status: 'VALID',
          beneficiary_name: registeredName(behaviour, name),
          // The IMPS transfer's reference number.
          utr: randomText('0123456789', 12),
          amount_paise: PENNY_DROP_PAISE,
        }));
      });

      api.post('/v1/aadhaar/otp', async (request, reply) => {
        const input = parseAadhaarOtp(request.body);
        if (!input.ok) return reply.status(400).send(input.error);
        const { aadhaar, name, mobile } = input.value;
        const behaviour = aadhaarBehaviour(aadhaar);
        const masked = maskAadhaar(aadhaar);
        return answer(request, reply, 'aadhaar/otp', masked, behaviour, () => {
          const session = sessions.start({
            last4: aadhaar.slice(-4),
            registeredName: registeredName(behaviour, name),
          });
          const minutes = Math.max(1, Math.round(options.otpTtlMs / 60_000));
          options.outbox.add({
            to: mobile,
            from: 'UIDAI',
            templateId: 'UIDAI_EKYC_OTP',
            text:
              `${session.otp} is the OTP for Aadhaar e-KYC of ${masked}. It is valid for ` +
              `${minutes} min. Do not share it with anyone. -UIDAI`,
          });
          return {
            status: 'OTP_SENT',
            reference: session.reference,
            expires_in: session.expiresInSeconds,
          };
        });
      });

      api.post('/v1/aadhaar/verify', async (request, reply) => {
        const input = parseAadhaarVerify(request.body);
        if (!input.ok) return reply.status(400).send(input.error);
        const { reference, otp } = input.value;
        const result = sessions.check(reference, otp);
        requests.record('aadhaar/verify', reference, result?.status ?? 'REFERENCE_NOT_FOUND');
        if (!result) {
          return reply
            .status(404)
            .send(
              kycError('REFERENCE_NOT_FOUND', 'No OTP was sent under this reference.', 'reference'),
            );
        }
        return result;
      });
    });

    // --- Test controls (no key) ------------------------------------------------------------------

    app.get('/requests', async (request) => {
      const { subject, call } = request.query as { subject?: string; call?: string };
      return requests.list({ subject: subject || undefined, call: call || undefined });
    });
  };

  // Everything lives under /kyc, which also scopes the JSON not-found answer to it.
  return async (app: FastifyInstance) => {
    await app.register(routes, { prefix: '/kyc' });
  };
}
