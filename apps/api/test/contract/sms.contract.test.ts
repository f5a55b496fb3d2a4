import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDltGatewayProvider } from '../../src/providers/sms/dlt-gateway/dlt-gateway.provider';
import { SmsDeliveryError, type SmsProvider } from '../../src/providers/sms/sms.port';
import { CONTRACT_SMS_KEY, startContractSandbox, type ContractSandbox } from './contract-sandbox';

/**
 * The SmsProvider port's contract, run against each SMS gateway's adapter talking to the sandbox
 * that plays it. A second gateway is one more row: its adapter (with a good key and a wrong one)
 * and where its sandbox shows what it sent.
 */
interface SmsGatewayUnderTest {
  name: string;
  adapter: (sandbox: ContractSandbox, apiKey?: string) => SmsProvider;
  /** The texts the gateway accepted for `to`, newest first. */
  sentTo: (sandbox: ContractSandbox, to: string) => Promise<{ id: string; text: string }[]>;
}

const gateways: SmsGatewayUnderTest[] = [
  {
    name: 'DLT gateway',
    adapter: (sandbox, apiKey = CONTRACT_SMS_KEY) =>
      createDltGatewayProvider({ baseUrl: sandbox.url, apiKey, senderId: 'KOSHPY' }),
    sentTo: (sandbox, to) => sandbox.control('GET', `/sms/messages?to=${to}`),
  },
];

describe.each(gateways)('the SMS provider contract: $name', (under) => {
  let sandbox: ContractSandbox;
  beforeAll(async () => {
    sandbox = await startContractSandbox();
  });
  afterAll(() => sandbox?.close());

  const message = { to: '9123400042', templateId: 'KOSH_SIGNUP_OTP', text: '123456 is your OTP.' };

  it('sends a text and answers the gateway’s message id', async () => {
    const { messageId } = await under.adapter(sandbox).send(message);
    expect(messageId).toEqual(expect.any(String));
    const [sent] = await under.sentTo(sandbox, message.to);
    expect(sent).toMatchObject({ id: messageId, text: message.text });
  });

  it('fails with SmsDeliveryError when the gateway refuses it', async () => {
    await expect(under.adapter(sandbox, 'not-the-key').send(message)).rejects.toBeInstanceOf(
      SmsDeliveryError,
    );
  });
});
