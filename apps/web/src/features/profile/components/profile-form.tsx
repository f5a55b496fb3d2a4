import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field, PasswordField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { ApiError } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n/i18n';
import { useProfileSave } from '../hooks/use-profile-save';
import { useProfileT } from '../messages';
import { profileFormSchema, type ProfileFormValues } from '../utils/profile-form-schema';
import { ImagePicker } from './image-picker';

const SERVER_FIELDS = ['user_img', 'oldPassword', 'newPassword'] as const;
type ServerField = (typeof SERVER_FIELDS)[number];

const serverField = (error: unknown) =>
  error instanceof ApiError
    ? (error.fields.find((f) => SERVER_FIELDS.includes(f.field as ServerField))?.field as
        ServerField | undefined)
    : undefined;

export interface ProfileUser {
  userId: string;
  name: string;
  user_img: string | null;
}

/**
 * docs/product-2.md §2 and §5: name (never editable), a new picture and/or a new password. Off until the
 * edit icon is pressed; the fieldset disables every control at once while it is off.
 */
export function ProfileForm({
  user,
  editing,
  onCancel,
  onSaved,
}: {
  user: ProfileUser;
  editing: boolean;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { user_img: null, oldPassword: '', newPassword: '' },
  });
  const { update, formError, setFormError, sayRefusal } = useProfileSave(form, SERVER_FIELDS);
  const { tm } = useI18n();
  const pt = useProfileT();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (update.isPending) return;
    setFormError(undefined);
    if (!values.user_img && !values.newPassword) {
      setFormError('PROFILE_NOTHING_TO_UPDATE');
      return;
    }
    try {
      const response = await update.mutateAsync({ name: user.name, ...values });
      toast.success(tm(response));
      onSaved();
    } catch (error) {
      // A dead token has already signed the customer out (docs/product-2.md §8).
      if (error instanceof ApiError && error.status === 401) return;
      sayRefusal(error);
      // The field the server objects to gets focus, so its message is read out.
      const field = serverField(error);
      if (field) form.setFocus(field);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="profile-form-title">
      <LoadingOverlay show={update.isPending} label={pt('saving')} />
      <h2 id="profile-form-title" className="sr-only">
        {pt('editProfile')}
      </h2>
      <p
        className={`mb-5 rounded-xl px-4 py-3 text-sm ${editing ? 'bg-brand-50 text-brand-700' : 'bg-canvas text-ink-muted'}`}
      >
        {editing ? pt('editingOn') : pt('editingHint')}
      </p>
      <fieldset disabled={!editing} className="space-y-5">
        <Field
          label={pt('name')}
          value={user.name}
          disabled
          readOnly
          hint={tm('PROFILE_NAME_LOCKED')}
        />
        <Controller
          control={form.control}
          name="user_img"
          render={({ field }) => (
            <ImagePicker
              value={field.value}
              inputRef={field.ref}
              onChange={(file) => {
                field.onChange(file);
                // The type and size are checked as soon as a file is chosen, not at save time.
                void form.trigger('user_img');
              }}
              error={errors.user_img?.message}
              currentSrc={user.user_img}
              name={user.name}
            />
          )}
        />
        <PasswordField
          label={pt('oldPassword')}
          autoComplete="current-password"
          error={errors.oldPassword?.message}
          {...form.register('oldPassword')}
        />
        <PasswordField
          label={pt('newPassword')}
          autoComplete="new-password"
          hint={pt('newPasswordHint')}
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <p className="text-sm text-ink-muted">{pt('passwordNote')}</p>
        <FormAlert message={formError} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {editing && (
            <Button variant="secondary" onClick={onCancel}>
              {pt('cancel')}
            </Button>
          )}
          <Button type="submit" className="sm:min-w-44">
            {pt('save')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
