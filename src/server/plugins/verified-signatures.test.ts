import { describe, expect, it, vi } from "vitest";
import { rememberVerifiedSignatures } from "./verified-signatures";

/** A stand-in verifier: "<value>.ok" verifies to <value>, anything else fails. */
const verifier = () => vi.fn((signed: string) => (signed.endsWith(".ok") ? signed.slice(0, -3) : null));

describe("rememberVerifiedSignatures", () => {
  it("verifies a signed value once and answers repeats from memory", () => {
    const unsign = verifier();
    const verify = rememberVerifiedSignatures(unsign);
    expect(verify("abc.ok")).toBe("abc");
    expect(verify("abc.ok")).toBe("abc");
    expect(unsign).toHaveBeenCalledTimes(1);
  });

  it("never remembers a value that failed: each attempt is verified again", () => {
    const unsign = verifier();
    const verify = rememberVerifiedSignatures(unsign);
    expect(verify("abc.forged")).toBeNull();
    expect(verify("abc.forged")).toBeNull();
    expect(unsign).toHaveBeenCalledTimes(2);
  });

  it("holds at most maxEntries, dropping the oldest first", () => {
    const unsign = verifier();
    const verify = rememberVerifiedSignatures(unsign, 2);
    verify("a.ok");
    verify("b.ok");
    verify("c.ok"); // "a" leaves
    unsign.mockClear();
    verify("b.ok");
    verify("c.ok");
    expect(unsign).not.toHaveBeenCalled();
    verify("a.ok");
    expect(unsign).toHaveBeenCalledTimes(1);
  });
});
