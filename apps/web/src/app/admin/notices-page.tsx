import { NoticeForm } from '@/features/notices-admin/components/notice-form';
import { AdminPage } from './admin-layout';

/** /admin/notices: a notice to one customer or to all, previewed before it is sent. */
export function NoticesAdminPage() {
  return (
    <AdminPage
      title="Notices"
      intro="A notice lands in the customer's in-app inbox (to one customer, or to every customer). Mark it urgent to text it too. You see a preview before it is sent."
    >
      <NoticeForm />
    </AdminPage>
  );
}
