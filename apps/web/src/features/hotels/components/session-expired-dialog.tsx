import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { defineMessages, useI18n } from '@/lib/i18n/i18n';
import { clearBookingSession } from '../utils/booking-session';

const useExpiredT = defineMessages(
  { title: 'Session Expired', ok: 'OK' },
  { title: 'सत्र समाप्त', ok: 'ठीक है' },
);

/**
 * The Session Expired modal of the hotel pages (docs/product-2.md §4 Session validity): OK, Escape or the
 * close button all clear the booking session and go back to the hotel search.
 */
export function SessionExpiredDialog({ open }: { open: boolean }) {
  const t = useExpiredT();
  const { tm } = useI18n();
  const navigate = useNavigate();
  const restart = () => {
    clearBookingSession();
    void navigate('/hotel-booking', { replace: true });
  };
  return (
    <Modal
      open={open}
      onOpenChange={(isOpen) => !isOpen && restart()}
      title={t('title')}
      description={tm('HOTEL_SESSION_EXPIRED')}
    >
      <Button block onClick={restart}>
        {t('ok')}
      </Button>
    </Modal>
  );
}
