import { defineMessages } from '@/lib/i18n/i18n';

/** The bill reminders screen's own strings, bundled with its chunk. */
export const useRemindersT = defineMessages(
  {
    intro:
      'Kosh looks at the bills of the billers you have paid and texts you once when one is about to fall due.',
    enabled: 'Remind me of bills',
    window: 'Remind me',
    windowDays: '{n} days before the due date',
    windowDay: '1 day before the due date',
    loading: 'Loading your reminder settings…',
    loadError: 'Your reminder settings could not be loaded.',
    retry: 'Try again',
    saved: 'Reminder settings saved.',
    offNote: 'Reminders are off: you will not be texted about any bill.',
    dueOn: '{amount} due {date}',
  },
  {
    intro:
      'आपने जिन बिलर को भुगतान किया है, Kosh उनके बिल देखता है और जब कोई बिल भरने की तारीख़ पास आती है तो आपको एक बार SMS भेजता है।',
    enabled: 'बिल की याद दिलाएँ',
    window: 'याद दिलाएँ',
    windowDays: 'आख़िरी तारीख़ से {n} दिन पहले',
    windowDay: 'आख़िरी तारीख़ से 1 दिन पहले',
    loading: 'आपकी याद दिलाने की सेटिंग लोड हो रही है…',
    loadError: 'आपकी याद दिलाने की सेटिंग लोड नहीं हो सकी।',
    retry: 'फिर कोशिश करें',
    saved: 'याद दिलाने की सेटिंग सहेज ली गई।',
    offNote: 'याद दिलाना बंद है: आपको किसी बिल के बारे में SMS नहीं आएगा।',
    dueOn: '{amount} — आख़िरी तारीख़ {date}',
  },
);
