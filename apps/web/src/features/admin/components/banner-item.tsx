import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, Pencil, Trash2, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import type { AdminBanner } from '@kosh/contract/content';
import { Switch } from '@/components/ui/switch';
import { KIND_INFO } from '../utils/banner-kinds';
import { bannerLanguageLabel } from '../utils/banner-languages';

function IconButton({
  icon: Icon,
  label,
  onClick,
  disabled = false,
  tone = 'default',
}: {
  icon: LucideIcon;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  tone?: 'default' | 'danger';
}) {
  // aria-disabled rather than disabled: a button that becomes unusable keeps keyboard focus.
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-disabled={disabled || undefined}
      onClick={() => !disabled && onClick()}
      className={clsx(
        'flex h-11 w-11 items-center justify-center rounded-lg border border-transparent',
        disabled
          ? 'cursor-not-allowed text-ink-muted/40'
          : tone === 'danger'
            ? 'text-danger hover:border-danger/30 hover:bg-danger-soft'
            : 'text-brand-700 hover:border-brand-200 hover:bg-brand-50',
      )}
    >
      <Icon size={20} aria-hidden="true" />
    </button>
  );
}

/** One image in its list: what it shows, where it leads, and what can be done to it. */
export function BannerItem({
  banner,
  index,
  count,
  reordering,
  onMove,
  onToggle,
  onEdit,
  onDelete,
}: {
  banner: AdminBanner;
  index: number;
  count: number;
  reordering: boolean;
  onMove: (direction: -1 | 1) => void;
  onToggle: (enabled: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const switchId = useId();
  const name = `“${banner.alt}”`;
  return (
    <li
      className={clsx(
        'flex flex-col gap-3 rounded-xl border bg-surface p-3 sm:flex-row sm:items-center sm:gap-4',
        banner.enabled ? 'border-line' : 'border-dashed border-line',
      )}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <div className="relative w-28 shrink-0 sm:w-36">
          <img
            src={banner.img}
            alt=""
            loading="lazy"
            className={clsx(
              'w-full rounded-lg bg-canvas object-cover',
              KIND_INFO[banner.kind].aspect,
              !banner.enabled && 'opacity-50',
            )}
          />
          {/* The list is ordered: screen readers already say "3 of 5". */}
          <span
            aria-hidden="true"
            className="absolute -left-1.5 -top-1.5 flex h-6 w-6 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white ring-2 ring-surface"
          >
            {index + 1}
          </span>
        </div>
        <div className="min-w-0 flex-1">
          <p className="break-words text-sm font-semibold text-ink sm:text-base">{banner.alt}</p>
          <p className="mt-0.5 break-all text-sm text-ink-muted">
            {banner.linke ? (
              <>
                <span className="sr-only">Link: </span>
                {banner.linke}
              </>
            ) : (
              'No link'
            )}
          </p>
          <div className="mt-1 flex flex-wrap gap-1.5">
            <span className="inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
              <span className="sr-only">Language: </span>
              {bannerLanguageLabel(banner.language)}
            </span>
            {!banner.enabled && (
              <span className="inline-block rounded-full bg-canvas px-2 py-0.5 text-xs font-semibold text-ink-muted">
                Hidden from the home page
              </span>
            )}
          </div>
        </div>
      </div>
      <div className="flex items-center justify-between gap-2 border-t border-line pt-2 sm:border-0 sm:pt-0">
        <div className="flex items-center gap-2">
          <Switch
            id={switchId}
            checked={banner.enabled}
            onCheckedChange={onToggle}
            label={`Enabled: ${banner.alt}`}
          />
          <label htmlFor={switchId} className="text-sm font-medium text-ink">
            Enabled
          </label>
        </div>
        <div className="flex items-center">
          <IconButton
            icon={ArrowUp}
            label={`Move up ${name}`}
            disabled={index === 0 || reordering}
            onClick={() => onMove(-1)}
          />
          <IconButton
            icon={ArrowDown}
            label={`Move down ${name}`}
            disabled={index === count - 1 || reordering}
            onClick={() => onMove(1)}
          />
          <IconButton icon={Pencil} label={`Edit ${name}`} onClick={onEdit} />
          <IconButton icon={Trash2} label={`Delete ${name}`} onClick={onDelete} tone="danger" />
        </div>
      </div>
    </li>
  );
}
