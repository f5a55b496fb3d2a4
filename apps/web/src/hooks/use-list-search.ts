import type { Said } from '@/lib/i18n/i18n';
import {
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { RowData } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { usePagedTable, type PagedColumns } from '@/hooks/use-paged-table';
import { ApiError } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n/i18n';

/** What a history list's call gives: found is false when the range holds nothing. */
export interface ListResult<Row> {
  found: boolean;
  /** What the list answer said: a catalogue code (NO_DATA, DATA_FETCHED) or the server's answer. */
  message: Said;
  data: Row[];
}

/** The server's own words for a refusal it answered; for anything else (5xx, offline) `fallback`. */
export const answeredMessage = (error: unknown, fallback: Said): Said =>
  error instanceof ApiError && error.status > 0 && error.status < 500 ? error : fallback;

/** A list search's one toast: the next search replaces it, and rows found dismiss it. */
const SEARCH_TOAST = 'list-search';

/**
 * A history list (docs/product-1.md §2, §8): the filters applied, the rows they fetched in a table model of
 * 5 a page, and Search — which fetches afresh, then shows the first page and toasts the server's
 * "No data available" or the failure titled Error (one toast, replaced by the next search). The
 * rows found are their own answer: the server's success message is toasted only where a list
 * passes `messages.fetched`. An invalid token signs out (the client does it) without a toast.
 */
export function useListSearch<
  Filters,
  Query,
  Row extends RowData,
  Result extends ListResult<Row>,
  Key extends QueryKey,
>({
  initial: makeInitial,
  toQuery,
  queryOptions,
  columns,
  getRowId,
  messages,
  serverMessage,
  keepOnRefresh,
}: {
  initial: () => Filters;
  toQuery: (filters: Filters) => Query;
  queryOptions: (query: Query) => UseQueryOptions<Result, Error, Result, Key>;
  columns: PagedColumns<Row>;
  getRowId: (row: Row, index: number) => string;
  /**
   * The spec's English fallbacks: a failure, and — for a list that toasts Search's result — success
   * and no data without a message. Without them Search toasts nothing but a failure: the list
   * itself shows the rows found, or its empty state (Balance History).
   */
  messages: { fetched?: string; noData?: string; fetchFailed: string };
  /** A server or contract message in the reader's language. */
  serverMessage: (said: Said) => string;
  /** The list refreshes itself: keep the page and the open rows (see usePagedTable). */
  keepOnRefresh?: boolean;
}) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [initial] = useState(makeInitial);
  const [applied, setApplied] = useState(initial);
  const [searching, setSearching] = useState(false);

  const query = useMemo(() => toQuery(applied), [toQuery, applied]);
  const list = useQuery(queryOptions(query));
  const rows = useMemo(() => list.data?.data ?? [], [list.data]);
  const table = usePagedTable<Row>(rows, columns, getRowId, { keepOnRefresh });
  const failure = list.isError
    ? serverMessage(answeredMessage(list.error, messages.fetchFailed))
    : '';

  const search = async (filters: Filters) => {
    setSearching(true);
    try {
      const result = await queryClient.fetchQuery({
        ...queryOptions(toQuery(filters)),
        staleTime: 0,
      });
      setApplied(filters);
      table.setPageIndex(0);
      table.resetExpanded();
      const id = SEARCH_TOAST;
      if (!result.found && messages.noData) {
        toast.error(serverMessage(result.message || messages.noData), { id });
      } else if (result.found && messages.fetched) {
        toast.success(serverMessage(result.message || messages.fetched), { id });
      } else {
        toast.dismiss(id);
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      toast.error(t('common.error'), {
        description: serverMessage(answeredMessage(error, messages.fetchFailed)),
        id: SEARCH_TOAST,
      });
    } finally {
      setSearching(false);
    }
  };

  return { initial, applied, query, list, rows, table, failure, searching, search };
}
