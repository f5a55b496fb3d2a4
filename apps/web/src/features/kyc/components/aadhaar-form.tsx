import { useState, type ReactNode } from 'react';
import {
  aadhaarOtpVerifyRequestSchema,
  onlineAadhaarRequestSchema,
  type KycMethod,
} from '@kosh/contract/kyc';
import { ControlledField } from '@/components/ui/controlled-field';
import { FormAlert } from '@/components/ui/form-alert';
import { useCountdown } from '@/hooks/use-countdown';
import { useI18n } from '@/lib/i18n/i18n';
import { startAadhaarOtp } from '../api/start-aadhaar-otp';
import { uploadAadhaar } from '../api/upload-aadhaar';
import { verifyAadhaarOtp } from '../api/verify-aadhaar-otp';
import { useKycForm } from '../hooks/use-kyc-form';
import { useKycT } from '../messages';
import { fingerprint, offlineAadhaarFormSchema } from '../utils/forms';
import { otpFilter } from '../utils/inputs';
import { DocumentNumberField } from './document-number-field';
import { KycForm } from './kyc-form';
import { PhotoField } from './photo-field';

/**
 * The Aadhaar tab's form (docs/product-1.md §7). Online it is an OTP e-KYC: the number, then the OTP the
 * provider texts to the Aadhaar's own mobile. Offline it is the card's two sides, for review.
 * The number is never shown back in full: the record has only its masked form.
 */
export function AadhaarForm(props: { method: KycMethod; onSent: () => void }) {
  return props.method === 'online' ? (
    <OnlineAadhaarForm {...props} />
  ) : (
    <OfflineAadhaarForm {...props} />
  );
}

interface OtpStep {
  referenceId: string;
  maskedAadhaar: string;
  expiresAt: number;
  /** The number as typed, to ask for a new OTP without typing it again. */
  aadhaar: string;
}

function OnlineAadhaarForm({ onSent }: { onSent: () => void }) {
  const t = useKycT();
  const { form, fieldOf, send, pending } = useKycForm(onlineAadhaarRequestSchema, {
    defaultValues: { AadhaarNumber: '' },
    fallback: 'KYC_FORM_ERROR',
  });
  const [step, setStep] = useState<OtpStep | null>(null);

  /** Asks the provider for an OTP: the first time, and again on Resend. */
  const start = async (aadhaar: string) => {
    const body = { AadhaarNumber: aadhaar };
    // Each ask is a new one: a resend must not be answered with the first OTP's reference.
    const answer = await send(fingerprint({ ...body, at: Date.now() }), (key) =>
      startAadhaarOtp(body, key),
    );
    if (!answer) return false;
    setStep({
      referenceId: answer.data.referenceId,
      maskedAadhaar: answer.data.maskedAadhaar,
      expiresAt: Date.now() + answer.data.expiresInSeconds * 1000,
      aadhaar,
    });
    return true;
  };

  const onSubmit = form.handleSubmit(async ({ AadhaarNumber }) => {
    await start(AadhaarNumber);
  });

  if (step) {
    return (
      <OtpStepForm
        // A new OTP is a new form: nothing typed for the old one survives.
        key={step.referenceId}
        step={step}
        resending={pending}
        onResend={() => start(step.aadhaar)}
        onChangeNumber={() => setStep(null)}
        onSent={onSent}
      />
    );
  }

  return (
    <KycForm onSubmit={onSubmit} busy={pending} submitLabel={t('sendOtp')}>
      <p className="text-sm text-ink-muted">{t('aadhaarOnlineNote')}</p>
      <DocumentNumberField {...fieldOf('AadhaarNumber')} kind="aadhaar" />
      <p className="text-xs text-ink-muted">{t('aadhaarMaskNote')}</p>
    </KycForm>
  );
}

