import { expect, type Locator, type Page, test } from "@playwright/test";
import { memberPagePaths } from "../../src/domain/site-paths";
import { generateSomeHistory, signUp } from "./support/accounts";
import { copySheetPathsFromHistory } from "./support/history-links";
import { waitForPageToSettle } from "./support/layout-overflow";
import { failOnConsoleErrors, SIGNED_OUT_CHECK } from "./support/page-guards";

/**
 * The signed-in bar (issue 33, item 3): on a 360 px phone and a 1280 px screen, every signed-in
 * page names the five tools (Social, Listings, Bulk, History and Brands) with their labels in
 * view, so each is one tap away; the page being shown is marked (aria-current) and no other; the
 * logo stays on one line (down to 320 px); and on a phone the account's places (Plan, Account,
 * Help, Logout) are one labelled menu away.
 */

// Signed out (the logo check, after Logout) the sign-in check answers 401.
failOnConsoleErrors([SIGNED_OUT_CHECK]);
// Some 20 pages at two widths, on a busy machine.
test.describe.configure({ timeout: 180_000 });

const TOOLS = [
  { label: "Social", href: "/social-content", heading: "Social Media Content" },
  { label: "Listings", href: "/product-listings", heading: "Product Listings" },
  { label: "Bulk", href: "/bulk-upload", heading: "Bulk Upload" },
  { label: "History", href: "/history", heading: "History" },
  { label: "Brands", href: "/brands", heading: "Brand profiles" },
] as const;

/** The page each address shows as current in the bar (/create is the social generator too). */
const CURRENT_TOOL: Record<string, string> = {
  "/social-content": "Social",
  "/create": "Social",
  "/product-listings": "Listings",
  "/bulk-upload": "Bulk",
  "/history": "History",
  "/brands": "Brands",
};

// The pages an e-mailed link opens (confirm the address, reset the password, the sign-in link) are
// one-task pages with the sign-in pages' frame, whoever is signed in; a copy sheet is reached from
// History below.
const LINK_LANDINGS = ["/verify-email", "/forgot-password", "/reset-password", "/sign-in-link"];
const signedInPages = memberPagePaths.filter((path) => !path.includes(":") && !LINK_LANDINGS.includes(path));

const SCREENS = [
  { name: "360 px", width: 360, height: 800 },
  { name: "1280 px", width: 1280, height: 800 },
] as const;

const toolsNav = (page: Page) => page.getByRole("banner").getByRole("navigation", { name: "Tools" });

/** The width of the link's own words as drawn (not a screen-reader-only copy, which is 1 px). */
function labelWidth(link: Locator): Promise<number> {
  return link.evaluate((element) => {
    const text = [...element.childNodes].find(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
    );
    if (!text) return 0;
    const range = document.createRange();
    range.selectNodeContents(text);
    return range.getBoundingClientRect().width;
  });
}

/** How many lines the logo's name takes, and where the logo's right edge is. */
function logoLayout(page: Page): Promise<{ lines: number; right: number }> {
  return page
    .getByRole("banner")
    .getByRole("link", { name: "Seller Content Studio" })
    .evaluate((link) => {
      const name = [...link.querySelectorAll("span")].find(
        (span) => span.textContent === "Seller Content Studio",
      );
      if (!name) return { lines: 0, right: Number.POSITIVE_INFINITY };
      const range = document.createRange();
      range.selectNodeContents(name);
      const lines = new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size;
      return { lines, right: link.getBoundingClientRect().right };
    });
}

