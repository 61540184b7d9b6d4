import { readFileSync } from "node:fs";
import { lazy, Suspense } from "react";
import { describe, expect, it } from "vitest";
import { prerenderedProblems } from "../build/check-prerendered";
import { pageHtml } from "../build/page-html";
import { htmlOf, renderMemberPreview, renderPage } from "./prerender";

function Broken(): never {
  throw new Error("plans is undefined");
}

/**
 * Issue 31: a page chunk that failed to load during the prerender became React's client-render
 * fallback, with the error, its stack and the build's paths, and the build went on. An error
 * anywhere in the render now rejects.
 */
describe("the prerender", () => {
  it("fails when a page's code cannot be loaded inside a Suspense boundary", async () => {
    const Missing = lazy(() =>
      Promise.reject(new Error("Cannot find module '/srv/dist/prerender/assets/pricing.js'")),
    );
    await expect(
      htmlOf(
        <Suspense fallback={<p>Loading…</p>}>
          <Missing />
        </Suspense>,
      ),
    ).rejects.toThrow(/React could not render the page: Error: Cannot find module/);
  });

  it("fails when a component throws inside a Suspense boundary", async () => {
    await expect(
      htmlOf(
        <Suspense fallback={<p>Loading…</p>}>
          <main>
            <Broken />
          </main>
        </Suspense>,
      ),
    ).rejects.toThrow(/plans is undefined/);
  });

  it("writes a real page that passes the build's check", async () => {
    const template = readFileSync(new URL("./index.html", import.meta.url), "utf8");
    const html = pageHtml(template, await renderPage("/terms"));
    expect(html).toContain("<title>Terms of Service · Seller Content Studio</title>");
    expect(prerenderedProblems(html, "page")).toEqual([]);
    expect(prerenderedProblems(await renderMemberPreview("/create"), "member-preview")).toEqual([]);
  });
});
