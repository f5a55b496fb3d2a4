import type { FormEventHandler, Ref } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import {
  HOTEL_EMAIL_MAX,
  HOTEL_GUEST_NAME_MAX,
  HOTEL_GUEST_TITLES,
  HOTEL_SPECIAL_REQUESTS_MAX,
} from '@kosh/contract/hotel-booking';
import { addHotelDays } from '@kosh/contract/hotels';
import { Card } from '@/components/ui/card';
import { ControlledField, ControlledSelectField } from '@/components/ui/controlled-field';
import { mobileInput } from '@/components/ui/mobile-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { useRoomT } from '../../room-messages';
import type {
  DocumentRules,
  TravellerField,
  TravellerFormOutput,
  TravellerFormValues,
} from '../utils/traveller-form';
import { Controller } from 'react-hook-form';

export const TRAVELLER_FORM_ID = 'traveller-form';

/** PAN and passport numbers are capitals and digits; what is typed in lower case is raised. */
const upperAlnum =
  (max: number) =>
  (text: string): string | null => {
    const cleaned = text.toUpperCase();
    return /^[A-Z0-9]*$/.test(cleaned) && cleaned.length <= max ? cleaned : null;
  };
const panInput = upperAlnum(10);
const passportInput = upperAlnum(9);

/**
 * The Traveller Details form (docs/product-2.md §5): title (Mr, Mrs, Ms), first and last name, a contact
 * number (digits only, ten, first 6–9, refused as typed), email; PAN when the rate marks it
 * mandatory; passport number and expiry (a date input, after check-out) when it marks the
 * passport mandatory; optional special requests. A box's message shows once it has been left, and
 * every box's after a submit. Continue Payment (in the Essential Information panel) submits it.
 */
export function TravellerForm({
  form,
  rules,
  checkOut,
  onSubmit,
  formRef,
}: {
  form: UseFormReturn<TravellerFormValues, unknown, TravellerFormOutput>;
  rules: DocumentRules;
  checkOut: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  formRef: Ref<HTMLFormElement>;
}) {
  const t = useRoomT();
  const { control, formState } = form;
  const { errors, touchedFields, isSubmitted } = formState;
  // A box's message once it has been left, and every box's after a submit (docs/product-2.md §5).
  const errorOf = (field: TravellerField) =>
    (touchedFields[field] || isSubmitted) && errors[field]?.message
      ? errors[field]?.message
      : undefined;
  const props = <N extends TravellerField>(name: N) => ({
    control,
    name,
    error: errorOf(name),
  });

  return (
    <Card role="region" aria-labelledby="traveller-heading">
      <form
        id={TRAVELLER_FORM_ID}
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        className="space-y-4"
      >
        <div>
          <h2 id="traveller-heading" className="text-lg font-bold text-ink">
            {t('travellerTitle')}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{t('travellerNote')}</p>
        </div>
        <div className="grid grid-cols-[7rem_1fr] gap-3 sm:grid-cols-[8rem_1fr_1fr]">
          <ControlledSelectField
            {...props('title')}
            label={t('title')}
            placeholder={t('titlePlaceholder')}
            options={HOTEL_GUEST_TITLES.map((title) => ({
              value: title,
              label: t(`title.${title}`),
            }))}
            autoComplete="honorific-prefix"
          />
          <ControlledField
            {...props('firstName')}
            label={t('firstName')}
            autoComplete="given-name"
            maxLength={HOTEL_GUEST_NAME_MAX}
          />
          <ControlledField
            {...props('lastName')}
            className="col-span-2 sm:col-span-1"
            label={t('lastName')}
            autoComplete="family-name"
            maxLength={HOTEL_GUEST_NAME_MAX}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <ControlledField
            {...props('contactNumber')}
            {...mobileInput}
            label={t('contactNumber')}
            hint={t('contactHint')}
          />
          <ControlledField
            {...props('email')}
            label={t('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={HOTEL_EMAIL_MAX}
          />
        </div>
        {rules.IsPANMandatory && (
          <ControlledField
            {...props('panCardNumber')}
            label={t('pan')}
            hint={t('panHint')}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            placeholder="ABCPE1234F"
            filter={panInput}
          />
        )}
        {rules.IsPassportMandatory && (
          <div className="grid gap-4 sm:grid-cols-2">
            <ControlledField
              {...props('passportNumber')}
              label={t('passportNumber')}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              filter={passportInput}
            />
            <ControlledField
              {...props('passportExpiry')}
              label={t('passportExpiry')}
              hint={t('passportHint')}
              type="date"
              min={addHotelDays(checkOut, 1)}
            />
          </div>
        )}
        <Controller
          control={control}
          name="specialRequests"
          render={({ field }) => (
            <TextAreaField
              label={t('specialRequests')}
              note={t('specialRequestsNote', {
                count: field.value.length,
                max: HOTEL_SPECIAL_REQUESTS_MAX,
              })}
              rows={3}
              maxLength={HOTEL_SPECIAL_REQUESTS_MAX}
              error={errorOf('specialRequests')}
              {...field}
            />
          )}
        />
      </form>
    </Card>
  );
}
