import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { RechargeLogRow } from '@kosh/contract/recharge';
import { rechargeLogsQueryOptions } from '../api/get-recharge-logs';
import { isRecharge } from '../utils/entries';
import { lookupRange } from '../utils/lookup-range';

/** One recharge of the customer's, found in their Balance History by its id (null: not theirs). */
export function useRechargeLookup(orderId: string) {
  const query = useMemo(() => lookupRange(orderId), [orderId]);
  return useQuery({
    ...rechargeLogsQueryOptions(query),
    enabled: orderId !== '' && orderId.length <= 50,
    select: (result): RechargeLogRow | null =>
      result.data.find((row) => row.RId === orderId && isRecharge(row)) ?? null,
  });
}
