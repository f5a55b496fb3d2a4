import { useState, type FormEvent } from 'react';
import {
  NOTICE_BODY_MAX,
  NOTICE_TITLE_MAX,
  noticeRequestSchema,
  type NoticeRequest,
} from '@kosh/contract/inbox';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { MobileField } from '@/components/ui/mobile-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { ApiError } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n/i18n';
import { useSendNotice } from '../api/send-notice';
import { NoticePreview } from './notice-preview';

type Values = Required<Omit<NoticeRequest, 'mobile'>> & { mobile: string };
type FieldName = keyof Values;

const EMPTY: Values = {
  audience: 'one',
  mobile: '',
  titleEn: '',
  bodyEn: '',
  titleHi: '',
  bodyHi: '',
  urgent: false,
};

const request = (v: Values): NoticeRequest => ({
  ...v,
  // An empty number is a missing one (required), not a wrong one.
  mobile: v.audience === 'one' && v.mobile !== '' ? v.mobile : undefined,
});

/**
 * The back office's notice: written, previewed (both languages, and the SMS when urgent), then
 * sent. Checked with the contract's schema before the preview, so a mistake is named at its field.
 */
export function NoticeForm() {
  const { tm } = useI18n();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [previewing, setPreviewing] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const send = useSendNotice();

  const set = <K extends FieldName>(name: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
    setSent(null);
  };

  const preview = (event: FormEvent) => {
    event.preventDefault();
    const parsed = noticeRequestSchema.safeParse(request(values));
    if (parsed.success) {
      setPreviewing(true);
      return;
    }
    const found: Partial<Record<FieldName, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as FieldName;
      found[field] ??= issue.message;
    }
    setErrors(found);
  };

  const confirm = () =>
    send.mutate(request(values), {
      onSuccess: (answer) => {
        setSent(tm({ code: answer.code, message: answer.message, params: { ...answer.data } }));
        setValues(EMPTY);
        setPreviewing(false);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 404) {
          setErrors({ mobile: error.code ?? 'CUSTOMER_NOT_FOUND' });
          setPreviewing(false);
        }
      },
    });

  if (previewing) {
    const failed = send.error && !(send.error instanceof ApiError && send.error.status === 404);
    return (
      <div className="space-y-4">
        <NoticePreview notice={request(values)} />
        {failed && (
          <p role="alert" className="text-sm font-medium text-danger">
            {tm(send.error instanceof ApiError ? send.error : 'INVALID_VALUE')}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <Button onClick={confirm} disabled={send.isPending}>
            {send.isPending ? 'Sending…' : 'Send notice'}
          </Button>
          <Button
            variant="secondary"
            onClick={() => setPreviewing(false)}
            disabled={send.isPending}
          >
            Edit
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={preview} className="max-w-xl space-y-4">
      {sent && (
        <p
          role="status"
          className="rounded-xl bg-brand-50 p-3 text-sm font-semibold text-brand-800"
        >
          {sent}
        </p>
      )}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-ink">Send to</legend>
        {(
          [
            ['one', 'One customer'],
            ['all', 'All customers'],
          ] as const
        ).map(([audience, label]) => (
          <label key={audience} className="flex min-h-11 items-center gap-3 text-ink">
            <input
              type="radio"
              name="audience"
              checked={values.audience === audience}
              onChange={() => set('audience', audience)}
              className="h-5 w-5 accent-brand-600"
            />
            {label}
          </label>
        ))}
      </fieldset>
      {values.audience === 'one' && (
        // The mobile box every form uses, so a pasted "+91 98765 12345" keeps its ten digits.
        <MobileField
          label="Customer's mobile number"
          value={values.mobile}
          error={errors.mobile}
          onChange={(mobile) => set('mobile', mobile)}
        />
      )}
      <Field
        label="Title (English)"
        maxLength={NOTICE_TITLE_MAX}
        value={values.titleEn}
        error={errors.titleEn}
        onChange={(e) => set('titleEn', e.target.value)}
      />
      <TextAreaField
        label="Message (English)"
        rows={3}
        maxLength={NOTICE_BODY_MAX}
        note={`${NOTICE_BODY_MAX - values.bodyEn.length} characters left`}
        value={values.bodyEn}
        error={errors.bodyEn}
        onChange={(e) => set('bodyEn', e.target.value)}
      />
      <Field
        label="Title (Hindi, optional)"
        lang="hi"
        maxLength={NOTICE_TITLE_MAX}
        value={values.titleHi}
        error={errors.titleHi}
        hint="Left empty, Hindi readers see the English."
        onChange={(e) => set('titleHi', e.target.value)}
      />
      <TextAreaField
        label="Message (Hindi, optional)"
        lang="hi"
        rows={3}
        maxLength={NOTICE_BODY_MAX}
        note={`${NOTICE_BODY_MAX - values.bodyHi.length} characters left`}
        value={values.bodyHi}
        error={errors.bodyHi}
        onChange={(e) => set('bodyHi', e.target.value)}
      />
      <label className="flex min-h-11 items-center gap-3 text-ink">
        <input
          type="checkbox"
          checked={values.urgent}
          onChange={(e) => set('urgent', e.target.checked)}
          className="h-5 w-5 accent-brand-600"
        />
        Urgent: also send it as an SMS
      </label>
      <Button type="submit">Preview</Button>
    </form>
  );
}
