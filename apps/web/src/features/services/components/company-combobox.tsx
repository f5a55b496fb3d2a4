import { clsx } from 'clsx';
import { Check, ChevronDown, LoaderCircle, Search } from 'lucide-react';
import { useCombobox } from 'downshift';
import {
  useEffect,
  useMemo,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import type { ServiceCompany } from '@kosh/contract/catalogue';
import {
  ComboboxClear,
  ComboboxLabel,
  ComboboxList,
  ComboboxNote,
  ComboboxStatus,
  comboboxInputClass,
} from '@/components/combobox/combobox-parts';
import { useComboboxBox } from '@/components/combobox/use-combobox-box';
import { useI18n } from '@/lib/i18n/i18n';
import { useServicesT } from '../messages';
import { filterCompanies } from '../utils/filter-companies';
import { CompanyLogo } from './company-logo';

const T = useCombobox.stateChangeTypes;
const companyName = (company: ServiceCompany | null) => company?.CompanyName ?? '';

export type CompanyListStatus = 'loading' | 'error' | 'ready';

export interface CompanyComboboxProps {
  /** The visible label, which names the input (getByLabel('Operator')). */
  label: string;
  companies: readonly ServiceCompany[];
  status: CompanyListStatus;
  /** The chosen company's Code, or null. */
  value: string | null;
  onChange: (company: ServiceCompany | null) => void;
  /**
   * Hears the company that `value` names once the list has it, though nobody chose it here (a
   * repeated payment's prefilled Code): not a choice, so onChange stays quiet.
   */
  onResolved?: (company: ServiceCompany) => void;
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
 * A searchable company dropdown (docs/product-1.md §2 "company search dropdown with logo"): an editable
 * combobox (WAI-ARIA APG, list autocomplete) whose listbox shows logo and name, at most 200 px
 * high. Downshift's useCombobox keeps the ARIA wiring, focus (it stays in the input;
 * aria-activedescendant names the highlighted option), scrolling and pointer handling; the state
 * reducer below keeps Kosh's behaviour where Downshift's default differs.
 * What the box shows (the typed search, or the chosen company) is this component's and its
 * parent's state, changed in the event handlers themselves, so it renders in the same pass as
 * Downshift's own change. (Downshift's onStateChange runs in an effect after that pass: mirrored
 * from there, a tap or Enter first showed the typed text again, and a fast Enter after typing
 * could take the highlighted row of the unfiltered list.)
 * Keys: ↓/↑ open and move (wrapping), Enter chooses, Escape closes (then restores the text).
 */
