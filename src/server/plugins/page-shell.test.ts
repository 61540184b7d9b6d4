import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { PageShell, preloadLinks } from "./page-shell";

/** A manifest shaped as Vite writes it: the entry, a page with shared and own chunks, CSS. */
const manifest = {
  "index.html": { file: "assets/index-e1.js", imports: ["_runtime.js"], css: ["assets/index-e1.css"] },
  "_runtime.js": { file: "assets/runtime-r1.js" },
  "_card.js": { file: "assets/card-c1.js", imports: ["_runtime.js", "_icons.js"] },
  "_icons.js": { file: "assets/icons-i1.js" },
  "pages/social-content.tsx": {
    file: "assets/social-content-s1.js",
    imports: ["_runtime.js", "index.html", "_card.js"],
    css: ["assets/social-content-s1.css"],
  },
  "pages/home.tsx": { file: "assets/home-h1.js", imports: ["index.html", "_card.js"] },
};
const template =
  '<!doctype html><html><head><title>Studio</title>\n  <script type="module" crossorigin src="/assets/index-e1.js"></script>\n  </head><body><div id="root"></div></body></html>';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});
function clientDir(withManifest: boolean): string {
  dir = mkdtempSync(join(tmpdir(), "page-shell-"));
  writeFileSync(join(dir, "index.html"), template);
  if (withManifest) {
    mkdirSync(join(dir, ".vite"));
    writeFileSync(join(dir, ".vite", "manifest.json"), JSON.stringify(manifest));
  }
  return dir;
}

describe("preloadLinks", () => {
  it("names the page's chunk, what it imports and its CSS, but nothing the entry loads", () => {
    expect(preloadLinks(manifest, "pages/social-content.tsx")).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/social-content-s1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/card-c1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/icons-i1.js">',
      '<link rel="stylesheet" crossorigin href="/assets/social-content-s1.css">',
    ]);
  });

  it("names nothing for a module the build does not have", () => {
    expect(preloadLinks(manifest, "pages/gone.tsx")).toEqual([]);
  });
});

describe("PageShell", () => {
  it("gives a signed-in page its own code in the head, and no signed-out mark", () => {
    const shell = PageShell.load(clientDir(true));
    const html = shell?.html("/social-content", "member") ?? "";
    expect(html).toContain('href="/assets/social-content-s1.js">');
    expect(html.indexOf("social-content-s1.js")).toBeLessThan(html.indexOf("</head>"));
    expect(html).toContain('<div id="root"></div>');
    // "/" is the home page for a member; a trailing slash is the same page.
    expect(shell?.html("/", "member")).toContain("home-h1.js");
    expect(shell?.html("/social-content/", "member")).toContain("social-content-s1.js");
  });

  it("marks the root for a visitor, whose members-only paths get no member code", () => {
    const shell = PageShell.load(clientDir(true));
    const html = shell?.html("/social-content", "visitor") ?? "";
    expect(html).toContain('<div id="root" data-signed-out></div>');
    expect(html).not.toContain("modulepreload");
  });

  it("serves the plain shell (still marked for visitors) when the build wrote no manifest", () => {
    const shell = PageShell.load(clientDir(false));
    expect(shell?.html("/social-content", "member")).toBe(template);
    expect(shell?.html("/login", "visitor")).toContain("data-signed-out");
  });

  it("puts a member page's preview in the root and fetches the page's code at low priority", () => {
    const dir = clientDir(true);
    mkdirSync(join(dir, "prerendered"));
    writeFileSync(
      join(dir, "prerendered", "member-preview-social-content.html"),
      "<main><h1>Social</h1></main>",
    );
    const shell = PageShell.load(dir);
    const html = shell?.html("/social-content/", "member") ?? "";
    expect(html).toContain('<div id="root" data-member-preview><main><h1>Social</h1></main></div>');
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/social-content-s1.js">',
    );
    // The entry stays at its usual priority.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-e1.js">');
    // /create shows the same page but has no preview file here; a visitor never gets a preview.
    expect(shell?.html("/create", "member")).toContain('<div id="root"></div>');
    expect(shell?.html("/create", "member")).not.toContain("fetchpriority");
    expect(shell?.html("/social-content", "visitor")).not.toContain("Social</h1>");
  });

  it("is absent when there is no built client", () => {
    dir = mkdtempSync(join(tmpdir(), "page-shell-"));
    expect(PageShell.load(dir)).toBeNull();
  });
});
