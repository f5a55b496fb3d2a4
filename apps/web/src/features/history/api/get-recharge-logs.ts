import { queryOptions } from '@tanstack/react-query';
import type { RechargeLogRow, RechargeLogsResponse } from '@kosh/contract/recharge';
import { apiRequest } from '@/lib/api-client';

/** POST user/getRechLogs: the range as dd-MM-yyyy, and Kosh's optional search (spec/01 §7). */
export interface RechargeLogsQuery {
  fromdate: string;
  todate: string;
  search?: string;
}

export interface RechargeLogsResult {
  /** false when the range holds nothing ("No data available"). */
  found: boolean;
  message: string;
  data: RechargeLogRow[];
}

export const RECHARGE_LOGS_QUERY_KEY = ['recharge-logs'] as const;

export async function getRechargeLogs(query: RechargeLogsQuery): Promise<RechargeLogsResult> {
  const body = query.search ? query : { fromdate: query.fromdate, todate: query.todate };
  const response = await apiRequest<RechargeLogsResponse>('user/getRechLogs', {
    body,
    auth: true,
  });
  return { found: response.data.length > 0, message: response.message, data: response.data };
}

export const rechargeLogsQueryOptions = (query: RechargeLogsQuery) =>
  queryOptions({
    queryKey: [...RECHARGE_LOGS_QUERY_KEY, query],
    queryFn: () => getRechargeLogs(query),
  });
