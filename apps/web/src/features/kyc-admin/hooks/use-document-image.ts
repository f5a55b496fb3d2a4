import { useEffect, useState } from 'react';
import { apiBlob } from '@/lib/api-client';

export type DocumentImageState =
  { status: 'idle' | 'loading' } | { status: 'ready'; url: string } | { status: 'error' };

/**
 * A document image behind the authorised KYC file route (`/api/v1/kyc/files/…`), fetched with the
 * admin's token while `path` is set and shown through an object URL, released when the path
 * changes or the page goes. An Aadhaar side is recorded as viewed by the server on every fetch,
 * so callers pass its path only once the admin asks to see it.
 */
export function useDocumentImage(path: string | null): {
  state: DocumentImageState;
  retry: () => void;
} {
  const [state, setState] = useState<DocumentImageState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!path) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    let url: string | null = null;
    setState({ status: 'loading' });
    apiBlob(path, { signal: controller.signal })
      .then((blob) => {
        url = URL.createObjectURL(blob);
        setState({ status: 'ready', url });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [path, attempt]);

  return { state, retry: () => setAttempt((n) => n + 1) };
}
