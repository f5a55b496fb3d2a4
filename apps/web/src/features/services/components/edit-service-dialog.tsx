import { zodResolver } from '@hookform/resolvers/zod';
import { clsx } from 'clsx';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import {
  SERVICE_CATEGORY_LABELS,
  serviceNameSchema,
  serviceNoHintSchema,
  serviceOptionSchemas,
  serviceSortOrderSchema,
  type AdminServiceCompany,
  type ServiceCategory,
} from '@kosh/contract/catalogue';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { ApiError } from '@/lib/api-client';
import { useShowApiError } from '@/lib/show-error';
import { useUpdateService } from '../api/update-service';
import { useUploadServiceLogo } from '../api/upload-service-logo';
import { CompanyLogo } from './company-logo';

const editSchema = z.object({
  name: serviceNameSchema,
  serviceNoHint: serviceNoHintSchema,
  option1: serviceOptionSchemas.option1,
  option1Placeholder: serviceOptionSchemas.option1Placeholder,
  option2: serviceOptionSchemas.option2,
  option2Placeholder: serviceOptionSchemas.option2Placeholder,
  sortOrder: serviceSortOrderSchema,
});
const FIELDS = [
  'name',
  'serviceNoHint',
  'option1',
  'option1Placeholder',
  'option2',
  'option2Placeholder',
  'sortOrder',
] as const;

const LOGO_TYPES = 'image/jpeg,image/png,image/webp';

/**
 * Edits a company (PATCH) and replaces its logo (PUT …/logo), open while `company` is set. The
 * code is the aggregator's operator code: shown, never editable.
 */
export function EditServiceDialog({
  company,
  onClose,
}: {
  company: AdminServiceCompany | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={company !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Edit company"
      description={
        company
          ? `${SERVICE_CATEGORY_LABELS[company.category as ServiceCategory] ?? 'Services'} · code ${company.code} (the aggregator’s operator code, fixed)`
          : undefined
      }
    >
      {/* Mounted only while open, so it starts from the saved values each time. */}
      {company && (
        <div className="space-y-6">
          <LogoForm company={company} />
          <EditServiceForm key={company.id} company={company} onDone={onClose} />
        </div>
      )}
    </Modal>
  );
}

function EditServiceForm({
  company,
  onDone,
}: {
  company: AdminServiceCompany;
  onDone: () => void;
}) {
  const form = useForm({
    resolver: zodResolver(editSchema),
    defaultValues: {
      name: company.name,
      serviceNoHint: company.serviceNoHint,
      option1: company.option1 ?? '',
      option1Placeholder: company.option1Placeholder ?? '',
      option2: company.option2 ?? '',
      option2Placeholder: company.option2Placeholder ?? '',
      sortOrder: company.sortOrder,
    },
  });
  const update = useUpdateService();
  const showApiError = useShowApiError();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (patch) => {
    try {
      await update.mutateAsync({ company, patch });
      toast.success('Company saved.');
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      showApiError(error, {
        setError: form.setError,
        fields: FIELDS,
        fallback: 'The changes could not be saved.',
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field label="Name" error={errors.name?.message} maxLength={80} {...form.register('name')} />
      <Field
        label="Service number hint"
        hint="The placeholder of the customer’s service-number field."
        error={errors.serviceNoHint?.message}
        maxLength={60}
        {...form.register('serviceNoHint')}
      />
      <fieldset className="space-y-3 rounded-xl border border-line p-3">
        <legend className="px-1 text-sm font-semibold text-ink">Extra fields (optional)</legend>
        <p className="text-sm text-ink-muted">
          Only for billers that need more than the service number, e.g. MSEDCL’s Billing Unit.
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            label="Option 1 label"
            error={errors.option1?.message}
            maxLength={40}
            {...form.register('option1')}
          />
          <Field
            label="Option 1 placeholder"
            error={errors.option1Placeholder?.message}
            maxLength={60}
            {...form.register('option1Placeholder')}
          />
          <Field
            label="Option 2 label"
            error={errors.option2?.message}
            maxLength={40}
            {...form.register('option2')}
          />
          <Field
            label="Option 2 placeholder"
            error={errors.option2Placeholder?.message}
            maxLength={60}
            {...form.register('option2Placeholder')}
          />
        </div>
      </fieldset>
      <Field
        label="Sort order"
        hint="Lower comes first; equal orders go by name."
        type="number"
        inputMode="numeric"
        min={0}
        max={9999}
        step={1}
        error={errors.sortOrder?.message}
        {...form.register('sortOrder', { valueAsNumber: true })}
      />
      <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}

/** The logo: uploaded on its own, re-encoded by the server (JPEG, PNG or WebP; no SVG). */
function LogoForm({ company }: { company: AdminServiceCompany }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadServiceLogo();
  const showApiError = useShowApiError();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setError('Choose a logo to upload.');
      input.current?.focus();
      return;
    }
    try {
      await upload.mutateAsync({ id: company.id, file });
      toast.success('Logo updated.');
      setFile(null);
      setError(null);
      if (input.current) input.current.value = '';
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 401) return;
      const field =
        failure instanceof ApiError ? failure.fields.find((f) => f.field === 'logo') : null;
      setError(field?.message ?? null);
      showApiError(failure, { fallback: 'The logo could not be uploaded.' });
      input.current?.focus();
    }
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-3">
      <div className="flex items-center gap-4">
        <CompanyLogo src={company.logo} name={company.name} size={64} />
        <div className="min-w-0 flex-1 space-y-1.5">
          <label htmlFor={id} className="block text-sm font-medium text-ink">
            New logo
          </label>
          <input
            ref={input}
            id={id}
            type="file"
            accept={LOGO_TYPES}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setError(null);
            }}
            className={clsx(
              'block w-full min-w-0 cursor-pointer rounded-xl border bg-surface p-1.5 text-sm text-ink-muted file:mr-3 file:min-h-10 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-700 hover:file:bg-brand-100',
              error ? 'border-danger' : 'border-line',
            )}
          />
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          JPEG, PNG or WebP, at most 2 MB; shown square, up to 256 px.
        </p>
      )}
      <Button type="submit" variant="secondary" disabled={upload.isPending}>
        {upload.isPending ? 'Uploading…' : 'Upload logo'}
      </Button>
    </form>
  );
}
