import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type BuildSteps, buildOutput, removeAbandonedWorkDirs, swapIntoPlace } from "./build-output";
import { readBuildStamp } from "./build-stamp";
import { expectedPrerenderedFiles } from "./check-prerendered";

let dist: string;
let outputDir: string;
let serverOutputDir: string;

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), "studio-build-"));
  outputDir = join(dist, "client");
  serverOutputDir = join(dist, "server");
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

/** A whole served build, marked `label` in every file, as the previous `npm run build` left it. */
function writeBuild(dir: string, label: string): void {
  mkdirSync(join(dir, "prerendered"), { recursive: true });
  mkdirSync(join(dir, ".vite"), { recursive: true });
  writeFileSync(
    join(dir, "index.html"),
    `<html><head><title>${label}</title></head><body><div id="root"></div></body></html>`,
  );
  for (const { file, kind } of expectedPrerenderedFiles()) {
    const root = `<main><h1>${label}</h1>${"<p>Real words about the product.</p>".repeat(300)}</main>`;
    const html =
      kind === "page"
        ? `<html><head><title>${label} page</title></head><body><div id="root">${root}</div></body></html>`
        : root;
    writeFileSync(join(dir, "prerendered", file), html);
  }
}

/** A whole server bundle, marked `label`, as the previous `npm run build` left it. */
function writeServer(dir: string, label: string): void {
  mkdirSync(join(dir, "db", "migrations"), { recursive: true });
  writeFileSync(join(dir, "main.js"), `// ${label}\n`);
  writeFileSync(join(dir, "db", "migrations", "0000_init.sql"), `-- ${label}\n`);
}

/** Build steps standing in for esbuild, Vite and React: each writes what the real one would, marked `label`. */
function steps(label: string, prerender?: BuildSteps["prerender"]): BuildSteps {
  return {
    server: async (serverDir) => writeServer(serverDir, label),
    client: async (clientDir) => {
      mkdirSync(join(clientDir, ".vite"), { recursive: true });
      writeFileSync(join(clientDir, "index.html"), `<html><head><title>${label}</title></head></html>`);
    },
    ssr: async (ssrDir) => {
      mkdirSync(ssrDir, { recursive: true });
      writeFileSync(join(ssrDir, "prerender.js"), "export {}");
    },
    prerender:
      prerender ??
      (async (clientDir) => {
        // Another turn of the event loop between pages, so concurrent builds interleave.
        await new Promise((resolve) => setTimeout(resolve, 5));
        writeBuild(clientDir, label);
      }),
  };
}

const servedLabel = () =>
  /<title>([^<]*)<\/title>/.exec(readFileSync(join(outputDir, "index.html"), "utf8"))?.[1];
const servedServerLabel = () => /\/\/ (.*)/.exec(readFileSync(join(serverOutputDir, "main.js"), "utf8"))?.[1];
const leftovers = () => readdirSync(dist).filter((name) => name !== "client" && name !== "server");
const options = (buildSteps: BuildSteps) => ({ outputDir, serverOutputDir, steps: buildSteps });

