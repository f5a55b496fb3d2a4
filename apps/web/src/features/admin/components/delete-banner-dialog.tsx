import { useRef } from 'react';
import { toast } from 'sonner';
import type { AdminBanner } from '@kosh/contract/content';
import { ApiError } from '@/lib/api-client';
import { useShowApiError } from '@/lib/show-error';
import { useDeleteBanner } from '../api/delete-banner';
import { ModalActions, ModalFor } from '@/components/ui/modal';

/** Asks before deleting (open while `banner` is set): the image and its file go for good. */
export function DeleteBannerDialog({
  banner,
  onClose,
  focusAfterDelete,
}: {
  banner: AdminBanner | null;
  onClose: () => void;
  /** Where focus goes once the row that opened the dialog no longer exists. */
  focusAfterDelete: () => void;
}) {
  const remove = useDeleteBanner();
  const showApiError = useShowApiError();
  const deleted = useRef(false);

  const confirm = async (target: AdminBanner) => {
    try {
      const response = await remove.mutateAsync(target.id);
      toast.success(response.message);
      deleted.current = true;
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      showApiError(error, { fallback: 'The image could not be deleted.' });
    }
  };

  return (
    <ModalFor
      item={banner}
      onClose={onClose}
      title="Delete this image?"
      description={
        banner && (
          <>“{banner.alt}” will be removed from the home page and deleted. This cannot be undone.</>
        )
      }
      onCloseAutoFocus={(event) => {
        if (!deleted.current) return;
        deleted.current = false;
        event.preventDefault();
        focusAfterDelete();
      }}
    >
      {(shown) => (
        <>
          <div className="flex justify-center rounded-xl bg-canvas p-2">
            <img src={shown.img} alt="" className="max-h-32 rounded-lg object-contain" />
          </div>
          <ModalActions
            className="mt-5"
            onCancel={onClose}
            label="Delete"
            pendingLabel="Deleting…"
            pending={remove.isPending}
            onConfirm={() => void confirm(shown)}
            danger
          />
        </>
      )}
    </ModalFor>
  );
}
