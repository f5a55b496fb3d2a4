import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import type { SendOtpRequest } from '@kosh/contract/auth';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { Logo } from '@/components/ui/logo';
import { OtpForm } from '@/features/auth/components/otp-form';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { useSession } from '@/lib/session';
import { useI18n } from '@/lib/i18n/i18n';

type Step =
  { kind: 'details' } | { kind: 'otp'; details: SendOtpRequest; resendAfterSeconds: number };

export function SignUpRoute() {
  const session = useSession();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: 'details' });
  const [details, setDetails] = useState<SendOtpRequest>();
  const { t } = useI18n();
  if (session && step.kind === 'details') return <Navigate to="/" replace />;

  return (
    <>
      {/* docs/product-1.md §2: the sign-up page shows no title; screen readers still get one. */}
      <PageHeader title={t('signup.title')} hideTitle />
      <PageBody>
        <Card>
          <div className="mb-6 flex items-center gap-3">
            <Logo />
            <div>
              <h2 className="text-lg font-bold text-ink">
                {step.kind === 'details' ? t('signup.heading') : t('signup.otpHeading')}
              </h2>
              <p className="text-sm text-ink-muted">
                {step.kind === 'details' ? t('signup.subheading') : t('signup.otpSubheading')}
              </p>
            </div>
          </div>
          <ol className="mb-6 flex gap-2" aria-label={t('signup.steps')}>
            {[t('signup.stepDetails'), t('signup.stepOtp')].map((label, index) => {
              const current = (step.kind === 'details' ? 0 : 1) === index;
              const done = step.kind === 'otp' && index === 0;
              return (
                <li
                  key={label}
                  aria-current={current ? 'step' : undefined}
                  className={`flex-1 border-t-4 pt-2 text-xs font-semibold ${current || done ? 'border-brand-600 text-brand-700' : 'border-line text-ink-muted'}`}
                >
                  {index + 1}. {label}
                </li>
              );
            })}
          </ol>
          {step.kind === 'details' ? (
            <SignUpForm
              initial={details}
              onOtpSent={(sent, resendAfterSeconds) => {
                setDetails(sent);
                setStep({ kind: 'otp', details: sent, resendAfterSeconds });
              }}
            />
          ) : (
            <OtpForm
              details={step.details}
              resendAfterSeconds={step.resendAfterSeconds}
              onVerified={() => navigate('/', { replace: true })}
              onChangeDetails={() => setStep({ kind: 'details' })}
            />
          )}
        </Card>
      </PageBody>
    </>
  );
}
