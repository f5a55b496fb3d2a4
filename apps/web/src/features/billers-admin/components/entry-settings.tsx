import { useRef, useState, type KeyboardEvent } from 'react';
import { toast } from 'sonner';
import type { UpdateBillerEntryRequest } from '@kosh/contract/billers';
import { Field } from '@/components/ui/field';
import { LabelledSwitch } from '@/components/ui/switch';
import { ApiError } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n/i18n';
import { useShowApiError } from '@/lib/show-error';
import { useBillersAdminT } from '../messages';
import { parseDisplayOrder, parseIcon, type Parsed } from '../utils/entry-values';

/** Kosh's own settings on a category or a biller: all the back office may change. */
export interface EntryState {
  enabled: boolean;
  displayOrder: number;
  icon: string | null;
}

type TextField = 'displayOrder' | 'icon';
type Drafts = Partial<Record<TextField, string>>;
type Errors = Partial<Record<TextField, string>>;

const shownValue = (entry: EntryState, field: TextField) =>
  field === 'displayOrder' ? String(entry.displayOrder) : (entry.icon ?? '');

/**
 * The Shown-to-customers switch, the display order and the icon of one entry. The switch saves
 * at once; the two inputs save when left or on Enter, only if they changed. A field shows its
 * own error — the contract's rule checked here first, then the server's — beside it.
 */
export function EntrySettings({
  name,
  entry,
  save,
}: {
  name: string;
  entry: EntryState;
  save: (patch: UpdateBillerEntryRequest) => Promise<unknown>;
}) {
  const t = useBillersAdminT();
  const { tm } = useI18n();
  const showApiError = useShowApiError();
  // What is typed and not yet saved; absent, the field shows the saved value (a sync's too).
  const [drafts, setDrafts] = useState<Drafts>({});
  const [errors, setErrors] = useState<Errors>({});
  // Enter then leaving the field would send the same change twice: one save per field at a time.
  const saving = useRef(new Set<TextField>());

  const failed = (error: unknown, field?: TextField) => {
    if (error instanceof ApiError && error.status === 401) return;
    const onField =
      error instanceof ApiError ? error.fields.find((f) => f.field === field) : undefined;
    if (field && onField) {
      setErrors((e) => ({ ...e, [field]: onField.params ? tm(onField) : onField.code }));
      return;
    }
    showApiError(error, { fallback: t('notSaved') });
  };

  const toggle = (enabled: boolean) =>
    save({ enabled }).then(
      () => toast.success(t(enabled ? 'nowShown' : 'nowHidden', { name })),
      (error: unknown) => failed(error),
    );

  const commit = async (field: TextField) => {
    if (saving.current.has(field)) return;
    const draft = drafts[field];
    if (draft === undefined || draft === shownValue(entry, field)) {
      setDrafts((d) => ({ ...d, [field]: undefined }));
      setErrors((e) => ({ ...e, [field]: undefined }));
      return;
    }
    const parsed: Parsed<number | string | null> =
      field === 'displayOrder' ? parseDisplayOrder(draft) : parseIcon(draft);
    if (!parsed.ok) {
      setErrors((e) => ({ ...e, [field]: parsed.code }));
      return;
    }
    saving.current.add(field);
    try {
      await save({ [field]: parsed.value });
      setDrafts((d) => ({ ...d, [field]: undefined }));
      setErrors((e) => ({ ...e, [field]: undefined }));
      toast.success(t('saved', { name }));
    } catch (error) {
      failed(error, field);
    } finally {
      saving.current.delete(field);
    }
  };

  const input = (field: TextField) => ({
    value: drafts[field] ?? shownValue(entry, field),
    error: errors[field],
    onChange: (event: { target: { value: string } }) =>
      setDrafts((d) => ({ ...d, [field]: event.target.value })),
    onBlur: () => void commit(field),
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      void commit(field);
    },
  });

  return (
    <div className="grid gap-3 sm:grid-cols-[auto_8rem_1fr] sm:items-start">
      <LabelledSwitch
        checked={entry.enabled}
        onCheckedChange={(enabled) => void toggle(enabled)}
        label={t('shownOf', { name })}
        className="min-h-12 sm:mt-7"
      >
        {t('shown')}
      </LabelledSwitch>
      <Field
        label={t('order')}
        aria-label={t('orderOf', { name })}
        type="text"
        inputMode="numeric"
        maxLength={6}
        {...input('displayOrder')}
      />
      <Field
        label={t('icon')}
        aria-label={t('iconOf', { name })}
        type="text"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        maxLength={40}
        {...input('icon')}
      />
    </div>
  );
}
