import { clsx } from 'clsx';
import type { DocBlock } from '../data/types';

/** Paragraphs and bulleted lists of a policy text, in the reading size of every policy page. */
export function DocBlocks({
  blocks,
  className,
}: {
  blocks: readonly DocBlock[];
  className?: string;
}) {
  return (
    <div className={clsx('space-y-3 text-base leading-7', className)}>
      {blocks.map((block, index) =>
        typeof block === 'string' ? (
          <p key={index}>{block}</p>
        ) : (
          <ul key={index} className="list-disc space-y-2 pl-5 marker:text-brand-500">
            {block.list.map((item) => (
              <li key={item} className="pl-1">
                {item}
              </li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
