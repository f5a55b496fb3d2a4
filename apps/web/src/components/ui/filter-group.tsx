export interface FilterOption<Value extends string> {
  value: Value;
  label: string;
}

const LOOKS = {
  // One row on a phone too: wrapped, the last choice sat alone on a second line.
  segmented: {
    group: 'flex gap-1 rounded-full border border-line bg-surface p-1 sm:inline-flex',
    button:
      'min-h-11 flex-auto whitespace-nowrap rounded-full px-2.5 text-sm font-semibold text-ink-muted hover:text-ink aria-pressed:bg-brand-600 aria-pressed:text-white sm:px-5',
  },
  // For more choices than fit one row of a phone: separate pills that wrap.
  chips: {
    group: 'flex flex-wrap gap-2',
    button:
      'min-h-11 rounded-full border border-line bg-surface px-4 text-sm font-semibold text-ink-muted hover:text-ink aria-pressed:border-brand-600 aria-pressed:bg-brand-600 aria-pressed:text-white',
  },
} as const;

/** Which of a list's statuses to show: one pressed button among a few (`label` names the group). */
export function FilterGroup<Value extends string>({
  label,
  options,
  value,
  onChange,
  look = 'segmented',
}: {
  label: string;
  options: readonly FilterOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  look?: keyof typeof LOOKS;
}) {
  const { group, button } = LOOKS[look];
  return (
    <div role="group" aria-label={label} className={group}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={button}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
