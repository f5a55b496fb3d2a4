import { Pencil } from 'lucide-react';
import { useRef, useState } from 'react';
import { Avatar } from '@/components/layout/avatar';
import { Card } from '@/components/ui/card';
import { useI18n } from '@/lib/i18n/i18n';
import { useProfileT } from '../messages';
import { ProfileForm, type ProfileUser } from './profile-form';

/**
 * The profile screen once user/get has answered: who the customer is, and the form. Editing is
 * off by default (docs/product-2.md §4); the edit icon turns it on, a save or Cancel turns it off again.
 */
export function ProfileEditor({ user }: { user: ProfileUser }) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  // The form is replaced when editing stops: focus goes back to the button that started it.
  const stopEditing = () => {
    setEditing(false);
    editButton.current?.focus();
  };
  const { t } = useI18n();
  const pt = useProfileT();

  return (
    <div className="space-y-4">
      <Card className="flex items-center gap-4">
        <Avatar
          src={user.user_img}
          name={user.name}
          className="h-20 w-20 shrink-0 text-2xl dark:text-brand-700"
        />
        <div className="min-w-0 flex-1">
          <p className="break-words text-lg font-bold text-ink">{user.name}</p>
          <p className="text-sm text-ink-muted">{t('nav.userId', { id: user.userId })}</p>
        </div>
        <button
          ref={editButton}
          type="button"
          onClick={() => setEditing((on) => !on)}
          aria-label={pt('editProfile')}
          aria-pressed={editing}
          className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full border border-brand-200 text-brand-700 hover:bg-brand-50 aria-pressed:border-brand-600 aria-pressed:bg-brand-600 aria-pressed:text-white"
        >
          <Pencil size={20} aria-hidden="true" />
        </button>
      </Card>
      <Card>
        {/* A fresh form each time editing turns on or off: nothing half-typed survives. */}
        <ProfileForm
          key={editing ? 'editing' : 'viewing'}
          user={user}
          editing={editing}
          onCancel={stopEditing}
          onSaved={stopEditing}
        />
      </Card>
    </div>
  );
}

/** What the screen looks like while user/get is on its way. */
export function ProfileSkeleton() {
  const pt = useProfileT();
  return (
    <div className="space-y-4" role="status" aria-label={pt('loading')}>
      <Card className="flex items-center gap-4">
        <div className="h-20 w-20 shrink-0 animate-pulse rounded-full bg-brand-100" />
        <div className="flex-1 space-y-2">
          <div className="h-5 w-40 animate-pulse rounded bg-brand-100" />
          <div className="h-4 w-24 animate-pulse rounded bg-brand-100" />
        </div>
      </Card>
      <Card className="space-y-5">
        {[0, 1, 2, 3].map((row) => (
          <div key={row} className="space-y-2">
            <div className="h-4 w-28 animate-pulse rounded bg-brand-100" />
            <div className="h-12 animate-pulse rounded-xl bg-brand-100" />
          </div>
        ))}
      </Card>
    </div>
  );
}
