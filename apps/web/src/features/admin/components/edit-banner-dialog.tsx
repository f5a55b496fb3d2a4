import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import {
  bannerAltSchema,
  bannerLanguageSchema,
  bannerLinkSchema,
  type AdminBanner,
} from '@kosh/contract/content';
import { ApiError } from '@/lib/api-client';
import { useShowApiError } from '@/lib/show-error';
import { useUpdateBanner } from '../api/update-banner';
import { ModalActions, ModalFor } from '@/components/ui/modal';
import { BannerDetailsFields } from './banner-details-fields';

const editSchema = z.object({
  alt: bannerAltSchema,
  linke: bannerLinkSchema,
  language: bannerLanguageSchema,
});

/**
 * Changes an image's alt text, link and language (PATCH), open while `banner` is set; the picture itself is
 * changed by uploading a new one.
 */
export function EditBannerDialog({
  banner,
  onClose,
}: {
  banner: AdminBanner | null;
  onClose: () => void;
}) {
  return (
    <ModalFor
      item={banner}
      onClose={onClose}
      title="Edit image details"
      description="The alt text is read out to people who cannot see the image."
    >
      {/* Mounted only while open, so it starts from the saved values each time. */}
      {(shown) => <EditBannerForm key={shown.id} banner={shown} onDone={onClose} />}
    </ModalFor>
  );
}

function EditBannerForm({ banner, onDone }: { banner: AdminBanner; onDone: () => void }) {
  const form = useForm({
    resolver: zodResolver(editSchema),
    defaultValues: {
      alt: banner.alt,
      linke: banner.linke,
      language: banner.language ?? ('' as const),
    },
  });
  const update = useUpdateBanner();
  const showApiError = useShowApiError();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (patch) => {
    try {
      await update.mutateAsync({ id: banner.id, patch });
      toast.success('Image details saved.');
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      showApiError(error, {
        setError: form.setError,
        fields: ['alt', 'linke', 'language'] as const,
        fallback: 'The changes could not be saved.',
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="flex justify-center rounded-xl bg-canvas p-2">
        <img src={banner.img} alt="" className="max-h-32 rounded-lg object-contain" />
      </div>
      <BannerDetailsFields register={form.register} errors={errors} />
      <ModalActions
        className="pt-1"
        onCancel={onDone}
        label="Save"
        pendingLabel="Saving…"
        pending={update.isPending}
      />
    </form>
  );
}
