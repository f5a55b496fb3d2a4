import { Navigate, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useLogout } from '@/features/auth/api/logout';
import { ChangePasswordForm } from '@/features/profile/components/change-password-form';
import { useProfileT } from '@/features/profile/messages';
import { useI18n } from '@/lib/i18n/i18n';
import { forgetLoginPassword, heldLoginPassword } from '@/lib/login-password';
import { sessionStore, useSession } from '@/lib/session';
import { returnPath } from '../require-auth';

/**
 * /change-password: where a customer who logged in with a temporary password lands, and stays
 * (app/root-layout.tsx sends every other page here) until they choose their own password or log
 * out. Then on to wherever they were going.
 */
export function ChangePasswordRoute() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const { t } = useI18n();
  const pt = useProfileT();
  const target = returnPath(location.state);
  if (!session) return <Navigate to="/login" replace />;
  if (!session.passwordChangeRequired) return <Navigate to={target} replace />;

  const onChanged = () => {
    forgetLoginPassword();
    sessionStore.update({ passwordChangeRequired: false });
    toast.success(pt('passwordSet'));
    navigate(target, { replace: true });
  };
  const logOut = async () => {
    forgetLoginPassword();
    await logout.mutateAsync().catch(() => undefined);
    toast.success(t('common.loggedOut'));
    navigate('/login', { replace: true });
  };

  return (
    <>
      <PageHeader title={pt('choosePassword')} />
      <PageBody>
        <Card>
          <ChangePasswordForm
            name={session.name}
            current={heldLoginPassword()}
            onChanged={onChanged}
          />
          <Button
            variant="secondary"
            block
            className="mt-3"
            disabled={logout.isPending}
            onClick={() => void logOut()}
          >
            {pt('logOut')}
          </Button>
        </Card>
      </PageBody>
    </>
  );
}
