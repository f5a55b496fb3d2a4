import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { Switch } from '@/components/ui/switch';
import { ApiError } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n/i18n';
import { dismissApiError, useShowApiError } from '@/lib/show-error';
import {
  useCreateCategory,
  useUpdateCategory,
  type AdminCategory,
  type SupportAdmin,
} from '../api/tickets';
import { useSupportAdminT } from '../messages';

/** The server's word on a category's name goes under the name box; anything else in a toast. */
function useCategoryError() {
  const { tm } = useI18n();
  const showError = useShowApiError();
  return (error: unknown, setNameError: (message: string) => void) => {
    if (
      error instanceof ApiError &&
      (error.code?.startsWith('TICKET_CATEGORY_NAME') ||
        error.fields.some((field) => field.field === 'name'))
    ) {
      const field = error.fields.find((f) => f.field === 'name');
      setNameError(field ? tm(field) : tm(error));
      return;
    }
    showError(error, { fallback: 'TICKET_CATEGORY_NOT_FOUND' });
  };
}

const receiverOptions = (admins: readonly SupportAdmin[], nobody: string) => [
  { value: '', label: nobody },
  ...admins.map((a) => ({ value: a.userId, label: a.name })),
];

export function NewCategoryForm({ admins }: { admins: readonly SupportAdmin[] }) {
  const t = useSupportAdminT();
  const { tm } = useI18n();
  const create = useCreateCategory();
  const onError = useCategoryError();
  const [name, setName] = useState('');
  const [receiver, setReceiver] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim().length < 2) {
      setNameError(tm('TICKET_CATEGORY_NAME_REQUIRED'));
      return;
    }
    create.mutate(
      { name: name.trim(), receiver: receiver || null },
      {
        onSuccess: (answer) => {
          dismissApiError();
          setName('');
          setReceiver('');
          toast.success(tm(answer), { id: 'support-category' });
        },
        onError: (error) => onError(error, setNameError),
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
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label={t('categoryName')}
          value={name}
          maxLength={60}
          error={nameError}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(undefined);
          }}
        />
        <SelectField
          label={t('receiver')}
          value={receiver}
          options={receiverOptions(admins, t('nobody'))}
          onChange={(event) => setReceiver(event.target.value)}
        />
      </div>
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
  const [name, setName] = useState(category.name);
  const [receiver, setReceiver] = useState(category.receiver?.userId ?? '');
  const [nameError, setNameError] = useState<string | undefined>();

  const saved = (answer: { message: string; code?: string }) => {
    dismissApiError();
    toast.success(tm(answer), { id: 'support-category' });
  };
  const toggle = (active: boolean) =>
    update.mutate(
      { id: category.id, active },
      { onSuccess: saved, onError: (error) => onError(error, setNameError) },
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim().length < 2) {
      setNameError(tm('TICKET_CATEGORY_NAME_REQUIRED'));
      return;
    }
    const change: { name?: string; receiver?: string | null } = {};
    if (name.trim() !== category.name) change.name = name.trim();
    if (receiver !== (category.receiver?.userId ?? '')) change.receiver = receiver || null;
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
        onError: (error) => onError(error, setNameError),
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
          <div className="grid gap-3 sm:grid-cols-2">
            <Field
              label={t('categoryName')}
              value={name}
              maxLength={60}
              error={nameError}
              onChange={(event) => {
                setName(event.target.value);
                setNameError(undefined);
              }}
            />
            <SelectField
              label={t('receiver')}
              value={receiver}
              options={receiverOptions(admins, t('nobody'))}
              onChange={(event) => setReceiver(event.target.value)}
            />
          </div>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={update.isPending}>
              {t('save')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setEditing(false);
                setName(category.name);
                setReceiver(category.receiver?.userId ?? '');
                setNameError(undefined);
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
              onClick={() => setEditing(true)}
            >
              {t('edit')}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
