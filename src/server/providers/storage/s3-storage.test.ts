import { PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { describe, expect, it } from "vitest";
import { type S3StorageSettings, s3UploadOrigin } from "./s3-storage";
import { isValidObjectKey } from "./storage-provider";

/** The origin the SDK really presigns for, to check the CSP's idea of it. */
async function presignedOrigin(settings: Omit<S3StorageSettings, "accessKeyId" | "secretAccessKey">) {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: "AKIDEXAMPLE", secretAccessKey: "secret" },
  });
  const url = await getSignedUrl(client, new PutObjectCommand({ Bucket: settings.bucket, Key: "uploads/x" }));
  return new URL(url).origin;
}

describe("s3UploadOrigin (CSP connect-src)", () => {
  it.each<Omit<S3StorageSettings, "accessKeyId" | "secretAccessKey">>([
    { bucket: "studio-uploads", region: "eu-west-2", forcePathStyle: false },
    { bucket: "studio-uploads", region: "us-east-1", forcePathStyle: false },
    { bucket: "studio.uploads", region: "eu-west-2", forcePathStyle: false },
    {
      bucket: "studio-uploads",
      region: "auto",
      endpoint: "https://acc123.r2.cloudflarestorage.com",
      forcePathStyle: false,
    },
    {
      bucket: "studio-uploads",
      region: "us-east-1",
      endpoint: "http://127.0.0.1:9000",
      forcePathStyle: true,
    },
    {
      bucket: "studio-uploads",
      region: "us-east-1",
      endpoint: "https://minio.example.com:9000",
      forcePathStyle: true,
    },
  ])("matches the SDK's presigned URL for %o", async (settings) => {
    expect(s3UploadOrigin(settings)).toBe(await presignedOrigin(settings));
  });
});

describe("object keys", () => {
  it("accept server-made keys only", () => {
    expect(isValidObjectKey("uploads/4f1c2a8e-7d0b-4c3e-9a55-0f6b1d2e3c4a")).toBe(true);
    for (const key of [
      "",
      "/uploads/x",
      "uploads/../session-secret",
      "uploads/.hidden",
      "uploads//x",
      "Uploads/X",
      "a b",
    ]) {
      expect(isValidObjectKey(key), key).toBe(false);
    }
  });
});
