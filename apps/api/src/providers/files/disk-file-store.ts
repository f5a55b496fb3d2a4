import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStorePort, FileVisibility } from './file-store.port';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files under DATA_DIR/files/{public,private}: the default, for one machine. */
export function createDiskFileStore(dataDir: string): FileStorePort {
  const root = path.join(dataDir, 'files');

  function resolve(visibility: FileVisibility, key: string): string {
    const base = path.join(root, visibility);
    const full = path.resolve(base, key);
    if (!full.startsWith(base + path.sep)) throw new Error(`path escapes the store: ${key}`);
    return full;
  }

  return {
    kind: 'disk',
    async put(visibility, key, data) {
      const full = resolve(visibility, key);
      await fs.mkdir(path.dirname(full), { recursive: true });
      await fs.writeFile(full, data, { flag: 'wx' });
    },
    async get(visibility, key) {
      try {
        return await fs.readFile(resolve(visibility, key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async stream(visibility, key) {
      const full = resolve(visibility, key);
      try {
        const stat = await fs.stat(full);
        if (!stat.isFile()) return null;
        return {
          body: createReadStream(full),
          size: stat.size,
          etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(visibility, key) {
      await fs.rm(resolve(visibility, key), { force: true });
    },
    async exists(visibility, key) {
      try {
        return (await fs.stat(resolve(visibility, key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async list(visibility, folder) {
      try {
        const names = await fs.readdir(resolve(visibility, folder));
        return names.map((name) => `${folder}/${name}`).sort();
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
    },
    async ready() {
      await fs.mkdir(path.join(root, 'public'), { recursive: true });
      await fs.mkdir(path.join(root, 'private'), { recursive: true });
    },
    close() {},
  };
}
