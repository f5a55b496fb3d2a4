import { useCombobox } from 'downshift';
import {
  Building2,
  Hotel,
  Landmark,
  LoaderCircle,
  MapPin,
  Search,
  type LucideIcon,
} from 'lucide-react';
import {
  useEffect,
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
 * The destination box (docs/product-2.md §2, §5, §9): an editable combobox (WAI-ARIA APG, list
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

  const box = useComboboxBox<LocationSuggestion>({
    items: shown,
    itemToString: nameOf,
    itemToKey: (item) => (item ? keyOf(item) : undefined),
    selectedItem: value,
    inputValue: text,
    inputRef,
    // A tap opens the list and never closes it under the finger (useComboboxBox).
    reduce: (state, { type, changes }) => {
      switch (type) {
        // The list under a new term is not the one on screen yet: nothing highlighted, so a fast
        // Enter cannot take a stale row.
        case T.InputChange:
          return { ...changes, highlightedIndex: -1 };
        // Leaving the box keeps what is in it; only a tap or Enter picks.
        case T.InputBlur:
          return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
        default:
          return changes;
      }
    },
  });
  const { id, isOpen, listOpen, getLabelProps, getMenuProps, getItemProps } = box;
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
    box.focusInput();
  }

  function onInputChange(event: ChangeEvent<HTMLInputElement>) {
    const next = event.target.value.slice(0, HOTEL_SUGGEST_MAX_CHARS);
    // Editing the picked name un-picks it: the form then asks for a choice from the list.
    onChange(next, value && next === value.fullName ? value : null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      const highlighted = box.enterChoice(event);
      if (highlighted) {
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

  const Icon = value && !typing ? ICONS[value.type] : Search;

  return (
    <div className="space-y-1.5">
      <ComboboxLabel {...getLabelProps()}>{t('destination')}</ComboboxLabel>
      <div className="relative">
        <Icon
          size={20}
          aria-hidden="true"
          className="pointer-events-none absolute left-3.5 top-1/2 -translate-y-1/2 text-ink-muted"
        />
        <input
          {...box.inputProps({
            onChange: onInputChange,
            onKeyDown,
            onBlur,
            invalid: Boolean(error),
            describedBy: error ? `${id}-error` : `${id}-hint`,
            busy: loading,
          })}
          type="text"
          autoComplete="off"
          autoCapitalize="words"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={t('destinationPlaceholder')}
          className={comboboxInputClass(Boolean(error), 'truncate pl-11 pr-20')}
        />
        <div className="absolute inset-y-0 right-0 flex items-center pr-1">
          {loading && (
            <LoaderCircle
              size={18}
              aria-hidden="true"
              className="mr-1 animate-spin text-ink-muted"
            />
          )}
          {text && <ComboboxClear label={t('clearDestination')} onClick={clear} />}
        </div>
        <ComboboxList
          menuProps={getMenuProps({
            ref: menu,
            // Its own name, with no "Destination" in it: that label names one field, the box.
            'aria-label': t('suggestions'),
            'aria-labelledby': undefined,
            onScroll: onMenuScroll,
            // A press on the list (or its scrollbar) keeps the focus in the box.
            onMouseDown: (event) => event.preventDefault(),
          })}
          open={listOpen}
          height="max-h-64"
          data-testid="destination-suggestions"
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
        </ComboboxList>
        {/* A screen reader hears how the search went. */}
        <ComboboxStatus visible={statusVisible}>{status}</ComboboxStatus>
      </div>
      <ComboboxNote id={id} error={error && tm(error)} hint={t('destinationHint')} />
    </div>
  );
}
