import { ChevronRight, Download, FileText } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { IconBadge } from '@/components/ui/icon-badge';
import { useI18n } from '@/lib/i18n/i18n';
import manifest from '../data/legal-files.json';
import { useContentT, type ContentKey } from '../messages';

// The PDFs are static files (docs/product-2.md §2) made by scripts/make-legal-pdfs.mjs, which also writes
// the manifest with each file's page count and size.
const DOCUMENTS: { file: string; title: ContentKey; text: ContentKey }[] = [
  { file: 'rules-of-conduct.pdf', title: 'legal.rules.title', text: 'legal.rules.text' },
  {
    file: 'terms-and-conditions.pdf',
    title: 'legal.conditions.title',
    text: 'legal.conditions.text',
  },
  { file: 'terms.pdf', title: 'legal.terms.title', text: 'legal.terms.text' },
];

const IN_APP = [
  { to: '/terms-of-use', label: 'nav.termsOfUse' },
  { to: '/privacy-policy', label: 'nav.privacyPolicy' },
  { to: '/return-refund', label: 'nav.returnRefund' },
] as const;

/** Legal Terms: the three PDFs to download, and the policies that can be read in the app. */
export function LegalDownloads() {
  const t = useContentT();
  const { language, t: tApp } = useI18n();
  const size = new Intl.NumberFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 0,
  });
  return (
    <div className="space-y-4">
      <p className="px-1 text-base text-ink-muted">
        {t('legal.intro')}
        {language === 'hi' && <> {t('legal.englishOnly')}</>}
      </p>
      <ul className="space-y-3">
        {DOCUMENTS.map((doc) => {
          const facts = manifest.find((entry) => entry.file === doc.file);
          const titleId = `legal-${doc.file.replace('.pdf', '')}`;
          return (
            <li key={doc.file}>
              <Card>
                <div className="flex items-start gap-4">
                  <IconBadge icon={FileText} size={24} className="h-12 w-12 rounded-xl" />
                  <div className="min-w-0 flex-1">
                    <h2 id={titleId} className="text-base font-bold leading-6 text-ink">
                      {t(doc.title)}
                    </h2>
                    {facts && (
                      <p className="mt-0.5 text-sm text-ink-muted">
                        {t('legal.meta', {
                          pages: facts.pages,
                          size: size.format(Math.ceil(facts.bytes / 1024)),
                        })}
                      </p>
                    )}
                  </div>
                </div>
                <p className="mt-3 text-sm leading-6 text-ink-muted">{t(doc.text)}</p>
                {/* The visible name is the file's; the spoken one adds the verb. */}
                <a
                  href={`/legal/${doc.file}`}
                  download={doc.file}
                  type="application/pdf"
                  aria-label={t('legal.download', { file: doc.file })}
                  aria-describedby={titleId}
                  className="mt-4 flex min-h-12 w-full items-center justify-center gap-2 whitespace-nowrap rounded-xl border border-brand-200 bg-surface px-4 text-[0.9375rem] font-semibold text-brand-700 hover:bg-brand-50 active:bg-brand-100"
                >
                  <Download size={18} aria-hidden="true" className="shrink-0" />
                  {doc.file}
                </a>
              </Card>
            </li>
          );
        })}
      </ul>
      <nav aria-labelledby="legal-in-app">
        <h2 id="legal-in-app" className="mb-2 mt-6 px-1 text-sm font-semibold text-ink-muted">
          {t('legal.readOnline')}
        </h2>
        <ul className="overflow-hidden rounded-[var(--radius-card)] bg-surface shadow-[var(--shadow-card)]">
          {IN_APP.map((entry) => (
            <li key={entry.to} className="border-b border-line last:border-b-0">
              <Link
                to={entry.to}
                className="flex min-h-12 items-center gap-3 px-4 text-base font-medium text-ink hover:bg-canvas"
              >
                <span className="flex-1">{tApp(entry.label)}</span>
                <ChevronRight size={18} aria-hidden="true" className="text-ink-muted" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
