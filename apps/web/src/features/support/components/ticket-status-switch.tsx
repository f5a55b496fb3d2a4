import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { toast } from 'sonner';
import { Switch } from '@/components/ui/switch';
import { ApiError } from '@/lib/api-client';
import { SUPPORT_KEY, toggleIsOpen } from '../api/support-api';
import { useSupportT } from '../messages';

/**
 * A ticket's open/closed switch (docs/product-2.md §2, §5) through admin/toggleIsOpenField, with the
 * spec's three messages; the list and the ticket reload after it.
 */
export function TicketStatusSwitch({ Mid, isOpen }: { Mid: string; isOpen: boolean }) {
  const t = useSupportT();
  const id = useId();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (next: boolean) => toggleIsOpen(Mid, next),
    onSuccess: () => toast.success(t('statusUpdated')),
    onError: (error) => {
      toast.error(
        error instanceof ApiError && error.status !== 0 ? t('statusFailed') : t('wentWrong'),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: SUPPORT_KEY }),
  });
  const checked = mutation.isPending ? (mutation.variables ?? isOpen) : isOpen;
  return (
    <span className="inline-flex items-center gap-2">
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={(next) => !mutation.isPending && mutation.mutate(next)}
        label={t('toggleLabel', { Mid })}
      />
      <span className="text-sm font-medium text-ink" aria-hidden="true">
        {checked ? t('open') : t('closed')}
      </span>
    </span>
  );
}
