/**
 * `npm start`'s first step: exits 0 when dist/server and dist/client hold a build newer than every
 * source (src/build/build-stamp.ts), so the built server starts at once; otherwise says why and
 * exits 1, and the start script runs `npm run build` first.
 */
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildState } from "../src/build/build-stamp";

const root = fileURLToPath(new URL("..", import.meta.url));
const state = buildState(root, {
  client: resolve(root, "dist/client"),
  server: resolve(root, "dist/server"),
});
if (!state.current) {
  console.log(`build: ${state.reason}; building first`);
  process.exitCode = 1;
}
