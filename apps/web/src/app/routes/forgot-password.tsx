import { useNavigate } from 'react-router';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export function ForgotPasswordRoute() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Forgot Password" />
      <PageBody>
        <Card>
          <h2 className="mb-2 text-xl font-bold text-ink">Reset your password</h2>
          <ForgotPasswordForm onSent={() => navigate('/login', { replace: true })} />
        </Card>
      </PageBody>
    </>
  );
}
