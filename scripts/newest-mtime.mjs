import fs from 'node:fs';
import path from 'node:path';

/**
 * The newest modification time under a file or folder (0 if it is missing), skipping
 * node_modules and dist: what `npm start` compares a build's stamp against to know it is stale.
 */
export function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}
