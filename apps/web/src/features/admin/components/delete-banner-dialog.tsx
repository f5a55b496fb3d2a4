import { useRef } from 'react';
import { toast } from 'sonner';
import type { AdminBanner } from '@kosh/contract/content';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useShowApiError } from '@/lib/show-error';
import { useDeleteBanner } from '../api/delete-banner';
import { Modal } from '@/components/ui/modal';

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
    <Modal
      open={banner !== null}
      onOpenChange={(open) => !open && onClose()}
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
      {banner && (
        <>
          <div className="flex justify-center rounded-xl bg-canvas p-2">
            <img src={banner.img} alt="" className="max-h-32 rounded-lg object-contain" />
          </div>
          <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button
              variant="danger"
              onClick={() => void confirm(banner)}
              disabled={remove.isPending}
            >
              {remove.isPending ? 'Deleting…' : 'Delete'}
            </Button>
          </div>
        </>
      )}
    </Modal>
  );
}
