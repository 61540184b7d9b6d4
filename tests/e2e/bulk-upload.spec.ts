import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { makeJpeg } from "../support/images";
import { failOnConsoleErrors, SIGNED_OUT_CHECK, toasts, uniqueEmail } from "./support/page-guards";

/**
 * The Bulk studio (Pro): five photos through the page's own picker and Uppy's parallel uploads,
 * one brief, a server-side job followed live to 5 of 5, the spec's summary toast, the CSV export,
 * and the job found again after a reload and from the past jobs list. Free accounts see the offer.
 */

failOnConsoleErrors([SIGNED_OUT_CHECK]);

const PHOTOS = [
  { name: "terracotta-mug.jpg", colour: "#c8643c" },
  { name: "linen-apron.jpg", colour: "#d8cfc0" },
  { name: "oak-cutting-board.jpg", colour: "#a0703c" },
  { name: "wool-scarf.jpg", colour: "#3c5a8c" },
  { name: "brass-candle-holder.jpg", colour: "#c8a03c" },
];

const SOCIAL_LABELS = ["Instagram", "Facebook", "X (Twitter)", "LinkedIn", "Pinterest", "TikTok"];

/** A fresh account, signed in within the page's browser context (page.request shares its cookies). */
async function signUp(page: Page, label: string) {
  const reply = await page.request.post("/api/auth/register", {
    data: { email: uniqueEmail(label), password: "correct-horse-battery", firstName: "Robin" },
  });
  expect(reply.status()).toBe(201);
}

/** Pro through the demo checkout (playwright.config.ts sets BILLING_PROVIDER=demo). */
async function becomePro(page: Page) {
  const checkout = await page.request.post("/api/create-subscription");
  expect(checkout.ok()).toBe(true);
  const { clientSecret } = (await checkout.json()) as { clientSecret: string };
  const paid = await page.request.post("/api/billing/demo/confirm", {
    data: { clientSecret, cardNumber: "4242 4242 4242 4242" },
  });
  expect(paid.ok()).toBe(true);
}

async function photoFiles() {
  return Promise.all(
    PHOTOS.map(async ({ name }, index) => ({
      name,
      mimeType: "image/jpeg",
      buffer: await makeJpeg({ width: 640 + index * 16, height: 480 }),
    })),
  );
}

