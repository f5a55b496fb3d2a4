import { useSearchParams } from 'react-router';

/** The `page` of a paged list's address: a whole number from 1, whatever was typed there. */
export const pageParam = (params: URLSearchParams) =>
  Math.max(1, Math.floor(Number(params.get('page'))) || 1);

/**
 * A list filtered by one status and paged, both kept in the address (?status=&page=), each left
 * out while it is the default. `show` moves to another filter (page 1) or page (scrolled to top).
 */
export function useStatusPageParams<Filter extends string>(
  isFilter: (value: string | null) => value is Filter,
  fallback: Filter,
) {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const filter: Filter = isFilter(status) ? status : fallback;
  const page = pageParam(params);

  const show = (next: { filter?: Filter; page?: number }) => {
    const query: Record<string, string> = {};
    const nextFilter = next.filter ?? filter;
    const nextPage = next.page ?? 1;
    if (nextFilter !== fallback) query.status = nextFilter;
    if (nextPage > 1) query.page = String(nextPage);
    setParams(query);
    if (next.page) window.scrollTo({ top: 0 });
  };

  return { filter, page, show };
}
