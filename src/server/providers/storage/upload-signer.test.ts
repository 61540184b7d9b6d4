import { describe, expect, it } from "vitest";
import { deriveUploadSigningKey, signUploadGrant, verifyUploadGrant } from "./upload-signer";

const key = deriveUploadSigningKey("a-session-secret-that-is-long-enough-0123456789");
const grant = {
  key: "uploads/4f1c2a8e-7d0b-4c3e-9a55-0f6b1d2e3c4a",
  expires: 1_900_000_000,
  maxBytes: 10_485_760,
};
const now = grant.expires - 60;

describe("upload URL signatures", () => {
  it("accepts its own signature before the expiry, and at the expiry second", () => {
    const signature = signUploadGrant(key, grant);
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verifyUploadGrant(key, grant, signature, now)).toBe("valid");
    expect(verifyUploadGrant(key, grant, signature, grant.expires)).toBe("valid");
  });

  it("calls a genuine signature past its expiry expired", () => {
    expect(verifyUploadGrant(key, grant, signUploadGrant(key, grant), grant.expires + 1)).toBe("expired");
  });

  it("refuses a signature for any other key, expiry or size cap", () => {
    const signature = signUploadGrant(key, grant);
    for (const changed of [
      { ...grant, key: "uploads/00000000-0000-4000-8000-000000000000" },
      { ...grant, expires: grant.expires + 3600 },
      { ...grant, maxBytes: grant.maxBytes * 10 },
    ]) {
      expect(verifyUploadGrant(key, changed, signature, now)).toBe("invalid");
    }
  });

  it("refuses a forged signature even when it has expired (no hint either way)", () => {
    const forged = signUploadGrant(deriveUploadSigningKey("another-secret-another-secret-0123456789"), grant);
    expect(verifyUploadGrant(key, grant, forged, now)).toBe("invalid");
    expect(verifyUploadGrant(key, grant, forged, grant.expires + 1)).toBe("invalid");
  });

  it("refuses a flipped character, and malformed or empty signatures", () => {
    const signature = signUploadGrant(key, grant);
    const flipped = `${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`;
    for (const bad of [flipped, "", "short", `${signature}A`, `${signature.slice(0, 42)}!`]) {
      expect(verifyUploadGrant(key, grant, bad, now)).toBe("invalid");
    }
  });

  it("derives different keys from different session secrets", () => {
    expect(deriveUploadSigningKey("x".repeat(32)).equals(deriveUploadSigningKey("y".repeat(32)))).toBe(false);
  });
});
