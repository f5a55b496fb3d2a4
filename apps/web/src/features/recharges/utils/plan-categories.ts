import type { MobilePlan } from '@kosh/contract/recharge';

export const DEFAULT_PLAN_CATEGORY = 'FULLTT';

/** The categories of a plan answer, FULLTT first (docs/product-1.md §4), the rest as the server sent them. */
export function planCategories(rdata: Record<string, readonly MobilePlan[]>): string[] {
  const names = Object.keys(rdata);
  return [
    ...names.filter((name) => name === DEFAULT_PLAN_CATEGORY),
    ...names.filter((name) => name !== DEFAULT_PLAN_CATEGORY),
  ];
}

/** The tab the Plan Types modal opens on: FULLTT when there is one, else the first. */
export function defaultPlanCategory(categories: readonly string[]): string | undefined {
  return categories.includes(DEFAULT_PLAN_CATEGORY) ? DEFAULT_PLAN_CATEGORY : categories[0];
}
