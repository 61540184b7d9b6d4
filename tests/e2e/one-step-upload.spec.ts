import { readFile } from "node:fs/promises";
import { basename } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, type Route, test } from "@playwright/test";
import {
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_UPLOAD_BYTES,
  UNSUPPORTED_IMAGE_MESSAGE,
} from "../../src/domain/uploads";
import { signUp } from "./support/accounts";
import { failOnConsoleErrors } from "./support/page-guards";

/**
 * One-step upload (issue 19): choosing a photo in the upload dialog uploads it at once, the dialog
 * closes by itself and the photo shows in the form — no second button. Closing the dialog mid-way
 * lets the upload finish into the form. Refused files never reach the network; a failed upload says
 * why in plain words and can be tried again. axe finds nothing wrong in the open dialog with a photo
 * chosen. Real photos from the quality fixtures, fresh Free accounts.
 */

failOnConsoleErrors([
  // The failure journey makes the upload-link request fail once on purpose.
  { path: "/api/objects/upload", status: 503 },
]);

const PNG_PHOTO = "tests/fixtures/quality/photos/espresso-cup-coffee.png";
const JPG_PHOTO = "tests/fixtures/quality/photos/starry-night-print.jpg";
/** Each upload's bytes go to the embedded store's signed PUT URL. */
const PUT_URL = "**/api/objects/local/**";

const uploadDialog = (page: Page) => page.getByRole("dialog", { name: "Add a product photo" });
const fileInput = (page: Page) => page.locator(".uppy-Dashboard input[type=file]").first();

/** Drops a photo file onto the open dialog, as dragging it from the desktop does. */
async function dropPhoto(page: Page, path: string, type: string) {
  const bytes = (await readFile(path)).toString("base64");
  const name = basename(path);
  const dataTransfer = await page.evaluateHandle(
    ({ bytes, name, type }) => {
      const transfer = new DataTransfer();
      const data = Uint8Array.from(atob(bytes), (char) => char.charCodeAt(0));
      transfer.items.add(new File([data], name, { type }));
      return transfer;
    },
    { bytes, name, type },
  );
  const dropZone = uploadDialog(page);
  await dropZone.dispatchEvent("dragover", { dataTransfer });
  await dropZone.dispatchEvent("drop", { dataTransfer });
}

/** Holds every upload PUT until released, so the dialog can be looked at mid-upload. */
async function holdUploads(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(PUT_URL, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** axe on the open dialog: no violations of any rule it runs. */
async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include(".uppy-Dashboard-inner").analyze();
  expect(
    violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`,
    ),
  ).toEqual([]);
}

/** Icon-only buttons in the dialog (close, remove): named, and at least 24×24 (we make them 44). */
async function expectNamedTargetsOfAtLeast44px(buttons: Locator) {
  const boxes = await buttons.evaluateAll((elements) =>
    elements
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => {
        const { width, height } = element.getBoundingClientRect();
        return { name: element.getAttribute("aria-label"), width, height };
      }),
  );
  expect(boxes.length).toBeGreaterThan(0);
  for (const box of boxes) {
    expect(box.name, JSON.stringify(box)).toBeTruthy();
    expect(box.width, JSON.stringify(box)).toBeGreaterThanOrEqual(44);
    expect(box.height, JSON.stringify(box)).toBeGreaterThanOrEqual(44);
  }
}

/** The form shows the uploaded photo (really loaded, not a broken image) under 'Change Image'. */
async function expectPhotoInForm(page: Page) {
  await expect(uploadDialog(page)).toBeHidden();
  const preview = page.getByRole("img", { name: "Uploaded product preview" });
  await expect(preview).toBeVisible();
  await expect
    .poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByRole("button", { name: "Change Image" })).toBeVisible();
}

test.describe("one-step upload", () => {
  test.setTimeout(90_000);

  test("/social-content: the chosen photo uploads at once, the dialog passes axe, and the photo lands in the form", async ({
    page,
  }) => {
    await signUp(page, "one-step-social");
    await page.goto("/social-content");
    const release = await holdUploads(page);

    await page.getByRole("button", { name: "Add a product photo" }).click();
    await expect(uploadDialog(page)).toBeVisible();
    await expect(uploadDialog(page).getByText("JPG, PNG, GIF or WebP, up to 10 MB")).toBeVisible();
    await fileInput(page).setInputFiles(PNG_PHOTO);

    // Uploading already, with nothing else to press.
    const dialog = uploadDialog(page);
    await expect(
      dialog.getByRole("progressbar", { name: "Uploading espresso-cup-coffee.png" }),
    ).toBeVisible();
    await expect(dialog.getByRole("button", { name: /^Upload/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await expectNamedTargetsOfAtLeast44px(
      dialog.locator(".uppy-Dashboard-close, .uppy-Dashboard-Item-action"),
    );

    release();
    await expectPhotoInForm(page);
  });

  test("/product-listings at 360 px: a dropped photo uploads; closing the dialog mid-upload keeps the upload", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signUp(page, "one-step-listings");
    await page.goto("/product-listings");
    const release = await holdUploads(page);

    await page.getByRole("button", { name: "Add a product photo" }).click();
    await dropPhoto(page, JPG_PHOTO, "image/jpeg");
    const dialog = uploadDialog(page);
    await expect(dialog.getByRole("progressbar", { name: "Uploading starry-night-print.jpg" })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNamedTargetsOfAtLeast44px(
      dialog.locator(".uppy-Dashboard-close, .uppy-Dashboard-Item-action"),
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    // The form says the photo is on its way, not that there is none.
    await expect(page.getByRole("progressbar", { name: "Uploading starry-night-print.jpg" })).toBeVisible();
    await expect(
      page.getByRole("status").filter({ hasText: "Still uploading starry-night-print.jpg" }),
    ).toHaveCount(1);

    release();
    await expectPhotoInForm(page);
    await expect(page.getByRole("progressbar", { name: /^Uploading/ })).toHaveCount(0);
  });

  test("refuses a wrong type or an oversize file before any request, and a failed upload can be tried again", async ({
    page,
  }) => {
    await signUp(page, "one-step-errors");
    await page.goto("/social-content");
    const uploadRequests: string[] = [];
    page.on("request", (request) => {
      if (/\/api\/objects\/(upload|local\/)/.test(request.url())) uploadRequests.push(request.url());
    });

    await page.getByRole("button", { name: "Add a product photo" }).click();
    const dialog = uploadDialog(page);
    await fileInput(page).setInputFiles({
      name: "price-list.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4"),
    });
    await expect(dialog.getByRole("alert")).toContainText(UNSUPPORTED_IMAGE_MESSAGE);
    await fileInput(page).setInputFiles({
      name: "huge.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0xff),
    });
    await expect(dialog.getByRole("alert")).toContainText(IMAGE_TOO_LARGE_MESSAGE);
    await expectNoAxeViolations(page);
    expect(uploadRequests).toEqual([]);

    // The server cannot hand out an upload link once: the reason in plain words, then "Try again".
    await page.route(
      "**/api/objects/upload",
      (route) => route.fulfill({ status: 503, json: { message: "Down" } }),
      {
        times: 1,
      },
    );
    await fileInput(page).setInputFiles(PNG_PHOTO);
    const problem = dialog.getByRole("alert");
    await expect(problem).toContainText("espresso-cup-coffee.png didn't upload");
    await expect(problem).toContainText("Something went wrong on our side. Please try again in a moment.");
    await expect(problem).not.toContainText("503");
    await expectNoAxeViolations(page);

    await dialog.getByRole("button", { name: "Try again" }).click();
    await expectPhotoInForm(page);
  });
});
