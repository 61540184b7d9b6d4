import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { productOnWhite } from "../support/images";
import { failOnConsoleErrors, SIGNED_OUT_CHECK, toasts, uniqueEmail } from "./support/page-guards";

/**
 * The generator pages (issue 5): social content from an upload through the real Uppy dialog, copy,
 * in-place edits saved to the server, Download All; the 'Not listed' custom value reaching the
 * request; listings for three marketplaces with Download CSV; "What are you selling?" leading the
 * listing titles (and asked for when nothing names the product); the Free limit's upgrade prompt;
 * and /history. Every journey starts with a fresh account.
 */

failOnConsoleErrors([
  SIGNED_OUT_CHECK,
  // A Free account's third generation answers 402 by design.
  { path: "/api/social-media/generate", status: 402 },
  // Nothing names the product: the writer asks for it (400 naming `product`).
  { path: "/api/product-listings/generate", status: 400 },
]);

const socialLabels = {
  instagram: "Instagram",
  facebook: "Facebook",
  twitter: "X (Twitter)",
  linkedin: "LinkedIn",
  pinterest: "Pinterest",
  tiktok: "TikTok",
} as const;

/** A fresh account, signed in within the page's browser context (page.request shares its cookies). */
async function signUp(page: Page, label: string) {
  const email = uniqueEmail(label);
  const reply = await page.request.post("/api/auth/register", {
    data: { email, password: "correct-horse-battery", firstName: "Robin" },
  });
  expect(reply.status()).toBe(201);
}

