import { clsx } from 'clsx';
import { useCombobox } from 'downshift';
import {
  Building2,
  Hotel,
  Landmark,
  LoaderCircle,
  MapPin,
  Search,
  X,
  type LucideIcon,
} from 'lucide-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type Ref,
  type UIEvent,
} from 'react';
import {
  HOTEL_SUGGEST_DEBOUNCE_MS,
  HOTEL_SUGGEST_MAX_CHARS,
  HOTEL_SUGGEST_MIN_CHARS,
  HOTEL_SUGGEST_STEP,
  type HotelSuggestionType,
  type LocationSuggestion,
} from '@kosh/contract/hotels';
import { inputClass } from '@/components/ui/field';
import { useI18n } from '@/lib/i18n/i18n';
import { useLocationSuggestions } from '../api/get-location-suggestions';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useSearchT } from '../search-messages';

const ICONS: Record<HotelSuggestionType, LucideIcon> = {
  city: Building2,
  area: MapPin,
  landmark: Landmark,
  hotel: Hotel,
};

const T = useCombobox.stateChangeTypes;
const nameOf = (item: LocationSuggestion | null) => item?.fullName ?? '';
const keyOf = (item: LocationSuggestion) => `${item.type}:${item.id}:${item.refrenceId ?? ''}`;

/** How close (px) to the list's end counts as "scrolled to the bottom". */
const BOTTOM_SLACK = 8;

export interface DestinationComboboxProps {
  /** What is in the box. */
  text: string;
  /** The suggestion picked, or null while the customer types. */
  value: LocationSuggestion | null;
  /** The box changed: what it shows, and what is picked (null once the text is edited). */
  onChange: (text: string, picked: LocationSuggestion | null) => void;
  onBlur?: () => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The destination box (spec/02 §2, §5, §9): an editable combobox (WAI-ARIA APG, list
 * autocomplete) asking for suggestions once typing pauses for 300 ms with 3 or more characters,
 * each term's answer cached. The list shows 5 and 5 more each time it is scrolled to its end (the
 * arrow keys scroll it too). A place is searched as a whole; a hotel searches that hotel.
 * As in the company picker, the choice is made in the event handlers themselves (a tap, Enter),
 * not in Downshift's after-render callbacks, so the box never shows the typed text again.
 */
