import { Fragment, useMemo, type ReactNode } from 'react';
import { parsePolicyHtml, type PolicyNode } from '../utils/policy-html';

/** Each allowed tag as the page draws it (the text's own look, no attribute from the supplier). */
function draw(nodes: readonly PolicyNode[]): ReactNode[] {
  return nodes.map((node, i) => {
    if (typeof node === 'string') return <Fragment key={i}>{node}</Fragment>;
    const children = draw(node.children);
    switch (node.tag) {
      case 'br':
        return <br key={i} />;
      case 'p':
        return (
          <p key={i} className="mt-2 first:mt-0">
            {children}
          </p>
        );
      case 'b':
      case 'strong':
        return (
          <strong key={i} className="font-semibold">
            {children}
          </strong>
        );
      case 'i':
      case 'em':
        return <em key={i}>{children}</em>;
      case 'u':
        return (
          <span key={i} className="underline">
            {children}
          </span>
        );
      case 'ul':
        return (
          <ul key={i} className="mt-1 list-disc space-y-1 pl-5">
            {children}
          </ul>
        );
      case 'ol':
        return (
          <ol key={i} className="mt-1 list-decimal space-y-1 pl-5">
            {children}
          </ol>
        );
      case 'li':
        return <li key={i}>{children}</li>;
    }
  });
}

/**
 * A supplier's policy text, which may hold simple HTML (docs/product-2.md §2): read into the few tags it may
 * use and drawn by React — never given to the browser as HTML (see utils/policy-html.ts).
 */
export function PolicyText({ html, className }: { html: string; className?: string }) {
  const nodes = useMemo(() => parsePolicyHtml(html), [html]);
  return <div className={className}>{draw(nodes)}</div>;
}
