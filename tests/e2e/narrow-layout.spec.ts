import { expect, type Page, test } from "@playwright/test";
import { memberPagePaths, visitorPagePaths } from "../../src/domain/site-paths";
import { becomePro, generateSomeHistory, signUp } from "./support/accounts";
import { layoutProblems, measureLayout, waitForPageToSettle } from "./support/layout-overflow";

/**
 * No page scrolls sideways on a 360 px phone or a 1280 px screen, nothing on it sticks out of the
 * box it sits in (a card wider than its column, a sidebar past the page's edge, an address longer
 * than its line: issue 33), and no button or link has its text cut off (issue 19): every page of
 * the route table, signed out, on Free (at its limits, so the upgrade buttons show) and on Pro,
 * plus History with a post and a listing opened and the copy sheets they link to. A failure names
 * each page and width, and the outermost elements that do not fit.
 */

const SCREENS = [
  { width: 360, height: 800 },
  { width: 1280, height: 800 },
] as const;
test.use({ viewport: SCREENS[0] });
// Some 25 pages at two widths one after another: on a busy machine that can pass the default 30 s.
test.describe.configure({ timeout: 240_000 });

/** The page as it is now, at each width (the layout is CSS alone: widening needs no reload). */
async function problemsAtEachWidth(page: Page, where: string): Promise<string[]> {
  const problems: string[] = [];
  for (const screen of SCREENS) {
    await page.setViewportSize(screen);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
    problems.push(...layoutProblems(`${where} at ${screen.width} px`, await measureLayout(page)));
  }
  await page.setViewportSize(SCREENS[0]);
  return problems;
}

// Parameterised routes (a copy sheet) are reached through History's links instead.
const plainPaths = (paths: readonly string[]) => paths.filter((path) => !path.includes(":"));

async function problemsOn(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await waitForPageToSettle(page);
  return problemsAtEachWidth(page, path);
}

/**
 * History with its first social post opened, then the Listings tab with its first listing opened;
 * returns what did not fit and the copy-sheet links the listing shows.
 */
async function historyOpenedProblems(page: Page): Promise<{ problems: string[]; copySheets: string[] }> {
  await page.goto("/history");
  await waitForPageToSettle(page);
  const posts = page.getByRole("list", { name: "Social posts, newest first" });
  await posts.getByRole("button", { expanded: false }).first().click();
  await expect(posts.getByRole("button", { expanded: true })).toHaveCount(1);
  const problems = await problemsAtEachWidth(page, "/history (a post opened)");

  await page.getByRole("tab", { name: "Listings" }).click();
  const listings = page.getByRole("list", { name: "Product listings, newest first" });
  await listings.getByRole("button", { expanded: false }).first().click();
  await expect(listings.getByRole("button", { expanded: true })).toHaveCount(1);
  problems.push(...(await problemsAtEachWidth(page, "/history (Listings, a listing opened)")));

  const copySheets = await listings
    .getByRole("link", { name: /Copy sheet/ })
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return { problems, copySheets };
}

function expectNoProblems(problems: string[], visitor: string) {
  expect(problems, `${visitor}:\n${problems.join("\n")}\n`).toEqual([]);
}

test("signed out: every page fits a 360 px phone and a 1280 px screen", async ({ page }) => {
  const problems: string[] = [];
  for (const path of plainPaths(visitorPagePaths)) problems.push(...(await problemsOn(page, path)));
  expectNoProblems(problems, "signed out");
});

async function memberPagesProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  for (const path of plainPaths(memberPagePaths)) problems.push(...(await problemsOn(page, path)));
  const history = await historyOpenedProblems(page);
  problems.push(...history.problems);
  expect(history.copySheets.length).toBeGreaterThan(0);
  for (const path of history.copySheets) problems.push(...(await problemsOn(page, path)));
  return problems;
}

test("signed in on Free, at its limits: every page fits a 360 px phone and a 1280 px screen", async ({
  page,
}) => {
  await signUp(page, "narrow-free");
  // Both Free generations of each kind spent: the usage card and the generators offer the upgrade.
  await generateSomeHistory(page);
  await generateSomeHistory(page);
  const problems = await memberPagesProblems(page);
  await page.goto("/social-content");
  await expect(page.getByRole("link", { name: /Upgrade to Pro for \$\d/ }).first()).toBeVisible();
  expectNoProblems(problems, "signed in on Free");
});

test("signed in on Pro: every page fits a 360 px phone and a 1280 px screen", async ({ page }) => {
  await signUp(page, "narrow-pro");
  await becomePro(page);
  await generateSomeHistory(page);
  expectNoProblems(await memberPagesProblems(page), "signed in on Pro");
});

test("the upgrade offer's button shows its whole text at 360 px", async ({ page }) => {
  await signUp(page, "narrow-upgrade");
  // Bulk upload is Pro's: a Free account sees the upgrade offer in its place.
  await page.goto("/bulk-upload");
  await waitForPageToSettle(page);
  const offer = page.getByRole("link", { name: /Upgrade to Pro for \$\d/ });
  await expect(offer).toBeVisible();
  const fit = await offer.evaluate((link) => ({ needs: link.scrollWidth, has: link.clientWidth }));
  expect(fit.needs, "the button's text needs more room than it has").toBeLessThanOrEqual(fit.has);
  const box = await offer.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
});
