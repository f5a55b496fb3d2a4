import { describe, expect, it } from 'vitest';
import { build } from 'vite';
import { markDeclarationsPure } from './pure-declarations';

describe('markDeclarationsPure', () => {
  it('wraps each top-level const made by a call, new, property read, object or array', () => {
    const code = [
      "import { z } from 'zod';",
      'export const a = z.string().trim().min(1);',
      'const b = new Map([[1, 2]]), c = a.shape;',
      'export const d = 5;',
      'export const table = { ...other, 400: a } as const;',
      "const e = 'text';",
      'let f = z.number();',
      'function g() { const h = z.string(); return h; }',
    ].join('\n');
    const out = markDeclarationsPure(code, 'x.ts');
    expect(out).toContain('export const a = /* @__PURE__ */ (() => (z.string().trim().min(1)))();');
    expect(out).toContain(
      'const b = /* @__PURE__ */ (() => (new Map([[1, 2]])))(), c = /* @__PURE__ */ (() => (a.shape))();',
    );
    // An object's value in parentheses: an arrow function's body that opens a brace is a block.
    expect(out).toContain(
      'export const table = /* @__PURE__ */ (() => ({ ...other, 400: a } as const))();',
    );
    // Literals, a `let` and what a function computes when called are left as they were.
    expect(out).toContain('export const d = 5;');
    expect(out).toContain("const e = 'text';");
    expect(out).toContain('let f = z.number();');
    expect(out).toContain('function g() { const h = z.string(); return h; }');
  });

  it('keeps TypeScript as it was around the values it wraps', () => {
    expect(
      markDeclarationsPure(
        'export const ids = Object.values(table) as Id[];\nexport type Id = string;',
        'x.ts',
      ),
    ).toBe(
      'export const ids = /* @__PURE__ */ (() => (Object.values(table) as Id[]))();\nexport type Id = string;',
    );
    expect(markDeclarationsPure('export const x: Schema = make<Schema>(1);', 'x.ts')).toBe(
      'export const x: Schema = /* @__PURE__ */ (() => (make<Schema>(1)))();',
    );
  });

  it('leaves a value that awaits, and answers null when there is nothing to wrap', () => {
    expect(markDeclarationsPure('export const x = await load();', 'x.ts')).toBeNull();
    expect(
      markDeclarationsPure("export const x = 1, y = 'a', f = () => z.string();", 'x.ts'),
    ).toBeNull();
  });

  it('refuses what it cannot parse rather than pass it on unchanged', () => {
    expect(() => markDeclarationsPure('export const = ;', 'x.ts')).toThrow(/x\.ts/);
  });

  it('lets the bundler leave out a schema nobody reads and keep the one that is read', async () => {
    const source = [
      "export const used = String('kept').trim();",
      "export const unused = String('dropped').toUpperCase().trim();",
    ].join('\n');
    const bundle = async (transform: boolean) => {
      const result = await build({
        configFile: false,
        logLevel: 'silent',
        plugins: [
          {
            name: 'entry',
            resolveId: (id) => (id === 'entry' || id === 'lib' ? `\0${id}` : null),
            load: (id) =>
              id === '\0entry'
                ? "import { used } from 'lib'; console.log(used);"
                : id === '\0lib'
                  ? source
                  : null,
            transform: (code, id) =>
              transform && id === '\0lib' ? markDeclarationsPure(code, 'lib.ts') : null,
          },
        ],
        build: {
          write: false,
          minify: false,
          rolldownOptions: { input: 'entry' },
        },
      });
      const outputs = Array.isArray(result) ? result : [result];
      return outputs
        .flatMap((output) => ('output' in output ? output.output : []))
        .map((chunk) => (chunk.type === 'chunk' ? chunk.code : ''))
        .join('\n');
    };
    const without = await bundle(false);
    const withPure = await bundle(true);
    expect(without).toContain('dropped');
    expect(withPure).not.toContain('dropped');
    expect(withPure).toContain('kept');
  });
});
