import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import { useLocation } from 'react-router';
import type { Faq } from '../data/types';
import { DocBlocks } from './doc-blocks';

/**
 * The FAQs: one answer open at a time (docs/product-2.md §9), each question a heading with a button, so
 * screen-reader users can jump between questions and the arrow keys move between them.
 * /faqs#failed-recharge opens that answer, so other pages and support replies can link to it.
 */
export function FaqAccordion({ faqs }: { faqs: readonly Faq[] }) {
  const { hash } = useLocation();
  const linked = faqs.find((faq) => `#${faq.id}` === hash)?.id;
  return (
    <Accordion.Root
      type="single"
      collapsible
      defaultValue={linked}
      className="overflow-hidden rounded-[var(--radius-card)] bg-surface shadow-[var(--shadow-card)]"
    >
      {faqs.map((faq) => (
        <Accordion.Item
          key={faq.id}
          value={faq.id}
          id={faq.id}
          className="scroll-mt-16 border-b border-line last:border-b-0"
        >
          <Accordion.Header asChild>
            <h2>
              <Accordion.Trigger className="group flex min-h-14 w-full items-start gap-3 px-4 py-4 text-left text-base font-semibold text-ink hover:bg-canvas focus-visible:bg-canvas data-[state=open]:text-brand-700 sm:px-5">
                <span className="flex-1">{faq.question}</span>
                <ChevronDown
                  size={20}
                  aria-hidden="true"
                  className="mt-0.5 shrink-0 text-brand-700 transition-transform duration-200 group-data-[state=open]:rotate-180"
                />
              </Accordion.Trigger>
            </h2>
          </Accordion.Header>
          <Accordion.Content className="px-4 pb-5 text-ink transition-opacity duration-200 starting:opacity-0 sm:px-5">
            <DocBlocks blocks={faq.answer} />
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
