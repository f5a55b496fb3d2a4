import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';

interface Bank {
  id: string;
  active: boolean;
}

export interface UpdateBankInput<Patch> {
  id: string;
  patch: Patch;
}

/**
 * A PATCH of one of the admin's bank lists (company accounts, customer banks): the active switch
 * flips at once and a refusal puts it back; the saved bank then takes its place through `store`,
 * which also tells the offline form its list is stale.
 */
export function useUpdateBank<B extends Bank, Patch extends { active?: boolean }>({
  queryKey,
  update,
  store,
}: {
  queryKey: QueryKey;
  update: (input: UpdateBankInput<Patch>) => Promise<{ data: B }>;
  store: (queryClient: QueryClient, change: (banks: B[]) => B[]) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: update,
    onMutate: async ({ id, patch }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<{ data: B[] }>(queryKey);
      if (patch.active !== undefined) {
        const active = patch.active;
        queryClient.setQueryData<{ data: B[] }>(queryKey, (old) =>
          old ? { ...old, data: old.data.map((b) => (b.id === id ? { ...b, active } : b)) } : old,
        );
      }
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: ({ data }) =>
      store(queryClient, (banks) => banks.map((b) => (b.id === data.id ? data : b))),
  });
}
