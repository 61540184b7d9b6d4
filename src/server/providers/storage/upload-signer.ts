import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * HMAC-SHA256 signatures for the local store's upload URLs. The URL itself is the permission
 * (like an S3 presigned URL): it names one key, a size cap and an expiry, and needs no cookie.
 * The signing key is derived from SESSION_SECRET, so no extra secret has to be configured and
 * every app copy sharing the secret accepts the others' URLs.
 */
export interface UploadGrant {
  key: string;
  /** Unix time in seconds after which the URL is refused. */
  expires: number;
  maxBytes: number;
}

export type UploadSignatureCheck = "valid" | "invalid" | "expired";

const SIGNATURE_BYTES = 32;

export function deriveUploadSigningKey(sessionSecret: string): Buffer {
  return createHmac("sha256", sessionSecret).update("local-object-upload-url/v1").digest();
}

export function signUploadGrant(signingKey: Buffer, grant: UploadGrant): string {
  return createHmac("sha256", signingKey).update(canonical(grant)).digest("base64url");
}

/** Checks the signature first (constant time), then the expiry: a forged URL is never "expired". */
export function verifyUploadGrant(
  signingKey: Buffer,
  grant: UploadGrant,
  signature: string,
  nowSeconds: number,
): UploadSignatureCheck {
  if (!/^[A-Za-z0-9_-]{43}$/.test(signature)) return "invalid";
  const given = Buffer.from(signature, "base64url");
  const expected = createHmac("sha256", signingKey).update(canonical(grant)).digest();
  if (given.length !== SIGNATURE_BYTES || !timingSafeEqual(given, expected)) return "invalid";
  return nowSeconds > grant.expires ? "expired" : "valid";
}

function canonical(grant: UploadGrant): string {
  return ["PUT", grant.key, String(grant.expires), String(grant.maxBytes)].join("\n");
}
