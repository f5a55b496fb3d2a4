import type { z } from 'zod';
import { KycProviderUnavailableError, type KycProvider } from '../kyc.port';
import { bankAnswer, errorAnswer, otpAnswer, otpCheckAnswer, panAnswer } from './kyc-v1.wire';
import { providerCallSignal, requestIdHeader } from '../../../lib/provider-call';

/**
 * The KYC verification provider's v1 API (`/kyc/v1`; the production path, the sandbox speaks it):
 * `X-Api-Key`, JSON, outcomes as a 200 `status`, errors as `{error: {code, description}}`. Anything
 * but an expected answer in time — no answer, a 5xx, a refused key, a malformed body — is a
 * KycProviderUnavailableError: nothing was verified, and the customer may try again.
 *
 * Nothing is retried here: an OTP call texts the customer and a penny drop moves a rupee, so a
 * second try is the customer's choice, not this adapter's.
 */
export function createKycV1Provider(options: {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
}): KycProvider {
  async function post(path: string, body: unknown) {
    const url = new URL(path, options.baseUrl);
    let response: Response;
    let json: unknown;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          ...requestIdHeader(),
          'x-api-key': options.apiKey,
          accept: 'application/json',
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
        signal: providerCallSignal(options.timeoutMs),
      });
    } catch (error) {
      const timedOut = (error as { name?: string }).name === 'TimeoutError';
      throw new KycProviderUnavailableError(
        timedOut
          ? `KYC provider: no answer to ${path} within ${options.timeoutMs} ms`
          : `KYC provider unreachable (${path})`,
        { cause: error },
      );
    }
    try {
      json = await response.json();
    } catch (error) {
      throw new KycProviderUnavailableError(
        `KYC provider: ${path} answered ${response.status} without JSON`,
        { cause: error },
      );
    }
    return { path, status: response.status, json };
  }

  /** The 200 answer `schema` describes, or KycProviderUnavailableError. */
  function expectAnswer<T>(
    answer: { path: string; status: number; json: unknown },
    schema: z.ZodType<T>,
  ): T {
    if (answer.status !== 200) {
      const code = errorAnswer.safeParse(answer.json).data?.error.code;
      throw new KycProviderUnavailableError(
        `KYC provider: ${answer.path} answered ${answer.status}${code ? ` ${code}` : ''}`,
      );
    }
    const parsed = schema.safeParse(answer.json);
    if (!parsed.success) {
      throw new KycProviderUnavailableError(
        `KYC provider: ${answer.path} answered 200 in an unexpected shape`,
        { cause: parsed.error },
      );
    }
    return parsed.data;
  }

  return {
    async verifyPan({ pan, name }) {
      const answer = expectAnswer(await post('/kyc/v1/pan/verify', { pan, name }), panAnswer);
      return answer.status === 'NOT_FOUND'
        ? { status: 'not_found' }
        : {
            status: 'valid',
            registeredName: answer.registered_name,
            panStatus: answer.pan_status,
            reference: answer.reference,
          };
    },

    async verifyBankAccount({ accountNumber, ifsc, name }) {
      const answer = expectAnswer(
        await post('/kyc/v1/bank/verify', { account_number: accountNumber, ifsc, name }),
        bankAnswer,
      );
      return answer.status === 'NOT_FOUND'
        ? { status: 'not_found' }
        : { status: 'valid', beneficiaryName: answer.beneficiary_name, reference: answer.utr };
    },

    async startAadhaarOtp({ aadhaar, name, mobile }) {
      const answer = expectAnswer(
        await post('/kyc/v1/aadhaar/otp', { aadhaar, name, mobile }),
        otpAnswer,
      );
      return answer.status === 'NOT_FOUND'
        ? { status: 'not_found' }
        : {
            status: 'otp_sent',
            reference: answer.reference,
            expiresInSeconds: answer.expires_in,
          };
    },

    async completeAadhaarOtp({ reference, otp }) {
      const raw = await post('/kyc/v1/aadhaar/verify', { reference, otp });
      // The provider has forgotten the session (long expired, or it restarted): start again.
      if (
        raw.status === 404 &&
        errorAnswer.safeParse(raw.json).data?.error.code === 'REFERENCE_NOT_FOUND'
      ) {
        return { status: 'otp_expired' };
      }
      const answer = expectAnswer(raw, otpCheckAnswer);
      switch (answer.status) {
        case 'VERIFIED':
          return { status: 'verified', name: answer.name, maskedAadhaar: answer.masked_aadhaar };
        case 'OTP_INVALID':
          return { status: 'otp_invalid' };
        case 'OTP_EXPIRED':
          return { status: 'otp_expired' };
      }
    },
  };
}
