import { SmsDeliveryError, type SmsMessage, type SmsProvider } from '../sms.port';
import { providerCallSignal, requestIdHeader } from '../../../lib/provider-call';

export interface DltGatewayOptions {
  baseUrl: string;
  apiKey: string;
  senderId: string;
  timeoutMs?: number;
}

/**
 * The production path: a DLT SMS gateway over HTTP (the sandbox plays it locally). The gateway
 * answers 202 with the message id once it has accepted the text.
 */
export function createDltGatewayProvider(options: DltGatewayOptions): SmsProvider {
  const url = new URL('/sms/messages', options.baseUrl).toString();
  return {
    async send(message: SmsMessage) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-api-key': options.apiKey,
            ...requestIdHeader(),
          },
          body: JSON.stringify({
            to: message.to,
            sender: options.senderId,
            templateId: message.templateId,
            text: message.text,
            // The gateway deduplicates by it: a retried send reaches the phone once.
            ...(message.reference ? { clientRef: message.reference } : {}),
          }),
          signal: providerCallSignal(options.timeoutMs ?? 5000),
        });
      } catch (error) {
        throw new SmsDeliveryError('SMS gateway unreachable', { cause: error });
      }
      if (!response.ok) {
        throw new SmsDeliveryError(`SMS gateway answered ${response.status}`);
      }
      const body = (await response.json().catch(() => ({}))) as { id?: unknown };
      if (typeof body.id !== 'string') throw new SmsDeliveryError('SMS gateway gave no message id');
      return { messageId: body.id };
    },
  };
}
