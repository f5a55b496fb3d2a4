import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { MessageCode, MessageParams } from '@kosh/contract/messages/catalogue';
import { getCatalogue, loadCatalogue, subscribeCatalogue } from './catalogue-store';
import { en, type MessageKey } from './en';

/**
 * English and Hindi for every screen. English is the source (the spec's strings verbatim) and is
 * bundled; Hindi loads on demand so English readers never download it. What the server and the
 * contract say is shown by its code (the catalogue's): never by matching its English text. The
 * catalogue's English is not bundled either (./catalogue-store.ts): until it is here, an answer
 * is shown in the English the server sent with its code — the same words.
 */
export type Language = 'en' | 'hi';
type Dictionary = Record<MessageKey, string>;
interface HindiBundle {
  hi: Dictionary;
  hiServerMessages: Record<MessageCode, string>;
}

/**
 * Something the server or the contract said: a catalogue code (a zod issue's message, a code the
 * screen chose), or an answer that carries one (`ApiError`, a response with `code`). Text without
 * a code — an operator's own words passed through — is shown as it came.
 */
export type Said =
  | string
  | null
  | undefined
  | { code?: string | undefined; message?: string | undefined; params?: MessageParams | undefined };

const KEY = 'kosh.language';
export const LANGUAGES: { code: Language; label: string }[] = [
  { code: 'en', label: 'English' },
  { code: 'hi', label: 'हिन्दी' },
];

/** The language the app is in now (the reader's choice on this device). */
export function currentLanguage(): Language {
  try {
    return localStorage.getItem(KEY) === 'hi' ? 'hi' : 'en';
  } catch {
    return 'en';
  }
}

type Vars = Record<string, string | number>;
export type Translate = (key: MessageKey, vars?: Vars) => string;

interface I18n {
  language: Language;
  setLanguage: (language: Language) => void;
  t: Translate;
  /** What the server or the contract said, by its code, in the reader's language. */
  tm: (said: Said, params?: MessageParams) => string;
}

function format(template: string, vars?: Vars): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : match,
  );
}

/** A catalogue code as written (`OTP_INVALID`), as opposed to words passed through as they are. */
const CODE = /^[A-Z][A-Z0-9_]+$/;

function lookUp(table: Partial<Record<string, string>> | undefined, code: string | undefined) {
  return table && code !== undefined && Object.hasOwn(table, code) ? table[code] : undefined;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(currentLanguage);
  const [hindi, setHindi] = useState<HindiBundle | null>(null);
  const english = useSyncExternalStore(subscribeCatalogue, getCatalogue);

  useEffect(() => {
    document.documentElement.lang = language;
    if (language === 'hi' && !hindi) {
      void import('./hi').then((module) =>
        setHindi({ hi: module.hi, hiServerMessages: module.hiServerMessages }),
      );
    }
  }, [language, hindi]);

  const setLanguage = useCallback((next: Language) => {
    localStorage.setItem(KEY, next);
    setLanguageState(next);
  }, []);

  const value = useMemo<I18n>(() => {
    const dictionary: Dictionary = language === 'hi' && hindi ? hindi.hi : en;
    return {
      language,
      setLanguage,
      t: (key, vars) => format(dictionary[key] ?? en[key], vars),
      tm: (said, params) => {
        if (!said) return '';
        const code = typeof said === 'string' ? said : said.code;
        const vars = params ?? (typeof said === 'string' ? undefined : said.params);
        // A screen evaluated since this render may have brought the catalogue: take the newest.
        const catalogue = english ?? getCatalogue();
        const template =
          (language === 'hi' ? lookUp(hindi?.hiServerMessages, code) : undefined) ||
          lookUp(catalogue, code);
        if (template !== undefined) return format(template, vars);
        if (typeof said !== 'string') return said.message ?? '';
        // A bare code before the catalogue is here: fetch it (the store re-renders on arrival).
        if (!catalogue && CODE.test(said)) void loadCatalogue();
        return said;
      },
    };
  }, [language, hindi, setLanguage, english]);

  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const context = useContext(I18nContext);
  if (!context) throw new Error('useI18n outside I18nProvider');
  return context;
}

/** The language preference survives sign-out, like the theme. */
export const PREFERENCE_KEYS = [KEY];

/**
 * A feature's own strings (long texts such as the legal pages), bundled with the feature's chunk:
 * `const useLegalT = defineMessages(en, hi)`, then `const t = useLegalT()` in a component.
 * TypeScript makes the Hindi dictionary match the English one key for key.
 */
export function defineMessages<K extends string>(
  english: Record<K, string>,
  hindi: Record<K, string>,
) {
  return function useMessages(): (key: K, vars?: Vars) => string {
    const { language } = useI18n();
    const dictionary = language === 'hi' ? hindi : english;
    return (key, vars) => format(dictionary[key] ?? english[key], vars);
  };
}
