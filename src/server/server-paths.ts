import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Where the server's own files are at run time, the one place that knows it.
 *
 * From source (tsx, Vitest) this module is src/server/server-paths.ts; from the build it is part
 * of the bundle in dist/server/ (scripts/build-server.ts), which also copies every file under
 * src/server that is not TypeScript (migrations, the lexicon's data) to the same relative path in
 * dist/server. So a path under `serverDir` is the same either way, and both folders sit two
 * levels below the project root. Nothing here depends on the working directory.
 */
export const serverDir = dirname(fileURLToPath(import.meta.url));

/** The checkout (or the image's /app): dist/client and tests/fixtures live under it. */
export const projectRoot = resolve(serverDir, "../..");

/** A file or folder of the server's, given as its path under src/server. */
export function serverFile(pathUnderServer: string): string {
  return join(serverDir, pathUnderServer);
}