describe("buildOutput", () => {
  it("builds into its own folder and renames it in, with its stamp, removing the old build", async () => {
    writeBuild(outputDir, "old");
    writeServer(serverOutputDir, "old");
    await buildOutput({ ...options(steps("new")), now: () => 1_700_000_000_000 });
    expect(servedLabel()).toBe("new");
    expect(readFileSync(join(outputDir, "prerendered", "pricing.html"), "utf8")).toContain("<h1>new</h1>");
    expect(readBuildStamp(outputDir)).toBe(1_700_000_000_000);
    expect(servedServerLabel()).toBe("new");
    expect(readFileSync(join(serverOutputDir, "db", "migrations", "0000_init.sql"), "utf8")).toContain("new");
    expect(readBuildStamp(serverOutputDir, "server")).toBe(1_700_000_000_000);
    expect(leftovers()).toEqual([]);
  });

  it("makes the first build when there is none", async () => {
    await buildOutput(options(steps("first")));
    expect(servedLabel()).toBe("first");
    expect(servedServerLabel()).toBe("first");
    expect(leftovers()).toEqual([]);
  });

  it("leaves the previous build in place when the prerender throws", async () => {
    writeBuild(outputDir, "old");
    writeServer(serverOutputDir, "old");
    const failing = steps("new", async (clientDir) => {
      writeBuild(clientDir, "new");
      throw new Error("prerendering /pricing failed: React could not render the page");
    });
    await expect(buildOutput(options(failing))).rejects.toThrow(/prerendering \/pricing failed/);
    expect(servedLabel()).toBe("old");
    // The server built fine, but is not swapped in without the client it was built with.
    expect(servedServerLabel()).toBe("old");
    expect(readBuildStamp(serverOutputDir, "server")).toBeNull();
    expect(readFileSync(join(outputDir, "prerendered", "pricing.html"), "utf8")).toContain("<h1>old</h1>");
    expect(readBuildStamp(outputDir)).toBeNull();
    expect(leftovers()).toEqual([]);
  });

  it("leaves the previous build in place when a prerendered page is an error shell", async () => {
    writeBuild(outputDir, "old");
    const shell = steps("new", async (clientDir) => {
      writeBuild(clientDir, "new");
      writeFileSync(
        join(clientDir, "prerendered", "terms.html"),
        `<html><head><title>x</title></head><body><div id="root"><!--$!--><template data-msg="Switched to client rendering because the server rendering errored"></template></div></body></html>`,
      );
    });
    await expect(buildOutput(options(shell))).rejects.toThrow(/\/terms .*server rendering errored/);
    expect(servedLabel()).toBe("old");
    expect(readFileSync(join(outputDir, "prerendered", "terms.html"), "utf8")).toContain("<h1>old</h1>");
    expect(leftovers()).toEqual([]);
  });

  it("leaves the previous build in place when an earlier step fails", async () => {
    writeBuild(outputDir, "old");
    const broken: BuildSteps = {
      ...steps("new"),
      ssr: async () => {
        throw new Error("vite: could not resolve ./app");
      },
    };
    await expect(buildOutput(options(broken))).rejects.toThrow(/could not resolve/);
    expect(servedLabel()).toBe("old");
    expect(leftovers()).toEqual([]);
  });

  it("leaves both builds in place when the server does not compile", async () => {
    writeBuild(outputDir, "old");
    writeServer(serverOutputDir, "old");
    const broken: BuildSteps = {
      ...steps("new"),
      server: async (serverDir) => {
        mkdirSync(serverDir, { recursive: true });
        writeFileSync(join(serverDir, "main.js"), "// half");
        throw new Error('esbuild: Could not resolve "./app"');
      },
    };
    await expect(buildOutput(options(broken))).rejects.toThrow(/Could not resolve/);
    expect(servedServerLabel()).toBe("old");
    expect(servedLabel()).toBe("old");
    expect(leftovers()).toEqual([]);
  });

  it("lets two builds run at once: each in its own folder, one of them served whole", async () => {
    writeBuild(outputDir, "old");
    writeServer(serverOutputDir, "old");
    await Promise.all([buildOutput(options(steps("a"))), buildOutput(options(steps("b")))]);
    const label = servedLabel();
    expect(["a", "b"]).toContain(label);
    expect(["a", "b"]).toContain(servedServerLabel());
    for (const { file } of expectedPrerenderedFiles()) {
      expect(readFileSync(join(outputDir, "prerendered", file), "utf8")).toContain(`<h1>${label}</h1>`);
    }
    expect(leftovers()).toEqual([]);
  });
});

describe("swapIntoPlace", () => {
  it("renames the old build into the trash folder and the new one into its place", () => {
    writeBuild(outputDir, "other");
    const mine = join(dist, "mine");
    writeBuild(mine, "mine");
    swapIntoPlace(mine, outputDir, join(dist, "trash"));
    expect(servedLabel()).toBe("mine");
    expect(existsSync(mine)).toBe(false);
    expect(readdirSync(join(dist, "trash"))).toEqual(["previous-0"]);
  });

  it("puts the old build back when the new one cannot go in", () => {
    writeBuild(outputDir, "old");
    expect(() => swapIntoPlace(join(dist, "does-not-exist"), outputDir, join(dist, "trash"))).toThrow(
      /ENOENT/,
    );
    expect(servedLabel()).toBe("old");
  });
});

describe("removeAbandonedWorkDirs", () => {
  it("removes the folders of builds that are gone and keeps a running build's", () => {
    const running = join(dist, `.build-${process.pid}-abc123`);
    // Above Linux's largest pid (2^22): no such process.
    const dead = join(dist, ".build-99999999-def456");
    const unrelated = join(dist, ".builder-notes");
    for (const dir of [running, dead, unrelated]) mkdirSync(dir);
    removeAbandonedWorkDirs(dist);
    expect(readdirSync(dist).sort()).toEqual([`.build-${process.pid}-abc123`, ".builder-notes"]);
  });
});
