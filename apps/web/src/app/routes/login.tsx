import { Navigate, useLocation, useNavigate } from 'react-router';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { Logo } from '@/components/ui/logo';
import { LoginForm } from '@/features/auth/components/login-form';
import { useSession } from '@/lib/session';
import { returnPath } from '../require-auth';
import { useI18n } from '@/lib/i18n/i18n';

export function LoginRoute() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const target = returnPath(location.state);
  const { t } = useI18n();
  if (session) return <Navigate to={target} replace />;
  return (
    <>
      <PageHeader title={t('login.title')} />
      <PageBody>
        <Card>
          <div className="mb-6 flex items-center gap-3">
            <Logo />
            <div>
              <h2 className="text-xl font-bold text-ink">{t('login.heading')}</h2>
              <p className="text-sm text-ink-muted">{t('login.subheading')}</p>
            </div>
          </div>
          <LoginForm onLoggedIn={() => navigate(target, { replace: true })} />
        </Card>
      </PageBody>
    </>
  );
}
