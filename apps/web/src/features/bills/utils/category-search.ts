import type { BillCategory } from '@kosh/contract/bills';

/** The shortest search that also asks for billers: one letter would match most of them. */
export const MIN_BILLER_SEARCH = 2;
/** What the billers search takes (`searchText` in the contract). */
const MAX_SEARCH = 60;

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-IN');

/** The categories whose name, in either language, or id holds what was typed; all when nothing. */
export function matchingCategories(
  categories: readonly BillCategory[],
  typed: string,
): BillCategory[] {
  const q = normalise(typed);
  if (!q) return [...categories];
  return categories.filter(
    (category) =>
      normalise(category.name).includes(q) ||
      normalise(category.nameHi).includes(q) ||
      category.id.toLowerCase().includes(q.replace(/ /g, '_')),
  );
}

/** What to search billers for (their name, id or coverage), or '' while too little is typed. */
export function billerSearchOf(typed: string): string {
  const q = typed.trim().replace(/\s+/g, ' ').slice(0, MAX_SEARCH).trim();
  return q.length >= MIN_BILLER_SEARCH ? q : '';
}
