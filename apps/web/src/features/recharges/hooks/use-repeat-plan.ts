import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { MobilePlan, MobilePlanResponse } from '@kosh/contract/recharge';
import type { RepeatPrefill } from '@/lib/repeat-link';
import type { MobileFormValues } from '../utils/mobile-form';

type Plans = MobilePlanResponse['plans'];
export type RepeatNotice = 'ported' | 'planGone';

/** Today's plan that is the one repeated: by its id, else (no id kept) by its price. */
export function planToRepeat(plans: Plans, prefill: RepeatPrefill): MobilePlan | null {
  const all = Object.values(plans.RDATA).flat();
  if (prefill.planId) return all.find((p) => p.id === prefill.planId) ?? null;
  if (prefill.amount) return all.find((p) => p.rs === Number(prefill.amount)) ?? null;
  return null;
}

/**
 * A mobile recharge made again (docs/recents.md): once the operator lookup has answered for the
 * number — a ported number takes today's operator, and says so — the plans are fetched
 * (`viewPlans`), and `choose` picks the plan repeated from today's, or says it is gone.
 */
export function useRepeatPlan(options: {
  prefill: RepeatPrefill | undefined;
  form: UseFormReturn<MobileFormValues>;
  looking: boolean;
  viewPlans: () => void;
}) {
  const { prefill, form, looking, viewPlans } = options;
  const pending = useRef(prefill ?? null);
  const started = useRef(false);
  const [notices, setNotices] = useState<RepeatNotice[]>([]);

  useEffect(() => {
    if (!prefill || started.current || looking) return;
    started.current = true;
    if (form.getValues('opcode') !== prefill.operatorCode) setNotices(['ported']);
    viewPlans();
  }, [prefill, looking, form, viewPlans]);

  return {
    notices,
    /** The plan to select from today's plans, or null (then the plans are shown). Once only. */
    choose(plans: Plans): MobilePlan | null {
      const repeat = pending.current;
      pending.current = null;
      if (!repeat || (!repeat.planId && !repeat.amount)) return null;
      const plan = planToRepeat(plans, repeat);
      if (!plan) setNotices((now) => [...now, 'planGone']);
      return plan;
    },
    /** The customer moved on (Reset, another plan): the notes no longer apply. */
    clear: () => setNotices([]),
  };
}