test("bulk social posts: five photos, live progress to 5 of 5, CSV export, and the job after a reload", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, "bulk");
  await becomePro(page);

  await page.goto("/");
  await page
    .getByRole("link", { name: /Bulk Upload/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/bulk-upload$/);
  await expect(page.getByRole("heading", { level: 1, name: "Bulk Upload" })).toBeVisible();
  await expect(page.getByText("No batches yet. Each batch you start is listed here.")).toBeVisible();

  // Nothing filled in: the start button is held back and says why when pressed anyway.
  const start = page.getByRole("button", { name: "Start Processing" });
  await expect(start).toBeDisabled();
  await start.click({ force: true });
  await expect(toasts(page).getByText("Missing Brand Information")).toBeVisible();
  await expect(
    toasts(page).getByText("Please fill in business type, brand name, and target audience"),
  ).toBeVisible();

  // The brief.
  await page.getByRole("combobox", { name: "Business Type" }).click();
  await page.getByRole("option", { name: "E-commerce", exact: true }).click();
  await page.getByRole("textbox", { name: "Brand Name" }).fill("Clay & Co");
  await page.getByRole("textbox", { name: "Target Audience" }).fill("Home cooks who buy handmade");
  await expect(page.getByRole("combobox", { name: "Tone" })).toHaveText("Professional");
  await page.getByLabel("Campaign Goal").fill("Spring collection launch");
  for (const label of SOCIAL_LABELS) {
    await expect(page.getByRole("checkbox", { name: label })).toBeChecked();
  }

  // Five photos through the picker: thumbnails, and each upload finishes.
  await page.getByLabel("Choose images").setInputFiles(await photoFiles());
  const grid = page.getByRole("list", { name: "Selected images" });
  await expect(grid.getByRole("img")).toHaveCount(5);
  await expect(page.getByText("5 images selected")).toBeVisible();
  for (const { name } of PHOTOS) {
    await expect(grid.getByText(`${name} uploaded`)).toBeAttached({ timeout: 30_000 });
  }

  const created = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" && new URL(response.url()).pathname === "/api/bulk-jobs",
  );
  const streamOpened = page.waitForRequest((request) =>
    /\/api\/bulk-jobs\/[^/]+\/events$/.test(new URL(request.url()).pathname),
  );
  await expect(start).toBeEnabled();
  await start.click();
  const createdReply = await created;
  expect(createdReply.status()).toBe(202);
  const body = createdReply.request().postDataJSON() as {
    kind: string;
    context: Record<string, unknown>;
    images: Array<{ imagePath: string; fileName: string }>;
  };
  expect(body.kind).toBe("social");
  expect(body.context).toMatchObject({
    businessType: "ecommerce",
    brand: "Clay & Co",
    targetAudience: "Home cooks who buy handmade",
    tone: "professional",
    campaignGoal: "Spring collection launch",
  });
  expect(body.images.map((image) => image.fileName)).toEqual(PHOTOS.map((photo) => photo.name));
  for (const image of body.images) expect(image.imagePath).toMatch(/^\/objects\/uploads\//);
  const { id: jobId } = (await createdReply.json()) as { id: string };

  // The job is in the URL, its event stream is open, and the live progress reaches 5 of 5.
  await expect(page).toHaveURL(new RegExp(`/bulk-upload\\?job=${jobId}$`));
  expect(new URL((await streamOpened).url()).pathname).toBe(`/api/bulk-jobs/${jobId}/events`);
  const processed = page.getByTestId("bulk-processed");
  await expect(processed).toHaveText(/of 5 images processed/);
  await expect(processed).toHaveText("5 of 5 images processed", { timeout: 90_000 });
  await expect(page.getByRole("heading", { name: "Batch complete" })).toBeVisible();
  await expect(toasts(page).getByText("Bulk Processing Complete")).toBeVisible();
  await expect(toasts(page).getByText("Processed 5 images. 5 successful")).toBeVisible();
  const results = page.getByRole("list", { name: "Results" });
  await expect(results.getByText("Success", { exact: true })).toHaveCount(5);

  // Export CSV: the spec's bulk CSV, one row per photo.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^bulk-social-content-.+\.csv$/);
  await expect(toasts(page).getByText("Export Complete")).toBeVisible();
  const rows = parse(await readFile(await download.path(), "utf8"), { bom: true }) as string[][];
  expect(rows[0]).toEqual([
    "filename",
    "instagram_caption",
    "facebook_caption",
    "twitter_caption",
    "linkedin_caption",
    "pinterest_caption",
    "tiktok_caption",
    "hashtags",
    "processing_time",
  ]);
  expect(rows.slice(1).map((row) => row[0])).toEqual(PHOTOS.map((photo) => photo.name));

  // A reload shows the same job, finished, with its results.
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`\\?job=${jobId}$`));
  await expect(page.getByRole("heading", { name: "Batch complete" })).toBeVisible();
  await expect(page.getByTestId("bulk-processed")).toHaveText("5 of 5 images processed");
  const mug = page.getByRole("button", { name: "terracotta-mug.jpg" });
  await mug.click();
  await expect(mug).toHaveAttribute("aria-expanded", "true");
  for (const label of SOCIAL_LABELS) {
    await expect(page.getByRole("heading", { level: 4, name: label })).toBeVisible();
  }
  await expect(page.getByRole("button", { name: "Copy Hashtags" })).toBeVisible();

  // Without ?job a finished job stays closed; the past jobs list opens it again.
  await page.goto("/bulk-upload");
  await expect(page.getByRole("heading", { name: "Images" })).toBeVisible();
  const pastJob = page.getByRole("list", { name: "Past batches" }).getByRole("link");
  await expect(pastJob).toHaveCount(1);
  await expect(pastJob).toContainText("5 of 5 · 5 successful");
  await pastJob.click();
  await expect(page).toHaveURL(new RegExp(`\\?job=${jobId}$`));
  await expect(page.getByRole("heading", { name: "Batch complete" })).toBeVisible();
});

test("a Free account sees the Pro offer instead of a start button", async ({ page }) => {
  await signUp(page, "bulk-free");
  await page.goto("/bulk-upload");
  await expect(page.getByRole("heading", { level: 1, name: "Bulk Upload" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Bulk upload is a Pro feature" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Start Processing" })).toHaveCount(0);
  await page.getByRole("link", { name: "Upgrade to Pro for $12.99/month" }).first().click();
  await expect(page).toHaveURL(/\/subscribe\?from=\/bulk-upload$/);
});

/**
 * Results to work on (issue 33.9), at a phone's and a desktop's width: each photo's thumbnail
 * beside its result, the typed audience written as typed, a result edited in place and kept, and a
 * photo the writer could not name fixed and retried on its own.
 */
