import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useBillersAdminT } from '../messages';

/** A search by name, id or coverage; submitted, not typed-as-you-go, so the address keeps it. */
export function BillerSearch({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (q: string) => void;
}) {
  const t = useBillersAdminT();
  const [q, setQ] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(q.trim());
  };
  return (
    <form onSubmit={submit} role="search" className="flex flex-wrap items-end gap-3">
      <Field
        label={t('searchLabel')}
        hint={t('searchHint')}
        className="min-w-0 flex-1 basis-60"
        type="search"
        value={q}
        maxLength={60}
        onChange={(event) => setQ(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        {t('searchButton')}
      </Button>
      {value && (
        <Button
          variant="ghost"
          onClick={() => {
            setQ('');
            onSearch('');
          }}
        >
          {t('clearSearch')}
        </Button>
      )}
    </form>
  );
}
