import { createHmac, timingSafeEqual } from "node:crypto";
import { isUuid } from "../../lib/uuid";
import { uploadIdFromReference } from "../images/service";

/**
 * Links a marketplace's servers can fetch a listing's photo from (Shopify's "Product image URL",
 * eBay's PicURL): `/objects/public/<uploadId>?expires=…&signature=…` under APP_ORIGIN, good for
 * 30 days, no session needed. Like the local store's upload URLs (upload-signer.ts), the URL is
 * the permission: an HMAC-SHA256 over the upload id and expiry with a key derived from
 * SESSION_SECRET under its own label, so a link of one kind can never pass as the other and
 * every app copy sharing the secret accepts the others' links.
 *
 * Links are made only when the app is reachable from outside: APP_ORIGIN set and not a loopback
 * host. Otherwise the import files leave the image column empty (a marketplace cannot fetch
 * `http://localhost`), and GET /api/config says so, so the page can tell the seller.
 */
export const PUBLIC_IMAGE_LINK_TTL_SECONDS = 30 * 24 * 60 * 60;
export const PUBLIC_IMAGE_PATH_PREFIX = "/objects/public/";

export type PublicImageCheck = "valid" | "invalid" | "expired";

const SIGNATURE_BYTES = 32;
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1", "0.0.0.0"]);

/** True when APP_ORIGIN is set to an address other machines can reach. */
export function publicImageLinksEnabled(appOrigin: string | undefined): boolean {
  if (!appOrigin) return false;
  try {
    const host = new URL(appOrigin).hostname.toLowerCase();
    return !LOOPBACK_HOSTS.has(host) && !host.endsWith(".localhost") && !host.startsWith("127.");
  } catch {
    return false;
  }
}

export function derivePublicImageKey(sessionSecret: string): Buffer {
  return createHmac("sha256", sessionSecret).update("public-object-read-url/v1").digest();
}

const canonical = (uploadId: string, expires: number) => ["GET", uploadId, String(expires)].join("\n");

export function signPublicImage(key: Buffer, uploadId: string, expires: number): string {
  return createHmac("sha256", key).update(canonical(uploadId, expires)).digest("base64url");
}

/** Checks the signature first (constant time), then the expiry: a forged link is never "expired". */
export function verifyPublicImage(
  key: Buffer,
  uploadId: string,
  expires: string | undefined,
  signature: string | undefined,
  nowSeconds: number,
): PublicImageCheck {
  if (!isUuid(uploadId) || !expires || !/^\d{1,12}$/.test(expires)) return "invalid";
  if (!signature || !/^[A-Za-z0-9_-]{43}$/.test(signature)) return "invalid";
  const given = Buffer.from(signature, "base64url");
  const expected = createHmac("sha256", key)
    .update(canonical(uploadId, Number(expires)))
    .digest();
  if (given.length !== SIGNATURE_BYTES || !timingSafeEqual(given, expected)) return "invalid";
  return nowSeconds > Number(expires) ? "expired" : "valid";
}

export interface PublicImageLinks {
  /** Whether marketplaces can reach the links (GET /api/config `exports.publicImageLinks`). */
  enabled: boolean;
  /** A fresh 30-day link for a stored photo (`/objects/uploads/<id>`); null when disabled or none. */
  urlFor(imagePath: string | null | undefined, now?: Date): string | null;
  verify(uploadId: string, expires?: string, signature?: string, now?: Date): PublicImageCheck;
}

export function createPublicImageLinks(options: {
  appOrigin: string | undefined;
  sessionSecret: string;
}): PublicImageLinks {
  const key = derivePublicImageKey(options.sessionSecret);
  const enabled = publicImageLinksEnabled(options.appOrigin);
  const origin = options.appOrigin?.replace(/\/+$/, "") ?? "";
  return {
    enabled,
    urlFor(imagePath, now = new Date()) {
      const uploadId = imagePath ? uploadIdFromReference(imagePath) : null;
      if (!enabled || !uploadId || !isUuid(uploadId)) return null;
      const expires = Math.floor(now.getTime() / 1000) + PUBLIC_IMAGE_LINK_TTL_SECONDS;
      const signature = signPublicImage(key, uploadId, expires);
      return `${origin}${PUBLIC_IMAGE_PATH_PREFIX}${uploadId}?expires=${expires}&signature=${signature}`;
    },
    verify(uploadId, expires, signature, now = new Date()) {
      return verifyPublicImage(key, uploadId, expires, signature, Math.floor(now.getTime() / 1000));
    },
  };
}
