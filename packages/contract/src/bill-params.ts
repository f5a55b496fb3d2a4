import type { BillerParam } from './billers';
import type { MessageCode, MessageParams } from './messages/catalogue';

/** One parameter refused: `params.<name>`, the catalogue's code, and the words' values. */
export interface BillParamRefusal {
  field: string;
  code: MessageCode;
  params: MessageParams;
}

/** The biller's regex, or null when it is not one (such a rule refuses every value). */
function ruleOf(param: BillerParam): RegExp | null {
  try {
    return new RegExp(param.regex);
  } catch {
    return null;
  }
}

const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/**
 * A biller's parameters as the customer gave them, checked by the biller's own rules — the form
 * and the server both call this, so the server refuses what the form refuses. Values are trimmed;
 * an optional one left empty is left out. Lengths are checked before the biller's regex, so no
 * rule ever runs on a long value. Returns the values to send, or each refusal.
 */
export function checkBillerParams(
  params: readonly BillerParam[],
  given: Readonly<Record<string, unknown>>,
): { ok: true; values: Record<string, string> } | { ok: false; refusals: BillParamRefusal[] } {
  const refusals: BillParamRefusal[] = [];
  const values: Record<string, string> = {};
  const known = new Set(params.map((p) => p.name));
  for (const name of Object.keys(given)) {
    if (!known.has(name)) {
      refusals.push({ field: `params.${name}`, code: 'BILL_PARAM_UNKNOWN', params: { name } });
    }
  }
  for (const param of params) {
    const field = `params.${param.name}`;
    const label = param.label;
    const raw = given[param.name];
    if (raw !== undefined && raw !== null && typeof raw !== 'string') {
      refusals.push({ field, code: 'BILL_PARAM_FORMAT', params: { label } });
      continue;
    }
    const value = (raw ?? '').trim();
    if (value === '') {
      if (!param.optional) refusals.push({ field, code: 'BILL_PARAM_REQUIRED', params: { label } });
      continue;
    }
    if (value.length < param.minLength || value.length > param.maxLength) {
      refusals.push({
        field,
        code: param.minLength === param.maxLength ? 'BILL_PARAM_LENGTH_EXACT' : 'BILL_PARAM_LENGTH',
        params: { label, min: param.minLength, max: param.maxLength },
      });
      continue;
    }
    const rule = ruleOf(param);
    const fits =
      rule !== null && rule.test(value) && (param.dataType !== 'DATE' || isRealDate(value));
    if (!fits) {
      refusals.push({ field, code: 'BILL_PARAM_FORMAT', params: { label } });
      continue;
    }
    values[param.name] = value;
  }
  return refusals.length ? { ok: false, refusals } : { ok: true, values };
}
