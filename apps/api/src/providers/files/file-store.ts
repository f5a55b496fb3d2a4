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
 * Where private files are recorded before their bytes are written (stored_files): the owner's
 * row claims its file when it commits, and a file never claimed was left by a request that died.
 */
export interface FileLedger {
  recordPending(key: string, at: Date): Promise<void>;
  forget(key: string): Promise<void>;
  /** Keys recorded before `before` that no owner claimed, oldest first. */
  unclaimed(before: Date, limit: number): Promise<string[]>;
}

/** How long a private file may wait for its owner's commit before it counts as orphaned. */
export const ORPHAN_GRACE_MS = 60 * 60_000;

export interface FileStoreOptions {
  /**
   * Runs after a private file's bytes are written, before the key goes back to its owner's
   * commit: the point a test holds the process at to kill it (FAULT_HANG_AT, lib/faults.ts).
   */
  afterPrivateWrite?: (detail: { key: string }) => Promise<void>;
}

/**
 * Every upload goes through here: it names files (random, so an upload's own name never reaches
 * the store) and keeps public and private apart; `port` is the disk or the bucket. Private files
 * go into the ledger first, so none a crash leaves without an owner stays for good.
 */
export function createFileStore(
  port: FileStorePort,
  ledger?: FileLedger,
  options: FileStoreOptions = {},
) {
  async function save(visibility: FileVisibility, folder: string, extension: string, data: Buffer) {
    const key = `${folder}/${randomUUID()}.${extension}`;
    if (!isFileKey(key)) throw new Error(`not a file key: ${key}`);
    if (visibility === 'private') await ledger?.recordPending(key, new Date());
    await port.put(visibility, key, data, contentTypeOf(key));
    if (visibility === 'private') await options.afterPrivateWrite?.({ key });
    return key;
  }

  async function remove(visibility: FileVisibility, key: string | null | undefined) {
    if (!key) return;
    await port.delete(visibility, key);
    if (visibility === 'private') await ledger?.forget(key);
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
    /**
     * Removes the private files no owner claimed within the grace period (their request died
     * between the write and the commit), from the disk or the bucket alike. Returns how many.
     */
    async sweepOrphans(now: Date, graceMs = ORPHAN_GRACE_MS): Promise<number> {
      if (!ledger) return 0;
      const orphans = await ledger.unclaimed(new Date(now.getTime() - graceMs), 500);
      for (const key of orphans) {
        await port.delete('private', key);
        await ledger.forget(key);
      }
      return orphans.length;
    },
  };
}

export type FileStore = ReturnType<typeof createFileStore>;

/** The store the configuration names: the bucket when S3_BUCKET is set, else DATA_DIR/files. */
export const fileStoreFor = (
  config: Pick<Config, 'dataDir' | 'fileStore'>,
  ledger?: FileLedger,
  options?: FileStoreOptions,
): FileStore =>
  createFileStore(
    config.fileStore.kind === 's3'
      ? createS3FileStore(config.fileStore)
      : createDiskFileStore(config.dataDir),
    ledger,
    options,
  );

/** The URL a browser loads a public file from. */
export const publicFileUrl = (key: string | null): string | null => (key ? `/files/${key}` : null);
