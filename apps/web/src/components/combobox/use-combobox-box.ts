import { useCombobox, type UseComboboxProps } from 'downshift';
import { useId, useRef, type KeyboardEvent, type Ref } from 'react';

const T = useCombobox.stateChangeTypes;

/** What the box's input says of itself beside Downshift's own wiring. */
interface InputOptions {
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onBlur?: () => void;
  disabled?: boolean;
  invalid: boolean;
  describedBy: string | undefined;
  busy: boolean;
}

/**
 * An editable combobox (WAI-ARIA APG, list autocomplete) on Downshift's useCombobox, with what
 * every Kosh combobox does the same way: option ids from the box's own id, a tap that opens the
 * list and never closes it under the finger (`reduce` decides every other change), the input's
 * ref shared with the caller's, `aria-expanded` only while options show, the highlighted option as
 * `aria-activedescendant`, and Enter's choice (`enterChoice`) taken as Downshift's own Enter does
 * — on an open list, not while an IME is composing — in the caller's key handler, so the choice
 * renders in the same pass as Downshift's own change.
 */
export function useComboboxBox<Item>({
  items,
  itemToString,
  itemToKey,
  selectedItem,
  inputValue,
  reduce,
  inputRef,
}: Pick<UseComboboxProps<Item>, 'itemToString' | 'itemToKey'> & {
  items: Item[];
  selectedItem: Item | null;
  inputValue: string;
  reduce: NonNullable<UseComboboxProps<Item>['stateReducer']>;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const optionId = (index: number) => `${id}-option-${index}`;
  const ownInput = useRef<HTMLInputElement | null>(null);

  const combobox = useCombobox<Item>({
    id,
    getItemId: optionId,
    items,
    itemToString,
    itemToKey,
    selectedItem,
    inputValue,
    stateReducer: (state, actionAndChanges) =>
      actionAndChanges.type === T.InputClick
        ? state.isOpen
          ? state
          : actionAndChanges.changes
        : reduce(state, actionAndChanges),
  });
  const { isOpen, highlightedIndex, getInputProps } = combobox;
  const listOpen = isOpen && items.length > 0;

  /** The highlighted option an Enter takes, if it takes one. */
  const enterChoice = (event: KeyboardEvent<HTMLInputElement>): Item | undefined => {
    const highlighted = isOpen ? items[highlightedIndex] : undefined;
    return highlighted && !event.nativeEvent.isComposing && event.keyCode !== 229
      ? highlighted
      : undefined;
  };

  const inputProps = ({ invalid, describedBy, busy, ...handlers }: InputOptions) =>
    getInputProps({
      ref: (node: HTMLInputElement | null) => {
        ownInput.current = node;
        if (typeof inputRef === 'function') inputRef(node);
        else if (inputRef) inputRef.current = node;
      },
      ...handlers,
      'aria-expanded': listOpen,
      'aria-activedescendant':
        listOpen && highlightedIndex >= 0 ? optionId(highlightedIndex) : undefined,
      'aria-invalid': invalid ? true : undefined,
      'aria-describedby': describedBy,
      'aria-busy': busy || undefined,
    });

  return {
    ...combobox,
    id,
    listOpen,
    enterChoice,
    inputProps,
    focusInput: () => ownInput.current?.focus(),
  };
}
