import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkPrerenderedOutput, expectedPrerenderedFiles, prerenderedProblems } from "./check-prerendered";

const head = (title: string) =>
  `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><script type="module" crossorigin src="/assets/index-DqvQegpP.js"></script><link rel="stylesheet" crossorigin href="/assets/index-C3NSI_DN.css"><title>${title}</title></head>`;
const pageWith = (root: string, title = "Terms of Service · Seller Content Studio") =>
  `${head(title)}<body><div id="root">${root}</div><noscript>Seller Content Studio needs JavaScript to run.</noscript></body></html>`;

/** A page as the build writes it: site links (URL paths, not files), a heading, plenty of text. */
const realRoot = `<!--$--><div class="flex min-h-screen flex-col"><header><a href="/">Home</a> <a href="/home">Your home</a> <a href="/user-manual#first-call">Manual</a></header><main id="main-content"><h1 class="font-bold">Terms of Service</h1>${"<p>Posts are ready at 10:30:00 on weekdays; the service is provided as is, at no warranty.</p>".repeat(120)}<pre>curl -fsS http://localhost:3000/api/health</pre></main></div><!--/$-->`;
const realPage = pageWith(realRoot);

/** What issue 31 found at /pricing after two builds in one folder (3.5 KB, served to every visitor). */
const errorShell = pageWith(
  `<!--$!--><template data-msg="Switched to client rendering because the server rendering errored:

Cannot find module &#x27;/work/main/dist/prerender/assets/pricing-O5RUCuaM.js&#x27; imported from /work/main/dist/prerender/prerender.js" data-stck="Switched to client rendering because the server rendering errored:

Error [ERR_MODULE_NOT_FOUND]: Cannot find module &#x27;/work/main/dist/prerender/assets/pricing-O5RUCuaM.js&#x27;
    at finalizeResolution (node:internal/modules/esm/resolve:283:11)
    at moduleResolve (node:internal/modules/esm/resolve:952:10)" data-cstck="
    at Lazy (&lt;anonymous&gt;)
    at Suspense (&lt;anonymous&gt;)"></template><div role="status">Loading…</div><!--/$-->`,
  "Seller Content Studio",
);

describe("prerenderedProblems", () => {
  it("accepts a real page", () => {
    expect(prerenderedProblems(realPage, "page", ["/work/main/src"])).toEqual([]);
  });

  it("rejects the shell React writes when the server rendering errored", () => {
    const problems = prerenderedProblems(errorShell, "page");
    expect(problems.join("\n")).toMatch(/server rendering errored/);
    expect(problems.join("\n")).toMatch(/<!--\$!-->/);
    expect(problems.join("\n")).toMatch(/stack trace/);
    expect(problems.join("\n")).toMatch(/file path/);
    expect(problems.join("\n")).toMatch(/no <h1>/);
    expect(problems.join("\n")).toMatch(/is a shell/);
  });

  it("rejects React's error text alone, in production form too (an empty <template> in a failed boundary)", () => {
    const withText = pageWith(realRoot.replace("</main>", "<p>Switched to client rendering</p></main>"));
    expect(prerenderedProblems(withText, "page")).toEqual([
      `carries React's server error ("Switched to client rendering")`,
    ]);
    const production = pageWith(realRoot.replace("<!--$-->", "<!--$!--><template></template>"));
    expect(prerenderedProblems(production, "page")).toEqual(["has a boundary React gave up on (<!--$!-->)"]);
  });

  it("rejects a stack trace in the page's text", () => {
    for (const frame of [
      "at renderPage (file:///srv/app/dist/prerender/prerender.js:12:7)",
      "at async Promise.all (index 0)\n    at /opt/app/x.js:1:2",
      "at Lazy (<anonymous>)",
    ]) {
      const page = pageWith(realRoot.replace("</main>", `<pre>Error: boom\n    ${frame}</pre></main>`));
      expect(prerenderedProblems(page, "page").join("\n"), frame).toMatch(/stack trace/);
    }
  });

  it("rejects an absolute file path, and any text it is told to forbid", () => {
    for (const path of [
      "/home/ci/studio/src/client/app.tsx",
      "/tmp/build/x.js",
      "file:///x/y.js",
      "C:\\Users\\ci\\studio",
    ]) {
      const page = pageWith(realRoot.replace("</main>", `<p>${path}</p></main>`));
      expect(prerenderedProblems(page, "page").join("\n"), path).toMatch(/file path/);
    }
    const checkout = pageWith(realRoot.replace("</main>", "<p>/srcs/studio-x/src/app.tsx</p></main>"));
    expect(prerenderedProblems(checkout, "page", ["/srcs/studio-x/src"])).toEqual([
      'carries "/srcs/studio-x/src"',
    ]);
  });

  it("rejects a page without its title, its heading or its content", () => {
    expect(prerenderedProblems(realPage.replace(/<title>[^<]*<\/title>/, ""), "page")).toEqual([
      "has no <title> in its <head>",
    ]);
    expect(prerenderedProblems(pageWith(realRoot.replace(/<\/?h1[^>]*>/g, "")), "page")).toEqual([
      "has no <h1>",
    ]);
    expect(prerenderedProblems(pageWith("<main><h1>Terms</h1></main>"), "page")).toEqual([
      expect.stringMatching(/^is a shell: \d+ bytes/),
    ]);
    expect(prerenderedProblems("<html><head><title>x</title></head><body></body></html>", "page")).toEqual([
      'has no <div id="root">',
    ]);
  });

  it("takes a members' preview (the inside of #root) on its own terms", () => {
    const preview = `<div><header>Seller Content Studio</header><main><h1>Social Media Content</h1>${"<p>Turn a photo into posts.</p>".repeat(40)}</main></div>`;
    expect(prerenderedProblems(preview, "member-preview")).toEqual([]);
    expect(prerenderedProblems("<div><h1>Social</h1></div>", "member-preview")).toEqual([
      expect.stringMatching(/^is a shell/),
    ]);
  });
});

describe("checkPrerenderedOutput", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  function clientDir(pages: (file: string) => string): string {
    const dir = mkdtempSync(join(tmpdir(), "studio-check-"));
    dirs.push(dir);
    mkdirSync(join(dir, "prerendered"));
    writeFileSync(join(dir, "index.html"), pageWith(""));
    for (const { file, kind } of expectedPrerenderedFiles()) {
      const preview = `<main><h1>Preview</h1>${"<p>text</p>".repeat(200)}</main>`;
      writeFileSync(join(dir, "prerendered", file), kind === "page" ? pages(file) : preview);
    }
    return dir;
  }

  it("passes a build whose every page is real", () => {
    expect(() => checkPrerenderedOutput(clientDir(() => realPage))).not.toThrow();
  });

  it("fails a build with one shell among real pages, naming the page", () => {
    const dir = clientDir((file) => (file === "pricing.html" ? errorShell : realPage));
    expect(() => checkPrerenderedOutput(dir)).toThrow(
      /\/pricing \(prerendered\/pricing\.html\) carries React's/,
    );
  });

  it("fails a build with a page missing, or a shell among the promo-banner copies", () => {
    const dir = clientDir(() => realPage);
    rmSync(join(dir, "prerendered", "terms.html"));
    expect(() => checkPrerenderedOutput(dir)).toThrow(/\/terms \(prerendered\/terms\.html\) is missing/);

    const withBanner = clientDir(() => realPage);
    writeFileSync(join(withBanner, "prerendered", "index.banner.html"), errorShell);
    expect(() => checkPrerenderedOutput(withBanner)).toThrow(/prerendered\/index\.banner\.html/);
  });
});
