import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id (the library default) with OWASP's recommended minimum: 19 MiB memory, 2 passes,
 * 1 lane (OWASP Password Storage Cheat Sheet).
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Burns the same time as a real check when the e-mail is unknown, so response time does not
 * tell an attacker which addresses have accounts.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword("not-a-real-password-only-for-timing");
  await verifyPassword(await dummyHash, password);
  return false;
}
