import { useCallback } from 'react';
import type { RechargeStatus } from '@kosh/contract/recharge';
import { defineMessages, useI18n } from '@/lib/i18n/i18n';
import { formatRupees } from '@/lib/money';

const useOutcomeT = defineMessages<RechargeStatus>(
  {
    Pending: 'Your payment is being processed. We will confirm it by SMS.',
    Success: 'Your payment is complete.',
    Failure:
      'The operator could not process this payment. {amount} has been refunded to your wallet.',
  },
  {
    Pending: 'आपका भुगतान प्रक्रिया में है। हम SMS से इसकी पुष्टि करेंगे।',
    Success: 'आपका भुगतान पूरा हो गया है।',
    Failure: 'ऑपरेटर यह भुगतान पूरा नहीं कर सका। {amount} आपके वॉलेट में वापस कर दिए गए हैं।',
  },
);

/**
 * What a payment's outcome says: the server's words, translated when the reader's language has
 * them — and, since they carry names and amounts no dictionary holds, in Hindi our own words for
 * the status when it has not.
 */
export function useOutcomeText() {
  const { language } = useI18n();
  const t = useOutcomeT();
  return useCallback(
    (outcome: { status: RechargeStatus; message: string; amount: number }, translated: string) =>
      language !== 'en' && translated === outcome.message
        ? t(outcome.status, { amount: formatRupees(outcome.amount) })
        : translated,
    [language, t],
  );
}
