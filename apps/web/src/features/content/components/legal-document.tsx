import { ArrowUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import type { LegalDocument } from '../data/types';
import { useContentT } from '../messages';
import { DocBlocks } from './doc-blocks';

const CONTENTS_ID = 'contents';

/**
 * A policy page: the date and introduction, a table of contents linking to each numbered
 * section, the sections, and a way back up. `children` go between the contents and the text
 * (the refund page's key numbers); `footer` after it.
 */
export function LegalDocumentView({
  doc,
  children,
  footer,
}: {
  doc: LegalDocument;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  const t = useContentT();
  return (
    <article className="space-y-4">
      <Card>
        <p className="text-sm font-medium text-ink-muted">
          {t('doc.updated', { date: doc.updated })}
        </p>
        <DocBlocks blocks={doc.intro} className="mt-3 text-ink" />
      </Card>
      {children}
      <nav
        id={CONTENTS_ID}
        aria-labelledby="contents-heading"
        className="scroll-mt-20 rounded-[var(--radius-card)] bg-surface px-3 py-4 shadow-[var(--shadow-card)]"
      >
        <h2 id="contents-heading" className="px-2 text-sm font-semibold text-ink-muted">
          {t('doc.contents')}
        </h2>
        <ol className="mt-1">
          {doc.sections.map((section, index) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="flex min-h-10 items-start gap-2 rounded-lg px-2 py-2 text-[0.9375rem] leading-6 font-medium text-brand-700 hover:bg-canvas hover:underline"
              >
                <span className="w-6 shrink-0 text-right tabular-nums text-ink-muted">
                  {index + 1}.
                </span>
                <span>{section.heading}</span>
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="rounded-[var(--radius-card)] bg-surface shadow-[var(--shadow-card)]">
        {doc.sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="scroll-mt-16 border-b border-line px-5 py-6 last:border-b-0 sm:px-6"
          >
            <h2 id={`${section.id}-heading`} className="flex gap-2 text-lg font-bold text-ink">
              <span className="tabular-nums text-brand-700">{index + 1}.</span>
              <span>{section.heading}</span>
            </h2>
            <DocBlocks blocks={section.blocks} className="mt-3 text-ink" />
          </section>
        ))}
      </div>
      {footer}
      <div className="flex flex-wrap items-center justify-between gap-3 px-1 text-sm">
        <a
          href={`#${CONTENTS_ID}`}
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          <ArrowUp size={16} aria-hidden="true" />
          {t('doc.backToContents')}
        </a>
        {/* A page with its own closing call to action (refunds) needs no second one. */}
        {!footer && (
          <p className="text-ink-muted">
            {t('doc.questions')}{' '}
            <Link
              to="/contact-us"
              className="font-semibold text-brand-700 underline underline-offset-4"
            >
              {t('doc.contactLink')}
            </Link>
          </p>
        )}
      </div>
    </article>
  );
}
