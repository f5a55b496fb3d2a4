import { useSyncExternalStore } from 'react';

/**
 * The signed-in customer, kept in local storage as the spec says (token, UId, userId, name).
 * Components read it with useSession(); any change (login, sign-out, another tab) re-renders them.
 */
export interface Session {
  token: string;
  UId: string;
  userId: string;
  name: string;
  role: 'customer' | 'admin';
  /**
   * Logged in with a temporary password: the customer chooses a new one (/change-password)
   * before anything else, as the server insists (PASSWORD_CHANGE_REQUIRED).
   */
  passwordChangeRequired?: boolean;
}

const KEY = 'kosh.session';
const PREFERENCES = ['kosh.darkMode', 'kosh.language'];
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: Session | null } = { raw: null, value: null };

function read(): Session | null {
  const raw = localStorage.getItem(KEY);
  if (raw === cached.raw) return cached.value;
  let value: Session | null = null;
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<Session>) : null;
    if (parsed?.token && parsed.UId && parsed.userId) {
      value = {
        token: parsed.token,
        UId: parsed.UId,
        userId: parsed.userId,
        name: parsed.name ?? '',
        role: parsed.role === 'admin' ? 'admin' : 'customer',
        ...(parsed.passwordChangeRequired === true ? { passwordChangeRequired: true } : {}),
      };
    }
  } catch {
    value = null;
  }
  cached = { raw, value };
  return value;
}

function emit() {
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: read,
  set(session: Session) {
    localStorage.setItem(KEY, JSON.stringify(session));
    emit();
  },
  update(patch: Partial<Omit<Session, 'token'>>) {
    const current = read();
    if (current) sessionStore.set({ ...current, ...patch });
  },
  /**
   * Sign-out clears everything the app stored (docs/product-2.md §4), not just the token — except the
   * reader's own preferences (theme, language), which belong to the device, not the account.
   */
  clear() {
    const keep = PREFERENCES.map((key) => [key, localStorage.getItem(key)] as const);
    localStorage.clear();
    for (const [key, value] of keep) if (value !== null) localStorage.setItem(key, value);
    emit();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === KEY || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => null);
}
