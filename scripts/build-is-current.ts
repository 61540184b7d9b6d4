/**
 * `npm start`'s first step: exits 0 when dist/server and dist/client hold a build newer than every
 * source (src/build/build-stamp.ts), so the built server starts at once; otherwise says why and
 * exits 1, and the start script runs `npm run build` first.
 *
 * The build compiles it to dist/server/build-is-current.js and `npm start` runs that with plain
 * node (through tsx it cost ~0.7 s of every start); with no build yet there is no such file, node
 * fails, and the start script builds. npm runs scripts from the project's root, which is therefore
 * the working directory (the compiled copy cannot find the root from its own location).
 */
import { resolve } from "node:path";
import { buildState } from "../src/build/build-stamp";

const root = process.cwd();
const state = buildState(root, {
  client: resolve(root, "dist/client"),
  server: resolve(root, "dist/server"),
});
if (!state.current) {
  console.log(`build: ${state.reason}; building first`);
  process.exitCode = 1;
}
