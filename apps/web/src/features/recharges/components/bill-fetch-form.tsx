import { useForm } from 'react-hook-form';
import { useState } from 'react';
import type { ServiceCompany } from '@kosh/contract/catalogue';
import { type FetchBillRequest, type FetchBillResponse } from '@kosh/contract/recharge';
import { SERVICE_CATEGORIES, type BillKind } from '@kosh/contract/service-kinds';
import { acceptMobileInput } from '@kosh/contract/common/patterns';
import { Button } from '@/components/ui/button';
import { ControlledField } from '@/components/ui/controlled-field';
import { mobileInput } from '@/components/ui/mobile-field';
import { Field } from '@/components/ui/field';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { useFocusFirstInvalid } from '@/hooks/use-focus-first-invalid';
import { ApiError } from '@/lib/api-client';
import { useFetchBill } from '../api/fetch-bill';
import { useFormFeedback } from '../hooks/use-form-feedback';
import { useRechargeT } from '../messages';
import { checkResolver } from '../utils/check-resolver';
import {
  BILL_FETCH_FIELDS,
  asksCustomerMobile,
  checkBillFetch,
  emptyBillFetch,
  serviceNoIsMobile,
  toFetchRequest,
  type BillFetchValues,
} from '../utils/bill-form';
import { CompanyField } from './company-field';
import type { OperatorPicker } from './operator-picker';

/** Spaces in a service number are dropped as it is typed or pasted. */
const withoutSpaces = (text: string) => text.replace(/\s/g, '');

/**
 * Step 1 of a bill: the biller, the service number and (electricity, gas) the customer's mobile,
 * plus the biller's own extra fields when it has them; Fetch Bill Amount asks the biller.
 */
export function BillFetchForm({
  kind,
  picker,
  onFetched,
  initial,
}: {
  kind: BillKind;
  picker: OperatorPicker;
  /** The bill, and what it was fetched with (to fill the form in again). */
  onFetched: (bill: FetchBillResponse['data'], request: FetchBillRequest) => void;
  /** Filled in over the empty form (a repeated payment); checked as if typed. */
  initial?: Partial<BillFetchValues>;
}) {
  const t = useRechargeT();
  const [company, setCompany] = useState<ServiceCompany | null>(null);
  const fetchBill = useFetchBill();
  const form = useForm<BillFetchValues>({
    resolver: checkResolver((values: BillFetchValues) => checkBillFetch(kind, values)),
    defaultValues: { ...emptyBillFetch(), ...initial },
    shouldFocusError: false,
  });
  const { fieldError, setServerErrors, toastError, errorToast } = useFormFeedback(form);
  const { formRef, refused } = useFocusFirstInvalid(form.formState);

  const onSubmit = form.handleSubmit(
    async (values) => {
      // The last fetch's error is about the last fetch: gone as this one starts (and, once the
      // bill arrives, with this form).
      errorToast.dismiss();
      const request = toFetchRequest(kind, values);
      try {
        const response = await fetchBill.mutateAsync(request);
        onFetched(response.data, request);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return;
        // The number was changed while the biller answered: its error is about a number no longer
        // on the form, and would outlive the change that clears such a message.
        const current = toFetchRequest(kind, form.getValues());
        if (JSON.stringify(current) !== JSON.stringify(request)) return;
        if (error instanceof ApiError) setServerErrors(error.fields, BILL_FETCH_FIELDS);
        const answered = error instanceof ApiError && error.status > 0 && error.status < 500;
        toastError(answered ? error : 'BILL_FETCH_FAILED');
      }
    },
    () => {
      refused();
      const { summary } = checkBillFetch(kind, form.getValues());
      toastError(summary ?? 'BILL_FIELDS_INVALID');
    },
  );

  const mobileService = serviceNoIsMobile(kind);

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
      <LoadingOverlay show={fetchBill.isPending} label={t('fetching')} />
      <CompanyField
        control={form.control}
        name="mcode"
        picker={picker}
        type={SERVICE_CATEGORIES[kind]}
        label={kind === 'postpaid' ? t('operator') : t('serviceProvider')}
        onChosen={(chosen) => {
          setCompany(chosen);
          // The extra fields belong to the biller: a new one starts them blank.
          form.setValue('option1', '');
          form.setValue('option2', '');
        }}
        error={fieldError('mcode')}
      />
      {mobileService ? (
        // Gas and postpaid: a mobile number, typed as one (docs/product-1.md §5, docs/product-2.md §5).
        <ControlledField
          control={form.control}
          name="service_no"
          label={kind === 'postpaid' ? t('postpaidNumber') : t('serviceNo')}
          placeholder={
            kind === 'postpaid'
              ? t('mobilePlaceholder')
              : company?.Service_No || t('gasServiceNoPlaceholder')
          }
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          // No maxLength, as in mobileInput: the filter takes a pasted "+91 98765 12345".
          filter={acceptMobileInput}
          error={fieldError('service_no')}
        />
      ) : (
        <ControlledField
          control={form.control}
          name="service_no"
          label={t('serviceNo')}
          placeholder={company?.Service_No || t('serviceNoPlaceholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={30}
          filter={withoutSpaces}
          error={fieldError('service_no')}
        />
      )}
      {asksCustomerMobile(kind) && (
        <ControlledField
          control={form.control}
          name="customerMobile"
          label={t('customerMobile')}
          placeholder={t('mobilePlaceholder')}
          {...mobileInput}
          error={fieldError('customerMobile')}
        />
      )}
      {kind !== 'postpaid' &&
        (['option1', 'option2'] as const).map((name) => {
          const label = name === 'option1' ? company?.Option1 : company?.Option2;
          if (!label) return null;
          const placeholder =
            name === 'option1' ? company?.option1Placeholder : company?.option2Placeholder;
          return (
            <Field
              key={`${company?.Code}-${name}`}
              label={label}
              placeholder={placeholder ?? undefined}
              autoComplete="off"
              maxLength={50}
              error={fieldError(name)}
              {...form.register(name)}
            />
          );
        })}
      <Button type="submit" block disabled={fetchBill.isPending}>
        {t('fetchBill')}
      </Button>
    </form>
  );
}
