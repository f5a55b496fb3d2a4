import type { ServiceKind } from '@kosh/contract/service-kinds';

/**
 * The aggregator's operators and telecom circles. The operator codes are Kosh's service catalogue
 * codes too, so a code means the same thing on both sides; its categories are Kosh's service kinds.
 */

export interface Operator {
  code: string;
  name: string;
  category: ServiceKind;
}

const group = (category: ServiceKind, entries: [code: string, name: string][]) =>
  entries.map(([code, name]): Operator => ({ code, name, category }));

export const OPERATORS: readonly Operator[] = [
  ...group('mobile', [
    ['AIRTEL', 'Airtel'],
    ['JIO', 'Jio'],
    ['VI', 'Vi (Vodafone Idea)'],
    ['BSNL', 'BSNL'],
    ['MTNL', 'MTNL'],
  ]),
  ...group('dth', [
    ['TATAPLAY', 'Tata Play'],
    ['AIRTELDTH', 'Airtel Digital TV'],
    ['DISHTV', 'Dish TV'],
    ['D2H', 'd2h'],
    ['SUNDIRECT', 'Sun Direct'],
  ]),
  ...group('postpaid', [
    ['AIRTELPOST', 'Airtel Postpaid'],
    ['JIOPOST', 'Jio Postpaid'],
    ['VIPOST', 'Vi Postpaid'],
    ['BSNLPOST', 'BSNL Postpaid'],
  ]),
  ...group('electricity', [
    ['BESCOM', 'Bangalore Electricity Supply Company'],
    ['MSEDCL', 'Maharashtra State Electricity Distribution Co.'],
    ['TPDDL', 'Tata Power Delhi Distribution'],
    ['BSESRAJ', 'BSES Rajdhani Power'],
    ['BSESYAM', 'BSES Yamuna Power'],
    ['TNPDCL', 'Tamil Nadu Power Distribution Corporation'],
    ['UPPCLURB', 'Uttar Pradesh Power Corporation (Urban)'],
    ['WBSEDCL', 'West Bengal State Electricity Distribution Co.'],
    ['ADANIMUM', 'Adani Electricity Mumbai'],
    ['CESC', 'CESC Kolkata'],
    ['PSPCL', 'Punjab State Power Corporation'],
    ['JVVNL', 'Jaipur Vidyut Vitran Nigam'],
  ]),
  ...group('gas', [
    ['INDANE', 'Indane Gas (Indian Oil)'],
    ['HPGAS', 'HP Gas'],
    ['BHARATGAS', 'Bharat Gas'],
    ['IGL', 'Indraprastha Gas'],
    ['MGL', 'Mahanagar Gas'],
    ['ADANIGAS', 'Adani Total Gas'],
    ['GUJGAS', 'Gujarat Gas'],
  ]),
  ...group('fastag', [
    ['ICICIFT', 'ICICI Bank FASTag'],
    ['HDFCFT', 'HDFC Bank FASTag'],
    ['SBIFT', 'SBI FASTag'],
    ['AXISFT', 'Axis Bank FASTag'],
    ['KOTAKFT', 'Kotak Mahindra Bank FASTag'],
    ['IDFCFT', 'IDFC FIRST Bank FASTag'],
    ['AIRTELFT', 'Airtel Payments Bank FASTag'],
  ]),
];

export interface Circle {
  code: string;
  name: string;
}

/** The 22 telecom circles. */
export const CIRCLES: readonly Circle[] = [
  ['AP', 'Andhra Pradesh & Telangana'],
  ['AS', 'Assam'],
  ['BR', 'Bihar & Jharkhand'],
  ['DL', 'Delhi NCR'],
  ['GJ', 'Gujarat'],
  ['HR', 'Haryana'],
  ['HP', 'Himachal Pradesh'],
  ['JK', 'Jammu & Kashmir'],
  ['KA', 'Karnataka'],
  ['KL', 'Kerala'],
  ['KO', 'Kolkata'],
  ['MP', 'Madhya Pradesh & Chhattisgarh'],
  ['MH', 'Maharashtra & Goa'],
  ['MU', 'Mumbai'],
  ['NE', 'North East'],
  ['OR', 'Odisha'],
  ['PB', 'Punjab'],
  ['RJ', 'Rajasthan'],
  ['TN', 'Tamil Nadu'],
  ['UE', 'UP East'],
  ['UW', 'UP West & Uttarakhand'],
  ['WB', 'West Bengal'],
].map(([code, name]) => ({ code: code!, name: name! }));

const operatorsByCode = new Map(OPERATORS.map((o) => [o.code, o]));
const circlesByCode = new Map(CIRCLES.map((c) => [c.code, c]));

export const findOperator = (code: string) => operatorsByCode.get(code);
export const findCircle = (code: string) => circlesByCode.get(code);
