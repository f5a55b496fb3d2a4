import { parseSync } from 'vite';

/**
 * Every top-level `const` of the shared contract whose value is computed — a zod schema, a message
 * code, a table of schemas — wrapped as `/* @__PURE__ *\/ (() => (value))()`, so the
 * bundler may leave out the ones a page never reads.
 *
 * Why: the contract is one set of files for the API and the web app. The web app needs the request
 * schemas its forms check and a few tables; the API also needs every response schema. A bundler
 * keeps any top-level call it cannot prove free of side effects, and it cannot prove it of zod's
 * chains (`z.string().trim().min(1)`: a method called on a call's result) nor of the contract's own
 * helpers (`successEnvelope(…)`), so every response schema of every contract file a screen touched
 * was built on the phone and never used — tens of kilobytes, and zod's constructors are not cheap
 * on a slow phone. A `@__PURE__` call is one the bundler may drop when its result is unused, and an
 * annotated arrow function's body is not examined.
 *
 * It is safe because the contract's top-level declarations compute values and do nothing else
 * (its files are shared with the browser: no I/O, no registries). A `const` whose value is unused
 * and whose computation had to happen would be dropped: the contract must not have one.
 * Only `const` (a `let` could be reassigned) and only values the bundler cannot judge itself
 * (`COMPUTED`); a value that awaits is left as it is (an arrow function cannot await for it).
 */
export function markDeclarationsPure(code: string, fileName: string): string | null {
  const { program, errors } = parseSync(fileName, code);
  if (errors.length > 0) throw new Error(`${fileName}: ${errors[0]?.message ?? 'cannot parse'}`);
  const spans: { start: number; end: number }[] = [];
  for (const statement of program.body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const declarator of declaration.declarations) {
      const init = declarator.init;
      if (!init || !COMPUTED.has(init.type)) continue;
      const value = code.slice(init.start, init.end);
      if (/\bawait\b/.test(value)) continue;
      spans.push({ start: init.start, end: init.end });
    }
  }
  if (spans.length === 0) return null;
  let out = '';
  let at = 0;
  for (const { start, end } of spans) {
    out += `${code.slice(at, start)}/* @__PURE__ */ (() => (${code.slice(start, end)}))()`;
    at = end;
  }
  return out + code.slice(at);
}

/**
 * Values the bundler may not judge free of side effects: calls, `new`, property reads, and objects
 * and arrays (a spread in one reads another object). Literals, names and functions it already can.
 */
const COMPUTED = new Set([
  'CallExpression',
  'NewExpression',
  'MemberExpression',
  'ObjectExpression',
  'ArrayExpression',
  'TSAsExpression',
  'TSSatisfiesExpression',
]);
