import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Path, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import {
  HOTEL_MAX_DAYS_AHEAD,
  HOTEL_MAX_NIGHTS,
  addHotelDays,
  earliestCheckIn,
} from '@kosh/contract/hotels';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { useFocusFirstInvalid } from '@/hooks/use-focus-first-invalid';
import { ApiError } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n/i18n';
import { API_ERROR_TOAST, dismissApiError } from '@/lib/show-error';
import { useSearchT } from '../../search-messages';
import {
  checkOutAfter,
  searchFormSchema,
  type SearchFormOutput,
  type SearchFormValues,
} from '../../utils/search-form';
import { InfoNote } from '../../components/info-note';
import { DestinationCombobox } from '../../components/search-destination-combobox';
import { OccupancyEditor } from './search-occupancy-editor';

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** Where the server's field names land on this form. */
function formFieldOf(field: string): Path<SearchFormValues> | null {
  if (field === 'locationId' || field === 'hotelId') return 'destination';
  if (field === 'checkIn' || field === 'checkOut') return field;
  if (field === 'occupancies' || field.startsWith('occupancies.')) {
    return field as Path<SearchFormValues>;
  }
  return null;
}

/**
 * The Search Hotels modal (docs/product-2.md §2, §5): destination, check-in, check-out and the rooms. An
 * invalid form marks every field, sends nothing and takes the focus to the first wrong one. A
 * refused search puts the server's field messages on the form; any other failure is the one
 * 'Search failed' toast.
 */
export function SearchFormModal({
  open,
  onOpenChange,
  initial,
  note,
  onSearch,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: SearchFormValues;
  /** Why the modal opened by itself (the search session ended). */
  note?: string;
  /** Runs the search; resolves once its results are in, rejects with what the server said. */
  onSearch: (values: SearchFormOutput) => Promise<void>;
}) {
  const t = useSearchT();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('searchHotels')}
      description={t('formIntro')}
      sheetOnPhone
      onEscapeKeyDown={(event) => {
        // Escape in the destination box with its list open closes the list, not the form.
        if ((event.target as Element | null)?.getAttribute('aria-expanded') === 'true') {
          event.preventDefault();
        }
      }}
    >
      {note && (
        <InfoNote
          role="status"
          className="mb-4 flex items-start gap-2 rounded-xl bg-brand-50 px-3 py-2.5 text-sm font-medium text-ink"
        >
          {note}
        </InfoNote>
      )}
      <SearchForm initial={initial} onSearch={onSearch} />
    </Modal>
  );
}

function SearchForm({
  initial,
  onSearch,
}: {
  initial: SearchFormValues;
  onSearch: (values: SearchFormOutput) => Promise<void>;
}) {
  const t = useSearchT();
  const { tm } = useI18n();
  const form = useForm<SearchFormValues, unknown, SearchFormOutput>({
    // The form's rooms hold numbers (and null for an age not chosen yet), which the schema's
    // input takes among others (digits as text too).
    resolver: zodResolver(searchFormSchema) as Resolver<
      SearchFormValues,
      unknown,
      SearchFormOutput
    >,
    defaultValues: initial,
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const { formRef, refused } = useFocusFirstInvalid(form.formState);
  const { errors, isSubmitting, isSubmitted } = form.formState;

  const checkIn = form.watch('checkIn');
  const earliest = earliestCheckIn();
  const latest = addHotelDays(earliest, HOTEL_MAX_DAYS_AHEAD - 1);
  const firstNight = isDate(checkIn) ? checkIn : earliest;

  const submit = form.handleSubmit(async (values) => {
    dismissApiError();
    try {
      await onSearch(values);
    } catch (error) {
      const placed = error instanceof ApiError && error.status === 400 ? placeFields(error) : false;
      if (!placed) {
        toast.error(tm('HOTEL_SEARCH_FAILED'), {
          description: error instanceof ApiError ? tm(error) : undefined,
          id: API_ERROR_TOAST,
        });
      }
    }
  }, refused);

  /** The server's field messages onto the fields they name; whether any landed. */
  function placeFields(error: ApiError): boolean {
    let placed = false;
    for (const { field, code } of error.fields) {
      const name = formFieldOf(field);
      if (!name) continue;
      form.setError(name, { type: 'server', message: code }, { shouldFocus: !placed });
      placed = true;
    }
    return placed;
  }

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <Controller
        control={form.control}
        name="destination"
        render={({ field }) => (
          <DestinationCombobox
            text={field.value.text}
            value={field.value.picked}
            onChange={(text, picked) => {
              field.onChange({ text, picked });
              if (picked) form.clearErrors('destination');
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={errors.destination?.message}
          />
        )}
      />
      <div className="grid grid-cols-2 gap-3">
        <Controller
          control={form.control}
          name="checkIn"
          render={({ field }) => (
            <Field
              ref={field.ref}
              type="date"
              label={t('checkIn')}
              name={field.name}
              value={field.value}
              min={earliest}
              max={latest}
              onBlur={field.onBlur}
              onChange={(event) => {
                const next = event.target.value;
                field.onChange(next);
                // A check-out no longer after the check-in moves to the next day (docs/product-2.md §5).
                if (isDate(next)) {
                  form.setValue('checkOut', checkOutAfter(next, form.getValues('checkOut')), {
                    shouldValidate: isSubmitted,
                  });
                }
              }}
              error={errors.checkIn?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="checkOut"
          render={({ field }) => (
            <Field
              ref={field.ref}
              type="date"
              label={t('checkOut')}
              name={field.name}
              value={field.value}
              min={addHotelDays(firstNight, 1)}
              max={addHotelDays(firstNight, HOTEL_MAX_NIGHTS)}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(event.target.value)}
              error={errors.checkOut?.message}
            />
          )}
        />
      </div>
      <Controller
        control={form.control}
        name="occupancies"
        render={({ field }) => (
          <OccupancyEditor
            rooms={field.value}
            onChange={(rooms) => {
              field.onChange(rooms);
              if (isSubmitted) void form.trigger('occupancies');
            }}
            errors={errors.occupancies}
          />
        )}
      />
      <Button type="submit" block disabled={isSubmitting}>
        {isSubmitting ? t('searching') : t('submit')}
      </Button>
    </form>
  );
}
