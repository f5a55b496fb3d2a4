import { clsx } from 'clsx';
import { Check, ChevronDown, LoaderCircle, Search, X } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type Ref,
} from 'react';
import type { ServiceCompany } from '@kosh/contract/catalogue';
import { inputClass } from '@/components/ui/field';
import { useI18n } from '@/lib/i18n/i18n';
import { useServicesT } from '../messages';
import { filterCompanies } from '../utils/filter-companies';
import { CompanyLogo } from './company-logo';

export type CompanyListStatus = 'loading' | 'error' | 'ready';

export interface CompanyComboboxProps {
  /** The visible label, which names the input (getByLabel('Operator')). */
  label: string;
  companies: readonly ServiceCompany[];
  status: CompanyListStatus;
  /** The chosen company's Code, or null. */
  value: string | null;
  onChange: (company: ServiceCompany | null) => void;
  /** Asks for the list again after a failure (the error state's Retry). */
  onRetry?: () => void;
  /** The form's message for this field (shown under it, announced with it). */
  error?: string;
  hint?: string;
  disabled?: boolean;
  placeholder?: string;
  /** Name of a hidden input carrying the Code, for native form posts. */
  name?: string;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * A searchable company dropdown (spec/01 §2 "company search dropdown with logo"): an editable
 * combobox (WAI-ARIA APG, list autocomplete) whose listbox shows logo and name, at most 200 px
 * high. Focus stays in the input; aria-activedescendant names the highlighted option.
 * Keys: ↓/↑ open and move (wrapping), Enter chooses, Escape closes (then restores the text).
 */
export function CompanyCombobox({
  label,
  companies,
  status,
  value,
  onChange,
  onRetry,
  error,
  hint,
  disabled = false,
  placeholder,
  name,
  onBlur,
  inputRef,
  className,
}: CompanyComboboxProps) {
  const t = useServicesT();
  const { tm } = useI18n();
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const optionId = (company: ServiceCompany) => `${id}-option-${company.Code}`;

  const [open, setOpen] = useState(false);
  /** What the customer typed since the last choice; null shows the chosen company's name. */
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const ownInput = useRef<HTMLInputElement | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const setInputRef = useCallback(
    (node: HTMLInputElement | null) => {
      ownInput.current = node;
      if (typeof inputRef === 'function') inputRef(node);
      else if (inputRef) inputRef.current = node;
    },
    [inputRef],
  );

  const selected = companies.find((c) => c.Code === value) ?? null;
  const typing = query !== null;
  const shown = useMemo(() => filterCompanies(companies, query ?? ''), [companies, query]);
  const usable = status === 'ready' && !disabled;
  const listOpen = open && usable && shown.length > 0;
  const emptyOpen = open && usable && shown.length === 0;
  const activeIndex = listOpen ? Math.min(active, shown.length - 1) : -1;
  const activeCompany = activeIndex >= 0 ? shown[activeIndex] : undefined;

  // Keep the highlighted option in view as the arrows move through a long list.
  useEffect(() => {
    if (activeIndex < 0) return;
    const option = listRef.current?.children[activeIndex] as HTMLElement | undefined;
    option?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);

  function openList(at: 'current' | 'last' = 'current') {
    if (!usable) return;
    const current = selected && !typing ? shown.indexOf(selected) : -1;
    setActive(at === 'last' ? shown.length - 1 : Math.max(current, 0));
    setOpen(true);
  }

  function choose(company: ServiceCompany) {
    onChange(company);
    setQuery(null);
    setOpen(false);
    setActive(-1);
  }

  function clear() {
    onChange(null);
    setQuery(null);
    setOpen(false);
    ownInput.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList();
        else if (!event.altKey && shown.length > 0) setActive((i) => (i + 1) % shown.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList('last');
        else if (shown.length > 0) setActive((i) => (i <= 0 ? shown.length - 1 : i - 1));
        break;
      case 'Enter':
        // Chooses the highlighted company instead of submitting the form.
        if (activeCompany) {
          event.preventDefault();
          choose(activeCompany);
        }
        break;
      case 'Escape':
        if (open || typing) {
          event.preventDefault();
          event.stopPropagation();
          if (open) setOpen(false);
          else setQuery(null);
        }
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  }

  const alertId = `${id}-alert`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint && !error ? hintId : null, error ? errorId : null, status === 'error' ? alertId : null]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <div className={clsx('space-y-1.5', className)}>
      <label htmlFor={inputId} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <span className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-3">
          {selected && !typing ? (
            <CompanyLogo src={selected.logo} name={selected.CompanyName} size={28} />
          ) : (
            <Search size={20} aria-hidden="true" className="mx-1 text-ink-muted" />
          )}
        </span>
        <input
          ref={setInputRef}
          id={inputId}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={listOpen}
          aria-controls={listboxId}
          aria-activedescendant={activeCompany ? optionId(activeCompany) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-busy={status === 'loading' || undefined}
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="done"
          disabled={disabled}
          readOnly={status !== 'ready'}
          placeholder={
            status === 'loading' ? t('picker.loading') : (placeholder ?? t('picker.placeholder'))
          }
          value={typing ? query : (selected?.CompanyName ?? '')}
          onChange={(event) => {
            const text = event.target.value;
            setQuery(text);
            setOpen(true);
            setActive(text.trim() ? 0 : -1);
            // Erasing the name un-chooses the company.
            if (!text.trim() && value !== null) onChange(null);
          }}
          onKeyDown={onKeyDown}
          onMouseDown={() => {
            if (!open) openList();
          }}
          onBlur={() => {
            setOpen(false);
            setQuery(null);
            onBlur?.();
          }}
          className={clsx(
            inputClass,
            'truncate pl-12',
            selected && usable ? 'pr-20' : 'pr-11',
            error
              ? 'border-danger focus:border-danger focus:ring-danger/15'
              : 'border-line focus:border-brand-500 focus:ring-brand-500/15',
          )}
        />
        <div className="absolute inset-y-0 right-0 flex items-center pr-1">
          {selected && usable && (
            <button
              type="button"
              onClick={clear}
              aria-label={t('picker.clear')}
              className="flex h-11 w-11 items-center justify-center rounded-lg text-ink-muted hover:bg-canvas hover:text-ink"
            >
              <X size={18} aria-hidden="true" />
            </button>
          )}
          {status === 'loading' ? (
            <LoaderCircle
              size={20}
              aria-hidden="true"
              className="mr-2.5 animate-spin text-ink-muted"
            />
          ) : (
            <ChevronDown
              size={20}
              aria-hidden="true"
              className={clsx(
                'pointer-events-none mr-2.5 text-ink-muted transition-transform',
                listOpen && 'rotate-180',
              )}
            />
          )}
        </div>
        <ul
          ref={listRef}
          id={listboxId}
          role="listbox"
          aria-label={t('picker.suggestions')}
          hidden={!listOpen}
          // A press on the list (or its scrollbar) must not take focus from the input.
          onMouseDown={(event) => event.preventDefault()}
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-[200px] overflow-y-auto overscroll-contain rounded-xl border border-line bg-surface py-1 shadow-lg"
        >
          {listOpen &&
            shown.map((company, index) => (
              <li
                key={company.Code}
                id={optionId(company)}
                role="option"
                aria-selected={index === activeIndex}
                onMouseMove={() => index !== activeIndex && setActive(index)}
                onClick={() => choose(company)}
                className="flex min-h-12 cursor-pointer items-center gap-3 px-3 py-1.5 text-base text-ink aria-selected:bg-brand-50"
              >
                <CompanyLogo src={company.logo} name={company.CompanyName} size={28} />
                <span className="min-w-0 flex-1 break-words">{company.CompanyName}</span>
                {company.Code === value && (
                  <Check size={18} aria-hidden="true" className="shrink-0 text-brand-600" />
                )}
              </li>
            ))}
        </ul>
        {/* Always in the page, so screen readers hear it when the search runs dry. */}
        <p
          role="status"
          className={
            emptyOpen
              ? 'absolute inset-x-0 top-full z-30 mt-1 rounded-xl border border-line bg-surface px-4 py-3 text-sm text-ink-muted shadow-lg'
              : 'sr-only'
          }
        >
          {emptyOpen ? (companies.length > 0 ? t('picker.empty') : t('picker.none')) : ''}
        </p>
      </div>
      {name && <input type="hidden" name={name} value={value ?? ''} />}
      {hint && !error && (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {tm(error)}
        </p>
      )}
      {status === 'error' && (
        <div
          id={alertId}
          role="alert"
          className="flex items-center justify-between gap-3 rounded-xl bg-danger-soft py-1 pl-4 pr-1 text-sm font-medium text-danger"
        >
          <span>{t('picker.error')}</span>
          {onRetry && (
            <button
              type="button"
              onClick={onRetry}
              className="min-h-11 shrink-0 rounded-lg px-3 font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {t('picker.retry')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
