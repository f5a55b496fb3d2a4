import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { FileStorePort, FileVisibility } from './file-store.port';

/** The bucket cannot be reached at start: a configuration problem, said in one line. */
export class FileStoreUnavailableError extends Error {
  constructor(bucket: string, endpoint: string | undefined, cause: unknown) {
    const reason = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
    super(
      `The file store's bucket ${bucket} is not reachable${endpoint ? ` at ${endpoint}` : ''} (${reason}). Check S3_BUCKET, S3_ENDPOINT and the keys.`,
    );
    this.name = 'FileStoreUnavailableError';
  }
}

export interface S3StoreConfig {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, R2, …); AWS's own when unset. */
  endpoint: string | undefined;
  /** Both set, or neither (then the SDK's chain: instance role, AWS_* variables, …). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  /** Prepended to every key, so one bucket can hold several installations. */
  prefix: string;
}

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404);

/**
 * Files as objects in one bucket, under `<prefix>public/` and `<prefix>private/`. Objects are
 * written without an ACL, so they stay as private as the bucket (keep it private): browsers get
 * public files from the API's /files/ route, private ones through authorised routes only.
 */
export function createS3FileStore(config: S3StoreConfig): FileStorePort {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // S3-compatible stores do not all know the newer default checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  const objectKey = (visibility: FileVisibility, key: string) =>
    `${config.prefix}${visibility}/${key}`;

  async function getObject(visibility: FileVisibility, key: string) {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: objectKey(visibility, key) }));
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  return {
    kind: 's3',
    async put(visibility, key, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(visibility, key),
          Body: data,
          ContentType: contentType,
        }),
      );
    },
    async get(visibility, key) {
      const object = await getObject(visibility, key);
      return object?.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    },
    async stream(visibility, key) {
      const object = await getObject(visibility, key);
      if (!object?.Body) return null;
      return {
        body: object.Body as Readable,
        size: object.ContentLength ?? 0,
        etag: object.ETag ?? `"${key}"`,
      };
    },
    async delete(visibility, key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(visibility, key) }));
    },
    async exists(visibility, key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(visibility, key) }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    async list(visibility, folder) {
      const prefix = objectKey(visibility, `${folder}/`);
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key) keys.push(object.Key.slice(objectKey(visibility, '').length));
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },
    async ready() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        throw new FileStoreUnavailableError(Bucket, config.endpoint, error);
      }
    },
    close() {
      client.destroy();
    },
  };
}
