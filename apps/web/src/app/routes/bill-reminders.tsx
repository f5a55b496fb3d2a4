import { PageBody, PageHeader } from '@/components/layout/page-header';
import { BillerReminderSwitches } from '@/features/recents/components/biller-reminder-switches';
import { ReminderSettingsCard } from '@/features/reminders/components/reminder-settings-card';
import { useI18n } from '@/lib/i18n/i18n';

/** /reminders: Kosh's own, past the spec — when to be told a saved biller's bill falls due. */
export function BillRemindersRoute() {
  const { t } = useI18n();
  return (
    <>
      <PageHeader title={t('route.reminders')} />
      <PageBody>
        <ReminderSettingsCard />
        <div className="mt-4">
          <BillerReminderSwitches />
        </div>
      </PageBody>
    </>
  );
}
