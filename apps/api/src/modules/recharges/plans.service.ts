import { messageText } from '@kosh/contract/messages/catalogue';
import { type MobilePlan } from '@kosh/contract/recharge';
import { SERVICE_CATEGORIES } from '@kosh/contract/service-kinds';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/log-context';
import {
  ProviderError,
  type ProviderPlan,
  type RechargeProvider,
} from '../../providers/recharge/recharge.port';
import type { ServiceCatalogue } from './recharge-payments.service';

const PLANS_TTL_MS = 10 * 60_000;
const CIRCLES_TTL_MS = 60 * 60_000;

/** Plan categories in the order the Plan Types modal lists them: FULLTT first (docs/product-1.md §4). */
export function orderPlanCategories(
  categories: Record<string, ProviderPlan[]>,
): Record<string, MobilePlan[]> {
  const names = Object.keys(categories).sort((a, b) =>
    a === 'FULLTT' ? -1 : b === 'FULLTT' ? 1 : a.localeCompare(b),
  );
  return Object.fromEntries(
    names.map((name) => [
      name,
      (categories[name] ?? []).map((p) => ({
        id: p.id,
        rs: p.price,
        desc: p.description,
        validity: p.validity,
        name,
      })),
    ]),
  );
}

/**
 * Mobile plans and the operator/circle guess. Plans change rarely and every View Plan asks for
 * them, so they are kept for ten minutes per operator and circle.
 */
export function createPlansService(deps: {
  provider: RechargeProvider;
  catalogue: ServiceCatalogue;
  log: Logger;
}) {
  const plansCache = new Map<string, { at: number; plans: Record<string, MobilePlan[]> }>();
  let circlesCache: { at: number; circles: { code: string; name: string }[] } | null = null;

  function unavailable(error: unknown): never {
    deps.log.warn({ err: error }, 'aggregator unavailable for plans');
    throw new AppError('PROVIDER_UNAVAILABLE', 'PLANS_UNAVAILABLE', {
      cause: error,
    });
  }

  async function circles() {
    if (circlesCache && Date.now() - circlesCache.at < CIRCLES_TTL_MS) return circlesCache.circles;
    try {
      circlesCache = { at: Date.now(), circles: await deps.provider.circles() };
    } catch (error) {
      if (error instanceof ProviderError) unavailable(error);
      throw error;
    }
    return circlesCache.circles;
  }

  async function lookup(mobile: string) {
    let guess: { operator: string; circle: string } | null = null;
    try {
      guess = await deps.provider.lookup(mobile);
    } catch (error) {
      // A guess is a convenience: without it the customer picks the operator.
      if (!(error instanceof ProviderError)) throw error;
      deps.log.warn({ err: error }, 'operator lookup failed');
    }
    const company = guess
      ? await deps.catalogue.findActiveCompany(SERVICE_CATEGORIES.mobile, guess.operator)
      : null;
    const circle = guess ? (await circles()).find((c) => c.code === guess.circle) : undefined;
    return {
      opcode: company?.code ?? null,
      operator: company?.name ?? null,
      circle: circle?.code ?? null,
      circleName: circle?.name ?? null,
    };
  }

  return {
    circles,
    lookup,

    /** plan/Mobplan: plans for the number's operator and circle (either may be chosen instead). */
    async mobilePlans(input: { mobileNumber: string; opcode?: string; circle?: string }) {
      const guess = input.opcode && input.circle ? null : await lookup(input.mobileNumber);
      const opcode = input.opcode || guess?.opcode;
      const circleCode = input.circle || guess?.circle;
      const company = opcode
        ? await deps.catalogue.findActiveCompany(SERVICE_CATEGORIES.mobile, opcode)
        : null;
      const circle = circleCode ? (await circles()).find((c) => c.code === circleCode) : undefined;
      if (!company || !circle) {
        // The spec's client reads ERROR other than "0" as "Please enter valid mobile number.!!".
        const code: 'SELECT_OPERATOR' | 'SELECT_CIRCLE' = !company
          ? 'SELECT_OPERATOR'
          : 'SELECT_CIRCLE';
        return {
          success: true,
          result: true,
          tokenValid: true as const,
          message: messageText(code),
          code,
          plans: {
            ERROR: '1',
            STATUS: 'Failure',
            Operator: company?.code ?? '',
            OperatorName: company?.name ?? '',
            Circle: circle?.code ?? '',
            CircleName: circle?.name ?? '',
            RDATA: {},
          },
        };
      }
      const key = `${company.code}:${circle.code}`;
      let cached = plansCache.get(key);
      if (!cached || Date.now() - cached.at > PLANS_TTL_MS) {
        try {
          const plans = orderPlanCategories(await deps.provider.plans(company.code, circle.code));
          cached = { at: Date.now(), plans };
          plansCache.set(key, cached);
        } catch (error) {
          if (error instanceof ProviderError) unavailable(error);
          throw error;
        }
      }
      return {
        success: true,
        result: true,
        tokenValid: true as const,
        message: 'Plans fetched.',
        plans: {
          ERROR: '0',
          STATUS: 'Success',
          Operator: company.code,
          OperatorName: company.name,
          Circle: circle.code,
          CircleName: circle.name,
          RDATA: cached.plans,
        },
      };
    },
  };
}

export type PlansService = ReturnType<typeof createPlansService>;
