/** dd-MM-yyyy (the spec's list dates) of a day in India, `offsetDays` from today. */
export function istDate(offsetDays = 0): string {
  const ist = new Date(Date.now() + 330 * 60_000 + offsetDays * 86_400_000);
  const [y, m, d] = ist.toISOString().slice(0, 10).split('-');
  return `${d}-${m}-${y}`;
}
