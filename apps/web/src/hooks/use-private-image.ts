import { useEffect, useState } from 'react';
import { apiBlob } from '@/lib/api-client';

export type PrivateImageState =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; url: string }
  | { status: 'error'; message: string };

/**
 * An image behind an authorised route (a wallet slip, a KYC document): fetched with the
 * customer's (or admin's) token and shown through an object URL, which is released when the
 * viewer closes or the path changes. Never a public URL.
 */
export function usePrivateImage(path: string | null): {
  state: PrivateImageState;
  retry: () => void;
} {
  const [state, setState] = useState<PrivateImageState>({ status: 'idle' });
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
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', message: error instanceof Error ? error.message : '' });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [path, attempt]);

  return { state, retry: () => setAttempt((n) => n + 1) };
}
