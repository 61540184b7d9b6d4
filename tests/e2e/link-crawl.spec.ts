import { expect, test } from "@playwright/test";
import { memberPagePaths, visitorPagePaths } from "../../src/domain/site-paths";
import { becomePro, generateSomeHistory, signUp } from "./support/accounts";
import { type CrawlReport, crawlLinks } from "./support/link-crawler";

/**
 * Every internal link of every page works, for each kind of visitor (issues 18 and 19): starting
 * from the route table's pages, follow every same-origin link (header, footer, menus, tabs,
 * disclosures, the manual's contents) and fail on any that ends on 'Page Not Found', answers an
 * HTTP error, points at a missing #anchor, or is a server page the client router would swallow.
 * Signed in, History holds a post and a listing, so its copy-sheet links are followed too.
 */

// A crawl opens some 25 pages one after another: on a busy machine that can pass the default 30 s.
test.describe.configure({ timeout: 90_000 });

// Parameterised routes (a copy sheet) are reached through the links that fill them in.
const seedsOf = (paths: readonly string[]) => paths.filter((path) => !path.includes(":"));

function expectNoBrokenLinks(report: CrawlReport, visitor: string) {
  const lines = report.broken.map(({ page, href, problem }) => `on ${page}: ${href} ${problem}`);
  expect(
    lines,
    `${lines.length} broken link(s) ${visitor} (${report.visited.length} pages crawled):\n${lines.join("\n")}\n`,
  ).toEqual([]);
}

test("signed out: every internal link leads to a page", async ({ page, baseURL }) => {
  const seeds = seedsOf(visitorPagePaths);
  const report = await crawlLinks(page, baseURL ?? "", seeds);
  expect(report.visited).toEqual(expect.arrayContaining(seeds));
  expectNoBrokenLinks(report, "signed out");
});

test("signed in on Free: every internal link leads to a page", async ({ page, baseURL }) => {
  await signUp(page, "crawl-free");
  await generateSomeHistory(page);
  const seeds = seedsOf(memberPagePaths);
  const report = await crawlLinks(page, baseURL ?? "", seeds);
  expect(report.visited).toEqual(expect.arrayContaining(seeds));
  // History's items were opened and their copy sheets followed.
  expect(report.visited).toContainEqual(expect.stringMatching(/\/copy-sheet\/etsy$/));
  expectNoBrokenLinks(report, "signed in on Free");
});

test("signed in on Pro: every internal link leads to a page", async ({ page, baseURL }) => {
  await signUp(page, "crawl-pro");
  await becomePro(page);
  await generateSomeHistory(page);
  const seeds = seedsOf(memberPagePaths);
  const report = await crawlLinks(page, baseURL ?? "", seeds);
  expect(report.visited).toEqual(expect.arrayContaining(seeds));
  expect(report.visited).toContainEqual(expect.stringMatching(/\/copy-sheet\/etsy$/));
  expectNoBrokenLinks(report, "signed in on Pro");
});
