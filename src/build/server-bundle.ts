import { cpSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { isBuiltin } from "node:module";
import { join, relative } from "node:path";
import { build } from "esbuild";

/**
 * The server as JavaScript (issue 31: TypeScript ran through tsx at run time in production): one
 * step of `npm run build` (src/build/build-output.ts), so `npm start` and the container run
 * `node dist/server/main.js` with no compiler loaded.
 *
 * esbuild, the compiler tsx itself runs on, so the built server means what the sources mean under
 * `npm run dev`. npm packages stay imports (`packages: "external"`), resolved from node_modules at
 * run time like before: native addons (sharp, argon2), PGlite's WebAssembly and Swagger UI's
 * assets are found beside their own packages, unchanged. Code splitting keeps main.ts's
 * `import("./app")` a separate file, so a module that fails to load is still a JSON log line.
 *
 * Files the server reads at run time sit beside its sources (migrations, the lexicon's data): every
 * file under src/server that is not TypeScript is copied to the same path under the output, and
 * code finds them through src/server/server-paths.ts, the one module that reads its own location.
 */
export interface ServerBundleOptions {
  /** The project root (src/server/main.ts is the entry). */
  root: string;
  /** The folder to write; it does not exist yet. */
  outDir: string;
}

/** The built entry, relative to the output folder. */
export const SERVER_ENTRY_FILE = "main.js";

/** The only module that may ask where it is: in the bundle every module is the bundle's file. */
const PATHS_MODULE = "src/server/server-paths.ts";
const OWN_LOCATION = /\bimport\.meta\.(url|dirname|filename)\b|\b__dirname\b|\b__filename\b/;
const IS_SOURCE = /\.(ts|tsx)$/;

export async function bundleServer({ root, outDir }: ServerBundleOptions): Promise<void> {
  const result = await build({
    absWorkingDir: root,
    // build-is-current: npm start's check that this build is newer than the sources, run as plain
    // JavaScript before the server (scripts/build-is-current.ts).
    entryPoints: { main: "src/server/main.ts", "build-is-current": "scripts/build-is-current.ts" },
    outdir: outDir,
    bundle: true,
    splitting: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    tsconfig: join(root, "tsconfig.json"),
    // Stack traces name the source line under `node --enable-source-maps`; without the sources'
    // text the maps stay small, and a checkout has the sources anyway.
    sourcemap: "linked",
    sourcesContent: false,
    metafile: true,
    logLevel: "silent",
  });
  for (const warning of result.warnings) console.warn(`build: server: ${warning.text}`);
  checkNoOwnLocation(root, Object.keys(result.metafile.inputs));
  const imported = Object.values(result.metafile.outputs).flatMap((output) =>
    output.imports.filter((entry) => entry.external).map((entry) => entry.path),
  );
  checkImportsAreDependencies(JSON.parse(readFileSync(join(root, "package.json"), "utf8")), imported);
  copyServerFiles(join(root, "src/server"), outDir);
  // The bundle is ES modules: said here too, so the folder runs wherever it is copied.
  writeFileSync(join(outDir, "package.json"), `${JSON.stringify({ type: "module" })}\n`);
}

/**
 * Fails the build when a bundled source other than server-paths.ts reads its own location: from the
 * bundle it would get dist/server/<chunk>.js and look for its files in the wrong folder.
 */
export function checkNoOwnLocation(root: string, inputs: readonly string[]): void {
  const offenders = inputs
    .filter((input) => !input.startsWith("node_modules/") && IS_SOURCE.test(input) && input !== PATHS_MODULE)
    .filter((input) => OWN_LOCATION.test(withoutComments(readFileSync(join(root, input), "utf8"))));
  if (offenders.length > 0) {
    throw new Error(
      `${offenders.join(", ")} locate files from their own path (import.meta.url, __dirname); in the built server every module is in dist/server: use serverFile() or projectRoot from ${PATHS_MODULE}`,
    );
  }
}

/**
 * Fails the build when the server imports a package that package.json does not list under
 * `dependencies`: the container's runtime stage keeps only those (`npm prune --omit=dev`), so the
 * built server would stop at its first start there while running fine in a checkout.
 */
export function checkImportsAreDependencies(
  manifest: { dependencies?: Record<string, string> },
  specifiers: readonly string[],
): void {
  const listed = new Set(Object.keys(manifest.dependencies ?? {}));
  const missing = new Set<string>();
  for (const specifier of specifiers) {
    if (specifier.startsWith("node:") || isBuiltin(specifier)) continue;
    const parts = specifier.split("/");
    const name = specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] as string);
    if (!listed.has(name)) missing.add(name);
  }
  if (missing.size > 0) {
    throw new Error(
      `the server imports ${[...missing].sort().join(", ")}, not in package.json's dependencies (a production install leaves it out)`,
    );
  }
}

/** Every file under `serverSrc` that is not TypeScript, to the same path under `outDir`. */
export function copyServerFiles(serverSrc: string, outDir: string): string[] {
  const copied: string[] = [];
  const pending = [serverSrc];
  while (pending.length > 0) {
    const dir = pending.pop() as string;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) pending.push(path);
      else if (entry.isFile() && !IS_SOURCE.test(entry.name)) {
        const to = join(outDir, relative(serverSrc, path));
        cpSync(path, to);
        copied.push(relative(serverSrc, path));
      }
    }
  }
  return copied.sort();
}

/** Comments may name import.meta.url in prose; only code counts. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
}
