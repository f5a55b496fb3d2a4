import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { ApiError } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n/i18n';
import { useShowApiError } from '@/lib/show-error';
import type { SupportAdmin } from '../api/tickets';
import { useSupportAdminT } from '../messages';

/** What the category forms hold: the names as typed, the receiver's userId ('' for nobody). */
export interface CategoryDraft {
  name: string;
  nameHi: string;
  receiver: string;
}

type NameField = 'name' | 'nameHi';
export type CategoryErrors = Partial<Record<NameField, string>>;

/**
 * A draft and its errors: a change clears its field's error; `check` says what the server would
 * refuse before it is asked (it checks again), as catalogue codes the fields show.
 */
export function useCategoryDraft(initial: CategoryDraft) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<CategoryErrors>({});
  return {
    draft,
    errors,
    setErrors,
    change: (patch: Partial<CategoryDraft>) => {
      setDraft((d) => ({ ...d, ...patch }));
      setErrors((e) => ({
        ...(!('name' in patch) && { name: e.name }),
        ...(!('nameHi' in patch) && { nameHi: e.nameHi }),
      }));
    },
    reset: (to: CategoryDraft) => {
      setDraft(to);
      setErrors({});
    },
    /** True when the draft may be sent; otherwise the fields show why not. */
    check: (): boolean => {
      const found: CategoryErrors = {};
      if (draft.name.trim().length < 2) found.name = 'TICKET_CATEGORY_NAME_REQUIRED';
      if (Array.from(draft.nameHi.trim()).length === 1) {
        found.nameHi = 'TICKET_CATEGORY_NAME_HI_TOO_SHORT';
      }
      setErrors(found);
      return !found.name && !found.nameHi;
    },
  };
}

/** The server's word on a name goes under that name's box; anything else in a toast. */
export function useCategoryError() {
  const { tm } = useI18n();
  const showError = useShowApiError();
  return (error: unknown, show: (errors: CategoryErrors) => void) => {
    if (error instanceof ApiError) {
      const found: CategoryErrors = {};
      for (const field of error.fields) {
        if (field.field === 'name' || field.field === 'nameHi') found[field.field] ??= tm(field);
      }
      if (!found.name && !found.nameHi && error.code?.startsWith('TICKET_CATEGORY_NAME')) {
        found[error.code.startsWith('TICKET_CATEGORY_NAME_HI') ? 'nameHi' : 'name'] = tm(error);
      }
      if (found.name || found.nameHi) {
        show(found);
        return;
      }
    }
    showError(error, { fallback: 'TICKET_CATEGORY_NOT_FOUND' });
  };
}

/** A category's name, its name in Hindi and its receiver, as both forms ask for them. */
export function CategoryFields({
  draft,
  errors,
  admins,
  onChange,
}: {
  draft: CategoryDraft;
  errors: CategoryErrors;
  admins: readonly SupportAdmin[];
  onChange: (patch: Partial<CategoryDraft>) => void;
}) {
  const t = useSupportAdminT();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field
        label={t('categoryName')}
        value={draft.name}
        maxLength={60}
        error={errors.name}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      <Field
        label={t('categoryNameHi')}
        lang="hi"
        value={draft.nameHi}
        maxLength={60}
        hint={t('categoryNameHiHint')}
        error={errors.nameHi}
        onChange={(event) => onChange({ nameHi: event.target.value })}
      />
      <SelectField
        label={t('receiver')}
        value={draft.receiver}
        options={[
          { value: '', label: t('nobody') },
          ...admins.map((a) => ({ value: a.userId, label: a.name })),
        ]}
        onChange={(event) => onChange({ receiver: event.target.value })}
      />
    </div>
  );
}
