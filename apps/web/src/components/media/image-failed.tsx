import { clsx } from 'clsx';
import { ImageOff } from 'lucide-react';

const TONES = {
  /** On a full-screen viewer's black backdrop. */
  dark: {
    box: 'flex flex-col items-center gap-3 text-center',
    iconSize: 40,
    icon: 'text-white/70',
    text: 'font-semibold',
    button: 'min-h-11 rounded-xl bg-white px-5 font-semibold text-brand-800 hover:bg-white/90',
  },
  /** In a thumbnail's box on the page. */
  light: {
    box: 'flex-col gap-2 p-3 text-center',
    iconSize: 24,
    icon: 'text-ink-muted',
    text: 'text-sm font-medium text-ink',
    button:
      'min-h-11 rounded-lg px-3 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline',
  },
} as const;

/**
 * A private image that could not be fetched: why, and a way to try again. The viewer and the
 * thumbnail say it alike, each in its own colours; `className` sizes the thumbnail's box.
 */
export function ImageFailed({
  tone,
  message,
  retryLabel,
  onRetry,
  className,
}: {
  tone: keyof typeof TONES;
  message: string;
  retryLabel: string;
  onRetry: () => void;
  className?: string;
}) {
  const look = TONES[tone];
  return (
    <div role="alert" className={clsx(className, look.box)}>
      <ImageOff size={look.iconSize} aria-hidden="true" className={look.icon} />
      <p className={look.text}>{message}</p>
      <button type="button" onClick={onRetry} className={look.button}>
        {retryLabel}
      </button>
    </div>
  );
}
