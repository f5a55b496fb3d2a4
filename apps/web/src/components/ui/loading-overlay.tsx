import { useI18n } from '@/lib/i18n/i18n';

/** Covers the screen while a call is in flight, so nothing is submitted twice (docs/product-1.md §4). */
export function LoadingOverlay({ show, label }: { show: boolean; label?: string }) {
  const { t } = useI18n();
  if (!show) return null;
  return (
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 backdrop-blur-[1px]"
      aria-live="polite"
    >
      <div
        role="status"
        className="flex items-center gap-3 rounded-2xl bg-surface px-5 py-4 shadow-lg"
      >
        <Spinner />
        <span className="text-base font-medium text-ink">{label ?? t('common.pleaseWait')}</span>
      </div>
    </div>
  );
}

export function Spinner({ className = 'h-6 w-6' }: { className?: string }) {
  return (
    <svg
      className={`${className} animate-spin text-brand-600`}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path
        d="M22 12a10 10 0 0 0-10-10"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
