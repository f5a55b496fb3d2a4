import type { Language } from '@/lib/i18n/i18n';

/** Hindi names the part of the day before the time: सुबह 10:00, दोपहर 2:00, शाम 5:00, रात 9:00. */
function hindiPeriod(hour: number): string {
  if (hour >= 4 && hour < 12) return 'सुबह';
  if (hour >= 12 && hour < 16) return 'दोपहर';
  if (hour >= 16 && hour < 20) return 'शाम';
  return 'रात';
}

/** A 24-hour HH:MM as people say it: 10:00 am, 5:00 pm; in Hindi सुबह 10:00, शाम 5:00. */
export function clockTime(hhmm: string, language: Language): string {
  const [hour = 0, minute = 0] = hhmm.split(':').map(Number);
  const twelve = `${hour % 12 || 12}:${String(minute).padStart(2, '0')}`;
  return language === 'hi'
    ? `${hindiPeriod(hour)} ${twelve}`
    : `${twelve} ${hour < 12 ? 'am' : 'pm'}`;
}

/** Opening hours as a range: 10:00 am – 5:00 pm. */
export const openingHours = (
  hours: { opens: string; closes: string },
  language: Language,
): string => `${clockTime(hours.opens, language)} – ${clockTime(hours.closes, language)}`;
