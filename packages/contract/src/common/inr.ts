const inrFormatter = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** Paise → what a customer reads: ₹1,00,000.00 (Indian digit grouping). */
export function formatInr(paise: bigint): string {
  // Paise up to MAX_PAISE (money.ts) fit a double exactly, so the conversion is lossless here.
  return inrFormatter.format(Number(paise) / 100);
}
