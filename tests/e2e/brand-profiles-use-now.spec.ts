import { expect, type Page, test } from "@playwright/test";
import type { BrandProfile, BrandProfileList } from "../../src/domain/brand-profiles";
import { productOnWhite } from "../support/images";
import { becomePro, signUp } from "./support/accounts";
import { axeProblems } from "./support/audit";
import { failOnConsoleErrors, toasts } from "./support/page-guards";

/**
 * Issue 33, item 8: a new brand profile does not become the default unless the seller asks, and
 * /brands offers "Use now" after saving: the generator opens with that profile picked for one
 * run (its language and hashtags in the result), the default untouched. At a phone's and a
 * desktop's width, with axe over /brands while the form, the saved panel and the delete dialog show.
 */

failOnConsoleErrors([]);

async function choose(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function profiles(page: Page): Promise<BrandProfile[]> {
  const reply = await page.request.get("/api/brand-profiles");
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as BrandProfileList).profiles;
}

const defaultNames = async (page: Page) =>
  (await profiles(page)).filter((profile) => profile.isDefault).map((profile) => profile.name);

async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/** Common Spanish function words: a caption written in Spanish has several. */
const SPANISH_WORDS =
  /(?:^|[\s¡¿(])(de|la|el|con|para|tu|y|en|que|una|un|los|las|es|tus)(?=[\s,.!?:;)]|$)/giu;

