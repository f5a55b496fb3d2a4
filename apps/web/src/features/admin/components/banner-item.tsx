import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import type { AdminBanner } from '@kosh/contract/content';
import { IconButton } from '@/components/ui/icon-button';
import { LabelledSwitch } from '@/components/ui/switch';
import { KIND_INFO } from '../utils/banner-kinds';
import { bannerLanguageLabel } from '../utils/banner-languages';

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
        <LabelledSwitch
          checked={banner.enabled}
          onCheckedChange={onToggle}
          label={`Enabled: ${banner.alt}`}
        >
          Enabled
        </LabelledSwitch>
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
