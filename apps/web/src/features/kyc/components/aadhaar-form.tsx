import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
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
import { useKycSubmit } from '../hooks/use-kyc-submit';
import { useKycFieldMessage, useKycT } from '../messages';
import { fingerprint, offlineAadhaarFormSchema, toFormData } from '../utils/forms';
import { aadhaarFilter, otpFilter } from '../utils/inputs';
import { KycForm } from './kyc-form';
import { PhotoField } from './photo-field';

/**
 * No maxLength: the browser would cut a pasted "2345 6789 0124" (how the card prints it) to its
 * first 12 characters, losing two digits before the filter could drop the spaces. The filter
 * keeps the digits, at most 12 (spec/01 §9's limit is on the number, not on what was pasted).
 */
const aadhaarInput = {
  inputMode: 'numeric',
  autoComplete: 'off',
  filter: aadhaarFilter,
} as const;

/**
 * The Aadhaar tab's form (spec/01 §7). Online it is an OTP e-KYC: the number, then the OTP the
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

type NumberValues = z.input<typeof onlineAadhaarRequestSchema>;

function OnlineAadhaarForm({ onSent }: { onSent: () => void }) {
  const t = useKycT();
  const fieldMessage = useKycFieldMessage();
  const form = useForm<NumberValues, unknown, z.output<typeof onlineAadhaarRequestSchema>>({
    resolver: zodResolver(onlineAadhaarRequestSchema),
    defaultValues: { AadhaarNumber: '' },
  });
  const { send, pending } = useKycSubmit({
    form,
    fields: ['AadhaarNumber'],
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
    <KycForm
      onSubmit={onSubmit}
      busy={pending}
      busyLabel={t('submitting')}
      submitLabel={t('sendOtp')}
    >
      <p className="text-sm text-ink-muted">{t('aadhaarOnlineNote')}</p>
      <ControlledField
        control={form.control}
        name="AadhaarNumber"
        label={t('aadhaarNumber')}
        hint={t('aadhaarHint')}
        {...aadhaarInput}
        error={fieldMessage(form.formState.errors.AadhaarNumber?.message)}
      />
      <p className="text-xs text-ink-muted">{t('aadhaarMaskNote')}</p>
    </KycForm>
  );
}

type OtpValues = z.input<typeof aadhaarOtpVerifyRequestSchema>;

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
  const fieldMessage = useKycFieldMessage();
  const form = useForm<OtpValues, unknown, z.output<typeof aadhaarOtpVerifyRequestSchema>>({
    resolver: zodResolver(aadhaarOtpVerifyRequestSchema),
    defaultValues: { referenceId: step.referenceId, otp: '' },
  });
  const { send, announce, pending } = useKycSubmit({
    form,
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
      busyLabel={t('verifying')}
      submitLabel={t('verifyOtp')}
      blocked={expired}
      after={
        <>
          <div className="flex items-center justify-between gap-3 text-sm">
            <button
              type="button"
              onClick={onChangeNumber}
              className="min-h-11 rounded-lg px-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {t('changeAadhaar')}
            </button>
            <button
              type="button"
              onClick={() => void onResend()}
              disabled={resending}
              className="min-h-11 rounded-lg px-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {t('resendOtp')}
            </button>
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
        control={form.control}
        name="otp"
        label={t('otp')}
        hint={t('otpHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        filter={otpFilter}
        autoFocus
        disabled={expired}
        className="[&_input]:text-center [&_input]:text-xl [&_input]:tracking-[0.5em]"
        error={fieldMessage(form.formState.errors.otp?.message)}
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

type OfflineValues = z.input<typeof offlineAadhaarFormSchema>;
const OFFLINE_FIELDS = ['AadhaarNumber', 'aadharfront', 'aadharback'] as const;

function OfflineAadhaarForm({ onSent }: { onSent: () => void }) {
  const t = useKycT();
  const fieldMessage = useKycFieldMessage();
  const form = useForm<OfflineValues, unknown, z.output<typeof offlineAadhaarFormSchema>>({
    resolver: zodResolver(offlineAadhaarFormSchema),
    defaultValues: { AadhaarNumber: '', aadharfront: null, aadharback: null },
  });
  const { submit, pending } = useKycSubmit({
    form,
    fields: OFFLINE_FIELDS,
    fallback: 'KYC_FORM_ERROR',
  });
  const { errors } = form.formState;
  const errorOf = (name: (typeof OFFLINE_FIELDS)[number]) => fieldMessage(errors[name]?.message);

  const onSubmit = form.handleSubmit(async ({ AadhaarNumber, aadharfront, aadharback }) => {
    const parts = { AadhaarNumber, aadharfront, aadharback };
    if (!(await submit(fingerprint(parts), (key) => uploadAadhaar(toFormData(parts), key)))) return;
    // The full number leaves the screen once it is sent.
    form.reset({ AadhaarNumber: '', aadharfront: null, aadharback: null });
    onSent();
  });

  return (
    <KycForm
      onSubmit={onSubmit}
      busy={pending}
      busyLabel={t('submitting')}
      submitLabel={t('uploadAadhaar')}
    >
      <ControlledField
        control={form.control}
        name="AadhaarNumber"
        label={t('aadhaarNumber')}
        hint={t('aadhaarHint')}
        {...aadhaarInput}
        error={errorOf('AadhaarNumber')}
      />
      <PhotoField
        control={form.control}
        name="aadharfront"
        label={t('aadhaarFront')}
        error={errorOf('aadharfront')}
      />
      <PhotoField
        control={form.control}
        name="aadharback"
        label={t('aadhaarBack')}
        error={errorOf('aadharback')}
      />
      <p className="text-xs text-ink-muted">{t('aadhaarMaskNote')}</p>
    </KycForm>
  );
}
