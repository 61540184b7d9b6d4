import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
// s3rver ships no type declarations; the tiny surface used here is declared below.
// @ts-expect-error -- untyped CommonJS module
import S3rver from "s3rver";

interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverConstructor = new (options: Record<string, unknown>) => S3rverInstance;

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** S3_* variables pointing the app at this server. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on a random port over a temporary directory: the S3
 * provider is tested against it, not against a mock. s3rver accepts the key pair S3RVER/S3RVER.
 */
export async function startLocalS3(bucket = "studio-test-uploads"): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), "studio-s3rver-"));
  const server = new (S3rver as S3rverConstructor)({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
