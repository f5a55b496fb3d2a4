import { clsx } from 'clsx';
import { BedDouble, BellRing, ChevronRight, IdCard, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { useUser } from '@/features/auth/api/get-user';
import { ProfileEditor, ProfileSkeleton } from '@/features/profile/components/profile-editor';
import { ProfileLoadError } from '@/features/profile/components/profile-load-error';
import { PasskeysSection } from '@/features/payment-auth/components/passkeys-section';
import { PaymentPinSection } from '@/features/payment-auth/components/payment-pin-section';
import { useI18n } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';

/** A row under the profile leading to another of the customer's pages. */
function ProfileLink({
  to,
  icon: Icon,
  label,
  className,
}: {
  to: string;
  icon: LucideIcon;
  label: string;
  className: string;
}) {
  return (
    <Link
      to={to}
      className={clsx(
        'flex min-h-14 items-center gap-3 rounded-[var(--radius-card)] bg-surface px-5 py-3 font-semibold text-ink shadow-[var(--shadow-card)] hover:bg-brand-50',
        className,
      )}
    >
      <Icon size={22} aria-hidden="true" className="text-brand-700" />
      <span className="flex-1">{label}</span>
      <ChevronRight size={20} aria-hidden="true" className="text-ink-muted" />
    </Link>
  );
}

/** /profile-image and /profile (docs/product-2.md §2): the customer's picture, name, id and password. */
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
        <ProfileLink to="/kyc" icon={IdCard} label={t('route.kyc')} className="mt-4" />
        <ProfileLink
          to="/my-bookings"
          icon={BedDouble}
          label={t('route.my-bookings')}
          className="mt-3"
        />
        <ProfileLink
          to="/reminders"
          icon={BellRing}
          label={t('route.reminders')}
          className="mt-3"
        />
        <PaymentPinSection />
        <PasskeysSection />
      </PageBody>
    </>
  );
}
