import { useI18n, type Said } from './i18n';

/**
 * The one lookup of what the server or the contract said, in the reader's language:
 * `const say = useServerMessage(); say(error)`, `say('SELECT_CIRCLE')`, `say(response)`.
 * English comes from the contract's catalogue, Hindi from server-messages.hi.ts, both by code.
 */
export function useServerMessage(): (
  said: Said,
  params?: Record<string, string | number>,
) => string {
  return useI18n().tm;
}
