import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  approveKycRequestSchema,
  rejectKycRequestSchema,
  type AdminKycDecisionResponse,
  type KycSection,
} from '@kosh/contract/kyc';
import { FormAlert } from '@/components/ui/form-alert';
import { ModalActions, ModalFor } from '@/components/ui/modal';
import { TextAreaField } from '@/components/ui/text-area-field';
import { ApiError } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n/i18n';
import { useApproveKycSection, useRejectKycSection } from '../api/decide-kyc-section';
import { sectionKey, useKycAdminT } from '../messages';
import { HeldElsewhere, type KycHolder } from './section-card';

/** What a decision is about: the section of a customer, and whether approving it completes KYC. */
export interface DecisionTarget {
  userId: string;
  section: KycSection;
  customerName: string;
  completesKyc: boolean;
  /** Other customers holding the same document: approving it is an override with a reason. */
  heldBy: KycHolder[];
}

const REASON_MAX = 200;

/**
 * Sends a decision and says how it went: a toast and the dialog closes; or the reviewer's reason
 * refused on its field (`field`); or any other refusal said in the dialog (it stays open: a 409
 * means someone decided first, and the refreshed page behind it shows what) and in a toast. A 401
 * signs out instead.
 */
function useDecide(
  target: DecisionTarget,
  title: 'notApproved' | 'notRejected',
  field: 'overrideReason' | 'reason',
  onClose: () => void,
) {
  const t = useKycAdminT();
  const { tm } = useI18n();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<string>();
  // The reason box: typing in it clears the refusal shown on it.
  const reasonField = {
    value: reason,
    error: fieldError,
    onChange: (value: string) => {
      setReason(value);
      setFieldError(undefined);
    },
  };
  const decide = async (call: () => Promise<AdminKycDecisionResponse>) => {
    try {
      const response = await call();
      toast.success(tm(response), {
        description: `${target.customerName} · ${t(sectionKey(target.section))}`,
      });
      onClose();
    } catch (failure) {
      const onField =
        failure instanceof ApiError && failure.fields.find((problem) => problem.field === field);
      if (onField) setFieldError(onField.code);
      else if (failure instanceof ApiError && failure.status === 401) setError(undefined);
      else {
        const message = failure instanceof ApiError ? tm(failure) : t('decisionFailed');
        toast.error(t(title), { description: message });
        setError(message);
      }
    }
  };
  return { reason, reasonField, setFieldError, error, setError, decide };
}

export type Decision = { kind: 'approve' | 'reject'; target: DecisionTarget };

/**
 * Asks before a decision (open while `decision` is set): an approval is final; a rejection needs
 * a reason of 3–200 characters the customer reads on their KYC page and by SMS.
 */
export function DecisionDialog({
  decision,
  onClose,
}: {
  decision: Decision | null;
  onClose: () => void;
}) {
  const t = useKycAdminT();
  const target = decision?.target;
  const section = target ? t(sectionKey(target.section)) : '';
  const approving = decision?.kind === 'approve';
  return (
    <ModalFor
      item={decision}
      onClose={onClose}
      title={t(approving ? 'approveTitle' : 'rejectTitle', { section })}
      description={
        target &&
        t(approving ? 'approveText' : 'rejectText', { name: target.customerName, section })
      }
    >
      {/* A fresh body per decision: its reason and its error belong to this one. */}
      {({ kind, target: shown }) =>
        kind === 'approve' ? (
          <ApproveBody key={`${shown.userId}/${shown.section}`} target={shown} onClose={onClose} />
        ) : (
          <RejectForm key={`${shown.userId}/${shown.section}`} target={shown} onClose={onClose} />
        )
      }
    </ModalFor>
  );
}

/** A reviewer's reason of at most 200 characters: a rejection's, or an override's. */
function ReasonField({
  words,
  value,
  error,
  onChange,
  autoFocus,
}: {
  words: 'reason' | 'override';
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}) {
  const t = useKycAdminT();
  return (
    <TextAreaField
      label={t(`${words}Label`)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      rows={3}
      maxLength={REASON_MAX}
      required
      autoFocus={autoFocus}
      placeholder={t(`${words}Placeholder`)}
      note={t(`${words}Note`, { count: value.length, max: REASON_MAX })}
      error={error}
    />
  );
}

function ApproveBody({ target, onClose }: { target: DecisionTarget; onClose: () => void }) {
  const t = useKycAdminT();
  const approve = useApproveKycSection();
  const overriding = target.heldBy.length > 0;
  const { reason, reasonField, setFieldError, error, setError, decide } = useDecide(
    target,
    'notApproved',
    'overrideReason',
    onClose,
  );

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    let overrideReason: string | undefined;
    if (overriding) {
      // The contract's rule, so the form and the server refuse the same reasons with one code.
      const parsed = approveKycRequestSchema.safeParse({ overrideReason: reason });
      if (!parsed.success || !parsed.data?.overrideReason) {
        setFieldError(parsed.error?.issues[0]?.message ?? 'KYC_OVERRIDE_REASON');
        return;
      }
      overrideReason = parsed.data.overrideReason;
    }
    await decide(() =>
      approve.mutateAsync({ userId: target.userId, section: target.section, overrideReason }),
    );
  };

  return (
    <form onSubmit={confirm} noValidate className="space-y-5">
      {overriding && <HeldElsewhere holders={target.heldBy} />}
      {target.completesKyc && (
        <p className="rounded-xl bg-success-soft px-4 py-3 text-sm font-medium text-success">
          {t('approveCompletes')}
        </p>
      )}
      {overriding && <ReasonField words="override" {...reasonField} />}
      <FormAlert message={error} />
      <ModalActions
        onCancel={onClose}
        cancelLabel={t('cancel')}
        label={t(overriding ? 'approveAnyway' : 'approve')}
        pendingLabel={t('approving')}
        pending={approve.isPending}
      />
    </form>
  );
}

function RejectForm({ target, onClose }: { target: DecisionTarget; onClose: () => void }) {
  const t = useKycAdminT();
  const reject = useRejectKycSection();
  const { reason, reasonField, setFieldError, error, setError, decide } = useDecide(
    target,
    'notRejected',
    'reason',
    onClose,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    // The contract's rule, so the form and the server refuse the same reasons with one code.
    const parsed = rejectKycRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    await decide(() =>
      reject.mutateAsync({
        userId: target.userId,
        section: target.section,
        reason: parsed.data.reason,
      }),
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <ReasonField words="reason" autoFocus {...reasonField} />
      <FormAlert message={error} />
      <ModalActions
        onCancel={onClose}
        cancelLabel={t('cancel')}
        label={t('reject')}
        pendingLabel={t('rejecting')}
        pending={reject.isPending}
        danger
        confirmClassName="dark:text-canvas"
      />
    </form>
  );
}
