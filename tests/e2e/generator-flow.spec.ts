import { expect, type Page, test } from "@playwright/test";
import { becomePro, signUp } from "./support/accounts";
import { failOnConsoleErrors, toasts } from "./support/page-guards";
import { uploadPhoto } from "./support/uploads";

/**
 * The generator pages' flow (issue 19): a Free regenerate asks first and names its cost (Cancel
 * spends nothing, Regenerate spends one, none left offers the upgrade); Pro rewrites one platform
 * at once; a link with `?image=` fills the image slot with the seller's own upload (and refuses
 * anything else); the brand settings used last come back; on a 360 px phone a one-line usage
 * summary sits above the form and Generate stays in view at the bottom of the screen.
 */

/** An upload id nobody has: the server answers 404 for it, as for anyone else's upload. */
const UNKNOWN_UPLOAD = "/objects/uploads/00000000-0000-4000-8000-000000000000";

failOnConsoleErrors([{ path: UNKNOWN_UPLOAD, status: 404 }]);
// A journey makes up to three generations through the builtin writer: more than 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

async function socialUsed(page: Page): Promise<number> {
  const status = (await (await page.request.get("/api/usage-status")).json()) as { socialMediaUsed: number };
  return status.socialMediaUsed;
}

/** Opens a generator page and waits for it (its code is loaded on first visit: slow on a busy machine). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 30_000 });
}

const preview = (page: Page) => page.getByRole("img", { name: "Uploaded product preview" });

test("a Free regenerate asks first and names its cost; Cancel spends nothing, Regenerate spends one", async ({
  page,
}) => {
  await signUp(page, "flow-free");
  const photo = await uploadPhoto(page);
  await open(page, `/social-content?image=${encodeURIComponent(photo)}`);

  // The handed-over photo fills the slot; the address carries a hand-off id in its place (issue
  // 33: a reload keeps the photo), not the upload's path.
  await expect(preview(page)).toHaveAttribute("src", photo);
  await expect(page).toHaveURL(/\/social-content\?handoff=[\w-]+$/);

  await page.getByLabel("What are you selling?").fill("Terracotta mug");
  await page.getByRole("button", { name: "Generate Content" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Generated Content" })).toBeVisible();
  expect(await socialUsed(page)).toBe(1);
  // The confirm step reads the usage the page has: wait for it to show the run just made.
  await expect(page.getByRole("complementary", { name: "Your plan" }).getByText("1/2")).toBeVisible();
  const firstInstagram = await page.getByRole("textbox", { name: "Instagram post" }).inputValue();

  const regenerate = page.getByRole("button", { name: "Regenerate", exact: true });
  let generateCalls = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/social-media/generate")) generateCalls += 1;
  });

  // Cancel: nothing is sent, nothing is spent.
  await regenerate.click();
  const dialog = page.getByRole("alertdialog", { name: "Regenerate your content?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("This uses your last free social media generation.");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(regenerate).toBeFocused();
  expect(generateCalls).toBe(0);
  expect(await socialUsed(page)).toBe(1);
  await expect(page.getByRole("textbox", { name: "Instagram post" })).toHaveValue(firstInstagram);

  // Regenerate: one generation spent, a new version on screen.
  await regenerate.click();
  const generated = page.waitForResponse("**/api/social-media/generate");
  await dialog.getByRole("button", { name: "Regenerate" }).click();
  expect((await generated).status()).toBe(200);
  await expect(page.getByRole("heading", { level: 2, name: "Generated Content" })).toBeVisible();
  expect(await socialUsed(page)).toBe(2);
  await expect(page.getByRole("complementary", { name: "Your plan" }).getByText("2/2")).toBeVisible();

  // None left: the upgrade prompt instead of a question, and nothing sent.
  await page.getByRole("button", { name: "Regenerate", exact: true }).click();
  await expect(page.getByRole("region", { name: "You've used your free generations" })).toContainText(
    "You've used your 2 free social media generations. Upgrade to Pro for unlimited content.",
  );
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  expect(generateCalls).toBe(1);
  expect(await socialUsed(page)).toBe(2);
});

