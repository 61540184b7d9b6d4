import { copyFileSync, mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { writeBuildStamp } from "../../src/build/build-stamp";
import { EMPTY_ROOT } from "../../src/build/page-html";
import { bundleServer, SERVER_ENTRY_FILE } from "../../src/build/server-bundle";

/**
 * A project folder as `npm start` and the container find it after `npm run build`, made in a few
 * seconds in a folder of the test's own (the checkout's dist/ belongs to whoever built last):
 *
 * - dist/server: the real server bundle (src/build/server-bundle.ts, what `npm run build` writes);
 * - dist/client: a small stand-in for the client build (the real one runs Vite and prerenders
 *   every page, minutes on this machine): index.html and one prerendered page carrying `marker`;
 * - both stamped as current, with `npm start`'s own files (package.json, the build check and the
 *   module it reads) copied before the stamps, and node_modules linked from this checkout.
 */
export interface BuiltProject {
  root: string;
  /** The built server's entry (dist/server/main.js). */
  entry: string;
  /** The public page that has a prerendered copy, and the text only that copy holds. */
  prerenderedPath: string;
  marker: string;
}

const checkout = fileURLToPath(new URL("../..", import.meta.url));

/**
 * What `npm start` reads before the server: package.json (the script), and sources the build check
 * (compiled into dist/server) compares the build's stamps with.
 */
const START_FILES = ["package.json", "scripts/build-is-current.ts", "src/build/build-stamp.ts"];

export async function makeBuiltProject(root: string): Promise<BuiltProject> {
  for (const file of START_FILES) {
    mkdirSync(join(root, file, ".."), { recursive: true });
    copyFileSync(join(checkout, file), join(root, file));
  }
  symlinkSync(join(checkout, "node_modules"), join(root, "node_modules"), "dir");

  const serverDir = join(root, "dist", "server");
  await bundleServer({ root: checkout, outDir: serverDir });

  const clientDir = join(root, "dist", "client");
  const marker = `prerendered-pricing-${process.pid}`;
  const page = (body: string) =>
    `<!doctype html><html lang="en"><head><title>Seller Content Studio</title></head><body>${body}</body></html>`;
  mkdirSync(join(clientDir, "prerendered"), { recursive: true });
  mkdirSync(join(clientDir, ".vite"), { recursive: true });
  writeFileSync(join(clientDir, "index.html"), page(EMPTY_ROOT));
  writeFileSync(
    join(clientDir, "prerendered", "pricing.html"),
    page(`<div id="root"><main><h1>Pricing</h1><p>${marker}</p></main></div>`),
  );

  // After every copy: a file newer than its stamp would send `npm start` to `npm run build`.
  const builtAt = Date.now();
  writeBuildStamp(serverDir, builtAt, "server");
  writeBuildStamp(clientDir, builtAt, "client");
  return { root, entry: join(serverDir, SERVER_ENTRY_FILE), prerenderedPath: "/pricing", marker };
}
