/**
 * `npm run build`: the server as JavaScript (esbuild, src/build/server-bundle.ts), the client
 * (Vite), the build-time render bundle (`--ssr prerender.tsx`) and the prerendered public pages
 * (scripts/prerender.ts), all in a folder of this build's own beside dist/; the pages are checked
 * (src/build/check-prerendered.ts) and only then are the folders renamed into dist/server and
 * dist/client (src/build/build-output.ts). Any error, in a step or in the check, exits non-zero and
 * leaves the build being served as it was.
 */
import { rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { buildOutput } from "../src/build/build-output";
import { bundleServer } from "../src/build/server-bundle";
import { prerender } from "./prerender";

const root = fileURLToPath(new URL("..", import.meta.url));
const configFile = join(root, "vite.config.ts");
const outputDir = resolve(root, "dist/client");
const serverOutputDir = resolve(root, "dist/server");

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
    serverOutputDir,
    // Paths only a stack trace or a module error would put in a page.
    forbiddenText: ["src", "node_modules", "dist", "scripts"].map((dir) => join(root, dir)),
    onWorkDir: (dir) => {
      workDir = dir;
    },
    steps: {
      server: (serverDir) => bundleServer({ root, outDir: serverDir }),
      client: async (clientDir) => {
        await build({ configFile, build: { outDir: clientDir } });
      },
      ssr: async (ssrDir) => {
        await build({ configFile, build: { ssr: "prerender.tsx", outDir: ssrDir } });
      },
      prerender,
    },
  });
  console.log(`build: ${serverOutputDir} and ${outputDir} are ready`);
} catch (error) {
  console.error(error);
  console.error("build: failed; the previous build (if any) is still in place");
  process.exit(1);
}
