import { expect, type Page, test } from "@playwright/test";
import { productOnWhite } from "../support/images";
import { failOnConsoleErrors, toasts, uniqueEmail } from "./support/page-guards";

/**
 * Brand profiles and output languages (issue 17): a seller saves a profile (brand, tone, Spanish)
 * on /brands, ticking "Make this my default" (issue 33: a profile is never the default unasked,
 * not even the first), the social page picks it as the default, and the captions come back in Spanish,
 * marked `lang="es"`; History says which language and profile a post was written with.
 */

failOnConsoleErrors([]);

async function signUp(page: Page) {
  const reply = await page.request.post("/api/auth/register", {
    data: { email: uniqueEmail("brands"), password: "correct-horse-battery", firstName: "Lucía" },
  });
  expect(reply.status()).toBe(201);
}

async function uploadThroughDialog(page: Page) {
  await page.getByRole("button", { name: "Add a product photo" }).click();
  const dialog = page.locator(".uppy-Dashboard");
  await dialog
    .locator("input[type=file]")
    .first()
    .setInputFiles({ name: "taza.jpg", mimeType: "image/jpeg", buffer: await productOnWhite("#2f5d8a") });
  await expect(page.getByRole("button", { name: "Change Image" })).toBeVisible();
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/**
 * Every visible form control has an accessible name (its label), the check axe's `label` rule makes
 * (axe itself is not installed here). Radix's hidden native selects are skipped, as axe skips them.
 */
async function unlabelledControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("input, textarea, select, button, [role=combobox]")]
      .filter(
        (element) => (element as HTMLElement).offsetParent !== null && !element.closest("[aria-hidden=true]"),
      )
      .filter((element) => {
        const el = element as HTMLInputElement;
        if (el.type === "hidden") return false;
        const labelled = el.labels && el.labels.length > 0;
        const named = el.getAttribute("aria-label") || el.getAttribute("aria-labelledby");
        const text = element.tagName === "BUTTON" && (element.textContent ?? "").trim() !== "";
        return !(labelled || named || text);
      })
      .map((element) => element.outerHTML.slice(0, 120)),
  );
}

/** Common Spanish function words: a caption written in Spanish has several. */
const SPANISH_WORDS =
  /(?:^|[\s¡¿(])(de|la|el|con|para|tu|y|en|que|una|un|los|las|es|tus)(?=[\s,.!?:;)]|$)/giu;

test("a Spanish brand profile, picked on the social page, gets Spanish captions and shows in History", async ({
  page,
}) => {
  await signUp(page);

  // /brands on a phone: the empty state explains, nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto("/");
  await page.getByRole("link", { name: "Brands" }).click();
  await expect(page).toHaveURL(/\/brands$/);
  await expect(page.getByRole("heading", { level: 1, name: "Brand profiles" })).toBeVisible();
  await expect(page.getByText("Save your shop's details once")).toBeVisible();
  await expectNoHorizontalScroll(page);

  await page.getByRole("button", { name: "Create profile" }).click();
  await expect(page.getByRole("textbox", { name: "Profile name" })).toBeFocused();
  // Inline validation before anything is sent.
  await page.getByRole("button", { name: "Create profile" }).click();
  await expect(page.getByText("Give the profile a name")).toBeVisible();

  await page.getByRole("textbox", { name: "Profile name" }).fill("Tienda Etsy");
  await page.getByRole("textbox", { name: /^Brand Name/ }).fill("Barro Vivo");
  await choose(page, "Tone", "Friendly");
  await choose(page, "Business Type", "E-commerce store");
  const never = page.getByRole("textbox", { name: /^Words never to use/ });
  await never.fill("barato");
  await never.press("Enter");
  await expect(page.getByRole("button", { name: "Remove barato" })).toBeVisible();
  await choose(page, "Write in", "Español — Spanish");
  // The builtin engine says which languages need a model; an AI model offers all.
  // Asked explicitly: this first profile becomes the default (unticked, it would not).
  const makeDefault = page.getByRole("checkbox", { name: "Make this my default" });
  await expect(makeDefault).not.toBeChecked();
  await makeDefault.check();
  await expectNoHorizontalScroll(page);
  expect(await unlabelledControls(page)).toEqual([]);

  const created = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().endsWith("/api/brand-profiles"),
  );
  await page.getByRole("button", { name: "Create profile" }).click();
  expect((await created).status()).toBe(201);
  await expect(toasts(page).getByText("Profile created")).toBeVisible();
  const list = page.getByRole("list", { name: "Brand profiles, default first" });
  await expect(list.getByRole("heading", { name: "Tienda Etsy" })).toBeVisible();
  await expect(list.getByText("Default", { exact: true })).toBeVisible();
  await expect(list.getByText(/Español/)).toBeVisible();
  await expect(page.getByRole("region", { name: "“Tienda Etsy” is saved" })).toContainText(
    "It's your default",
  );
  // Free keeps one profile: Create gives way to the reason and the upgrade, not a refused request.
  await expect(page.getByText(/Free accounts keep one brand profile/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Create profile" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Upgrade" })).toHaveAttribute(
    "href",
    "/subscribe?from=/brands",
  );
  await expectNoHorizontalScroll(page);

  // The social page picks the default profile: its fields and language are filled in.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/social-content");
  await expect(page.getByRole("combobox", { name: "Brand profile" })).toHaveText("Tienda Etsy (default)");
  await expect(page.getByLabel("Brand Name")).toHaveValue("Barro Vivo");
  await expect(page.getByRole("combobox", { name: "Tone", exact: true })).toHaveText("Friendly");
  await expect(page.getByRole("combobox", { name: "Write in" })).toHaveText("Español — Spanish");
  await expect(page.getByRole("link", { name: "Manage brand profiles" })).toHaveAttribute("href", "/brands");

  await uploadThroughDialog(page);
  await page.getByLabel("What are you selling?").fill("taza de cerámica esmaltada");
  const requestSent = page.waitForRequest("**/api/social-media/generate");
  await page.getByRole("button", { name: "Generate Content" }).click();
  const body = (await requestSent).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    product: "taza de cerámica esmaltada",
    brand: "Barro Vivo",
    tone: "Friendly",
    language: "es",
    neverWords: ["barato"],
  });
  expect(body.brandProfileId).toEqual(expect.any(String));

  await expect(page.getByRole("heading", { level: 2, name: "Generated Content" })).toBeVisible();
  const instagram = page.getByRole("textbox", { name: "Instagram post" });
  await expect(instagram).toHaveAttribute("lang", "es");
  await expect(instagram).toHaveAttribute("dir", "ltr");
  const caption = await instagram.inputValue();
  expect(caption.match(SPANISH_WORDS)?.length ?? 0).toBeGreaterThanOrEqual(3);
  expect(caption.toLowerCase()).not.toContain("barato");

  // History names the language and the profile.
  await page.getByRole("link", { name: "History" }).click();
  await expect(page).toHaveURL(/\/history$/);
  const row = page.getByRole("button", { name: /Barro Vivo/ }).first();
  await expect(row).toContainText("Español");
  await expect(row).toContainText("Profile: Tienda Etsy");
});
