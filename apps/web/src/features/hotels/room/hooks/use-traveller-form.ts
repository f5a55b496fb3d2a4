import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { HotelGuest } from '@kosh/contract/hotel-booking';
import { readGuestDetails, saveGuestDetails } from '../../utils/booking-session';
import {
  initialTravellerValues,
  profileFill,
  storedGuestOf,
  travellerFormSchema,
  type DocumentRules,
  type ProfileFacts,
  type TravellerFormOutput,
  type TravellerFormValues,
} from '../utils/traveller-form';

/**
 * The Traveller Details form (docs/product-2.md §5): the contract's guest rules and the rate's document
 * rules; it starts with what this device typed for the itinerary, else the lead guest the server
 * kept; a signed-in customer's empty boxes take their profile's name, mobile and email; whatever is
 * typed is kept in the browser as the hotel guest details (docs/product-2.md §3), so a reload keeps it.
 */
export function useTravellerForm({
  code,
  rules,
  checkOut,
  serverGuests,
  profile,
}: {
  code: string;
  rules: DocumentRules;
  checkOut: string;
  serverGuests: readonly HotelGuest[];
  /** The signed-in customer's profile once it is here (undefined for a visitor, or until then). */
  profile: ProfileFacts | undefined;
}) {
  const { IsPANMandatory, IsPassportMandatory } = rules;
  const schema = useMemo(
    () => travellerFormSchema({ IsPANMandatory, IsPassportMandatory }, checkOut),
    [IsPANMandatory, IsPassportMandatory, checkOut],
  );
  const [initial] = useState(() => initialTravellerValues(code, readGuestDetails(), serverGuests));
  const form = useForm<TravellerFormValues, unknown, TravellerFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: initial,
    mode: 'onTouched',
    shouldFocusError: false,
  });

  // Boxes the rate does not ask for are cleared (docs/product-2.md §4 Conditional guest fields).
  useEffect(() => {
    if (!IsPANMandatory) form.setValue('panCardNumber', '');
    if (!IsPassportMandatory) {
      form.setValue('passportNumber', '');
      form.setValue('passportExpiry', '');
    }
  }, [form, IsPANMandatory, IsPassportMandatory]);

  // What is typed is kept as it is typed: a reload (or a return from payment) finds it.
  useEffect(() => {
    const keep = (values: TravellerFormValues) =>
      saveGuestDetails({
        code,
        guest: storedGuestOf(values),
        specialRequests: values.specialRequests,
      });
    const subscription = form.watch((_values, { type }) => {
      if (type === 'change') keep(form.getValues());
    });
    return () => subscription.unsubscribe();
  }, [form, code]);

  // A signed-in customer's profile fills what is still empty — once, never over what is typed.
  const prefilled = useRef(false);
  useEffect(() => {
    if (!profile || prefilled.current) return;
    prefilled.current = true;
    for (const { field, value } of profileFill(form.getValues(), profile)) {
      if (!form.getFieldState(field).isDirty) form.setValue(field, value);
    }
  }, [profile, form]);

  return form;
}
