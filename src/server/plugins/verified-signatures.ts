/**
 * Remembers signed values whose signature already checked out, so a browser's every request does
 * not recompute the HMAC of the same session cookie (after the database query, the largest cost
 * of a session-checked request). Only values that verified are kept, so nothing a client invents
 * can enter; a hit needs the whole signed value, which is the credential itself. The secret never
 * changes while the process runs, so a remembered verdict stays true. Bounded: the oldest entry
 * leaves first.
 */
export function rememberVerifiedSignatures(
  unsign: (signed: string) => string | null,
  maxEntries = 10_000,
): (signed: string) => string | null {
  const verified = new Map<string, string>();
  return (signed) => {
    const known = verified.get(signed);
    if (known !== undefined) return known;
    const value = unsign(signed);
    if (value === null) return null;
    if (verified.size >= maxEntries) {
      const oldest = verified.keys().next();
      if (!oldest.done) verified.delete(oldest.value);
    }
    verified.set(signed, value);
    return value;
  };
}
