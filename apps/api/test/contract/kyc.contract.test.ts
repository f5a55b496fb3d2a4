import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KYC_TEST_DEFAULTS } from '@kosh/sandbox/app';
import { createKycV1Provider } from '../../src/providers/kyc/kyc-v1/kyc-v1.provider';
import type { KycProvider } from '../../src/providers/kyc/kyc.port';
import { startContractSandbox, type ContractSandbox } from './contract-sandbox';

/**
 * The KycProvider port's contract, run against each KYC provider's adapter talking to the sandbox
 * that plays it. A second provider is one more row: its adapter, and the values its sandbox
 * verifies or does not know.
 */
interface KycProviderUnderTest {
  name: string;
  adapter: (sandbox: ContractSandbox) => KycProvider;
  pan: { valid: string; unknown: string };
  bank: { valid: string; unknown: string; ifsc: string };
  aadhaar: string;
  /** The OTP the provider sent to `mobile` (how the customer would read it). */
  otpSentTo: (sandbox: ContractSandbox, mobile: string) => Promise<string>;
}

const providers: KycProviderUnderTest[] = [
  {
    name: 'kyc v1',
    adapter: (sandbox) =>
      createKycV1Provider({
        baseUrl: sandbox.url,
        apiKey: KYC_TEST_DEFAULTS.apiKey,
        timeoutMs: 5000,
      }),
    pan: { valid: 'ABCPD1234E', unknown: 'ABCPD0000E' },
    bank: { valid: '123456789012', unknown: '000000000000', ifsc: 'SBIN0001234' },
    aadhaar: '234567890124',
    otpSentTo: async (sandbox, mobile) => {
      const [latest] = await sandbox.control<{ text: string }[]>(
        'GET',
        `/sms/messages?to=${mobile}`,
      );
      const otp = latest?.text.match(/\b(\d{6})\b/)?.[1];
      if (!otp) throw new Error(`no OTP texted to ${mobile}`);
      return otp;
    },
  },
];

describe.each(providers)('the KYC provider contract: $name', (under) => {
  let sandbox: ContractSandbox;
  let kyc: KycProvider;
  beforeAll(async () => {
    sandbox = await startContractSandbox();
    kyc = under.adapter(sandbox);
  });
  afterAll(() => sandbox?.close());

  it('verifies a PAN with its registered name, and says when it knows none', async () => {
    expect(await kyc.verifyPan({ pan: under.pan.valid, name: 'Asha Devi' })).toMatchObject({
      status: 'valid',
      registeredName: expect.any(String),
      reference: expect.any(String),
    });
    expect(await kyc.verifyPan({ pan: under.pan.unknown, name: 'Asha Devi' })).toEqual({
      status: 'not_found',
    });
  });

  it('verifies a bank account with the beneficiary’s name, and says when there is none', async () => {
    const input = { ifsc: under.bank.ifsc, name: 'Asha Devi' };
    expect(
      await kyc.verifyBankAccount({ ...input, accountNumber: under.bank.valid }),
    ).toMatchObject({
      status: 'valid',
      beneficiaryName: expect.any(String),
      reference: expect.any(String),
    });
    expect(await kyc.verifyBankAccount({ ...input, accountNumber: under.bank.unknown })).toEqual({
      status: 'not_found',
    });
  });

  it('runs Aadhaar OTP e-KYC: a wrong OTP, then the right one', async () => {
    const mobile = '9123400017';
    const started = await kyc.startAadhaarOtp({
      aadhaar: under.aadhaar,
      name: 'Asha Devi',
      mobile,
    });
    if (started.status !== 'otp_sent') throw new Error(`not sent: ${started.status}`);
    const otp = await under.otpSentTo(sandbox, mobile);
    const wrong = String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
    expect(await kyc.completeAadhaarOtp({ reference: started.reference, otp: wrong })).toEqual({
      status: 'otp_invalid',
    });
    expect(await kyc.completeAadhaarOtp({ reference: started.reference, otp })).toMatchObject({
      status: 'verified',
      name: expect.any(String),
      maskedAadhaar: expect.stringMatching(/^XXXX XXXX \d{4}$/),
    });
  });
});