function OtpStepForm({
  step,
  resending,
  onResend,
  onChangeNumber,
  onSent,
}: {
  step: OtpStep;
  resending: boolean;
  onResend: () => Promise<boolean>;
  onChangeNumber: () => void;
  onSent: () => void;
}) {
  const t = useKycT();
  const { tm } = useI18n();
  const { form, fieldOf, send, announce, pending } = useKycForm(aadhaarOtpVerifyRequestSchema, {
    defaultValues: { referenceId: step.referenceId, otp: '' },
    fields: ['otp'],
    fallback: 'KYC_FORM_ERROR',
  });
  const secondsLeft = useCountdown(step.expiresAt);
  /** The provider gave up on this OTP (expired, or tried too often): only a new one helps. */
  const [spent, setSpent] = useState<string | null>(null);
  const expired = secondsLeft === 0 || spent !== null;

  const onSubmit = form.handleSubmit(async (body) => {
    const answer = await send(
      fingerprint(body),
      (key) => verifyAadhaarOtp(body, key),
      (error) => {
        if (error.code === 'KYC_AADHAAR_OTP_INVALID') {
          form.setValue('otp', '');
          form.setError('otp', { type: 'server', message: tm(error) });
          form.setFocus('otp');
          return true;
        }
        if (error.code === 'KYC_AADHAAR_OTP_EXPIRED') {
          setSpent(tm(error));
          return true;
        }
        // Another customer's or a forgotten reference: start again from the number.
        if (error.code === 'KYC_REFERENCE_NOT_FOUND') onChangeNumber();
        return false;
      },
    );
    if (!answer) return;
    await announce(answer);
    onSent();
  });

  const minutes = Math.floor(secondsLeft / 60);
  const time = `${minutes}:${String(secondsLeft % 60).padStart(2, '0')}`;

  return (
    <KycForm
      onSubmit={onSubmit}
      busy={pending || resending}
      verifying
      submitLabel={t('verifyOtp')}
      blocked={expired}
      after={
        <>
          <div className="flex items-center justify-between gap-3 text-sm">
            <OtpStepLink onClick={onChangeNumber}>{t('changeAadhaar')}</OtpStepLink>
            <OtpStepLink onClick={() => void onResend()} disabled={resending}>
              {t('resendOtp')}
            </OtpStepLink>
          </div>
        </>
      }
    >
      <div className="space-y-1">
        <h3 className="text-base font-semibold text-ink">{t('otpHeading')}</h3>
        <p className="text-sm text-ink-muted" role="status">
          {t('otpSentTo', { masked: step.maskedAadhaar })}
        </p>
      </div>
      <ControlledField
        {...fieldOf('otp')}
        label={t('otp')}
        hint={t('otpHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        filter={otpFilter}
        autoFocus
        disabled={expired}
        className="[&_input]:text-center [&_input]:text-xl [&_input]:tracking-[0.5em]"
      />
      {expired ? (
        <FormAlert message={spent ?? t('otpExpired')} />
      ) : (
        // A timer is not a live region: read on demand, not announced every second.
        <p className="text-sm text-ink-muted" role="timer">
          {t('otpValidFor', { time })}
        </p>
      )}
    </KycForm>
  );
}

/** The OTP step's other ways on (another number, a new OTP): links in look, buttons in kind. */
function OtpStepLink(props: { onClick: () => void; disabled?: boolean; children: ReactNode }) {
  return (
    <button
      type="button"
      {...props}
      className="min-h-11 rounded-lg px-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
    />
  );
}

function OfflineAadhaarForm({ onSent }: { onSent: () => void }) {
  const t = useKycT();
  const { form, fieldOf, sendParts, pending } = useKycForm(offlineAadhaarFormSchema, {
    defaultValues: { AadhaarNumber: '', aadharfront: null, aadharback: null },
    fallback: 'KYC_FORM_ERROR',
  });

  const onSubmit = form.handleSubmit(async ({ AadhaarNumber, aadharfront, aadharback }) => {
    const parts = { AadhaarNumber, aadharfront, aadharback };
    if (!(await sendParts(parts, uploadAadhaar))) return;
    // The full number leaves the screen once it is sent.
    form.reset({ AadhaarNumber: '', aadharfront: null, aadharback: null });
    onSent();
  });

  return (
    <KycForm onSubmit={onSubmit} busy={pending} submitLabel={t('uploadAadhaar')}>
      <DocumentNumberField {...fieldOf('AadhaarNumber')} kind="aadhaar" />
      <PhotoField {...fieldOf('aadharfront')} label={t('aadhaarFront')} />
      <PhotoField {...fieldOf('aadharback')} label={t('aadhaarBack')} />
      <p className="text-xs text-ink-muted">{t('aadhaarMaskNote')}</p>
    </KycForm>
  );
}
