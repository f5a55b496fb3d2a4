import { MOBILE_PATTERN } from '@kosh/contract/common/patterns';
import {
  mobileRechargeSchema,
  type MobilePlan,
  type MobileRechargeRequest,
} from '@kosh/contract/recharge';

/** What Mobile Prepaid holds before a plan is chosen: the number, its operator and circle. */
export interface MobileFormValues {
  number: string;
  opcode: string;
  circle: string;
}

export const emptyMobileForm = (number = ''): MobileFormValues => ({
  number,
  opcode: '',
  circle: '',
});

/**
 * View Plan's checks, in the spec's order (docs/product-1.md §5): ten digits ("Please enter valid mobile
 * no."), then the pattern ("Please enter a valid mobile number."), then an operator ("Please
 * select operator."). `first` is the message the toast shows.
 */
export function checkViewPlan(values: MobileFormValues): {
  errors: Partial<Record<'number' | 'opcode', string>>;
  first?: string;
} {
  const errors: Partial<Record<'number' | 'opcode', string>> = {};
  const number = values.number.trim();
  if (!/^\d{10}$/.test(number)) errors.number = 'RECHARGE_MOBILE_SHORT';
  else if (!MOBILE_PATTERN.test(number)) errors.number = 'MOBILE_INVALID';
  if (!values.opcode) errors.opcode = 'SELECT_OPERATOR';
  return { errors, first: errors.number ?? errors.opcode };
}

/**
 * Recharge Now's payload: the number, operator and circle with the chosen plan's price, or null
 * when the form is not valid ("Please Enter Valid Form.!!").
 */
export function toMobileRechargeRequest(
  values: MobileFormValues,
  plan: MobilePlan | null,
): MobileRechargeRequest | null {
  if (!plan) return null;
  const request: MobileRechargeRequest = {
    opcode: values.opcode,
    number: values.number.trim(),
    amount: plan.rs,
    ...(values.circle ? { circle: values.circle } : {}),
    planId: plan.id,
  };
  return mobileRechargeSchema.safeParse(request).success ? request : null;
}

/** A number handed over in a link (/plan-offered?mobileno=…): kept only if it could be typed. */
export function numberFromLink(value: string | null): string {
  const digits = (value ?? '').trim().replace(/^(\+91|0)/, '');
  return /^[6-9]\d{0,9}$/.test(digits) ? digits : '';
}
