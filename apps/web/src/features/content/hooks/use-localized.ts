import { useI18n, type Language } from '@/lib/i18n/i18n';

/** The version of a text in the reader's language (the policy texts ship one file per language). */
export function useLocalized<T>(versions: Record<Language, T>): T {
  const { language } = useI18n();
  return versions[language];
}
