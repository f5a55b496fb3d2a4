import { useNavigate } from 'react-router';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { useI18n } from '@/lib/i18n/i18n';

export function ForgotPasswordRoute() {
  const navigate = useNavigate();
  const { t } = useI18n();
  return (
    <>
      <PageHeader title={t('forgot.title')} />
      <PageBody>
        <Card>
          <h2 className="mb-2 text-xl font-bold text-ink">{t('forgot.heading')}</h2>
          <ForgotPasswordForm onSent={() => navigate('/login', { replace: true })} />
        </Card>
      </PageBody>
    </>
  );
}
