import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { ApiError } from '@/lib/api-client';
import { useProfileSave } from '../hooks/use-profile-save';
import { useProfileT } from '../messages';
import { changePasswordSchema, type ChangePasswordValues } from '../utils/profile-form-schema';

const SERVER_FIELDS = ['oldPassword', 'newPassword'] as const;

/**
 * A customer who logged in with a temporary password chooses their own (the server answers
 * nothing else until then). The password just typed at login is `current` when the app still
 * holds it; after a reload the customer types it again.
 */
export function ChangePasswordForm({
  name,
  current,
  onChanged,
}: {
  name: string;
  current: string | undefined;
  onChanged: () => void;
}) {
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { oldPassword: current ?? '', newPassword: '' },
  });
  const { update, formError, setFormError, sayRefusal } = useProfileSave(form, SERVER_FIELDS);
  const pt = useProfileT();
  // The held password turned out wrong (it cannot, unless changed elsewhere): ask for it.
  const [askCurrent, setAskCurrent] = useState(current === undefined);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (update.isPending) return;
    setFormError(undefined);
    try {
      await update.mutateAsync({ name, user_img: null, ...values });
      onChanged();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      if (error instanceof ApiError && error.fields.some((f) => f.field === 'oldPassword')) {
        setAskCurrent(true);
      }
      sayRefusal(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-labelledby="choose-password">
      <LoadingOverlay show={update.isPending} label={pt('settingPassword')} />
      <div>
        <h2 id="choose-password" className="mb-2 text-xl font-bold text-ink">
          {pt('choosePassword')}
        </h2>
        <p className="text-sm text-ink-muted">{pt('choosePasswordText')}</p>
      </div>
      {askCurrent ? (
        <PasswordField
          label={pt('temporaryPassword')}
          autoComplete="current-password"
          error={errors.oldPassword?.message}
          {...form.register('oldPassword')}
        />
      ) : null}
      <PasswordField
        label={pt('newPassword')}
        autoComplete="new-password"
        hint={pt('newPasswordRule')}
        error={errors.newPassword?.message}
        autoFocus
        {...form.register('newPassword')}
      />
      <p className="text-sm text-ink-muted">{pt('passwordNote')}</p>
      <FormAlert message={formError} />
      <Button type="submit" block disabled={update.isPending}>
        {pt('setPassword')}
      </Button>
    </form>
  );
}
