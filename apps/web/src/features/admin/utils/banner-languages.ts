import type { Language } from '@kosh/contract/common/language';

/** Whom a banner is for, as the back office names it: '' is every reader. */
export const BANNER_LANGUAGE_OPTIONS = [
  { value: '', label: 'Every language' },
  { value: 'en', label: 'English' },
  { value: 'hi', label: 'Hindi' },
] as const;

export const bannerLanguageLabel = (language: Language | null) =>
  BANNER_LANGUAGE_OPTIONS.find((o) => o.value === (language ?? ''))!.label;
