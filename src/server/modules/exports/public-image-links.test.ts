import { describe, expect, it } from "vitest";
import {
  createPublicImageLinks,
  derivePublicImageKey,
  PUBLIC_IMAGE_LINK_TTL_SECONDS,
  publicImageLinksEnabled,
  signPublicImage,
  verifyPublicImage,
} from "./public-image-links";

const secret = "test-secret-0123456789-abcdefghijklmnopqrstuvwxyz";
const uploadId = "0b6f7c9e-3a2d-4c1b-9e8f-7a6b5c4d3e2f";

describe("public image links", () => {
  it("are on only for an APP_ORIGIN other machines can reach", () => {
    expect(publicImageLinksEnabled(undefined)).toBe(false);
    expect(publicImageLinksEnabled("http://localhost:5000")).toBe(false);
    expect(publicImageLinksEnabled("http://127.0.0.1:5000")).toBe(false);
    expect(publicImageLinksEnabled("http://[::1]:5000")).toBe(false);
    expect(publicImageLinksEnabled("https://studio.example.com")).toBe(true);
  });

  it("sign the upload and expiry for 30 days, and refuse tampering before expiry", () => {
    const links = createPublicImageLinks({ appOrigin: "https://studio.example.com", sessionSecret: secret });
    const now = new Date("2026-05-01T00:00:00Z");
    const url = new URL(links.urlFor(`/objects/uploads/${uploadId}`, now) ?? "");
    expect(url.origin + url.pathname).toBe(`https://studio.example.com/objects/public/${uploadId}`);
    const expires = url.searchParams.get("expires") ?? "";
    const signature = url.searchParams.get("signature") ?? "";
    expect(Number(expires)).toBe(now.getTime() / 1000 + PUBLIC_IMAGE_LINK_TTL_SECONDS);
    expect(links.verify(uploadId, expires, signature, now)).toBe("valid");
    expect(links.verify(uploadId, String(Number(expires) + 1), signature, now)).toBe("invalid");
    expect(links.verify(uploadId.replace("0b", "1b"), expires, signature, now)).toBe("invalid");
    expect(links.verify(uploadId, expires, `${signature.slice(0, -1)}A`, now)).not.toBe("valid");
    const later = new Date((Number(expires) + 1) * 1000);
    expect(links.verify(uploadId, expires, signature, later)).toBe("expired");
  });

  it("use a key of their own, not the upload URLs' key", () => {
    const key = derivePublicImageKey(secret);
    const signature = signPublicImage(key, uploadId, 2_000_000_000);
    expect(verifyPublicImage(key, uploadId, "2000000000", signature, 0)).toBe("valid");
    expect(
      verifyPublicImage(derivePublicImageKey("another-secret"), uploadId, "2000000000", signature, 0),
    ).toBe("invalid");
  });

  it("give no link when off or when the generation kept no photo", () => {
    const off = createPublicImageLinks({ appOrigin: undefined, sessionSecret: secret });
    expect(off.urlFor(`/objects/uploads/${uploadId}`)).toBeNull();
    const on = createPublicImageLinks({ appOrigin: "https://studio.example.com", sessionSecret: secret });
    expect(on.urlFor(null)).toBeNull();
    expect(on.urlFor("https://elsewhere.example/pic.jpg")).toBeNull();
  });
});
