import { clsx } from 'clsx';
import { useState } from 'react';

/** Two letters for a company without a (loadable) logo: "Tata Power" → "TP". */
function initials(name: string): string {
  const words = name.replace(/\(.*?\)/g, ' ').match(/[\p{L}\p{N}]+/gu) ?? [];
  const letters =
    words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : (words[0]?.slice(0, 2) ?? '?');
  return letters.toUpperCase();
}

/**
 * A company's logo at a reserved size (no layout shift), or its initials when it has none or the
 * file fails to load. Decorative: the name is always written beside it.
 */
export function CompanyLogo({
  src,
  name,
  size = 32,
  className,
}: {
  src: string | null;
  name: string;
  size?: number;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const style = { width: size, height: size };
  if (!src || failed === src) {
    return (
      <span
        aria-hidden="true"
        style={{ ...style, fontSize: Math.round(size * 0.38) }}
        className={clsx(
          'inline-flex shrink-0 items-center justify-center rounded-lg bg-brand-100 font-bold text-brand-700',
          className,
        )}
      >
        {initials(name)}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
      style={style}
      className={clsx('shrink-0 rounded-lg object-contain', className)}
    />
  );
}