export function CompanyCombobox({
  label,
  companies,
  status,
  value,
  onChange,
  onResolved,
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

  /** What the customer typed since the last choice; null shows the chosen company's name. */
  const [query, setQuery] = useState<string | null>(null);

  const selected = companies.find((c) => c.Code === value) ?? null;
  // Only the list knows a Code's company: a form filled in before it came (a Repeat) learns it
  // here, or its confirm step could only name the Code (DISHTV for Dish TV).
  useEffect(() => {
    if (selected) onResolved?.(selected);
  }, [selected, onResolved]);
  const typing = query !== null;
  const usable = status === 'ready' && !disabled;
  const shown = useMemo(
    () => (usable ? filterCompanies(companies, query ?? '') : []),
    [usable, companies, query],
  );

  const box = useComboboxBox<ServiceCompany>({
    items: shown,
    itemToString: companyName,
    itemToKey: (company) => company?.Code,
    selectedItem: selected,
    inputValue: query ?? selected?.CompanyName ?? '',
    inputRef,
    // A tap opens the list and never closes it under the finger (useComboboxBox).
    reduce: (state, { type, changes }) => {
      switch (type) {
        // Typing highlights the best match, so Enter takes it; an emptied box highlights none.
        case T.InputChange:
          return { ...changes, highlightedIndex: changes.inputValue?.trim() ? 0 : -1 };
        // ↑ on a closed list starts from the last company, as the APG's list pattern does.
        case T.InputKeyDownArrowUp:
          return state.isOpen ? changes : { ...changes, highlightedIndex: shown.length - 1 };
        // Leaving the box or a second Escape never chooses or clears a company: only Enter, a
        // tap on an option, Clear or erasing the name do.
        case T.InputKeyDownEscape:
        case T.InputBlur:
          if (type === T.InputKeyDownEscape && state.isOpen) return changes;
          return {
            ...changes,
            selectedItem: state.selectedItem,
            inputValue: companyName(state.selectedItem),
          };
        default:
          return changes;
      }
    },
  });
  const { id, isOpen, listOpen, getLabelProps, getMenuProps, getItemProps } = box;
  const emptyOpen = isOpen && usable && shown.length === 0;

  /** A tap on an option or Enter: the company, and the typed search gives way to its name. */
  function choose(company: ServiceCompany) {
    onChange(company);
    setQuery(null);
  }

  function clear() {
    onChange(null);
    setQuery(null);
    box.focusInput();
  }

  function onInputChange(event: ChangeEvent<HTMLInputElement>) {
    const text = event.target.value;
    setQuery(text);
    // Erasing the name un-chooses the company.
    if (!text.trim() && value !== null) onChange(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      const highlighted = box.enterChoice(event);
      if (highlighted) choose(highlighted);
      return;
    }
    if (event.key !== 'Escape') return;
    if (isOpen || typing) {
      // Escape belongs to the box (a dialog around it stays open) while it has something to undo.
      event.stopPropagation();
      if (!isOpen) setQuery(null);
    } else {
      (event.nativeEvent as { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
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
      <ComboboxLabel {...getLabelProps()}>{label}</ComboboxLabel>
      <div className="relative">
        <span className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-3">
          {selected && !typing ? (
            <CompanyLogo src={selected.logo} name={selected.CompanyName} size={28} />
          ) : (
            <Search size={20} aria-hidden="true" className="mx-1 text-ink-muted" />
          )}
        </span>
        <input
          {...box.inputProps({
            onChange: onInputChange,
            onKeyDown,
            onBlur: () => {
              setQuery(null);
              onBlur?.();
            },
            disabled,
            invalid: Boolean(error),
            describedBy,
            busy: status === 'loading',
          })}
          type="text"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="done"
          readOnly={status !== 'ready'}
          placeholder={
            status === 'loading' ? t('picker.loading') : (placeholder ?? t('picker.placeholder'))
          }
          className={comboboxInputClass(
            Boolean(error),
            'truncate pl-12',
            selected && usable ? 'pr-20' : 'pr-11',
          )}
        />
        <div className="absolute inset-y-0 right-0 flex items-center pr-1">
          {selected && usable && <ComboboxClear label={t('picker.clear')} onClick={clear} />}
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
        <ComboboxList
          menuProps={getMenuProps({
            'aria-label': t('picker.suggestions'),
            // A press on the list (or its scrollbar) must not take focus from the input.
            onMouseDown: (event) => event.preventDefault(),
          })}
          open={listOpen}
          height="max-h-[200px]"
        >
          {listOpen &&
            shown.map((company, index) => (
              <li
                key={company.Code}
                {...getItemProps({ item: company, index, onClick: () => choose(company) })}
                className="flex min-h-12 cursor-pointer items-center gap-3 px-3 py-1.5 text-base text-ink aria-selected:bg-brand-50"
              >
                <CompanyLogo src={company.logo} name={company.CompanyName} size={28} />
                <span className="min-w-0 flex-1 break-words">{company.CompanyName}</span>
                {company.Code === value && (
                  <Check size={18} aria-hidden="true" className="shrink-0 text-brand-600" />
                )}
              </li>
            ))}
        </ComboboxList>
        {/* Heard when the search runs dry. */}
        <ComboboxStatus visible={emptyOpen}>
          {emptyOpen ? (companies.length > 0 ? t('picker.empty') : t('picker.none')) : ''}
        </ComboboxStatus>
      </div>
      {name && <input type="hidden" name={name} value={value ?? ''} />}
      <ComboboxNote id={id} error={error && tm(error)} hint={hint} />
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
