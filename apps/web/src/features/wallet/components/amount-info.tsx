import { clsx } from 'clsx';
import { Info } from 'lucide-react';
import { useId, useState } from 'react';
import { useWalletT } from '../messages';

/**
 * The amount's info tooltip (docs/product-1.md §2): a real button whose description is the tooltip text,
 * so a screen reader hears it on focus; it shows on hover and focus, and a tap toggles it.
 */
export function AmountInfo() {
  const t = useWalletT();
  const id = useId();
  const [pinned, setPinned] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const shown = pinned || hovered || focused;
  return (
    <span className="relative flex">
      <button
        type="button"
        aria-label={t('amountInfoLabel')}
        aria-describedby={id}
        aria-expanded={shown}
        onClick={() => setPinned((on) => !on)}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          setPinned(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && shown) {
            event.stopPropagation();
            setPinned(false);
            setHovered(false);
            setFocused(false);
          }
        }}
        className="flex h-11 w-11 items-center justify-center rounded-lg text-brand-700 hover:bg-brand-50 disabled:text-ink-muted"
      >
        <Info size={20} aria-hidden="true" />
      </button>
      <span
        id={id}
        role="tooltip"
        className={clsx(
          'absolute bottom-full right-0 z-20 mb-2 w-64 rounded-xl bg-ink px-3 py-2 text-sm font-normal text-surface shadow-lg',
          !shown && 'hidden',
        )}
      >
        {t('amountInfo')}
      </span>
    </span>
  );
}
