import type { Readable } from 'node:stream';

/**
 * Where uploaded files live: a folder under DATA_DIR (one machine) or an S3-compatible bucket (any
 * number of API copies). Public files (banners, avatars, logos) are served by the API at /files/…;
 * private ones (wallet slips, KYC documents, ticket attachments) only through authorised routes.
 * Neither adapter ever makes a file readable without the API: no public folder is served as is,
 * no object gets a public ACL.
 */
export type FileVisibility = 'public' | 'private';

export interface StoredFileStream {
  body: Readable;
  /** Bytes. */
  size: number;
  /** A validator for conditional requests (quoted, as HTTP wants it). */
  etag: string;
}

export interface FileStorePort {
  readonly kind: 'disk' | 's3';
  /** Writes a file; never called twice for one key (names are random). */
  put(visibility: FileVisibility, key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(visibility: FileVisibility, key: string): Promise<Buffer | null>;
  stream(visibility: FileVisibility, key: string): Promise<StoredFileStream | null>;
  /** Removes a file; a missing one is not an error. */
  delete(visibility: FileVisibility, key: string): Promise<void>;
  exists(visibility: FileVisibility, key: string): Promise<boolean>;
  /** The keys under a folder (`banners` → `banners/….webp`), sorted. */
  list(visibility: FileVisibility, folder: string): Promise<string[]>;
  /** Checks the store is usable (the folder writable, the bucket reachable) before serving. */
  ready(): Promise<void>;
  close(): void;
}
