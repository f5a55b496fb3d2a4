import { ArrowRight, ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { KycSection } from '@kosh/contract/kyc';
import { Button } from '@/components/ui/button';
import { DetailItem } from '@/components/ui/detail-item';
import { useKycT } from '../messages';
import type { SectionState } from '../utils/sections';
import { DocumentThumb } from './document-thumb';
import type { Preview } from './preview-dialog';
import { StatusStamp } from './status-stamp';

export interface SubmittedDetails {
  rows: { label: string; value: string }[];
  /** The photos sent with it: their API paths ('' when none) and what each is. */
  images: { label: string; path: string }[];
}

/**
 * One tab of the KYC screen: the section's stamp and what it means (the reason when rejected),
 * what was submitted (when approved or pending), and its form while it may be sent — statuses
 * 0, 2 and 3 (docs/product-1.md §4). A pending section keeps its form one tap away ("Submit again"), since
 * sending again replaces what is waiting for review.
 */
export function SectionPanel({
  section,
  state,
  details,
  next,
  onNext,
  onPreview,
  children,
}: {
  section: KycSection;
  state: SectionState;
  details: SubmittedDetails;
  /** The next section still waiting for the customer, if any. */
  next: KycSection | null;
  onNext: (section: KycSection) => void;
  onPreview: (preview: Preview) => void;
  /** The section's form, given what to call once it has been sent. */
  children: (onSent: () => void) => ReactNode;
}) {
  const t = useKycT();
  const id = useId();
  const { status, reason } = state;
  const heading = useRef<HTMLHeadingElement>(null);
  const [replacing, setReplacing] = useState(false);

  // A sent form goes away (approved) or folds (pending): keep the reader where the news is —
  // this section's heading, when focus was on the form that went (and the tab is the one shown).
  const [sentAt, setSentAt] = useState(0);
  const seen = useRef({ status, sentAt });
  useEffect(() => {
    if (seen.current.status === status && seen.current.sentAt === sentAt) return;
    if (seen.current.status !== status) setReplacing(false);
    seen.current = { status, sentAt };
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected;
    if (lost && heading.current?.offsetParent) heading.current.focus();
  }, [status, sentAt]);
  const onSent = () => {
    setReplacing(false);
    setSentAt(Date.now());
  };

  const statusName = t(`status.${status}`);
  const note = status === '0' ? '' : t(`note.${status}`);
  const title = t(`heading.${section}`);
  const images = details.images.filter((image) => image.path);
  const formOpen = status === '0' || status === '3' || (status === '2' && replacing);

  return (
    <div className="space-y-5">
      <h2 ref={heading} tabIndex={-1} className="text-lg font-bold text-ink focus:outline-none">
        {title}
      </h2>

      {status !== '0' && (
        <div className="flex items-center gap-4">
          <button
            type="button"
            onClick={() =>
              onPreview({ kind: 'stamp', status, title: `${title}: ${statusName}`, note })
            }
            aria-label={t('stampButton', { status: statusName })}
            className="w-32 shrink-0 rounded-xl p-1 hover:bg-canvas"
          >
            <StatusStamp status={status} className="w-full" />
          </button>
          <div className="min-w-0 space-y-1 text-sm" role="status">
            <p className="font-semibold text-ink">{statusName}</p>
            <p className="text-ink-muted">{note}</p>
          </div>
        </div>
      )}

      {status === '3' && reason && (
        <p className="rounded-xl border border-danger/30 bg-danger-soft px-4 py-3 text-sm text-danger">
          <span className="font-semibold">{t('reason')}: </span>
          {reason}
        </p>
      )}

      {(status === '1' || status === '2') && (
        <section aria-labelledby={`${id}-submitted`} className="space-y-3 rounded-xl bg-canvas p-4">
          <h3 id={`${id}-submitted`} className="text-sm font-semibold text-ink">
            {t('submittedTitle')}
          </h3>
          <dl className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2">
            {details.rows
              .filter((row) => row.value)
              .map((row) => (
                <DetailItem key={row.label} label={row.label}>
                  {row.value}
                </DetailItem>
              ))}
          </dl>
          {images.length > 0 && (
            <div className="flex flex-wrap gap-2">
              {images.map((image) => (
                <DocumentThumb
                  key={image.path}
                  path={image.path}
                  label={image.label}
                  onOpen={() => onPreview({ kind: 'image', path: image.path, title: image.label })}
                />
              ))}
            </div>
          )}
        </section>
      )}

      {(status === '1' || status === '2') && next && (
        <Button variant="secondary" block onClick={() => onNext(next)}>
          {t('nextSection', { section: t(`tab.${next}`) })}
          <ArrowRight size={18} aria-hidden="true" />
        </Button>
      )}

      {status === '2' && (
        <div className="space-y-1">
          <button
            type="button"
            aria-expanded={replacing}
            aria-controls={`${id}-form`}
            onClick={() => setReplacing((open) => !open)}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {replacing ? t('replaceClose') : t('replaceOpen')}
            <ChevronDown
              size={18}
              aria-hidden="true"
              className={replacing ? 'rotate-180 transition-transform' : 'transition-transform'}
            />
          </button>
          {replacing && <p className="px-2 text-sm text-ink-muted">{t('replaceNote')}</p>}
        </div>
      )}

      <div id={`${id}-form`} hidden={!formOpen}>
        {formOpen && children(onSent)}
      </div>
    </div>
  );
}
