import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import {
  bannerAltSchema,
  bannerLanguageSchema,
  bannerLinkSchema,
  type BannerKind,
} from '@kosh/contract/content';
import { Button } from '@/components/ui/button';
import { ImageFileField, UPLOAD_IMAGE_TYPES } from '@/components/ui/image-file-field';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { ApiError } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n/i18n';
import { useShowApiError } from '@/lib/show-error';
import { useCreateBanner } from '../api/create-banner';
import { KIND_INFO } from '../utils/banner-kinds';
import { BannerDetailsFields } from './banner-details-fields';

/** The API's own cap on banner uploads (it re-encodes and resizes whatever it accepts). */
const MAX_BYTES = 5 * 1024 * 1024;

const uploadSchema = z.object({
  image: z
    .custom<File | null>((v) => v === null || v instanceof File)
    .superRefine((file, ctx) => {
      if (!file) ctx.addIssue({ code: 'custom', message: 'Choose an image to upload.' });
      else if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type))
        ctx.addIssue({ code: 'custom', message: 'Please upload a JPEG, PNG or WebP image.' });
      else if (file.size > MAX_BYTES)
        ctx.addIssue({ code: 'custom', message: 'The image must be at most 5 MB.' });
    }),
  alt: bannerAltSchema,
  linke: bannerLinkSchema,
  language: bannerLanguageSchema,
});

const SERVER_FIELDS = ['image', 'alt', 'linke', 'language'] as const;
type ServerField = (typeof SERVER_FIELDS)[number];

/** Adds an image to one kind's list: checked here with the contract's rules, again by the API. */
export function BannerUploadForm({ kind }: { kind: BannerKind }) {
  const form = useForm({
    resolver: zodResolver(uploadSchema),
    defaultValues: { image: null, alt: '', linke: '', language: '' as const },
  });
  const create = useCreateBanner();
  const showApiError = useShowApiError();
  const { tm } = useI18n();
  // A new key clears the native file input after an upload.
  const [fileKey, setFileKey] = useState(0);
  const { errors } = form.formState;
  const info = KIND_INFO[kind];

  const onSubmit = form.handleSubmit(async ({ image, alt, linke, language }) => {
    if (!image) return;
    try {
      const response = await create.mutateAsync({ kind, image, alt, linke, language });
      toast.success(response.message);
      form.reset();
      setFileKey((k) => k + 1);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      showApiError(error, {
        setError: form.setError,
        fields: SERVER_FIELDS,
        fallback: 'The image could not be uploaded.',
      });
      // The field the server objects to gets focus, so its message is read out.
      const field =
        error instanceof ApiError
          ? error.fields.find((f) => SERVER_FIELDS.includes(f.field as ServerField))
          : undefined;
      if (field) form.setFocus(field.field as ServerField);
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4 rounded-[var(--radius-card)] border border-dashed border-line bg-surface p-4 sm:p-5 lg:grid-cols-2 lg:gap-x-6"
      aria-labelledby={`upload-${kind}`}
    >
      <LoadingOverlay show={create.isPending} label="Uploading the image…" />
      <h3 id={`upload-${kind}`} className="text-base font-semibold text-ink lg:col-span-2">
        Add to the {info.title.toLowerCase()}
      </h3>
      <div>
        <Controller
          control={form.control}
          name="image"
          render={({ field }) => (
            <ImageFileField
              key={fileKey}
              label="Image"
              hint={`JPEG, PNG or WebP, at most 5 MB. It is cut to ${info.size} pixels.`}
              error={tm(errors.image?.message)}
              value={field.value}
              onChange={(file) => {
                field.onChange(file);
                void form.trigger('image');
              }}
              previewClassName={`w-full max-w-xs ${info.aspect}`}
            />
          )}
        />
      </div>
      <div className="space-y-4">
        <BannerDetailsFields forUpload register={form.register} errors={errors} />
      </div>
      <Button
        type="submit"
        disabled={create.isPending}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        Upload image
      </Button>
    </form>
  );
}
