import {
  SERVICE_CATEGORY_IDS,
  SERVICE_CATEGORY_LABELS,
  type ServiceCategory,
} from '@kosh/contract/catalogue';

/** The back office's category choice: one pressed button per category. */
export function CategoryFilter({
  value,
  onChange,
}: {
  value: ServiceCategory;
  onChange: (category: ServiceCategory) => void;
}) {
  return (
    <div role="group" aria-label="Category" className="flex flex-wrap gap-2">
      {SERVICE_CATEGORY_IDS.map((category) => (
        <button
          key={category}
          type="button"
          aria-pressed={value === category}
          onClick={() => onChange(category)}
          className="min-h-11 rounded-full border border-line bg-surface px-4 text-sm font-semibold text-ink-muted hover:text-ink aria-pressed:border-brand-600 aria-pressed:bg-brand-600 aria-pressed:text-white"
        >
          {SERVICE_CATEGORY_LABELS[category]}
        </button>
      ))}
    </div>
  );
}
