import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import type { ExpectedFailure } from "./page-guards";

/**
 * What the site audit checks on a page, each as one line per problem, prefixed with where it was
 * seen: the axe rules of WCAG 2.2 A and AA, and console errors or uncaught exceptions.
 * (Sideways scrolling is measured by ./layout-overflow.)
 */

/** axe's tags for every WCAG 2.0, 2.1 and 2.2 success criterion at levels A and AA. */
export const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

const oneLine = (text: string, max: number) => text.replace(/\s+/g, " ").trim().slice(0, max);

/**
 * Runs axe once over the page as it is now (or only the part `within` selects: a dialog, a
 * section); one line per failing element.
 */
export async function axeProblems(page: Page, where: string, within?: string): Promise<string[]> {
  // Only violations are read: skipping the detail of passes and incomplete results saves time.
  // (options() replaces every option set before it, the tags included: it comes first.) Legacy
  // mode runs axe in the page itself instead of finishing in a fresh one, some 40 % faster; what
  // it gives up is checking cross-origin iframes, and the app shows none.
  const builder = new AxeBuilder({ page });
  if (within) builder.include(within);
  const results = await builder
    .options({ resultTypes: ["violations"] })
    .withTags(WCAG_22_AA)
    .setLegacyMode(true)
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      // The first line of axe's summary says which check failed ("Fix any of the following:"
      // is only its heading); the second says what it measured.
      const why = (node.failureSummary ?? "").split("\n").slice(1, 2).join(" ");
      return (
        `${where}: axe ${violation.id} (${violation.impact ?? "?"}) at ${node.target.join(" ")}` +
        `\n    ${oneLine(node.html, 160)}\n    ${oneLine(why, 200)}`
      );
    }),
  );
}

/**
 * What axe's result depends on, as a short digest: the title, the language and the body's markup
 * at this screen width (the styles are the same on every page). Two pages with the same digest
 * get the same result: /create shows exactly /social-content, and a Free and a Pro user see the
 * same legal pages.
 */
export function pageDigest(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const state = [
      window.innerWidth,
      document.title,
      document.documentElement.lang,
      document.body.innerHTML,
    ].join("\n");
    const hash = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(state));
    return Array.from(new Uint8Array(hash), (byte) => byte.toString(16).padStart(2, "0")).join("");
  });
}

function isExpectedFailure(text: string, url: string, expected: readonly ExpectedFailure[]): boolean {
  const status = /status of (\d{3})/.exec(text)?.[1];
  if (!status || !url) return false;
  const path = new URL(url).pathname;
  return expected.some((failure) => failure.path === path && String(failure.status) === status);
}

/**
 * Collects the page's console errors and uncaught exceptions from now on, except the failed
 * resources named as expected; `take(where)` hands over those since the last call, labelled.
 */
export function watchConsole(page: Page, expected: readonly ExpectedFailure[]) {
  let seen: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const { url } = message.location();
    if (isExpectedFailure(message.text(), url, expected)) return;
    seen.push(`console.error: ${oneLine(message.text(), 300)}${url ? ` (${url})` : ""}`);
  });
  page.on("pageerror", (error) => seen.push(`pageerror: ${oneLine(error.message, 300)}`));
  return {
    take(where: string): string[] {
      const taken = seen.map((line) => `${where}: ${line}`);
      seen = [];
      return taken;
    },
  };
}

/** One Lighthouse accessibility run: its score (0–100) and each failing audit, one line apiece. */
export interface LighthouseAccessibility {
  score: number;
  failing: string[];
  /** The path finally shown: a members' page seen signed out would have gone to /login instead. */
  finalPath: string;
}

/**
 * Lighthouse's accessibility category for a page, in a Chromium of its own (chrome-launcher, as
 * bench/pages.ts does; STACK.md: Debian's Chromium, `--headless=new`). Signed-in pages are
 * measured with the session's cookie sent along. Mobile emulation (Lighthouse's default), so a
 * phone's layout is what is judged.
 */
export async function lighthouseAccessibility(
  url: string,
  cookie?: string,
): Promise<LighthouseAccessibility> {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([
    import("lighthouse"),
    import("chrome-launcher"),
  ]);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"],
  });
  try {
    const outcome = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["accessibility"],
      extraHeaders: cookie ? { Cookie: cookie } : undefined,
    });
    if (!outcome) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = outcome;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
    const category = lhr.categories.accessibility;
    const failing = (category?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => `${audit?.id}: ${audit?.title}`);
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
    return { score: Math.round((category?.score ?? 0) * 100), failing, finalPath };
  } finally {
    chrome.kill();
  }
}