for (const width of [360, 1280]) {
  test(`at ${width} px: thumbnails, the typed audience, edit in place, and a failed photo fixed and retried`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    await signUp(page, `bulk-results-${width}`);
    await becomePro(page);

    // Two photos: one named after its product, one a camera's IMG_ name the writer cannot name.
    const images = [];
    for (const [index, fileName] of ["terracotta-mug.jpg", "IMG_2034.jpg"].entries()) {
      const upload = await page.request.post("/api/objects/upload", { data: { contentType: "image/jpeg" } });
      expect(upload.ok()).toBe(true);
      const { uploadURL, objectPath } = (await upload.json()) as { uploadURL: string; objectPath: string };
      const put = await page.request.put(uploadURL, {
        headers: { "Content-Type": "image/jpeg" },
        data: await makeJpeg({ width: 640 + index * 16, height: 480 }),
      });
      expect(put.ok()).toBe(true);
      images.push({ imagePath: objectPath, fileName });
    }
    const created = await page.request.post("/api/bulk-jobs", {
      data: {
        kind: "social",
        context: {
          businessType: "ecommerce",
          brand: "Clay & Co",
          targetAudience: "Gift shoppers aged 25-45",
        },
        images,
      },
    });
    expect(created.status()).toBe(202);
    const { id: jobId } = (await created.json()) as { id: string };

    await page.goto(`/bulk-upload?job=${jobId}`);
    await expect(page.getByRole("heading", { name: "Batch complete" })).toBeVisible({ timeout: 60_000 });
    const results = page.getByRole("list", { name: "Results" });
    const mugRow = results.locator('li[data-file-name="terracotta-mug.jpg"]');
    const cameraRow = results.locator('li[data-file-name="IMG_2034.jpg"]');
    await expect(mugRow).toHaveAttribute("data-status", "succeeded");
    await expect(cameraRow).toHaveAttribute("data-status", "failed");

    // Each photo's thumbnail beside its name, loaded from the upload's own route.
    for (const [row, image] of [
      [mugRow, images[0]],
      [cameraRow, images[1]],
    ] as const) {
      const thumbnail = row.locator("img[data-thumbnail]");
      await expect(thumbnail).toHaveAttribute("src", image?.imagePath ?? "");
      await expect
        .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      const [thumbBox, nameBox] = await Promise.all([
        thumbnail.boundingBox(),
        row
          .getByText(image?.fileName ?? "", { exact: true })
          .first()
          .boundingBox(),
      ]);
      expect(thumbBox && nameBox && thumbBox.x + thumbBox.width <= nameBox.x).toBe(true);
    }

    // The success opens its posts to edit; the schedule speaks of the audience as typed.
    const mug = mugRow.getByRole("button", { name: /terracotta-mug\.jpg/ });
    await mug.click();
    await expect(mug).toHaveAttribute("aria-expanded", "true");
    const schedule = mugRow.getByRole("textbox", { name: "Suggested schedule" });
    await expect(schedule).toHaveValue(/tuned for gift shoppers aged 25-45\)/);
    await expect(schedule).not.toHaveValue(/professionals/);

    // Edit in place: saved to the stored post, there after a reload.
    const instagram = mugRow.getByRole("textbox", { name: "Instagram post" });
    const edited = `${await instagram.inputValue()}\n\nMade in our studio, one at a time.`;
    const patched = page.waitForResponse(
      (response) =>
        response.request().method() === "PATCH" && response.url().includes("/api/social-media/posts/"),
    );
    await instagram.fill(edited);
    await expect(mugRow.getByText("Unsaved changes")).toBeVisible();
    await instagram.blur();
    expect((await patched).status()).toBe(200);
    await expect(mugRow.getByText("All changes saved")).toBeVisible();

    // Fix the failed photo: say what it is, retry it alone.
    await expect(cameraRow.getByText(/^We couldn't tell what this photo shows\./)).toBeVisible();
    await cameraRow
      .getByRole("textbox", { name: "What are you selling? (IMG_2034.jpg)" })
      .fill("Blue ceramic vase");
    const retried = page.waitForResponse((response) => response.url().endsWith("/retry"));
    await cameraRow.getByRole("button", { name: "Retry this photo IMG_2034.jpg" }).click();
    const reply = await retried;
    expect(reply.status()).toBe(200);
    expect(reply.request().postDataJSON()).toEqual({ product: "Blue ceramic vase" });
    await expect(cameraRow).toHaveAttribute("data-status", "succeeded");
    await expect(cameraRow.getByText(/Fixed:/)).toBeVisible();
    await expect(page.getByText("2 successful · 0 failed")).toBeVisible();
    const cameraToggle = cameraRow.getByRole("button", { name: /IMG_2034\.jpg/ });
    await expect(cameraToggle).toHaveAttribute("aria-expanded", "true");
    await expect(cameraToggle).toBeFocused({ timeout: 10_000 });
    await expect(cameraRow.getByRole("textbox", { name: "Instagram post" })).toHaveValue(/vase/i);

    // Nothing in the results runs off the side, and axe finds nothing wrong in them.
    expect(await results.evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(true);
    const axe = await new AxeBuilder({ page })
      .include('ul[aria-label="Results"]')
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"])
      .analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([]);

    // After a reload: the edit kept, the fixed photo a success with its product.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Batch complete" })).toBeVisible();
    await mugRow.getByRole("button", { name: /terracotta-mug\.jpg/ }).click();
    await expect(mugRow.getByRole("textbox", { name: "Instagram post" })).toHaveValue(edited);
    await expect(cameraRow).toHaveAttribute("data-status", "succeeded");
    await expect(cameraRow.getByText("Selling: Blue ceramic vase")).toBeVisible();
  });
}
