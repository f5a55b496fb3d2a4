import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { PINCODE_PATTERN } from '@kosh/contract/common/kyc-formats';
import { personalDetailsRequestSchema, type KycRecord } from '@kosh/contract/kyc';
import { Button } from '@/components/ui/button';
import { ControlledField, ControlledSelectField } from '@/components/ui/controlled-field';
import { Field } from '@/components/ui/field';
import { useI18n } from '@/lib/i18n/i18n';
import { districtsQueryOptions, useDistricts } from '../api/get-districts';
import { useStates } from '../api/get-states';
import { pincodeQueryOptions } from '../api/lookup-pincode';
import { submitPersonal } from '../api/submit-personal';
import { useKycForm } from '../hooks/use-kyc-form';
import { KycForm } from './kyc-form';
import { useKycT } from '../messages';
import { pincodeFilter } from '../utils/inputs';

type PinLookup =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'found'; state: string; district: string }
  | { kind: 'unknown' };

/**
 * Personal details (docs/product-1.md §5): name, address, city, state, district, pincode and email; the
 * mobile number and user id are the account's, shown read-only. A valid pincode fills in the
 * state and district. Sent with kyc/userinsertUser.
 */
export function PersonalForm({ record, onSent }: { record: KycRecord; onSent: () => void }) {
  const t = useKycT();
  const { tm } = useI18n();
  const queryClient = useQueryClient();
  const { form, errorOf, fieldOf, sendBody, pending } = useKycForm(personalDetailsRequestSchema, {
    defaultValues: {
      fname1: record.appmstfname,
      Address1: record.AppMstAddress1,
      City1: record.AppMstCity,
      State1: record.SID ? String(record.SID) : '',
      distt1: record.DID ? String(record.DID) : '',
      PinCode1: record.AppMstPinCode,
      Mobile1: record.AppMstMobile,
      email1: record.email,
    },
    fallback: 'KYC_PERSONAL_ERROR',
    mode: 'onTouched',
  });
  const { isSubmitted } = form.formState;

  const stateValue = String(form.watch('State1') ?? '');
  const stateId = stateValue ? Number(stateValue) : null;
  const states = useStates();
  const districts = useDistricts(stateId);
  const [pin, setPin] = useState<PinLookup>({ kind: 'idle' });
  const latestPin = useRef('');

  /** A complete pincode names its state and district: fill them in (the customer may change them). */
  const lookUpPincode = async (pincode: string) => {
    latestPin.current = pincode;
    if (!PINCODE_PATTERN.test(pincode)) {
      setPin({ kind: 'idle' });
      return;
    }
    setPin({ kind: 'checking' });
    try {
      const place = await queryClient.fetchQuery(pincodeQueryOptions(pincode));
      if (latestPin.current !== pincode) return;
      if (!place) {
        setPin({ kind: 'unknown' });
        return;
      }
      // The district's list first, so the district select has the option it is set to.
      await queryClient.ensureQueryData(districtsQueryOptions(place.SId));
      if (latestPin.current !== pincode) return;
      const options = { shouldValidate: isSubmitted, shouldDirty: true };
      form.setValue('State1', String(place.SId), options);
      form.setValue('distt1', String(place.DId), options);
      setPin({ kind: 'found', state: place.statename, district: place.districtname });
    } catch {
      // The lookup is a convenience: without it the customer picks the state and district.
      if (latestPin.current === pincode) setPin({ kind: 'idle' });
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    // The account's mobile and id are the server's own: only the details travel.
    const body = {
      fname1: values.fname1,
      Address1: values.Address1,
      City1: values.City1,
      State1: values.State1,
      distt1: values.distt1,
      PinCode1: values.PinCode1,
      Mobile1: values.Mobile1,
      email1: values.email1,
    };
    if (!(await sendBody(body, submitPersonal))) return;
    onSent();
  });

  const pinHint =
    pin.kind === 'checking'
      ? t('pincodeChecking')
      : pin.kind === 'found'
        ? t('pincodeFound', { state: pin.state, district: pin.district })
        : pin.kind === 'unknown'
          ? tm('KYC_PINCODE_UNKNOWN')
          : t('pincodeHint');

  return (
    <KycForm onSubmit={onSubmit} busy={pending} submitLabel={t('submitPersonal')}>
      <ControlledField
        {...fieldOf('fname1')}
        label={t('name')}
        placeholder={t('namePlaceholder')}
        autoComplete="name"
        maxLength={50}
      />
      <ControlledField
        {...fieldOf('Address1')}
        label={t('address')}
        placeholder={t('addressPlaceholder')}
        autoComplete="street-address"
        maxLength={200}
      />
      <ControlledField
        {...fieldOf('City1')}
        label={t('city')}
        autoComplete="address-level2"
        maxLength={50}
      />
      <ControlledField
        {...fieldOf('PinCode1')}
        label={t('pincode')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        filter={pincodeFilter}
        onValueChange={(value) => void lookUpPincode(String(value))}
        hint={<span aria-live="polite">{pinHint}</span>}
      />
      <ControlledSelectField
        {...fieldOf('State1')}
        label={t('state')}
        placeholder={states.isPending ? t('statesLoading') : t('statePlaceholder')}
        options={(states.data ?? []).map((s) => ({ value: String(s.SId), label: s.statename }))}
        onValueChange={() => form.setValue('distt1', '')}
        hint={states.isError ? t('statesError') : undefined}
      />
      <ControlledSelectField
        {...fieldOf('distt1')}
        label={t('district')}
        placeholder={
          stateId === null
            ? t('districtPickState')
            : districts.isPending
              ? t('districtsLoading')
              : t('districtPlaceholder')
        }
        options={(districts.data ?? []).map((d) => ({
          value: String(d.id),
          label: d.districtname,
        }))}
        disabled={stateId === null}
        hint={districts.isError ? t('districtsError') : undefined}
      />
      {(states.isError || districts.isError) && (
        <Button
          variant="secondary"
          onClick={() => void (states.isError ? states.refetch() : districts.refetch())}
        >
          {t('retry')}
        </Button>
      )}
      <ControlledField
        {...fieldOf('email1')}
        label={t('email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={30}
      />
      <Field
        label={t('mobile')}
        value={record.AppMstMobile}
        leading="+91"
        disabled
        readOnly
        hint={t('readOnlyHint')}
        error={errorOf('Mobile1')}
      />
      <Field label={t('userId')} value={record.appmstregno} disabled readOnly />
    </KycForm>
  );
}
