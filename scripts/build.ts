/**
 * `npm run build`: the client (Vite), the build-time server bundle (`--ssr prerender.tsx`) and the
 * prerendered public pages (scripts/prerender.ts), all in a folder of this build's own beside
 * dist/client; the pages are checked (src/build/check-prerendered.ts) and only then is the folder
 * renamed into dist/client (src/build/build-output.ts). Any error, in a step or in the check, exits
 * non-zero and leaves the build being served as it was.
 */
import { rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { buildOutput } from "../src/build/build-output";
import { prerender } from "./prerender";

const root = fileURLToPath(new URL("..", import.meta.url));
const configFile = join(root, "vite.config.ts");
const outputDir = resolve(root, "dist/client");

let workDir: string | undefined;
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.once(signal, () => {
    if (workDir) rmSync(workDir, { recursive: true, force: true });
    process.exit(128 + ({ SIGHUP: 1, SIGINT: 2, SIGTERM: 15 } as const)[signal]);
  });
}

try {
  await buildOutput({
    outputDir,
    // Paths only a stack trace or a module error would put in a page.
    forbiddenText: ["src", "node_modules", "dist", "scripts"].map((dir) => join(root, dir)),
    onWorkDir: (dir) => {
      workDir = dir;
    },
    steps: {
      client: async (clientDir) => {
        await build({ configFile, build: { outDir: clientDir } });
      },
      ssr: async (ssrDir) => {
        await build({ configFile, build: { ssr: "prerender.tsx", outDir: ssrDir } });
      },
      prerender,
    },
  });
  console.log(`build: ${outputDir} is ready`);
} catch (error) {
  console.error(error);
  console.error("build: failed; the previous build (if any) is still in place");
  process.exit(1);
}
