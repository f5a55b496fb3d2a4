import { randomUUID } from 'node:crypto';
import type { Config } from '../../config';
import { createDiskFileStore } from './disk-file-store';
import type { FileStorePort, FileVisibility } from './file-store.port';
import { createS3FileStore } from './s3-file-store';

/** `folder/name.ext`, folders nested or not: nothing that could climb out or hide (`..`, `.x`). */
const KEY = /^(?:[a-z0-9][a-z0-9-]*\/)+[a-z0-9][a-z0-9-]*\.[a-z0-9]+$/i;

const CONTENT_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
};

export const contentTypeOf = (key: string): string =>
  CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

/** Whether a key (from a URL, say) is one the store could have made. */
export const isFileKey = (key: string): boolean => KEY.test(key);

/**
 * Every upload goes through here: it names files (random, so an upload's own name never reaches
 * the store) and keeps public and private apart; `port` is the disk or the bucket.
 */
export function createFileStore(port: FileStorePort) {
  async function save(visibility: FileVisibility, folder: string, extension: string, data: Buffer) {
    const key = `${folder}/${randomUUID()}.${extension}`;
    if (!isFileKey(key)) throw new Error(`not a file key: ${key}`);
    await port.put(visibility, key, data, contentTypeOf(key));
    return key;
  }

  async function remove(visibility: FileVisibility, key: string | null | undefined) {
    if (key) await port.delete(visibility, key);
  }

  return {
    kind: port.kind,
    /** Stores a public file; returns its key (its path under /files/). */
    savePublic: (folder: string, extension: string, data: Buffer) =>
      save('public', folder, extension, data),
    savePrivate: (folder: string, extension: string, data: Buffer) =>
      save('private', folder, extension, data),
    async readPrivate(key: string): Promise<Buffer> {
      const data = await port.get('private', key);
      if (!data) throw new Error(`private file missing from the store: ${key}`);
      return data;
    },
    /** A public file to send, or null when the key is not one (or is gone). */
    openPublic: async (key: string) => (isFileKey(key) ? port.stream('public', key) : null),
    removePublic: (key: string | null | undefined) => remove('public', key),
    removePrivate: (key: string | null | undefined) => remove('private', key),
    exists: (visibility: FileVisibility, key: string) => port.exists(visibility, key),
    list: (visibility: FileVisibility, folder: string) => port.list(visibility, folder),
    ready: () => port.ready(),
    close: () => port.close(),
  };
}

export type FileStore = ReturnType<typeof createFileStore>;

/** The store the configuration names: the bucket when S3_BUCKET is set, else DATA_DIR/files. */
export const fileStoreFor = (config: Pick<Config, 'dataDir' | 'fileStore'>): FileStore =>
  createFileStore(
    config.fileStore.kind === 's3'
      ? createS3FileStore(config.fileStore)
      : createDiskFileStore(config.dataDir),
  );

/** The URL a browser loads a public file from. */
export const publicFileUrl = (key: string | null): string | null => (key ? `/files/${key}` : null);
