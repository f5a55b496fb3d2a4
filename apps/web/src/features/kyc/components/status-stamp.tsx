import { clsx } from 'clsx';
import type { KycStatus } from '@kosh/contract/kyc';
import { useKycT } from '../messages';

export type StampedStatus = Exclude<KycStatus, '0'>;

/** Ink of each stamp, light and dark: green approved, amber pending, red rejected. */
const INK: Record<StampedStatus, string> = {
  '1': 'text-success',
  '2': 'text-amber-700 dark:text-amber-300',
  '3': 'text-danger',
};

/**
 * A section's status as a rubber stamp (docs/product-1.md §2: "a status stamp image"): drawn, not a
 * picture, so it takes the reader's language and the theme's ink. Decorative: whoever shows it
 * says the status in words too.
 */
export function StatusStamp({ status, className }: { status: StampedStatus; className?: string }) {
  const t = useKycT();
  return (
    <svg
      viewBox="0 0 180 72"
      aria-hidden="true"
      focusable="false"
      className={clsx('overflow-visible', INK[status], className)}
    >
      <g transform="rotate(-7 90 36)" fill="none" stroke="currentColor">
        <rect x="4" y="6" width="172" height="60" rx="12" strokeWidth="4" />
        <rect
          x="11"
          y="13"
          width="158"
          height="46"
          rx="7"
          strokeWidth="1.5"
          strokeDasharray="5 3"
        />
        {status === '1' && <path d="M22 36l6 6 11-13" strokeWidth="4" strokeLinecap="round" />}
        {status === '2' && (
          <>
            <circle cx="30" cy="36" r="10" strokeWidth="3" />
            <path d="M30 30v7l4 3" strokeWidth="3" strokeLinecap="round" />
          </>
        )}
        {status === '3' && (
          <path d="M23 29l14 14M37 29L23 43" strokeWidth="4" strokeLinecap="round" />
        )}
        <text
          x="108"
          y="43"
          textAnchor="middle"
          fill="currentColor"
          stroke="none"
          fontSize="20"
          fontWeight="800"
          letterSpacing="1"
          fontFamily="inherit"
        >
          {t(`stamp.${status}`)}
        </text>
      </g>
    </svg>
  );
}
