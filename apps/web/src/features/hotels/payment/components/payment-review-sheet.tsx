import * as Dialog from '@radix-ui/react-dialog';
import { ClipboardList } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { HOTEL_ISD_CODE, type HotelItineraryDetails } from '@kosh/contract/hotel-booking';
import { Button } from '@/components/ui/button';
import { DialogHeading } from '@/components/ui/dialog-heading';
import { usePaymentT } from '../../payment-messages';
import { leadGuestOf } from '../utils/payment';
import { FareTable } from './payment-fare';
import { useGuestName } from './payment-travellers';

/**
 * REVIEW YOUR ITINERARY (docs/product-2.md §2): a side panel with the guest details, the contact
 * information and the fare table. A Radix dialog — focus kept inside, Escape closes, focus goes
 * back to the button — sliding in from the right, the whole width of a phone.
 */
export function PaymentReviewSheet({ details }: { details: HotelItineraryDetails }) {
  const t = usePaymentT();
  const nameOf = useGuestName();
  const [open, setOpen] = useState(false);
  const lead = leadGuestOf(details.travellers);
  const others = details.travellers.filter((guest) => guest !== lead);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary" block>
          <ClipboardList size={18} aria-hidden="true" />
          {t('review')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-surface shadow-2xl focus:outline-none">
          <DialogHeading
            title={t('reviewTitle')}
            description={t('reviewDescription')}
            closeLabel={t('close')}
            className="border-b border-line p-5"
          />
          <div className="flex-1 space-y-6 overflow-y-auto p-5">
            <SheetSection title={t('guestDetails')}>
              {lead ? (
                <dl className="space-y-2 text-sm">
                  <Item label={t('leadGuest')} value={nameOf(lead)} />
                  {others.map((guest, index) => (
                    <Item
                      key={`${guest.firstName}-${index}`}
                      label={t('adultGuest')}
                      value={nameOf(guest)}
                    />
                  ))}
                  {lead.panCardNumber && <Item label={t('pan')} value={lead.panCardNumber} />}
                  {lead.passportNumber && (
                    <Item label={t('passport')} value={lead.passportNumber} />
                  )}
                  {lead.passportExpiry && (
                    <Item label={t('passportExpiry')} value={lead.passportExpiry} />
                  )}
                  {details.specialRequests && (
                    <Item label={t('specialRequests')} value={details.specialRequests} />
                  )}
                </dl>
              ) : (
                <p className="text-sm text-ink-muted">{t('noTravellers')}</p>
              )}
            </SheetSection>
            {lead && (
              <SheetSection title={t('contactInfo')}>
                <dl className="space-y-2 text-sm">
                  <Item label={t('mobile')} value={`+${HOTEL_ISD_CODE} ${lead.contactNumber}`} />
                  <Item label={t('email')} value={lead.email} />
                </dl>
              </SheetSection>
            )}
            <SheetSection title={t('fare')}>
              <FareTable details={details} testId="review-fare" />
            </SheetSection>
          </div>
          <div className="border-t border-line p-4">
            <Dialog.Close asChild>
              <Button block>{t('close')}</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function SheetSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-2 text-sm font-bold uppercase tracking-wide text-ink-muted">{title}</h3>
      {children}
    </section>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-ink-muted">{label}</dt>
      <dd className="min-w-0 break-words text-right font-semibold text-ink">{value}</dd>
    </div>
  );
}