/** Uploads the photo through the real Uppy dialog, as a person would. */
async function uploadThroughDialog(page: Page) {
  await page.getByRole("button", { name: "Add a product photo" }).click();
  const dialog = page.locator(".uppy-Dashboard");
  await dialog
    .locator("input[type=file]")
    .first()
    .setInputFiles({
      name: "mug.jpg",
      mimeType: "image/jpeg",
      buffer: await productOnWhite("#c8643c"),
    });
  await expect(page.getByRole("button", { name: "Change Image" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Uploaded product preview" })).toBeVisible();
}

/** Picks an option of one of the Radix selects by its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** Two generations out of band (upload by the API, PUT, generate twice): the Free quota is spent. */
async function spendSocialQuota(page: Page) {
  const upload = await page.request.post("/api/objects/upload", { data: { contentType: "image/jpeg" } });
  expect(upload.ok()).toBe(true);
  const { uploadURL, objectPath } = (await upload.json()) as { uploadURL: string; objectPath: string };
  const put = await page.request.put(uploadURL, {
    headers: { "Content-Type": "image/jpeg" },
    data: await productOnWhite("#c8643c"),
  });
  expect(put.ok()).toBe(true);
  for (let run = 0; run < 2; run += 1) {
    const generated = await page.request.post("/api/social-media/generate", {
      data: { imagePath: objectPath, product: "Terracotta mug" },
    });
    expect(generated.status()).toBe(200);
  }
}

test("social content: upload, generate for all six, copy, edit, Download All, and find it in History", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signUp(page, "social");
  await page.goto("/");
  await page.getByRole("link", { name: /Social Media Content/ }).click();
  await expect(page).toHaveURL(/\/social-content$/);
  await expect(page.getByRole("heading", { level: 1, name: "Social Media Content" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "How It Works" })).toBeVisible();
  const usage = page.getByRole("complementary", { name: "Your plan" });
  await expect(usage.getByText("Free Plan")).toBeVisible();
  await expect(usage.getByText("Track your free usage")).toBeVisible();

  // No image yet: the button is held back and says why when pressed anyway.
  const generate = page.getByRole("button", { name: "Generate Content" });
  await expect(generate).toBeDisabled();
  await generate.click({ force: true });
  await expect(toasts(page).getByText("Image required")).toBeVisible();
  await expect(toasts(page).getByText("Please upload an image first.")).toBeVisible();

  await uploadThroughDialog(page);
  await expect(toasts(page).getByText("Image uploaded")).toBeVisible();
  await page.getByLabel("What are you selling?").fill("Terracotta mug");
  await choose(page, "Business Type (optional)", "E-commerce store");
  await page.getByLabel("Brand Name").fill("Clay & Co");
  await choose(page, "Campaign Goal (optional)", "Boost sales");
  await expect(page.getByLabel("Tone", { exact: true })).toHaveText("Professional");
  for (const label of Object.values(socialLabels)) {
    await expect(page.getByRole("checkbox", { name: label })).toBeChecked();
  }

  // Hold the reply: the progress card runs its steps but never shows 100% before the answer.
  let releaseReply: () => void = () => {};
  const replyHeld = new Promise<void>((resolve) => {
    releaseReply = resolve;
  });
  await page.route("**/api/social-media/generate", async (route) => {
    await replyHeld;
    await route.continue();
  });
  const requestSent = page.waitForRequest("**/api/social-media/generate");
  await expect(generate).toBeEnabled();
  await generate.click();
  const body = (await requestSent).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    product: "Terracotta mug",
    businessType: "E-commerce store",
    brand: "Clay & Co",
    tone: "Professional",
    campaignGoal: "Boost sales",
    selectedPlatforms: Object.keys(socialLabels),
  });
  // The hashtag field starts empty (issue 33: no pre-filled defaults): none are sent, and the
  // writer picks hashtags for the product.
  await expect(page.getByLabel("Hashtags")).toHaveValue("");
  expect(body.hashtags).toEqual([]);
  expect(body.imagePath).toMatch(/^\/objects\/uploads\//);
  await expect(page.getByRole("button", { name: "Generating..." })).toBeDisabled();
  await expect(page.getByRole("status").filter({ hasText: "Creating social posts..." })).toBeVisible();
  await expect(page.getByText("Finalizing content...")).toHaveCount(0);
  await expect(page.getByRole("progressbar", { name: "Creating social posts..." })).toHaveAttribute(
    "aria-valuenow",
    "75",
  );
  releaseReply();

  // The results load once a run starts; their heading still takes focus as they appear.
  await expect(page.getByRole("heading", { level: 2, name: "Generated Content" })).toBeFocused();
  await expect(
    toasts(page).getByText("Your social media content has been generated successfully."),
  ).toBeVisible();
  const captions: Record<string, string> = {};
  for (const [platform, label] of Object.entries(socialLabels)) {
    await expect(page.getByRole("heading", { level: 3, name: label })).toBeVisible();
    const caption = page.getByRole("textbox", { name: `${label} post` });
    captions[platform] = await caption.inputValue();
    expect(captions[platform]?.length).toBeGreaterThan(20);
  }
  await expect(usage.getByText("1/2")).toBeVisible();

  // Copy one post.
  await page.getByRole("button", { name: "Copy Instagram" }).click();
  await expect(toasts(page).getByText("Instagram content copied to clipboard.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(captions.instagram);

  // Edit the X post in place: the counter follows, leaving the field saves it to the stored post.
  const xPost = page.getByRole("textbox", { name: "X (Twitter) post" });
  const edited =
    "Fresh from the kiln: our terracotta mug is back in stock. https://clayandco.shop/mug #pottery";
  await xPost.fill(edited);
  // X weighs a link as 23 characters however long it is.
  await expect(page.getByText(/^90 \/ 280/)).toBeVisible();
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === "PATCH" && response.url().includes("/api/social-media/posts/"),
  );
  await page.getByRole("textbox", { name: "Suggested schedule" }).focus();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText("All changes saved")).toBeVisible();

  // Download All: the file holds every section, with the edited text.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download All" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^social-media-content-\d+\.txt$/);
  const text = await readFile(await download.path(), "utf8");
  expect(text.startsWith("SOCIAL MEDIA CONTENT EXPORT\n")).toBe(true);
  expect(text).toMatch(/^Date: .+/m);
  for (const [platform, label] of Object.entries(socialLabels)) {
    const heading = label.toUpperCase();
    const caption = platform === "twitter" ? edited : captions[platform];
    expect(text).toContain(`${heading}\n${"-".repeat(heading.length)}\n${caption}\n`);
  }
  expect(text).toMatch(/HASHTAGS\n-{8}\n#\w+/);
  expect(text).not.toMatch(/#socialmedia|#contentcreator/);
  expect(text).toMatch(/SUGGESTED SCHEDULE\n-{18}\n\S+/);
  await expect(toasts(page).getByText("Downloaded!")).toBeVisible();
  await expect(toasts(page).getByText("Content saved to your downloads folder.")).toBeVisible();

  // History keeps the edit, newest first, and exports it again.
  await page.getByRole("link", { name: "History" }).click();
  await expect(page).toHaveURL(/\/history$/);
  await page.getByRole("button", { name: /^Clay & Co/ }).click();
  await expect(page.getByText(edited)).toBeVisible();
  const again = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download text file" }).click();
  expect(await readFile(await (await again).path(), "utf8")).toContain(edited);
});

test("'Not listed' reveals a text field whose text reaches the request", async ({ page }) => {
  await signUp(page, "not-listed");
  await page.goto("/create");
  await expect(page.getByRole("heading", { level: 1, name: "Social Media Content" })).toBeVisible();
  await uploadThroughDialog(page);
  await page.getByLabel("What are you selling?").fill("Soy candle in a terracotta pot");

  await choose(page, "Business Type (optional)", "Not listed");
  const custom = page.getByLabel("Describe your business type");
  await custom.fill("Wood-fired pizza truck");
  // Another option clears the custom text; back to 'Not listed' starts empty.
  await choose(page, "Business Type (optional)", "Consulting");
  await expect(custom).toHaveCount(0);
  await choose(page, "Business Type (optional)", "Not listed");
  await expect(custom).toHaveValue("");
  await custom.fill("Hand-poured candle studio");
  await choose(page, "Target Audience (optional)", "Not listed");
  await page.getByLabel("Describe your target audience").fill("Cosy-home lovers");
  await page.getByRole("checkbox", { name: "LinkedIn" }).click();
  await page.getByLabel("Hashtags").fill("candles, #homedecor");

  const requestSent = page.waitForRequest("**/api/social-media/generate");
  await page.getByRole("button", { name: "Generate Content" }).click();
  const body = (await requestSent).postDataJSON() as Record<string, unknown>;
  expect(body.businessType).toBe("Hand-poured candle studio");
  expect(body.targetAudience).toBe("Cosy-home lovers");
  expect(body.selectedPlatforms).toEqual(["instagram", "facebook", "twitter", "pinterest", "tiktok"]);
  expect(JSON.stringify(body)).not.toContain("Not listed");
  // Edited hashtags are the seller's own choice, and are sent.
  expect(body.hashtags).toEqual(["candles", "homedecor"]);
  await expect(page.getByRole("heading", { level: 2, name: "Generated Content" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "LinkedIn" })).toHaveCount(0);
});

test("product listings for Etsy, Amazon and eBay, edited, then Download CSV", async ({ page }) => {
  await signUp(page, "listings");
  await page.goto("/");
  await page.getByRole("link", { name: /Product Listings/ }).click();
  await expect(page).toHaveURL(/\/product-listings$/);
  await expect(page.getByText("Usage Overview")).toBeVisible();

  const generate = page.getByRole("button", { name: "Generate Listings" });
  await expect(generate).toBeDisabled();
  await expect(page.getByText("Upload an image to continue")).toBeVisible();
  await expect(page.getByText("Select at least one platform to generate listings")).toBeVisible();
  // This server has no image model: AI images are not offered, nor an upgrade to them.
  await expect(page.getByLabel("Generate an image with AI")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Upgrade to Pro", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Generate Image with AI" })).toHaveCount(0);

  await uploadThroughDialog(page);
  await expect(page.getByText("Upload an image to continue")).toHaveCount(0);
  await expect(generate).toBeDisabled();

  const etsy = page.getByRole("button", { name: /^Etsy Handmade & vintage marketplace/ });
  await etsy.click();
  await expect(etsy).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: /^Amazon Global e-commerce platform/ }).click();
  // The cards are buttons: the keyboard toggles them too.
  await page.getByRole("button", { name: /^eBay Auction & marketplace/ }).focus();
  await page.keyboard.press("Space");
  await expect(page.getByRole("button", { name: /^eBay/ })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("Ready to generate listings for 3 platforms")).toBeVisible();

  await choose(page, "Product Type (optional)", "Mug");
  await choose(page, "Materials (optional)", "Ceramic");
  await page.getByLabel(/^Color/).fill("terracotta");

  const requestSent = page.waitForRequest("**/api/product-listings/generate");
  await generate.click();
  const body = (await requestSent).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    productType: "Mug",
    materials: "Ceramic",
    color: "terracotta",
    selectedPlatforms: ["etsy", "amazon", "ebay"],
  });

  await expect(page.getByRole("heading", { level: 2, name: "Generated Listings" })).toBeVisible();
  for (const label of ["Etsy", "Amazon", "eBay"]) {
    await expect(page.getByRole("heading", { level: 3, name: label })).toBeVisible();
  }
  await expect(page.getByRole("heading", { level: 3, name: "Shopify" })).toHaveCount(0);
  const titles: Record<string, string> = {};
  for (const platform of ["etsy", "amazon", "ebay"]) {
    titles[platform] = await page.locator(`#listing-${platform}-title`).inputValue();
    expect(titles[platform]).toMatch(/mug/i);
  }
  await expect(page.getByText("1/2").last()).toBeVisible();
  // Each price says where it comes from: the band similar listings ask there, and why.
  const etsyGuide = page.locator('[data-platform="etsy"] [data-price-guide]');
  await expect(etsyGuide).toHaveText(/^Similar listings on Etsy: \$\d+–\$\d+ \(mug\b.*\)\.$/);

  // Edit eBay's title; Download CSV saves it first, so the file matches the screen.
  const ebayTitle = "Terracotta Ceramic Mug 15oz Handmade Coffee Cup";
  await page.locator("#listing-ebay-title").fill(ebayTitle);
  await expect(page.getByText("Unsaved changes")).toBeVisible();

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^product-listings-.+\.csv$/);
  const rows = parse(await readFile(await download.path()), { bom: true, columns: true }) as Array<
    Record<string, string>
  >;
  expect(Object.keys(rows[0] ?? {})).toEqual([
    "Platform",
    "Title",
    "Description",
    "Tags",
    "Price",
    "Category",
    "Status",
  ]);
  expect(rows.map((row) => row.Platform)).toEqual(["Etsy", "Amazon", "eBay"]);
  expect(rows[0]?.Title).toBe(titles.etsy);
  expect(rows[2]?.Title).toBe(ebayTitle);
  for (const row of rows) {
    expect(row.Description?.length).toBeGreaterThan(20);
    expect(row.Tags).toMatch(/\w/);
    expect(row.Price).toMatch(/^\$\d+\.\d{2}$/);
    expect(row.Category).not.toBe("");
  }
  await expect(toasts(page).getByText("CSV Downloaded")).toBeVisible();
  await expect(toasts(page).getByText("Your product listings have been exported successfully")).toBeVisible();
  await expect(page.getByText("All changes saved")).toBeVisible();
  // An edit keeps the price's guide: it is the writer's reading of the market, not a field.
  await expect(page.locator('[data-platform="ebay"] [data-price-guide]')).toContainText(
    "Similar listings on eBay",
  );
});

