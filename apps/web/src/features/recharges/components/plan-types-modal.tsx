import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { CalendarClock } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { MobilePlan } from '@kosh/contract/recharge';
import { Button } from '@/components/ui/button';
import { DialogCloseX } from '@/components/ui/dialog-heading';
import { useI18n } from '@/lib/i18n/i18n';
import { formatRupees } from '@/lib/money';
import { useRechargeT, type RechargeKey } from '../messages';
import { defaultPlanCategory, planCategories } from '../utils/plan-categories';

const KNOWN_CATEGORIES = new Set(['FULLTT', 'DATA', 'TOPUP', 'ROAMING', 'SMS']);

/**
 * Plan Types (docs/product-1.md §2, §4): a full-screen modal of the number's plans by category — FULLTT
 * first and open — each card with its price in rupees, validity, description and Select Plan.
 * The categories are WAI-ARIA tabs (arrows, Home and End move between them).
 */
export function PlanTypesModal({
  open,
  onOpenChange,
  plans,
  subtitle,
  notice,
  onSelect,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  plans: Record<string, MobilePlan[]>;
  subtitle: string;
  /** Why the plans are shown without being asked (a repeated plan no longer offered). */
  notice?: string;
  onSelect: (plan: MobilePlan) => void;
  /** Where focus goes when the modal closes (Radix's onCloseAutoFocus). */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const t = useRechargeT();
  const { t: tApp } = useI18n();
  const id = useId();
  const categories = planCategories(plans);
  const [chosen, setChosen] = useState<string | undefined>();
  const active = chosen && categories.includes(chosen) ? chosen : defaultPlanCategory(categories);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const panel = useRef<HTMLDivElement>(null);
  const shown = active ? (plans[active] ?? []) : [];

  const label = (category: string) =>
    KNOWN_CATEGORIES.has(category) ? t(`category.${category}` as RechargeKey) : category;
  const tabId = (category: string) => `${id}-tab-${category}`;
  const panelId = `${id}-panel`;

  const select = (index: number) => {
    const category = categories[(index + categories.length) % categories.length];
    if (!category) return;
    setChosen(category);
    panel.current?.scrollTo?.({ top: 0 });
    tabs.current[categories.indexOf(category)]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: categories.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) setChosen(undefined);
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-0 z-50 flex flex-col bg-canvas focus:outline-none"
        >
          <div className="border-b border-line/70 bg-surface">
            <div className="mx-auto flex max-w-screen-sm items-start gap-2 px-4 pb-2 pt-3">
              <div className="min-w-0 flex-1">
                <Dialog.Title className="text-lg font-bold text-ink">{t('planTypes')}</Dialog.Title>
                <p className="truncate text-sm text-ink-muted">{subtitle}</p>
                {notice && (
                  <p
                    role="alert"
                    className="mt-1 text-sm font-medium text-amber-900 dark:text-amber-200"
                  >
                    {notice}
                  </p>
                )}
              </div>
              <DialogCloseX
                label={tApp('header.close')}
                size={22}
                className="-mr-2 flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-canvas hover:text-ink"
              />
            </div>
            <div
              role="tablist"
              aria-label={t('planCategories')}
              className="mx-auto flex max-w-screen-sm gap-2 overflow-x-auto px-4 pb-3 [scrollbar-width:none]"
            >
              {categories.map((category, index) => {
                const selected = category === active;
                return (
                  <button
                    key={category}
                    ref={(node) => {
                      tabs.current[index] = node;
                    }}
                    type="button"
                    role="tab"
                    id={tabId(category)}
                    aria-selected={selected}
                    aria-controls={panelId}
                    tabIndex={selected ? 0 : -1}
                    onClick={() => select(index)}
                    onKeyDown={(event) => onKeyDown(event, index)}
                    className={clsx(
                      'min-h-10 shrink-0 whitespace-nowrap rounded-full border px-4 text-sm font-semibold transition-colors',
                      selected
                        ? 'border-brand-600 bg-brand-600 text-white dark:border-brand-500 dark:bg-brand-500 dark:text-canvas'
                        : 'border-line bg-surface text-ink hover:bg-brand-50',
                    )}
                  >
                    {label(category)}
                    <span className="ml-1.5 text-xs font-medium opacity-80">
                      {plans[category]?.length ?? 0}
                    </span>
                  </button>
                );
              })}
            </div>
          </div>
          <div
            ref={panel}
            id={panelId}
            role="tabpanel"
            aria-labelledby={active ? tabId(active) : undefined}
            tabIndex={0}
            className="flex-1 overflow-y-auto overscroll-contain focus:outline-none"
          >
            <ul className="mx-auto max-w-screen-sm space-y-3 px-4 py-4">
              {shown.length === 0 && (
                <li className="rounded-xl bg-surface px-4 py-6 text-center text-sm text-ink-muted">
                  {t('noPlans')}
                </li>
              )}
              {shown.map((plan) => (
                <li
                  key={plan.id}
                  className="rounded-[var(--radius-card)] bg-surface p-4 shadow-[var(--shadow-card)]"
                >
                  <div className="flex items-start justify-between gap-3">
                    <p className="text-2xl font-bold tabular-nums text-ink">
                      {formatRupees(plan.rs)}
                    </p>
                    <p className="flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-700">
                      <CalendarClock size={16} aria-hidden="true" />
                      <span className="sr-only">{t('validity')}: </span>
                      {plan.validity}
                    </p>
                  </div>
                  <p className="mt-2 text-sm text-ink-muted">{plan.desc}</p>
                  <Button
                    variant="secondary"
                    block
                    className="mt-3 min-h-11"
                    aria-label={t('selectPlanLabel', {
                      price: formatRupees(plan.rs),
                      validity: plan.validity,
                    })}
                    onClick={() => onSelect(plan)}
                  >
                    {t('selectPlan')}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
