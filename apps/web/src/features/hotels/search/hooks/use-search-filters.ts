import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { filtersFromParams, paramsOfFilters, type SearchFilters } from '../../utils/search-filters';

/**
 * The filters and sort: the page's own state, copied into the address
 * (?popular=wifi&rating=4&sort=price) so that Back from a hotel's page, a reload or a shared link
 * finds the list as it was. The state leads and the address follows: React Router navigates in a
 * transition, and a checkbox driven by the address would spring back until it committed. Each copy
 * replaces the history entry rather than adding one, so Back still leaves the page.
 */
export function useSearchFilters() {
  const [params, setParams] = useSearchParams();
  const [filters, setState] = useState(() => filtersFromParams(params));

  const setFilters = useCallback(
    (change: (current: SearchFilters) => SearchFilters) => setState(change),
    [],
  );

  const query = paramsOfFilters(filters).toString();
  const shown = params.toString();
  useEffect(() => {
    if (query !== shown) setParams(new URLSearchParams(query), { replace: true });
  }, [query, shown, setParams]);

  return { filters, setFilters };
}
