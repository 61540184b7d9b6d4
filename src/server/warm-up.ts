import type { FastifyBaseLogger } from "fastify";
import { passwordChecker } from "./modules/auth/password-strength";
import { loadSharp } from "./modules/images/load-sharp";

/**
 * Loads what the first requests need but serving does not: the image library (every upload) and
 * the password dictionaries (every sign-up and password change). Start-up skips them so a copy
 * is ready sooner (issue 31: ready ≤ 2 s); main.ts calls this once the server listens, so the
 * first seller does not wait for them either. A failure here is logged, never fatal: the same
 * load is tried again by the request that needs it, which then answers with the error.
 */
export async function warmUp(log: FastifyBaseLogger): Promise<void> {
  try {
    await loadSharp();
    await passwordChecker();
  } catch (error) {
    log.warn({ err: error }, "warm-up: a module the first requests need failed to load");
  }
}
