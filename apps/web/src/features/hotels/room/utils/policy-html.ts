/*
 * A supplier's policy text may hold simple HTML (docs/product-2.md §2 Essential Information: "type and html
 * text"). It is never handed to the browser as HTML: it is read here into a small tree of the few
 * tags a policy needs, which React then draws as its own elements. Any other tag is dropped (its
 * text kept), every attribute is dropped (no links, no styles, no handlers), and what a script or
 * style element holds is dropped with it.
 */

export const POLICY_TAGS = ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li'] as const;
export type PolicyTag = (typeof POLICY_TAGS)[number];

export type PolicyNode = string | { tag: PolicyTag; children: PolicyNode[] };

const ALLOWED = new Set<string>(POLICY_TAGS);
const isPolicyTag = (name: string): name is PolicyTag => ALLOWED.has(name);
/** Elements whose content is not text for a reader. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'noscript',
]);
/** Elements that never hold anything. */
const VOID = new Set(['br', 'hr', 'img', 'input', 'meta', 'link', 'wbr', 'area', 'source']);

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '–',
  mdash: '—',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  hellip: '…',
  bull: '•',
  rupee: '₹',
};

/** Character references (&amp; &#8377; &#x20B9;) as the characters they stand for. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      // NUL, surrogates and beyond Unicode are not characters.
      return Number.isInteger(code) &&
        code > 0 &&
        code <= 0x10ffff &&
        (code < 0xd800 || code > 0xdfff)
        ? String.fromCodePoint(code)
        : '';
    }
    return NAMED[ref.toLowerCase()] ?? match;
  });
}

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<\/?([a-zA-Z][a-zA-Z0-9-]*)\b[^>]*?(\/?)>|<!?[^>]*>/g;

interface Open {
  tag: string;
  children: PolicyNode[];
}

/** A policy's text as a tree of the allowed tags and plain text (see the note above). */
export function parsePolicyHtml(html: string): PolicyNode[] {
  const root: Open = { tag: '#root', children: [] };
  const stack: Open[] = [root];
  /** Inside a script or style: the tag that ends it. */
  let skipping: string | null = null;
  let last = 0;

  const top = () => stack[stack.length - 1] ?? root;
  const addText = (raw: string) => {
    if (skipping || !raw) return;
    const text = decodeEntities(raw);
    const children = top().children;
    const previous = children[children.length - 1];
    if (typeof previous === 'string') children[children.length - 1] = previous + text;
    else children.push(text);
  };
  /** Closes `tag` and whatever was left open inside it; a closing tag never opened is ignored. */
  const close = (tag: string) => {
    for (let at = stack.length - 1; at > 0; at -= 1) {
      if (stack[at]?.tag === tag) {
        stack.length = at;
        return;
      }
    }
  };

  for (const match of html.matchAll(TOKEN)) {
    addText(html.slice(last, match.index));
    last = match.index + match[0].length;
    const name = match[1]?.toLowerCase();
    if (!name) continue; // a comment, a doctype or a stray '<…>'
    const closing = match[0][1] === '/';
    if (skipping) {
      if (closing && name === skipping) skipping = null;
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(name)) {
      if (!closing && match[2] !== '/') skipping = name;
      continue;
    }
    if (!isPolicyTag(name)) {
      // An unknown block still separates what is on either side of it.
      if (!closing && (name === 'div' || VOID.has(name))) addText(' ');
      continue;
    }
    const tag = name;
    if (closing) {
      close(tag);
      continue;
    }
    // A list item or paragraph left open ends where the next one starts (as HTML reads it).
    if ((tag === 'li' || tag === 'p') && top().tag === tag) stack.pop();
    const node: Open & PolicyNode = { tag, children: [] };
    top().children.push(node);
    if (!VOID.has(tag) && match[2] !== '/') stack.push(node);
  }
  addText(html.slice(last));
  return root.children;
}

/** The policy's words alone (for a search, or a reader that wants text). */
export function policyPlainText(nodes: readonly PolicyNode[]): string {
  return nodes
    .map((node) => {
      if (typeof node === 'string') return node;
      if (node.tag === 'br') return '\n';
      return policyPlainText(node.children);
    })
    .join('');
}
