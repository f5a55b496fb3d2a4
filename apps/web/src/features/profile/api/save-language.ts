import type { Language } from '@kosh/contract/common/language';
import type { MessageResponse } from '@kosh/contract/common/envelope';
import { apiRequest } from '@/lib/api-client';

/**
 * Tells the server the language the customer switched to, so that their texts (SMS) follow it.
 * Quietly: the screens have already switched, and the next login says it again.
 */
export const saveLanguage = (language: Language) =>
  apiRequest<MessageResponse>('v1/user/language', { body: { language }, auth: true }).catch(
    () => undefined,
  );
