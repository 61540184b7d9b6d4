import type { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import {
  assertValidObjectKey,
  type ObjectInfo,
  type SignedUpload,
  type StorageProvider,
  type StoredObject,
  type UploadUrlOptions,
} from "./storage-provider";

export interface S3StorageSettings {
  bucket: string;
  region: string;
  /** For S3-compatible stores (MinIO, R2, Ceph, ...); AWS when absent. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Both or neither; without them the SDK's default chain (instance role, env, profile) applies. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** The longest wait for a connection (S3_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs?: number;
  /**
   * The longest wait for a reply to start, the request's body sent included, and the longest
   * pause while a reply's body streams (S3_REQUEST_TIMEOUT_MS).
   */
  requestTimeoutMs?: number;
  /** Tries per request, the first included (S3_MAX_ATTEMPTS). */
  maxAttempts?: number;
}

/** S3_CONNECT_TIMEOUT_MS, S3_REQUEST_TIMEOUT_MS and S3_MAX_ATTEMPTS default to these. */
export const S3_DEFAULTS = { connectTimeoutMs: 3_000, requestTimeoutMs: 10_000, maxAttempts: 2 } as const;

/**
 * Any S3-compatible bucket. The browser PUTs straight to the bucket with a presigned URL, so the
 * bucket needs a CORS rule allowing PUT from the app's origin with the Content-Type header.
 * A presigned PUT cannot cap the size by itself: when the client declares its size the URL is
 * signed for exactly that Content-Length, and every object is checked again (HEAD) at first use.
 */
export class S3Storage implements StorageProvider {
  readonly kind = "s3";
  private readonly bucket: string;
  private readonly settings: S3StorageSettings;
  private sdk?: Promise<S3Sdk>;

  constructor(settings: S3StorageSettings) {
    this.bucket = settings.bucket;
    this.settings = settings;
  }

  /**
   * The SDK and its client, loaded at the first call: the SDK's hundreds of modules cost a copy
   * about 0.3 s of CPU, so a copy does not pay for them before it serves (its first readiness
   * probe loads them).
   */
  connection(): Promise<S3Sdk> {
    this.sdk ??= loadSdk(this.settings);
    return this.sdk;
  }

  async createUploadUrl(key: string, options: UploadUrlOptions): Promise<SignedUpload> {
    assertValidObjectKey(key);
    const { commands, client, getSignedUrl } = await this.connection();
    const command = new commands.PutObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ContentType: options.contentType,
      ContentLength: options.size,
    });
    const url = await getSignedUrl(client, command, {
      expiresIn: options.expiresInSeconds,
      // The browser must send the declared type; Content-Length is signed whenever it is set.
      signableHeaders: options.contentType ? new Set(["content-type"]) : undefined,
    });
    return {
      url,
      method: "PUT",
      headers: options.contentType ? { "content-type": options.contentType } : {},
    };
  }

  async head(key: string): Promise<ObjectInfo | null> {
    assertValidObjectKey(key);
    try {
      const { commands, client } = await this.connection();
      const reply = await client.send(new commands.HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: reply.ContentLength ?? 0, contentType: reply.ContentType ?? null };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async read(key: string): Promise<Readable | null> {
    assertValidObjectKey(key);
    try {
      const { commands, client } = await this.connection();
      const reply = await client.send(new commands.GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return (reply.Body as Readable | undefined) ?? null;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async write(key: string, body: Buffer, contentType: string): Promise<void> {
    assertValidObjectKey(key);
    const { commands, client } = await this.connection();
    await client.send(
      new commands.PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }),
    );
  }

  async delete(key: string): Promise<void> {
    assertValidObjectKey(key);
    const { commands, client } = await this.connection();
    await client.send(new commands.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** ListObjectsV2, a page (up to 1,000 keys) at a time. */
  async *listObjects(prefix: string): AsyncIterable<StoredObject> {
    const { commands, client } = await this.connection();
    let continuationToken: string | undefined;
    do {
      const page = await client.send(
        new commands.ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix,
          ContinuationToken: continuationToken,
        }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key && object.LastModified) yield { key: object.Key, lastModified: object.LastModified };
      }
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
  }
}

interface S3Sdk {
  client: S3Client;
  commands: typeof import("@aws-sdk/client-s3");
  getSignedUrl: typeof import("@aws-sdk/s3-request-presigner").getSignedUrl;
}

async function loadSdk(settings: S3StorageSettings): Promise<S3Sdk> {
  const [commands, { getSignedUrl }] = await Promise.all([
    import("@aws-sdk/client-s3"),
    import("@aws-sdk/s3-request-presigner"),
  ]);
  const requestTimeoutMs = settings.requestTimeoutMs ?? S3_DEFAULTS.requestTimeoutMs;
  const client = new commands.S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Newer SDKs add a CRC32 of the (empty) body to presigned PUT URLs, which breaks browser
    // uploads and many S3-compatible stores: only send checksums where the API demands them.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // The SDK waits forever by default: a store that accepts a connection and never answers
    // held requests until the client gave up (issue 31.8). Each of these ends in a TimeoutError,
    // which the SDK retries up to maxAttempts and the app answers with a 503 (lib/outage.ts).
    maxAttempts: settings.maxAttempts ?? S3_DEFAULTS.maxAttempts,
    requestHandler: {
      connectionTimeout: settings.connectTimeoutMs ?? S3_DEFAULTS.connectTimeoutMs,
      // Until the reply's headers, the request body's upload included. Without
      // throwOnRequestTimeout the handler only prints a plain-text warning and keeps waiting.
      requestTimeout: requestTimeoutMs,
      throwOnRequestTimeout: true,
      // A reply body (GetObject's stream) that stalls for this long is cut off with an error.
      socketTimeout: requestTimeoutMs,
    },
  });
  return { client, commands, getSignedUrl };
}

/** The SDK's not-found replies; checked by name, so this module need not load the SDK. */
function isNotFound(error: unknown): boolean {
  const metadata = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata;
  if (!(error instanceof Error) || !metadata) return false;
  return metadata.httpStatusCode === 404 || error.name === "NotFound" || error.name === "NoSuchKey";
}

/**
 * The origin the browser PUTs to, for the CSP's connect-src. It mirrors the SDK's choice of
 * virtual-hosted style (`bucket.host`) or path style (`host/bucket`); a unit test checks it
 * against real presigned URLs.
 */
export function s3UploadOrigin(
  settings: Pick<S3StorageSettings, "bucket" | "region" | "endpoint" | "forcePathStyle">,
): string {
  const base = new URL(settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`);
  const virtualHosted =
    !settings.forcePathStyle &&
    /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/.test(settings.bucket) &&
    !/^\d+\.\d+\.\d+\.\d+$/.test(base.hostname);
  return virtualHosted ? `${base.protocol}//${settings.bucket}.${base.host}` : base.origin;
}
