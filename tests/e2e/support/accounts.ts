import { expect, type Page } from "@playwright/test";
import { makeJpeg } from "../../support/images";
import { latestTokenFor } from "./mailbox";
import { uniqueEmail } from "./page-guards";

/**
 * Accounts for journeys that need a signed-in user in a given state, set up through the public API
 * in the page's own cookie jar (page.request shares the browser context's cookies), so the page
 * that follows is signed in.
 */

/** A fresh Free account, signed in; its e-mail address. */
export async function signUp(page: Page, label: string): Promise<string> {
  const email = uniqueEmail(label);
  const reply = await page.request.post("/api/auth/register", {
    data: { email, password: "correct-horse-battery", firstName: "Robin" },
  });
  expect(reply.status()).toBe(201);
  return email;
}

/** Opens the verification link e-mailed to the address, as its owner would (API tokens need it). */
export async function confirmEmail(page: Page, email: string): Promise<void> {
  const reply = await page.request.post("/api/auth/verify-email", {
    data: { token: await latestTokenFor(email) },
  });
  expect(reply.status()).toBe(200);
}

/** Pro through the demo checkout (playwright.config.ts sets BILLING_PROVIDER=demo). */
export async function becomePro(page: Page): Promise<void> {
  const checkout = await page.request.post("/api/create-subscription");
  expect(checkout.ok()).toBe(true);
  const { clientSecret } = (await checkout.json()) as { clientSecret: string };
  const paid = await page.request.post("/api/billing/demo/confirm", {
    data: { clientSecret, cardNumber: "4242 4242 4242 4242" },
  });
  expect(paid.ok()).toBe(true);
}

/**
 * One social post and one listing (Etsy and Shopify) from an uploaded photo, so History has items
 * and copy sheets to link to. Costs one of each Free generation.
 */
export async function generateSomeHistory(page: Page): Promise<void> {
  const upload = await page.request.post("/api/objects/upload", { data: { contentType: "image/jpeg" } });
  expect(upload.ok()).toBe(true);
  const { uploadURL, objectPath } = (await upload.json()) as { uploadURL: string; objectPath: string };
  const put = await page.request.put(uploadURL, {
    headers: { "Content-Type": "image/jpeg" },
    data: await makeJpeg({ width: 640, height: 480 }),
  });
  expect(put.ok()).toBe(true);
  const social = await page.request.post("/api/social-media/generate", {
    data: { imagePath: objectPath, product: "Terracotta mug", selectedPlatforms: ["instagram", "twitter"] },
  });
  expect(social.status()).toBe(200);
  const listing = await page.request.post("/api/product-listings/generate", {
    data: { imagePath: objectPath, product: "Terracotta mug", selectedPlatforms: ["etsy", "shopify"] },
  });
  expect(listing.status()).toBe(200);
}
