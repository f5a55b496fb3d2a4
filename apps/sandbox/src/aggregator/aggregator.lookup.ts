import { CIRCLES } from './aggregator.catalogue';
import { hashOf } from './aggregator.random';

export const MOBILE = /^[6-9]\d{9}$/;

/** Market shares, roughly: Jio, Airtel and Vi carry most numbers; MTNL only Delhi and Mumbai. */
const SHARES: [operator: string, percent: number][] = [
  ['JIO', 40],
  ['AIRTEL', 34],
  ['VI', 18],
  ['BSNL', 8],
];
const MTNL_CIRCLES = new Set(['DL', 'MU']);

/**
 * The operator and circle a mobile number most likely belongs to, as a number-series lookup answers
 * it: the circle from the first four digits, the operator from the first five — so numbers of one
 * series land together, and the answer never changes.
 */
export function lookupMobile(mobile: string) {
  const circle = CIRCLES[hashOf(`circle:${mobile.slice(0, 4)}`) % CIRCLES.length]!.code;
  let point = hashOf(`operator:${mobile.slice(0, 5)}`) % 100;
  let operator = 'JIO';
  if (MTNL_CIRCLES.has(circle) && point < 5) {
    operator = 'MTNL';
  } else {
    for (const [code, percent] of SHARES) {
      if (point < percent) {
        operator = code;
        break;
      }
      point -= percent;
    }
  }
  return { mobile, operator, circle };
}