export function DestinationCombobox({
  text,
  value,
  onChange,
  onBlur,
  error,
  inputRef,
}: DestinationComboboxProps) {
  const t = useSearchT();
  const { tm } = useI18n();
  const id = useId();
  const optionId = (index: number) => `${id}-option-${index}`;
  const ownInput = useRef<HTMLInputElement | null>(null);

  // Typing asks; the name of what was picked does not.
  const typing = value === null || text !== value.fullName;
  const term = useDebouncedValue(typing ? text.trim() : '', HOTEL_SUGGEST_DEBOUNCE_MS);
  const suggestions = useLocationSuggestions(term);
  const all = term.length >= HOTEL_SUGGEST_MIN_CHARS ? (suggestions.data ?? []) : [];

  const [shownCount, setShownCount] = useState(HOTEL_SUGGEST_STEP);
  const [shownFor, setShownFor] = useState(term);
  if (shownFor !== term) {
    // A new term's list starts again at 5.
    setShownFor(term);
    setShownCount(HOTEL_SUGGEST_STEP);
  }
  const shown = all.slice(0, shownCount);

  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps } =
    useCombobox<LocationSuggestion>({
      id,
      getItemId: optionId,
      items: shown,
      itemToString: nameOf,
      itemToKey: (item) => (item ? keyOf(item) : undefined),
      selectedItem: value,
      inputValue: text,
      stateReducer: (state, { type, changes }) => {
        switch (type) {
          // The list under a new term is not the one on screen yet: nothing highlighted, so a fast
          // Enter cannot take a stale row.
          case T.InputChange:
            return { ...changes, highlightedIndex: -1 };
          case T.InputClick:
            return state.isOpen ? state : changes;
          // Leaving the box keeps what is in it; only a tap or Enter picks.
          case T.InputBlur:
            return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
          default:
            return changes;
        }
      },
    });

  const listOpen = isOpen && shown.length > 0;
  const asking = typing && text.trim().length >= HOTEL_SUGGEST_MIN_CHARS;
  const loading = asking && (term !== text.trim() || suggestions.isFetching);

  // The list scrolls back to its top for each new term.
  const menu = useRef<HTMLUListElement | null>(null);
  useEffect(() => {
    if (menu.current) menu.current.scrollTop = 0;
  }, [term]);

  const pick = (item: LocationSuggestion) => onChange(item.fullName, item);

  function clear() {
    onChange('', null);
    ownInput.current?.focus();
  }

  function onInputChange(event: ChangeEvent<HTMLInputElement>) {
    const next = event.target.value.slice(0, HOTEL_SUGGEST_MAX_CHARS);
    // Editing the picked name un-picks it: the form then asks for a choice from the list.
    onChange(next, value && next === value.fullName ? value : null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      const highlighted = isOpen ? shown[highlightedIndex] : undefined;
      if (highlighted && !event.nativeEvent.isComposing && event.keyCode !== 229) {
        // Enter picks; it does not also submit the form.
        event.preventDefault();
        pick(highlighted);
      }
    }
  }

  /** Scrolled to the end (by finger, wheel or the arrow keys): 5 more, while there are more. */
  function onMenuScroll(event: UIEvent<HTMLUListElement>) {
    const list = event.currentTarget;
    const atEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - BOTTOM_SLACK;
    if (atEnd && shownCount < all.length) setShownCount((n) => n + HOTEL_SUGGEST_STEP);
  }

  const status = !asking
    ? ''
    : loading && shown.length === 0
      ? t('suggestLoading')
      : suggestions.isError
        ? t('suggestError')
        : !loading && all.length === 0 && term === text.trim()
          ? t('suggestNone', { term: text.trim() })
          : listOpen
            ? t('suggestCount', { shown: shown.length, total: all.length })
            : '';
  const statusVisible = isOpen && asking && shown.length === 0 && status !== '';

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const Icon = value && !typing ? ICONS[value.type] : Search;

  return (
    <div className="space-y-1.5">
      <label {...getLabelProps()} className="block text-sm font-medium text-ink">
        {t('destination')}
      </label>
      <div className="relative">
        <Icon
          size={20}
          aria-hidden="true"
          className="pointer-events-none absolute left-3.5 top-1/2 -translate-y-1/2 text-ink-muted"
        />
        <input
          {...getInputProps({
            ref: (node: HTMLInputElement | null) => {
              ownInput.current = node;
              if (typeof inputRef === 'function') inputRef(node);
              else if (inputRef) inputRef.current = node;
            },
            onChange: onInputChange,
            onKeyDown,
            onBlur,
            'aria-expanded': listOpen,
            'aria-activedescendant':
              listOpen && highlightedIndex >= 0 ? optionId(highlightedIndex) : undefined,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? errorId : hintId,
            'aria-busy': loading || undefined,
          })}
          type="text"
          autoComplete="off"
          autoCapitalize="words"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={t('destinationPlaceholder')}
          className={clsx(
            inputClass,
            'truncate pl-11 pr-20',
            error
              ? 'border-danger focus:border-danger focus:ring-danger/15'
              : 'border-line focus:border-brand-500 focus:ring-brand-500/15',
          )}
        />
        <div className="absolute inset-y-0 right-0 flex items-center pr-1">
          {loading && (
            <LoaderCircle
              size={18}
              aria-hidden="true"
              className="mr-1 animate-spin text-ink-muted"
            />
          )}
          {text && (
            <button
              type="button"
              onClick={clear}
              aria-label={t('clearDestination')}
              className="flex h-11 w-11 items-center justify-center rounded-lg text-ink-muted hover:bg-canvas hover:text-ink"
            >
              <X size={18} aria-hidden="true" />
            </button>
          )}
        </div>
        <ul
          {...getMenuProps({
            ref: menu,
            // Its own name, with no "Destination" in it: that label names one field, the box.
            'aria-label': t('suggestions'),
            'aria-labelledby': undefined,
            onScroll: onMenuScroll,
            // A press on the list (or its scrollbar) keeps the focus in the box.
            onMouseDown: (event) => event.preventDefault(),
          })}
          hidden={!listOpen}
          data-testid="destination-suggestions"
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-64 overflow-y-auto overscroll-contain rounded-xl border border-line bg-surface py-1 shadow-lg"
        >
          {listOpen &&
            shown.map((item, index) => {
              const ItemIcon = ICONS[item.type];
              return (
                <li
                  key={keyOf(item)}
                  {...getItemProps({ item, index, onClick: () => pick(item) })}
                  className="flex min-h-14 cursor-pointer items-center gap-3 px-3 py-2 text-ink aria-selected:bg-brand-50"
                >
                  <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-canvas text-brand-700">
                    <ItemIcon size={18} aria-hidden="true" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block break-words text-base leading-snug">
                      {item.fullName}
                    </span>
                    <span className="block text-xs font-medium uppercase tracking-wide text-ink-muted">
                      {t(`type.${item.type}`)}
                    </span>
                  </span>
                </li>
              );
            })}
        </ul>
        {/* Always in the page, so a screen reader hears how the search went. */}
        <p
          role="status"
          className={
            statusVisible
              ? 'absolute inset-x-0 top-full z-30 mt-1 rounded-xl border border-line bg-surface px-4 py-3 text-sm text-ink-muted shadow-lg'
              : 'sr-only'
          }
        >
          {status}
        </p>
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {tm(error)}
        </p>
      ) : (
        <p id={hintId} className="text-sm text-ink-muted">
          {t('destinationHint')}
        </p>
      )}
    </div>
  );
}
