import { useBillersAdminT } from '../messages';

/** The back office's link to this screen, in the reader's language. */
export function BillersNavLabel() {
  const t = useBillersAdminT();
  return <>{t('nav')}</>;
}
