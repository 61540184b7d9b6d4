import { readFile } from "node:fs/promises";
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
