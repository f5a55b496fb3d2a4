import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useReceiptT } from '../messages';

/** Copies a reference to the clipboard, and says so (to screen readers too) for a moment. */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const t = useReceiptT();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // No clipboard (an insecure page, a refusal): the reference stays selectable on screen.
    }
  };
  return (
    <button
      type="button"
      onClick={() => void copy()}
      className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-brand-700 hover:bg-brand-50 print:hidden"
      aria-label={t('copy', { what })}
    >
      {copied ? <Check size={18} aria-hidden="true" /> : <Copy size={18} aria-hidden="true" />}
      <span aria-live="polite" className="sr-only">
        {copied ? t('copied') : ''}
      </span>
    </button>
  );
}
