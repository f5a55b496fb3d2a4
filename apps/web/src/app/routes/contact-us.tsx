import { useMemo } from 'react';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { useUser } from '@/features/auth/api/get-user';
import { ContactForm } from '@/features/contact/components/contact-form';
import { CustomerCare } from '@/features/contact/components/customer-care';
import { useContactT } from '@/features/contact/messages';
import { useI18n } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';

/** /contact-us (docs/product-2.md §2): customer care, and the contact form — filled in for a customer. */
export function ContactUsRoute() {
  const { t } = useI18n();
  const ct = useContactT();
  const session = useSession();
  const user = useUser(session?.token);
  const data = user.data?.data;
  const prefill = useMemo(
    () => ({
      name: data?.name ?? session?.name ?? '',
      email: data?.emailId ?? '',
      mobileNumber: data?.mobile ?? '',
    }),
    [data, session?.name],
  );
  return (
    <>
      <PageHeader title={t('route.contact-us')} />
      <PageBody>
        <div className="space-y-4">
          <CustomerCare />
          <Card>
            <div className="mb-6">
              <h2 className="text-xl font-bold text-ink">{ct('form.heading')}</h2>
              <p className="mt-1 text-sm text-ink-muted">{ct('form.subheading')}</p>
            </div>
            <ContactForm prefill={prefill} />
          </Card>
        </div>
      </PageBody>
    </>
  );
}
