/**
 * The one-use authorisations the confirm step obtained, by the Idempotency-Key of the debit they
 * were made for: the API client sends each with that debit (and its retries, same key), so a pay
 * call needs no parameter of its own for it. Kept in memory only, and only a few minutes.
 */
const byKey = new Map<string, { token: string; until: number }>();
const KEEP_MS = 5 * 60_000;

export function rememberAuthorisation(idempotencyKey: string, token: string) {
  const now = Date.now();
  for (const [key, entry] of byKey) if (entry.until < now) byKey.delete(key);
  byKey.set(idempotencyKey, { token, until: now + KEEP_MS });
}

export function authorisationFor(idempotencyKey: string | undefined): string | undefined {
  if (!idempotencyKey) return undefined;
  const entry = byKey.get(idempotencyKey);
  return entry && entry.until >= Date.now() ? entry.token : undefined;
}
