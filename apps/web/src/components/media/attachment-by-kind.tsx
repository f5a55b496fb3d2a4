import type { ComponentType } from 'react';

/** A ticket message's attachment as the API gives it: its private URL, its type and its name. */
export interface AttachmentProps {
  url: string;
  type: string | null;
  name: string | null;
}

type AttachmentView = ComponentType<{ url: string; name: string }>;

/**
 * An attachment shown by its kind, under the name it was sent with ('attachment' when it had
 * none): `image` for a picture, `file` for anything else. The customer's ticket and the back
 * office's show them each their own way, but choose alike.
 */
export function AttachmentByKind({
  url,
  type,
  name,
  image: ImageView,
  file: FileView,
}: AttachmentProps & { image: AttachmentView; file: AttachmentView }) {
  const label = name ?? 'attachment';
  return type?.startsWith('image/') ? (
    <ImageView url={url} name={label} />
  ) : (
    <FileView url={url} name={label} />
  );
}