/** The bar on the page now: five labelled tools, the right one current, the logo on one line. */
async function expectTheBar(page: Page, path: string, width: number): Promise<void> {
  const nav = toolsNav(page);
  await expect(nav, `${path}: the tools`).toBeVisible({ timeout: 20_000 });
  for (const tool of TOOLS) {
    const link = nav.getByRole("link", { name: tool.label, exact: true });
    await expect(link, `${path}: ${tool.label}`).toBeVisible();
    await expect(link).toHaveAttribute("href", tool.href);
    expect(await labelWidth(link), `${path}: the label '${tool.label}' is drawn`).toBeGreaterThan(15);
    const box = await link.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width, `${path}: ${tool.label} is on screen`).toBe(true);
    // A tap target a thumb can hit.
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(40);
  }
  const current = CURRENT_TOOL[path];
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(current ? 1 : 0);
  if (current) await expect(nav.locator('[aria-current="page"]')).toHaveText(current);

  const logo = await logoLayout(page);
  expect(logo.lines, `${path}: the logo's name on one line`).toBe(1);
  expect(logo.right).toBeLessThanOrEqual(width);
}

for (const screen of SCREENS) {
  test(`at ${screen.name} every signed-in page names the five tools, marks the current one and keeps the logo on one line`, async ({
    page,
  }) => {
    await page.setViewportSize(screen);
    await signUp(page, `nav-${screen.width}`);
    // A listing, so History links a copy sheet: a signed-in page of its own.
    await generateSomeHistory(page);

    for (const path of signedInPages) {
      await page.goto(path);
      await waitForPageToSettle(page);
      await expectTheBar(page, path, screen.width);
    }

    const [sheetPath = ""] = await copySheetPathsFromHistory(page);
    await page.goto(sheetPath);
    await waitForPageToSettle(page);
    await expectTheBar(page, sheetPath, screen.width);

    // One tap each, from the page before: the tool opens, its heading shows and the bar marks it.
    await page.goto("/home");
    await waitForPageToSettle(page);
    for (const tool of TOOLS) {
      await toolsNav(page).getByRole("link", { name: tool.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${tool.href}$`));
      await expect(page.getByRole("heading", { level: 1, name: tool.heading })).toBeVisible({
        timeout: 20_000,
      });
      await expect(toolsNav(page).locator('[aria-current="page"]')).toHaveText(tool.label);
    }
  });
}

test("on a phone, Plan, Account, Help and Logout are behind one labelled Menu button", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signUp(page, "nav-menu");
  await page.goto("/history");
  await waitForPageToSettle(page);

  const menuButton = page.getByRole("banner").getByRole("button", { name: "Menu", exact: true });
  await expect(menuButton).toBeVisible();
  expect(await labelWidth(menuButton), "the word 'Menu' is drawn").toBeGreaterThan(20);
  // The wide screen's separate buttons are not shown on a phone.
  await expect(page.getByRole("banner").getByRole("button", { name: "Logout" })).toBeHidden();

  await menuButton.click();
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  await expect(menu).toContainText("Signed in as");
  for (const name of ["Help & user manual", "Plan & usage", "Account settings", "Logout"]) {
    await expect(menu.getByRole("menuitem", { name })).toBeVisible();
  }
  // Escape closes it and focus goes back to the button.
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();

  await menuButton.click();
  await page.getByRole("menuitem", { name: "Plan & usage" }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await waitForPageToSettle(page);

  await page.getByRole("banner").getByRole("button", { name: "Menu", exact: true }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Start Free - 2 + 2 Posts" })).toBeVisible();
});

test("the logo stays on one line from 320 px up, signed in and signed out", async ({ page }) => {
  for (const width of [320, 360, 768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ["/", "/pricing", "/login"]) {
      await page.goto(path);
      await waitForPageToSettle(page);
      const logo = await logoLayout(page);
      expect(logo.lines, `${path} at ${width} px, signed out`).toBe(1);
      expect(logo.right).toBeLessThanOrEqual(width);
    }
  }
  await signUp(page, "nav-logo");
  for (const width of [320, 360, 768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ["/home", "/pricing"]) {
      await page.goto(path);
      await waitForPageToSettle(page);
      await expect(toolsNav(page)).toBeVisible();
      const logo = await logoLayout(page);
      expect(logo.lines, `${path} at ${width} px, signed in`).toBe(1);
      expect(logo.right).toBeLessThanOrEqual(width);
    }
  }
});
