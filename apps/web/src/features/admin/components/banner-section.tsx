import { ImageOff } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import type { AdminBanner, BannerKind } from '@kosh/contract/content';
import { ApiError } from '@/lib/api-client';
import { useShowApiError } from '@/lib/show-error';
import { useReorderBanners } from '../api/reorder-banners';
import { useUpdateBanner } from '../api/update-banner';
import { KIND_INFO } from '../utils/banner-kinds';
import { BannerItem } from './banner-item';
import { BannerUploadForm } from './banner-upload-form';
import { DeleteBannerDialog } from './delete-banner-dialog';
import { EditBannerDialog } from './edit-banner-dialog';

/** One kind's images in the order the home page shows them, and the form to add another. */
export function BannerSection({ kind, banners }: { kind: BannerKind; banners: AdminBanner[] }) {
  const info = KIND_INFO[kind];
  const heading = useRef<HTMLHeadingElement>(null);
  const [editing, setEditing] = useState<AdminBanner | null>(null);
  const [deleting, setDeleting] = useState<AdminBanner | null>(null);
  const reorder = useReorderBanners();
  const update = useUpdateBanner();
  const showApiError = useShowApiError();
  const shown = banners.filter((b) => b.enabled).length;

  const failed = (fallback: string) => (error: unknown) => {
    if (!(error instanceof ApiError && error.status === 401)) showApiError(error, { fallback });
  };

  const move = (index: number, direction: -1 | 1) => {
    const ids = banners.map((b) => b.id);
    const target = index + direction;
    const [moved] = ids.splice(index, 1);
    if (!moved || target < 0 || target > ids.length) return;
    ids.splice(target, 0, moved);
    reorder.mutate(
      { kind, ids },
      {
        onSuccess: () => toast.success(`Order saved. Now at position ${target + 1}.`),
        onError: failed('The new order could not be saved.'),
      },
    );
  };

  const toggle = (banner: AdminBanner, enabled: boolean) =>
    update.mutate(
      { id: banner.id, patch: { enabled } },
      {
        onSuccess: () =>
          toast.success(
            enabled
              ? `“${banner.alt}” is shown on the home page.`
              : `“${banner.alt}” is hidden from the home page.`,
          ),
        onError: failed('The change could not be saved.'),
      },
    );

  return (
    <section aria-labelledby={`section-${kind}`} className="space-y-4">
      <div>
        <h2
          id={`section-${kind}`}
          ref={heading}
          tabIndex={-1}
          className="text-xl font-bold text-ink focus:outline-none"
        >
          {info.title}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{info.description}</p>
        <p className="mt-1 text-sm font-medium text-ink">
          {banners.length === 1 ? '1 image' : `${banners.length} images`}, {shown} shown
        </p>
      </div>
      {banners.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-[var(--radius-card)] bg-surface px-4 py-8 text-center shadow-[var(--shadow-card)]">
          <ImageOff size={32} aria-hidden="true" className="text-ink-muted" />
          <p className="font-semibold text-ink">No images yet</p>
          <p className="text-sm text-ink-muted">
            Upload the first one below. Until then this part of the home page stays empty.
          </p>
        </div>
      ) : (
        <ol className="space-y-3" aria-label={`${info.title} images`}>
          {banners.map((banner, index) => (
            <BannerItem
              key={banner.id}
              banner={banner}
              index={index}
              count={banners.length}
              reordering={reorder.isPending}
              onMove={(direction) => move(index, direction)}
              onToggle={(enabled) => toggle(banner, enabled)}
              onEdit={() => setEditing(banner)}
              onDelete={() => setDeleting(banner)}
            />
          ))}
        </ol>
      )}
      <BannerUploadForm kind={kind} />
      <EditBannerDialog banner={editing} onClose={() => setEditing(null)} />
      <DeleteBannerDialog
        banner={deleting}
        onClose={() => setDeleting(null)}
        focusAfterDelete={() => heading.current?.focus()}
      />
    </section>
  );
}

/** The lists' shape while GET admin/banners is on its way. */
export function BannersSkeleton() {
  return (
    <div className="space-y-8" role="status" aria-label="Loading the images…">
      {[0, 1].map((section) => (
        <div key={section} className="space-y-3">
          <div className="h-6 w-48 animate-pulse rounded bg-brand-100" />
          <div className="h-4 w-72 max-w-full animate-pulse rounded bg-brand-100" />
          {[0, 1, 2].map((row) => (
            <div
              key={row}
              className="flex items-center gap-3 rounded-xl border border-line bg-surface p-3"
            >
              <div className="aspect-[12/5] w-24 animate-pulse rounded-lg bg-brand-100 sm:w-36" />
              <div className="flex-1 space-y-2">
                <div className="h-4 w-3/4 animate-pulse rounded bg-brand-100" />
                <div className="h-3 w-1/2 animate-pulse rounded bg-brand-100" />
              </div>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
