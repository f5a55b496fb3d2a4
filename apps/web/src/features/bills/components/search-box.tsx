import { Search } from 'lucide-react';
import { Field } from '@/components/ui/field';

/** The bill screens' search: filtered as it is typed, no button to press. */
export function SearchBox({
  label,
  hint,
  value,
  onChange,
}: {
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div role="search">
      <Field
        label={label}
        hint={hint}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={60}
        value={value}
        leading={<Search size={18} aria-hidden="true" />}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
