import { RECENT_NAME_MAX, type Recent } from '@kosh/contract/recents';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ModalActions } from '@/components/ui/modal';
import { ApiError } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { useDeleteRecent } from '../api/delete-recent';
import { useUpdateRecent } from '../api/update-recent';
import { useRecentsT } from '../messages';

/** What a saved item's options sheet shows: its actions, the rename form, or the delete question. */
type Step = 'actions' | 'rename' | 'delete';

/** A saved item's options: Repeat, Rename, Pin or Unpin, Delete (asked first). */
export function RecentOptions({
  recent,
  onRepeat,
  onDone,
}: {
  recent: Recent;
  onRepeat: () => void;
  onDone: () => void;
}) {
  const t = useRecentsT();
  const { tm } = useI18n();
  const [step, setStep] = useState<Step>('actions');
  const [name, setName] = useState(recent.name ?? '');
  const [nameError, setNameError] = useState<string | undefined>();
  const update = useUpdateRecent(recent);
  const remove = useDeleteRecent(recent);
  const label = recent.name ?? recent.number;

  const failed = (error: unknown) => {
    const field = error instanceof ApiError ? error.fields.find((f) => f.field === 'name') : null;
    if (field) setNameError(tm(field));
    else toast.error(tm(error instanceof ApiError ? error : 'INTERNAL'));
  };

  const togglePin = () =>
    update.mutate(
      { pinned: !recent.pinned },
      {
        onSuccess: () => {
          toast.success(recent.pinned ? t('unpinnedDone') : t('pinnedDone'));
          onDone();
        },
        onError: failed,
      },
    );

  if (step === 'rename') {
    return (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setNameError(undefined);
          update.mutate(
            { name: name.trim() ? name : null },
            {
              onSuccess: () => {
                toast.success(t('renamed'));
                onDone();
              },
              onError: failed,
            },
          );
        }}
        className="space-y-5"
      >
        <Field
          label={t('nameLabel')}
          hint={t('nameHint')}
          value={name}
          maxLength={RECENT_NAME_MAX}
          autoComplete="off"
          autoFocus
          onChange={(event) => {
            setName(event.target.value);
            setNameError(undefined);
          }}
          error={nameError}
        />
        <ModalActions
          onCancel={() => setStep('actions')}
          cancelLabel={t('cancel')}
          label={t('save')}
          pendingLabel={t('save')}
          pending={update.isPending}
        />
      </form>
    );
  }

  if (step === 'delete') {
    return (
      <div className="space-y-5">
        <p className="text-ink">{t('deleteConfirm', { label })}</p>
        <ModalActions
          onCancel={() => setStep('actions')}
          cancelLabel={t('cancel')}
          label={t('deleteYes')}
          pendingLabel={t('deleteYes')}
          pending={remove.isPending}
          danger
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => {
                toast.success(t('deleted'));
                onDone();
              },
              onError: failed,
            })
          }
        />
      </div>
    );
  }

  return (
    <div className="grid gap-3">
      <Button block onClick={onRepeat}>
        {t('repeat')}
      </Button>
      <Button block variant="secondary" onClick={() => setStep('rename')}>
        {t('rename')}
      </Button>
      <Button block variant="secondary" onClick={togglePin} disabled={update.isPending}>
        {recent.pinned ? t('unpin') : t('pin')}
      </Button>
      <Button block variant="secondary" onClick={() => setStep('delete')}>
        {t('delete')}
      </Button>
    </div>
  );
}
