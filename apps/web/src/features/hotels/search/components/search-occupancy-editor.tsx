import { clsx } from 'clsx';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { useId, useState, type Ref } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { HOTEL_CHILD_AGE_MAX, HOTEL_CHILD_AGE_MIN } from '@kosh/contract/hotels';
import { SelectField } from '@/components/ui/select-field';
import { useI18n } from '@/lib/i18n/i18n';
import { counted, useSearchT } from '../../search-messages';
import { DEFAULT_ADULTS, draftGuests, roomsFull, type RoomDraft } from '../../utils/search-form';

const AGES = Array.from(
  { length: HOTEL_CHILD_AGE_MAX - HOTEL_CHILD_AGE_MIN + 1 },
  (_, i) => HOTEL_CHILD_AGE_MIN + i,
);

type RoomErrors = FieldErrors<{ occupancies: RoomDraft[] }>['occupancies'];

/**
 * The rooms of a search (docs/product-2.md §5): per room an adults and a children stepper and an age for
 * each child; Add Room, and remove a room while more than one is left. At most 12 guests over all
 * rooms: a press that would pass it changes nothing and says 'Maximum 12 guests' once, beside the
 * steppers, until the count changes. Adults never go below 1.
 */
export function OccupancyEditor({
  rooms,
  onChange,
  errors,
  firstAgeRef,
}: {
  rooms: RoomDraft[];
  onChange: (rooms: RoomDraft[]) => void;
  errors?: RoomErrors;
  /** The first age select, for the form's focus on its first wrong field. */
  firstAgeRef?: Ref<HTMLSelectElement>;
}) {
  const t = useSearchT();
  const { tm } = useI18n();
  const statusId = useId();
  const guests = draftGuests(rooms);
  // The warning belongs to the count it was given at: any change of the count takes it away.
  const [warnedAt, setWarnedAt] = useState<number | null>(null);
  const warning = warnedAt === guests;

  const update = (index: number, room: RoomDraft) =>
    onChange(rooms.map((r, i) => (i === index ? room : r)));

  /** Adds `adding` guests through `apply`, or warns when they would pass the cap. */
  const grow = (adding: number, apply: () => void) => {
    if (roomsFull(rooms, adding)) {
      setWarnedAt(guests);
      return;
    }
    apply();
  };

  const addRoom = () => {
    // Two adults, as the first room, when they fit; otherwise one.
    const adults = roomsFull(rooms, DEFAULT_ADULTS) ? 1 : DEFAULT_ADULTS;
    grow(adults, () => onChange([...rooms, { numOfAdults: adults, childAges: [] }]));
  };

  const roomsError = errors?.message ?? errors?.root?.message;

  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-medium text-ink">{t('roomsHeading')}</legend>
      {rooms.map((room, index) => {
        const number = index + 1;
        const roomErrors = errors?.[index];
        return (
          <section
            key={index}
            aria-labelledby={`${statusId}-room-${number}`}
            className="rounded-xl border border-line p-3"
          >
            <div className="flex min-h-11 items-center justify-between gap-2">
              <h3 id={`${statusId}-room-${number}`} className="font-semibold text-ink">
                {t('room', { room: number })}
              </h3>
              {rooms.length > 1 && (
                <button
                  type="button"
                  onClick={() => onChange(rooms.filter((_, i) => i !== index))}
                  aria-label={t('removeRoom', { room: number })}
                  className="flex h-11 w-11 items-center justify-center rounded-lg text-ink-muted hover:bg-canvas hover:text-danger"
                >
                  <Trash2 size={18} aria-hidden="true" />
                </button>
              )}
            </div>
            <Stepper
              label={t('adults')}
              hint={t('adultsHint')}
              value={room.numOfAdults}
              decreaseLabel={t('removeAdult', { room: number })}
              increaseLabel={t('addAdult', { room: number })}
              canDecrease={room.numOfAdults > 1}
              onDecrease={() => update(index, { ...room, numOfAdults: room.numOfAdults - 1 })}
              onIncrease={() =>
                grow(1, () => update(index, { ...room, numOfAdults: room.numOfAdults + 1 }))
              }
              describedBy={warning ? statusId : undefined}
            />
            <Stepper
              label={t('children')}
              hint={t('childrenHint')}
              value={room.childAges.length}
              decreaseLabel={t('removeChild', { room: number })}
              increaseLabel={t('addChild', { room: number })}
              canDecrease={room.childAges.length > 0}
              onDecrease={() => update(index, { ...room, childAges: room.childAges.slice(0, -1) })}
              onIncrease={() =>
                grow(1, () => update(index, { ...room, childAges: [...room.childAges, null] }))
              }
              describedBy={warning ? statusId : undefined}
            />
            {room.childAges.length > 0 && (
              <div className="mt-2 grid grid-cols-2 gap-3">
                {room.childAges.map((age, child) => (
                  <SelectField
                    key={child}
                    ref={index === 0 && child === 0 ? firstAgeRef : undefined}
                    label={t('childAge', { child: child + 1 })}
                    aria-label={`${t('childAge', { child: child + 1 })}, ${t('room', { room: number })}`}
                    placeholder={t('agePlaceholder')}
                    value={age === null ? '' : String(age)}
                    options={AGES.map((n) => ({
                      value: String(n),
                      label: n <= 1 ? t(`age.${n as 0 | 1}`) : t('age.other', { n }),
                    }))}
                    onChange={(event) =>
                      update(index, {
                        ...room,
                        childAges: room.childAges.map((a, i) =>
                          i === child ? Number(event.target.value) : a,
                        ),
                      })
                    }
                    error={roomErrors?.childAges?.[child]?.message}
                  />
                ))}
              </div>
            )}
            {roomErrors?.numOfAdults?.message && (
              <p className="mt-1 text-sm font-medium text-danger">
                {tm(roomErrors.numOfAdults.message)}
              </p>
            )}
          </section>
        );
      })}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <button
          type="button"
          onClick={addRoom}
          aria-describedby={warning ? statusId : undefined}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-xl px-3 font-semibold text-brand-700 hover:bg-brand-50"
        >
          <Plus size={18} aria-hidden="true" />
          {t('addRoom')}
        </button>
        <span className="text-sm text-ink-muted">
          {t('guestsTotal', {
            guests: counted(t, 'guests', guests),
            rooms: counted(t, 'rooms', rooms.length),
          })}
        </span>
      </div>
      {/* Polite and always present: the warning is read once, where the steppers are. */}
      <p
        id={statusId}
        role="status"
        className={clsx(
          'text-sm font-medium',
          warning ? 'rounded-xl bg-danger-soft px-3 py-2 text-danger' : 'sr-only',
        )}
      >
        {warning ? tm('HOTEL_MAX_GUESTS') : ''}
      </p>
      {roomsError && !warning && (
        <p className="text-sm font-medium text-danger">{tm(roomsError)}</p>
      )}
    </fieldset>
  );
}

