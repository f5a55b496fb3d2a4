/**
 * Paise → what a customer reads: ₹1,00,000.00 (Indian digit grouping), the same text as
 * `Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })` gives. Written out rather
 * than asked of Intl because a browser's first Intl formatter loads its locale data on the main
 * thread (≈35 ms on a phone-class CPU, four times that on a slow phone), and on most screens an
 * amount is the only thing that would ask for it. Exact on paise of any size (no doubles).
 */
export function formatInr(paise: bigint): string {
  const negative = paise < 0n;
  const whole = negative ? -paise : paise;
  const rupees = (whole / 100n).toString();
  const fraction = (whole % 100n).toString().padStart(2, '0');
  // The last three digits, then pairs: 1,23,45,678.
  const grouped =
    rupees.length > 3
      ? `${rupees.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${rupees.slice(-3)}`
      : rupees;
  return `${negative ? '-' : ''}₹${grouped}.${fraction}`;
}