test("Pro rewrites one platform at once, and the other platforms keep their text", async ({ page }) => {
  await signUp(page, "flow-pro");
  await becomePro(page);
  const photo = await uploadPhoto(page);
  await open(page, `/social-content?image=${encodeURIComponent(photo)}`);
  await expect(preview(page)).toBeVisible();
  await page.getByLabel("What are you selling?").fill("Terracotta mug");
  await page.getByRole("button", { name: "Generate Content" }).click();
  const instagram = page.getByRole("textbox", { name: "Instagram post" });
  await expect(instagram).toBeVisible();
  const before = await instagram.inputValue();
  const facebook = await page.getByRole("textbox", { name: "Facebook post" }).inputValue();

  const rewritten = page.waitForResponse("**/api/social-media/posts/*/regenerate");
  await page.getByRole("button", { name: "Regenerate Instagram" }).click();
  expect((await rewritten).status()).toBe(200);
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(toasts(page).getByText("Your Instagram post has been rewritten.")).toBeVisible();
  // Pro is not counted: no free-rewrite notes beside the buttons.
  await expect(page.locator("[data-free-rewrites]")).toHaveCount(0);
  await expect(instagram).not.toHaveValue(before);
  await expect(page.getByRole("textbox", { name: "Facebook post" })).toHaveValue(facebook);

  // History shows the new text on the same post.
  const [post] = (await (await page.request.get("/api/social-media/posts")).json()) as {
    platforms: { instagram: { caption: string } };
  }[];
  expect(post?.platforms.instagram.caption).toBe(await instagram.inputValue());
});

test("a link with ?image= fills the listing page's image slot with the seller's own upload only", async ({
  page,
}) => {
  await signUp(page, "flow-handoff");
  const photo = await uploadPhoto(page);
  await open(page, `/product-listings?image=${encodeURIComponent(photo)}`);
  await expect(preview(page)).toHaveAttribute("src", photo);
  await expect(page).toHaveURL(/\/product-listings\?handoff=[\w-]+$/);
  await expect(page.getByText("Upload an image to continue")).toHaveCount(0);

  // Anything that is not one of the seller's uploads is refused, and the slot stays empty.
  await open(page, `/product-listings?image=${encodeURIComponent(UNKNOWN_UPLOAD)}`);
  await expect(
    toasts(page).getByText("That photo isn't one of your uploads. Please upload it again."),
  ).toBeVisible();
  await expect(preview(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/product-listings$/);
  await open(page, "/product-listings?image=https%3A%2F%2Fexample.com%2Fcat.jpg");
  await expect(toasts(page).getByText("Photo not found")).toBeVisible();
  await expect(preview(page)).toHaveCount(0);
});

test("the listing page starts from the settings used last", async ({ page }) => {
  await signUp(page, "flow-remember");
  const photo = await uploadPhoto(page);
  const made = await page.request.post("/api/product-listings/generate", {
    data: {
      imagePath: photo,
      product: "Terracotta mug",
      businessType: "Handmade crafts",
      targetAudience: "Coffee snobs",
      materials: "Ceramic",
      selectedPlatforms: ["etsy", "ebay"],
    },
  });
  expect(made.status()).toBe(200);
  await open(page, "/product-listings");
  await expect(page.getByRole("combobox", { name: "Business Type" })).toHaveText("Handmade crafts");
  await expect(page.getByLabel("Describe the audience")).toHaveValue("Coffee snobs");
  await expect(page.getByRole("button", { name: /^Etsy/ })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: /^eBay/ })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: /^Amazon/ })).toHaveAttribute("aria-pressed", "false");
  // The product's own details start empty.
  await expect(page.getByLabel("What are you selling?")).toHaveValue("");
  await expect(page.getByRole("combobox", { name: "Materials" })).toHaveText("Select materials");
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const { path, form, generate, summary } of [
    {
      path: "/social-content",
      form: "Content Settings",
      generate: "Generate Content",
      summary: "2 of 2 free social posts left",
    },
    {
      path: "/product-listings",
      form: "Product Image",
      generate: "Generate Listings",
      summary: "2 of 2 free listings left",
    },
  ]) {
    test(`${path}: usage in one line above the form, and Generate in view without scrolling`, async ({
      page,
    }) => {
      await signUp(page, "flow-phone");
      await open(page, path);
      const line = page.locator("p", { hasText: summary });
      await expect(line).toBeInViewport();
      await expect(line.getByRole("link", { name: "Upgrade" })).toHaveAttribute(
        "href",
        `/subscribe?from=${path}`,
      );
      const lineBox = await line.boundingBox();
      const formBox = await page.getByRole("heading", { level: 2, name: form }).boundingBox();
      expect(lineBox && formBox && lineBox.y + lineBox.height <= formBox.y).toBe(true);

      const button = page.getByRole("button", { name: generate });
      await expect(button).toBeInViewport();
      const box = await button.boundingBox();
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(740);
      // Still there halfway down the form.
      await page.mouse.wheel(0, 600);
      await expect(button).toBeInViewport();

      // Tap targets of at least 24 px.
      const back = await page.getByRole("link", { name: "Back to Home" }).boundingBox();
      expect(back?.height ?? 0).toBeGreaterThanOrEqual(24);
      if (path === "/social-content") {
        const clear = await page.getByRole("button", { name: "Clear all" }).boundingBox();
        expect(clear?.height ?? 0).toBeGreaterThanOrEqual(24);
      }
      // Nothing scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  }
});
