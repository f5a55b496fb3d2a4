import { PageBody, PageHeader } from '@/components/layout/page-header';
import { useUser } from '@/features/auth/api/get-user';
import { ProfileEditor, ProfileSkeleton } from '@/features/profile/components/profile-editor';
import { ProfileLoadError } from '@/features/profile/components/profile-load-error';
import { useI18n } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';

/** /profile-image and /profile (spec/02 §2): the customer's picture, name, id and password. */
export function ProfileRoute() {
  const session = useSession();
  const user = useUser(session?.token);
  const { t } = useI18n();
  return (
    <>
      <PageHeader title={t('route.profile-image')} />
      <PageBody>
        {user.data ? (
          <ProfileEditor user={user.data.data} />
        ) : user.isError ? (
          <ProfileLoadError onRetry={() => void user.refetch()} retrying={user.isFetching} />
        ) : (
          <ProfileSkeleton />
        )}
      </PageBody>
    </>
  );
}