function Stepper({
  label,
  hint,
  value,
  decreaseLabel,
  increaseLabel,
  canDecrease,
  onDecrease,
  onIncrease,
  describedBy,
}: {
  label: string;
  hint: string;
  value: number;
  decreaseLabel: string;
  increaseLabel: string;
  canDecrease: boolean;
  onDecrease: () => void;
  onIncrease: () => void;
  describedBy?: string;
}) {
  const id = useId();
  const button =
    'flex h-11 w-11 items-center justify-center rounded-full border border-line text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-ink-muted disabled:opacity-50';
  return (
    <div className="flex items-center justify-between gap-3 py-1.5">
      <div id={id}>
        <span className="block text-ink">{label}</span>
        <span className="block text-xs text-ink-muted">{hint}</span>
      </div>
      <div role="group" aria-labelledby={id} className="flex items-center gap-3">
        <button
          type="button"
          onClick={onDecrease}
          disabled={!canDecrease}
          aria-label={decreaseLabel}
          className={button}
        >
          <Minus size={18} aria-hidden="true" />
        </button>
        <output aria-live="polite" className="w-6 text-center text-lg font-semibold text-ink">
          {value}
        </output>
        <button
          type="button"
          onClick={onIncrease}
          aria-label={increaseLabel}
          aria-describedby={describedBy}
          className={button}
        >
          <Plus size={18} aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
