import type { NoticeRequest } from '@kosh/contract/inbox';

/** How the notice will read: in the inbox in each language, and as a text when it is urgent. */
export function NoticePreview({ notice }: { notice: NoticeRequest }) {
  const titleHi = notice.titleHi || notice.titleEn;
  const bodyHi = notice.bodyHi || notice.bodyEn;
  const to =
    notice.audience === 'all'
      ? 'Every customer'
      : `The customer with mobile ${notice.mobile ?? ''}`;
  return (
    <section aria-labelledby="notice-preview" className="space-y-3">
      <h2 id="notice-preview" className="text-lg font-semibold text-ink">
        Preview
      </h2>
      <p className="text-sm text-ink">
        <strong>To:</strong> {to}.{' '}
        {notice.urgent ? 'Urgent: also sent as an SMS.' : 'In the inbox only (no SMS).'}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {(
          [
            ['English', notice.titleEn, notice.bodyEn, 'en', 'en'],
            ['Hindi', titleHi, bodyHi, notice.titleHi ? 'hi' : 'en', notice.bodyHi ? 'hi' : 'en'],
          ] as const
        ).map(([language, title, body, titleLang, bodyLang]) => (
          <figure
            key={language}
            className="rounded-[var(--radius-card)] border-l-4 border-brand-600 bg-surface p-4 shadow-[var(--shadow-card)]"
          >
            <figcaption className="text-xs font-semibold uppercase text-ink-muted">
              Inbox, {language}
            </figcaption>
            <p lang={titleLang} className="mt-1 font-semibold text-ink">
              {title}
            </p>
            <p lang={bodyLang} className="mt-1 text-sm text-ink-muted">
              {body}
            </p>
          </figure>
        ))}
      </div>
      {notice.urgent && (
        <p className="rounded-xl bg-canvas p-3 text-sm text-ink">
          <strong>SMS (English):</strong> Kosh: {notice.titleEn}. {notice.bodyEn} -KOSH
        </p>
      )}
    </section>
  );
}
