import { useCallback, useMemo, useRef } from 'react';
import { newIdempotencyKey } from '@/lib/idempotency';

/**
 * One Idempotency-Key per submit. While a submit has had no answer (the connection dropped), the
 * same submit again — the same fingerprint — reuses its key and payload, so the server applies it
 * once; once an answer comes, `settle` forgets it and the next submit gets a new key.
 */
export function useSubmitKey<Payload>() {
  const pending = useRef<{ fingerprint: string; key: string; payload: Payload } | null>(null);

  const begin = useCallback((fingerprint: string, makePayload: () => Payload) => {
    if (pending.current?.fingerprint !== fingerprint) {
      pending.current = { fingerprint, key: newIdempotencyKey(), payload: makePayload() };
    }
    return pending.current;
  }, []);

  const settle = useCallback(() => {
    pending.current = null;
  }, []);

  return useMemo(() => ({ begin, settle }), [begin, settle]);
}
