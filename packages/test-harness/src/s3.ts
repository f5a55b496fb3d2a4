import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** s3rver ships no types: the part used here. */
type S3rver = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => { run(): Promise<AddressInfo>; close(): Promise<void> };
const S3rver = createRequire(import.meta.url)('s3rver') as S3rver;

const BUCKET = 'kosh-test';

/**
 * A real S3-protocol server (s3rver) on a free port with an empty bucket, and the environment that
 * points Kosh's file store at it. s3rver's own account is S3RVER / S3RVER.
 */
export async function startS3Server(): Promise<{
  env: Record<string, string>;
  close(): Promise<void>;
}> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'kosh-test-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PREFIX: 'kosh/',
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
