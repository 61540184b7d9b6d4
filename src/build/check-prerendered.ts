import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  bannerTemplateFileOf,
  memberPreviewFileOf,
  prerenderedFileOf,
  prerenderedPagePaths,
  previewedMemberPagePaths,
} from "../domain/site-paths";

/**
 * The last gate before a build replaces the one being served (scripts/build.ts): every page
 * scripts/prerender.ts wrote must be the page, not a shell. Issue 31: two builds in one folder left
 * the public pages as 3.5 KB shells holding React's "server rendering errored" message, the build
 * machine's file paths and a stack trace, and the build said it had succeeded.
 */

/** A whole page (`prerendered/<name>.html`) or a members' preview (the inside of #root only). */
export type PrerenderedKind = "page" | "member-preview";

/**
 * Smallest believable size. The real pages are 30–130 KB and the previews 2.5 KB; the shells the
 * issue found were 3.5 KB, their #root a few hundred bytes.
 */
const MIN_ROOT_BYTES: Record<PrerenderedKind, number> = { page: 8_000, "member-preview": 1_000 };

const REACT_ERROR_TEXT = [
  "server rendering errored",
  "Switched to client rendering",
  // The attributes of the <template> React writes into a boundary that failed on the server.
  "data-msg=",
  "data-stck=",
  "data-cstck=",
  "data-dgst=",
];

/**
 * A stack frame: `at render (file:///x/y.js:1:2)`, `at Lazy (<anonymous>)`, `at /x/y.js:1:2` (a
 * location has a slash in it, so "at 10:30:00" in a page's text is no frame).
 */
const STACK_FRAME =
  /\bat (?:async )?(?:[^\s()<>"]+ \((?:[^\s()<>"]*[/\\][^\s()<>"]*:\d+:\d+|<anonymous>|&lt;anonymous&gt;|native)\)|[^\s()<>"]*[/\\][^\s()<>"]*:\d+:\d+)/;

/**
 * A file-system path: a URL path of the site (`/assets/x.js`, `/home`) is fine, but not a file
 * URL, a Node internal, a Windows drive or a path under the usual roots of a machine's disk.
 */
const FILE_PATH =
  /file:\/\/|node:internal|node_modules\/|\b[A-Za-z]:\\[\w.-]|(?<![\w.:/-])\/(?:home|root|work|tmp|usr|var|opt|srv|mnt|private|Users|builds?)\/[\w.@-]/;

/**
 * What is wrong with one prerendered file (empty when nothing is). `forbiddenText`: literal strings
 * that must not appear either, such as the building checkout's own directory.
 */
export function prerenderedProblems(
  html: string,
  kind: PrerenderedKind,
  forbiddenText: readonly string[] = [],
): string[] {
  const problems: string[] = [];
  for (const text of REACT_ERROR_TEXT) {
    if (html.includes(text)) problems.push(`carries React's server error (${JSON.stringify(text)})`);
  }
  // React's mark of a Suspense boundary that failed on the server and is left to the browser; a
  // pending one (`$?`) would mean the render did not finish.
  if (html.includes("<!--$!-->")) problems.push("has a boundary React gave up on (<!--$!-->)");
  if (html.includes("<!--$?-->")) problems.push("has a boundary that never finished (<!--$?-->)");
  const frame = STACK_FRAME.exec(html);
  if (frame) problems.push(`carries a stack trace (${JSON.stringify(frame[0])})`);
  const path = FILE_PATH.exec(html);
  if (path) problems.push(`carries a file path (${JSON.stringify(excerptAt(html, path.index))})`);
  for (const text of forbiddenText) {
    if (text && html.includes(text)) problems.push(`carries ${JSON.stringify(text)}`);
  }
  if (html.includes("Page Not Found")) problems.push("is 'Page Not Found'");

  const root = kind === "page" ? rootOf(html) : html;
  if (kind === "page") {
    if (root === null) problems.push('has no <div id="root">');
    if (!/<head>[\s\S]*<title>[^<]*\S[^<]*<\/title>[\s\S]*<\/head>/.test(html)) {
      problems.push("has no <title> in its <head>");
    }
  }
  if (root !== null) {
    if (!/<h1[\s>]/.test(root)) problems.push("has no <h1>");
    if (root.length < MIN_ROOT_BYTES[kind]) {
      problems.push(
        `is a shell: ${root.length} bytes of content (at least ${MIN_ROOT_BYTES[kind]} expected)`,
      );
    }
  }
  return problems;
}

/** The prerendered files a build must have: path, file under `prerendered/`, and kind. */
export function expectedPrerenderedFiles(): { path: string; file: string; kind: PrerenderedKind }[] {
  return [
    ...prerenderedPagePaths.map((path) => ({ path, file: prerenderedFileOf(path), kind: "page" as const })),
    ...previewedMemberPagePaths.map((path) => ({
      path,
      file: memberPreviewFileOf(path),
      kind: "member-preview" as const,
    })),
  ];
}

/**
 * Checks every prerendered file of the client build in `clientDir` (and the promo-banner copies
 * beside the pages); throws one error naming each problem found.
 */
export function checkPrerenderedOutput(clientDir: string, forbiddenText: readonly string[] = []): void {
  const problems: string[] = [];
  if (!existsSync(join(clientDir, "index.html"))) problems.push("index.html is missing");
  const files = expectedPrerenderedFiles().flatMap((expected) =>
    expected.kind === "page"
      ? [expected, { ...expected, file: bannerTemplateFileOf(expected.path), optional: true }]
      : [expected],
  );
  for (const { path, file, kind, ...rest } of files) {
    const full = join(clientDir, "prerendered", file);
    if (!existsSync(full)) {
      if (!("optional" in rest)) problems.push(`${path} (prerendered/${file}) is missing`);
      continue;
    }
    for (const problem of prerenderedProblems(readFileSync(full, "utf8"), kind, forbiddenText)) {
      problems.push(`${path} (prerendered/${file}) ${problem}`);
    }
  }
  if (problems.length > 0) {
    throw new Error(`The prerendered pages are not fit to serve:\n  - ${problems.join("\n  - ")}`);
  }
}

/** The inside of `<div id="root">…</div>` up to the closing </body> (null without one). */
function rootOf(html: string): string | null {
  const start = html.indexOf('<div id="root">');
  if (start < 0) return null;
  const end = html.lastIndexOf("</body>");
  return html.slice(start + '<div id="root">'.length, end < start ? undefined : end);
}

function excerptAt(text: string, index: number): string {
  return text.slice(Math.max(0, index - 20), index + 60).replace(/\s+/g, " ");
}
