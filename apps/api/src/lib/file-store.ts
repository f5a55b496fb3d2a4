import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Files under DATA_DIR/files. Public ones (banners, avatars, logos) are served at /files/…;
 * private ones (slips, KYC documents) never are, only through an authorised route. Stored names
 * are random, so an upload's name never reaches the disk.
 */
export function createFileStore(dataDir: string) {
  const root = path.join(dataDir, 'files');
  const publicRoot = path.join(root, 'public');
  const privateRoot = path.join(root, 'private');

  function resolveInside(base: string, relative: string): string {
    const full = path.resolve(base, relative);
    if (!full.startsWith(base + path.sep)) throw new Error(`path escapes the store: ${relative}`);
    return full;
  }

  async function write(
    base: string,
    folder: string,
    extension: string,
    data: Buffer,
  ): Promise<string> {
    const relative = `${folder}/${randomUUID()}.${extension}`;
    const full = resolveInside(base, relative);
    await fs.mkdir(path.dirname(full), { recursive: true });
    await fs.writeFile(full, data, { flag: 'wx' });
    return relative;
  }

  return {
    publicRoot,
    /** Stores a public file; returns its path relative to /files/. */
    savePublic: (folder: string, extension: string, data: Buffer) =>
      write(publicRoot, folder, extension, data),
    savePrivate: (folder: string, extension: string, data: Buffer) =>
      write(privateRoot, folder, extension, data),
    readPrivate: (relative: string) => fs.readFile(resolveInside(privateRoot, relative)),
    async removePublic(relative: string | null | undefined) {
      if (!relative) return;
      await fs.rm(resolveInside(publicRoot, relative), { force: true });
    },
    async removePrivate(relative: string | null | undefined) {
      if (!relative) return;
      await fs.rm(resolveInside(privateRoot, relative), { force: true });
    },
    async ensureDirs() {
      await fs.mkdir(publicRoot, { recursive: true });
      await fs.mkdir(privateRoot, { recursive: true });
    },
  };
}

export type FileStore = ReturnType<typeof createFileStore>;

/** The URL a browser loads a public file from. */
export const publicFileUrl = (relative: string | null): string | null =>
  relative ? `/files/${relative}` : null;