test('"What are you selling?" is asked for when nothing names the product, then leads the Etsy title', async ({
  page,
}) => {
  await signUp(page, "product");
  await page.goto("/product-listings");
  await uploadThroughDialog(page);
  await page.getByRole("button", { name: /^Etsy Handmade & vintage marketplace/ }).click();
  const product = page.getByLabel("What are you selling?");
  await expect(product).toHaveAttribute("maxlength", "200");
  await expect(product).toHaveAttribute("placeholder", /^e\.g\. /);
  await expect(
    page.getByText("Name the product in your own words: the more specific, the better the copy."),
  ).toBeVisible();

  // Nothing names the product: the server asks for it beside the field (focused), and in a toast.
  const refused = page.waitForResponse("**/api/product-listings/generate");
  await page.getByRole("button", { name: "Generate Listings" }).click();
  const refusal = await refused;
  expect(refusal.status()).toBe(400);
  const { message, issues } = (await refusal.json()) as { message: string; issues: { path: string[] }[] };
  expect(issues.map((issue) => issue.path)).toContainEqual(["product"]);
  await expect(product).toBeFocused();
  await expect(product).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#product-product-error")).toHaveText(message);
  await expect(toasts(page).getByText(message)).toBeVisible();
  // Nothing was charged for it.
  expect((await (await page.request.get("/api/usage-status")).json()).productListingsUsed).toBe(0);

  await product.fill("Espresso Cup");
  await expect(page.locator("#product-product-error")).toHaveCount(0);
  const requestSent = page.waitForRequest("**/api/product-listings/generate");
  await page.getByRole("button", { name: "Generate Listings" }).click();
  expect((await requestSent).postDataJSON()).toMatchObject({
    product: "Espresso Cup",
    selectedPlatforms: ["etsy"],
  });
  await expect(page.getByRole("heading", { level: 2, name: "Generated Listings" })).toBeVisible();
  await expect(page.locator("#listing-etsy-title")).toHaveValue(/espresso cup/i);
});

