const detailFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** An ISO instant as 'dd MMM, yyyy at h:mm a' in India's time (a ticket's messages). */
export function formatTicketTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    detailFormat.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')}, ${part('year')} at ${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
}

const listFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
});

/** An ISO instant as 'd/M/yyyy' in India's time (the inbox's rows). */
export function formatTicketDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = listFormat.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  return `${part('day')}/${part('month')}/${part('year')}`;
}

export interface Elapsed {
  unit: 'min' | 'h' | 'd';
  n: number;
}

/** How long since `iso` (at least a minute), in the largest whole unit: 3 h, 2 d, 14 min. */
export function elapsedSince(iso: string, now: number = Date.now()): Elapsed {
  const at = new Date(iso).getTime();
  const minutes = Number.isNaN(at) ? 0 : Math.max(1, Math.floor((now - at) / 60_000));
  if (minutes < 60) return { unit: 'min', n: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { unit: 'h', n: hours };
  return { unit: 'd', n: Math.floor(hours / 24) };
}
