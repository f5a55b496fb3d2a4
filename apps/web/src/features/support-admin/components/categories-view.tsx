import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { useI18n } from '@/lib/i18n/i18n';
import { dismissApiError } from '@/lib/show-error';
import {
  useCreateCategory,
  useUpdateCategory,
  type AdminCategory,
  type SupportAdmin,
} from '../api/tickets';
import { useSupportAdminT } from '../messages';
import {
  CategoryFields,
  useCategoryDraft,
  useCategoryError,
  type CategoryDraft,
} from './category-fields';

const EMPTY: CategoryDraft = { name: '', nameHi: '', receiver: '' };

const draftOf = (category: AdminCategory): CategoryDraft => ({
  name: category.name,
  nameHi: category.nameHi ?? '',
  receiver: category.receiver?.userId ?? '',
});

export function NewCategoryForm({ admins }: { admins: readonly SupportAdmin[] }) {
  const t = useSupportAdminT();
  const { tm } = useI18n();
  const create = useCreateCategory();
  const onError = useCategoryError();
  const form = useCategoryDraft(EMPTY);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    const { draft } = form;
    create.mutate(
      {
        name: draft.name.trim(),
        nameHi: draft.nameHi.trim() || null,
        receiver: draft.receiver || null,
      },
      {
        onSuccess: (answer) => {
          dismissApiError();
          form.reset(EMPTY);
          toast.success(tm(answer), { id: 'support-category' });
        },
        onError: (error) => onError(error, form.setErrors),
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="new-category"
      className="space-y-3 rounded-[var(--radius-card)] bg-surface p-4 shadow-[var(--shadow-card)]"
    >
      <h2 id="new-category" className="text-lg font-bold text-ink">
        {t('newCategory')}
      </h2>
      <CategoryFields
        draft={form.draft}
        errors={form.errors}
        admins={admins}
        onChange={form.change}
      />
      <Button type="submit" disabled={create.isPending}>
        {t('create')}
      </Button>
    </form>
  );
}

export function CategoryList({
  categories,
  admins,
}: {
  categories: readonly AdminCategory[];
  admins: readonly SupportAdmin[];
}) {
  const t = useSupportAdminT();
  if (categories.length === 0) {
    return (
      <p className="rounded-[var(--radius-card)] bg-surface p-6 text-center text-ink-muted shadow-[var(--shadow-card)]">
        {t('categoriesEmpty')}
      </p>
    );
  }
  return (
    <ul aria-label={t('categoriesList')} className="space-y-3">
      {categories.map((category) => (
        <CategoryRow key={category.id} category={category} admins={admins} />
      ))}
    </ul>
  );
}

function CategoryRow({
  category,
  admins,
}: {
  category: AdminCategory;
  admins: readonly SupportAdmin[];
}) {
  const t = useSupportAdminT();
  const { tm } = useI18n();
  const update = useUpdateCategory();
  const onError = useCategoryError();
  const [editing, setEditing] = useState(false);
  const form = useCategoryDraft(draftOf(category));

  const saved = (answer: { message: string; code?: string }) => {
    dismissApiError();
    toast.success(tm(answer), { id: 'support-category' });
  };
  const toggle = (active: boolean) =>
    update.mutate(
      { id: category.id, active },
      { onSuccess: saved, onError: (error) => onError(error, form.setErrors) },
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    const { draft } = form;
    const was = draftOf(category);
    const change: { name?: string; nameHi?: string; receiver?: string | null } = {};
    if (draft.name.trim() !== was.name) change.name = draft.name.trim();
    // An empty name in Hindi clears it.
    if (draft.nameHi.trim() !== was.nameHi) change.nameHi = draft.nameHi.trim();
    if (draft.receiver !== was.receiver) change.receiver = draft.receiver || null;
    if (Object.keys(change).length === 0) {
      setEditing(false);
      return;
    }
    update.mutate(
      { id: category.id, ...change },
      {
        onSuccess: (answer) => {
          saved(answer);
          setEditing(false);
        },
        onError: (error) => onError(error, form.setErrors),
      },
    );
  };
  const switchId = `category-active-${category.id}`;

  return (
    <li className="rounded-[var(--radius-card)] bg-surface p-4 shadow-[var(--shadow-card)]">
      {editing ? (
        <form
          onSubmit={submit}
          noValidate
          className="space-y-3"
          aria-label={t('editCategory', { name: category.name })}
        >
          <CategoryFields
            draft={form.draft}
            errors={form.errors}
            admins={admins}
            onChange={form.change}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={update.isPending}>
              {t('save')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setEditing(false);
                form.reset(draftOf(category));
              }}
            >
              {t('cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="min-w-0">
            <h3 className="break-words font-semibold text-ink">{category.name}</h3>
            <p className="break-words text-sm text-ink">
              {t('categoryNameHi')}:{' '}
              {category.nameHi ? (
                <span lang="hi">{category.nameHi}</span>
              ) : (
                <span className="text-ink-muted">{t('noNameHi')}</span>
              )}
            </p>
            <p className="text-sm text-ink-muted">
              {t('receiver')}: {category.receiver?.name ?? t('nobody')} ·{' '}
              {t('openTickets', { n: category.openTickets })}
            </p>
          </div>
          <div className="flex items-center gap-3">
            <div className="flex items-center gap-2">
              <Switch
                id={switchId}
                checked={category.active}
                label={t('activeLabel', { name: category.name })}
                onCheckedChange={toggle}
              />
              <span className="text-sm text-ink">
                {category.active ? t('active') : t('inactive')}
              </span>
            </div>
            <Button
              variant="secondary"
              aria-label={t('editCategory', { name: category.name })}
              onClick={() => {
                form.reset(draftOf(category));
                setEditing(true);
              }}
            >
              {t('edit')}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