test("at the Free limit the usage card turns red and Generate gives way to the upgrade", async ({ page }) => {
  await signUp(page, "limit");
  await spendSocialQuota(page);
  await page.goto("/social-content");

  // Issue 33: the card names the limit reached (social), not both; red on the page that spends it.
  const usage = page.getByRole("complementary", { name: "Your plan" });
  await expect(usage.getByText("2/2")).toBeVisible();
  await expect(usage.getByText("Social media limit reached")).toBeVisible();
  await expect(
    usage.getByText("You've used your free social media posts; 2 free listings left"),
  ).toBeVisible();
  await expect(usage.getByText("You've reached your free limits")).toHaveCount(0);
  // Checkout returns to the page the seller was stopped on.
  await expect(usage.getByRole("link", { name: "Upgrade to Pro for $12.99/month" })).toHaveAttribute(
    "href",
    "/subscribe?from=/social-content",
  );
  await expect(usage.getByText("Get unlimited access to all features")).toBeVisible();

  // Generate's place says why and offers the upgrade, before anything is sent to be refused.
  const notice = page.locator("#social-limit-notice");
  await expect(notice).toContainText(
    "You've used your 2 free social media generations. Upgrade to Pro for unlimited content.",
  );
  await expect(notice.getByRole("link", { name: "Upgrade to Pro for $12.99/month" })).toHaveAttribute(
    "href",
    "/subscribe?from=/social-content",
  );
  await expect(page.getByRole("button", { name: "Generate Content" })).toHaveCount(0);
  await expect(toasts(page).getByText("Failed to generate content")).toHaveCount(0);
});
