const REF_PREFIX = '#/components/schemas/';

/**
 * The OpenAPI document with each `$ref` to a named component replaced by the component itself,
 * for tests that read a call's schema in place (the docs name each contract schema once).
 */
export function withRefsResolved<Doc extends object>(doc: Doc): Doc {
  const schemas =
    (doc as { components?: { schemas?: Record<string, unknown> } }).components?.schemas ?? {};
  const resolve = (node: unknown, seen: string[]): unknown => {
    if (Array.isArray(node)) return node.map((item) => resolve(item, seen));
    if (typeof node !== 'object' || node === null) return node;
    const ref = (node as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && ref.startsWith(REF_PREFIX)) {
      const name = ref.slice(REF_PREFIX.length);
      if (seen.includes(name)) throw new Error(`The component ${name} refers to itself.`);
      if (!(name in schemas)) throw new Error(`No component ${name} in the document.`);
      return resolve(schemas[name], [...seen, name]);
    }
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [key, resolve(value, seen)]),
    );
  };
  return resolve(doc, []) as Doc;
}
