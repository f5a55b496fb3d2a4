import { PageBody, PageHeader } from '@/components/layout/page-header';
import { BillerReminderSwitches } from '@/features/recents/components/biller-reminder-switches';
import { useDueBills } from '@/features/reminders/api/reminder-settings';
import { DueBillNote } from '@/features/reminders/components/due-bill-note';
import { unpaidDueBill } from '@/features/reminders/utils/unpaid-due-bill';
import { ReminderSettingsCard } from '@/features/reminders/components/reminder-settings-card';
import { useI18n } from '@/lib/i18n/i18n';

/**
 * /reminders: Kosh's own, past the spec — when to be told a saved biller's bill falls due, each
 * saved biller with its bill due (once reminded of) and a way to pay it.
 */
export function BillRemindersRoute() {
  const { t } = useI18n();
  const due = useDueBills();
  return (
    <>
      <PageHeader title={t('route.reminders')} />
      <PageBody>
        <ReminderSettingsCard />
        <div className="mt-4">
          <BillerReminderSwitches
            noteOf={(recent) => {
              const bill = unpaidDueBill(due.data, recent.id, recent.lastPaidAt);
              return bill && <DueBillNote bill={bill} />;
            }}
          />
        </div>
      </PageBody>
    </>
  );
}
