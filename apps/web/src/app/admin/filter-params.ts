import { useSearchParams } from 'react-router';
import { pageParam } from './list-params';

/**
 * A list whose filters and page live in the address (?status=&q=…&page=), each left out while
 * empty. `apply` sets new filters (page 1); `toPage` moves page (scrolled to the top).
 */
export function useFilterParams(keys: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(
    keys.flatMap((key) => {
      const value = params.get(key);
      return value ? [[key, value]] : [];
    }),
  );
  const page = pageParam(params);
  const write = (next: Record<string, string>, nextPage: number) => {
    const query = Object.fromEntries(Object.entries(next).filter(([, v]) => v !== ''));
    if (nextPage > 1) query.page = String(nextPage);
    setParams(query);
  };
  return {
    values,
    page,
    /** What the API is asked: the filters and the page. */
    request: { ...values, page: String(page) },
    apply: (next: Record<string, string>) => write(next, 1),
    toPage: (next: number) => {
      write(values, next);
      window.scrollTo({ top: 0 });
    },
  };
}