for (const width of [360, 1280]) {
  test(`at ${width} px a new profile leaves the default alone, and Use now writes one run with it`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signUp(page, `use-now-${width}`);
    await becomePro(page);
    // The seller's default already: an English dress shop.
    const existing = await page.request.post("/api/brand-profiles", {
      data: {
        name: "Red dresses",
        brand: "Rosa Roja",
        language: "en",
        hashtags: ["reddress"],
        isDefault: true,
      },
    });
    expect(existing.status()).toBe(201);

    await page.setViewportSize({ width, height: 900 });
    await page.goto("/brands");
    await page.getByRole("button", { name: "Create profile" }).click();
    await expect(page.getByRole("textbox", { name: "Profile name" })).toBeFocused();
    await page.getByRole("textbox", { name: "Profile name" }).fill("Cerámica");
    await page.getByRole("textbox", { name: /^Brand Name/ }).fill("Barro Vivo");
    await choose(page, "Tone", "Friendly");
    const hashtags = page.getByRole("textbox", { name: /^Default hashtags/ });
    await hashtags.fill("ceramica");
    await hashtags.press("Enter");
    await expect(page.getByRole("button", { name: "Remove #ceramica" })).toBeVisible();
    await choose(page, "Write in", "Español — Spanish");
    // Not ticked: the default stays the dress shop, and the form says so.
    const makeDefault = page.getByRole("checkbox", { name: "Make this my default" });
    await expect(makeDefault).not.toBeChecked();
    await expect(page.getByText("Left unticked, “Red dresses” stays your default.")).toBeVisible();
    await expectNoHorizontalScroll(page);
    expect(await axeProblems(page, `/brands form open at ${width}`)).toEqual([]);

    const created = page.waitForResponse(
      (response) => response.request().method() === "POST" && response.url().endsWith("/api/brand-profiles"),
    );
    await page.getByRole("button", { name: "Create profile" }).click();
    const reply = await created;
    expect(reply.status()).toBe(201);
    expect(reply.request().postDataJSON()).not.toHaveProperty("isDefault");
    const ceramics = (await reply.json()) as BrandProfile;
    expect(ceramics.isDefault).toBe(false);
    await expect(toasts(page).getByText("Profile created")).toBeVisible();

    // The default is unchanged, on the page and on the server.
    const saved = page.getByRole("region", { name: "“Cerámica” is saved" });
    await expect(saved).toContainText("Your default is still “Red dresses”");
    await expect(saved.getByRole("heading")).toBeFocused();
    const list = page.getByRole("list", { name: "Brand profiles, default first" });
    const cards = list.getByRole("listitem");
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0).getByRole("heading")).toHaveText("Red dresses");
    await expect(cards.nth(0).getByText("Default", { exact: true })).toBeVisible();
    await expect(cards.nth(1).getByRole("heading")).toHaveText("Cerámica");
    await expect(cards.nth(1).getByText("Default", { exact: true })).toHaveCount(0);
    expect(await defaultNames(page)).toEqual(["Red dresses"]);
    await expect(saved.getByRole("link", { name: "Use now for a listing" })).toHaveAttribute(
      "href",
      `/product-listings?brandProfile=${ceramics.id}`,
    );
    await expectNoHorizontalScroll(page);
    expect(await axeProblems(page, `/brands after saving at ${width}`)).toEqual([]);

    // The delete confirmation, a dialog on this page, passes too (then kept).
    await cards.nth(1).getByRole("button", { name: "Delete Cerámica" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete “Cerámica”?" });
    await expect(dialog).toBeVisible();
    expect(await axeProblems(page, `/brands delete dialog at ${width}`)).toEqual([]);
    await dialog.getByRole("button", { name: "Keep it" }).click();
    await expect(dialog).toHaveCount(0);

    // Use now: the social page with Cerámica picked for this run, not the default.
    await saved.getByRole("link", { name: "Use now for social posts" }).click();
    await expect(page).toHaveURL(/\/social-content$/);
    const picker = page.getByRole("combobox", { name: "Brand profile" });
    await expect(picker).toHaveText("Cerámica");
    await expect(page.getByText("In use for this run: “Cerámica” (Spanish).")).toBeVisible();
    await expect(page.getByRole("button", { name: "Use no profile" })).toBeVisible();
    await expect(page.getByLabel("Brand Name")).toHaveValue("Barro Vivo");
    await expect(page.getByRole("combobox", { name: "Write in" })).toHaveText("Español — Spanish");
    await expect(page.getByLabel("Hashtags (optional)", { exact: true })).toHaveValue("ceramica");
    await expectNoHorizontalScroll(page);

    await page.getByRole("button", { name: "Add a product photo" }).click();
    await page
      .locator(".uppy-Dashboard input[type=file]")
      .first()
      .setInputFiles({ name: "jarron.jpg", mimeType: "image/jpeg", buffer: await productOnWhite("#b5532c") });
    await expect(page.getByRole("button", { name: "Change Image" })).toBeVisible();
    await page.getByLabel("What are you selling?").fill("jarrón de cerámica esmaltada");
    const requestSent = page.waitForRequest("**/api/social-media/generate");
    await page.getByRole("button", { name: "Generate Content" }).click();
    const body = (await requestSent).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ brandProfileId: ceramics.id, language: "es", brand: "Barro Vivo" });
    expect(body.hashtags).toContain("ceramica");

    // The result is written with Cerámica: Spanish, with its hashtag.
    // The results load lazily: give a busy machine time.
    await expect(page.getByRole("heading", { level: 2, name: "Generated Content" })).toBeVisible({
      timeout: 30_000,
    });
    const instagram = page.getByRole("textbox", { name: "Instagram post" });
    await expect(instagram).toHaveAttribute("lang", "es");
    const caption = await instagram.inputValue();
    expect(caption.match(SPANISH_WORDS)?.length ?? 0).toBeGreaterThanOrEqual(3);
    await expect(page.getByRole("list", { name: "Hashtags" }).getByText(/^#?ceramica$/i)).toBeVisible();

    // Used, not made the default.
    expect(await defaultNames(page)).toEqual(["Red dresses"]);

    // The listing generator takes the same link, and offers "Use no profile" there too.
    await page.goto(`/product-listings?brandProfile=${ceramics.id}`);
    await expect(page.getByRole("combobox", { name: "Brand profile" })).toHaveText("Cerámica");
    await expect(page).toHaveURL(/\/product-listings$/);
    await page.getByRole("button", { name: "Use no profile" }).click();
    await expect(page.getByRole("combobox", { name: "Brand profile" })).toHaveText("None");
    expect(await defaultNames(page)).toEqual(["Red dresses"]);
  });
}
