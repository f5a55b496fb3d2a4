import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSandboxConfig } from '@kosh/sandbox/app';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Every name `load` reads from the environment it is given (an empty one that records reads). */
function namesRead(load: (env: NodeJS.ProcessEnv) => unknown): string[] {
  const read = new Set<string>();
  const env = new Proxy({} as NodeJS.ProcessEnv, {
    get(_target, name) {
      if (typeof name === 'string' && /^[A-Z][A-Z0-9_]*$/.test(name)) read.add(name);
      return undefined;
    },
  });
  load(env);
  return [...read].sort();
}

/** The variables named in the first column of the README's tables under "## Configuration". */
function documented(): string[] {
  const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('\n## Configuration'));
  const end = section.indexOf('\n## ', 1);
  const rows = section
    .slice(0, end)
    .split('\n')
    .filter((line) => line.startsWith('| `'));
  const names = rows.flatMap((row) => [...row.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)]);
  return [...new Set(names.map((match) => match[1]!))].sort();
}

describe("the README's configuration table", () => {
  it('names every variable the API and the sandbox read, and nothing else', () => {
    const api = namesRead((env) => loadConfig(env));
    const sandbox = namesRead((env) => loadSandboxConfig(env));
    // The lists are read, not typed out here: a variable added to the code without a row fails.
    expect(api).toEqual(expect.arrayContaining(['DATABASE_URL', 'REDIS_URL', 'METRICS_TOKEN']));
    expect(sandbox).toEqual(expect.arrayContaining(['SANDBOX_PUBLIC_URL', 'HOTELS_HANG_MS']));
    expect(documented()).toEqual([...new Set([...api, ...sandbox])].sort());
  });
});
