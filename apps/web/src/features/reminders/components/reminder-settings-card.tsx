import { REMINDER_WINDOW_DAYS, type ReminderSettings } from '@kosh/contract/reminders';
import { Card } from '@/components/ui/card';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SelectField } from '@/components/ui/select-field';
import { LabelledSwitch } from '@/components/ui/switch';
import { useI18n } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { useReminderSettings, useSaveReminderSettings } from '../api/reminder-settings';
import { useRemindersT } from '../messages';

const WINDOWS = Array.from(
  { length: REMINDER_WINDOW_DAYS.max - REMINDER_WINDOW_DAYS.min + 1 },
  (_, i) => REMINDER_WINDOW_DAYS.min + i,
);

/**
 * Bill reminders on or off, and how many days ahead: each change is saved at once (a switch and
 * a picker, no form), and the screen shows what the server kept.
 */
export function ReminderSettingsCard() {
  const t = useRemindersT();
  const { t: shell, tm } = useI18n();
  const settings = useReminderSettings();
  const save = useSaveReminderSettings();

  const change = (next: ReminderSettings) =>
    save.mutate(next, {
      onSuccess: () => toast.success(t('saved'), { id: 'reminders-saved' }),
      onError: (error) =>
        toast.error(shell('common.error'), { description: tm(error), id: 'reminders-saved' }),
    });

  if (settings.isError) {
    return (
      <Card>
        <RetryAlert
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
          retryLabel={t('retry')}
        >
          {t('loadError')}
        </RetryAlert>
      </Card>
    );
  }
  // Optimistic: the choice shows at once, and what the server kept replaces it.
  const shown = save.isPending ? save.variables : settings.data;
  return (
    <Card>
      <p className="text-sm text-ink-muted">{t('intro')}</p>
      {shown ? (
        <div className="mt-4 space-y-4">
          <LabelledSwitch
            checked={shown.enabled}
            onCheckedChange={(enabled) => change({ ...shown, enabled })}
            label={t('enabled')}
          >
            {t('enabled')}
          </LabelledSwitch>
          {shown.enabled ? (
            <SelectField
              label={t('window')}
              value={String(shown.windowDays)}
              onChange={(event) => change({ ...shown, windowDays: Number(event.target.value) })}
              options={WINDOWS.map((n) => ({
                value: String(n),
                label: n === 1 ? t('windowDay') : t('windowDays', { n }),
              }))}
            />
          ) : (
            <p className="text-sm text-ink">{t('offNote')}</p>
          )}
        </div>
      ) : (
        <p role="status" className="mt-4 h-24 animate-pulse rounded-lg bg-line/40">
          <span className="sr-only">{t('loading')}</span>
        </p>
      )}
    </Card>
  );
}
