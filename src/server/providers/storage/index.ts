import { join } from "node:path";
import type { AppConfig } from "../../config";
import { LocalStorage } from "./local-storage";
import { S3Storage, type S3StorageSettings, s3UploadOrigin } from "./s3-storage";
import type { StorageProvider } from "./storage-provider";
import { deriveUploadSigningKey } from "./upload-signer";

/**
 * The one place that picks the object store (CONVENTIONS.md: chosen in exactly one place).
 * S3_BUCKET set: S3-compatible storage; otherwise files under DATA_DIR/objects.
 */
export function createStorageProvider(config: AppConfig): StorageProvider {
  const s3 = s3Settings(config);
  if (s3) return new S3Storage(s3);
  return new LocalStorage({
    rootDir: join(config.dataDir, "objects"),
    signingKey: deriveUploadSigningKey(config.sessionSecret),
  });
}

/**
 * Origins other than our own that the browser sends upload bytes to (for the CSP's
 * connect-src): the bucket's origin with S3, none with the local store.
 */
export function storageUploadOrigins(config: AppConfig): string[] {
  const s3 = s3Settings(config);
  return s3 ? [s3UploadOrigin(s3)] : [];
}

function s3Settings(config: AppConfig): S3StorageSettings | null {
  const env = config.raw;
  if (!env.S3_BUCKET) return null;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? "us-east-1",
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === "true",
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    connectTimeoutMs: env.S3_CONNECT_TIMEOUT_MS,
    requestTimeoutMs: env.S3_REQUEST_TIMEOUT_MS,
    maxAttempts: env.S3_MAX_ATTEMPTS,
  };
}
