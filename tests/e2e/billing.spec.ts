import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { makeJpeg } from "../support/images";
import { failOnConsoleErrors, SIGNED_OUT_CHECK, toasts, uniqueEmail } from "./support/page-guards";

/**
 * Plans and billing (issue 6) with the demo provider (playwright.config.ts sets BILLING_PROVIDER=demo):
 * upgrade with the demo card, generate past the free limit, cancel with the confirmation, reactivate.
 */

// A declined demo card answers 402 by design.
failOnConsoleErrors([SIGNED_OUT_CHECK, { path: "/api/billing/demo/confirm", status: 402 }]);

/** A fresh account, signed in in the page's own cookie jar. */
async function register(page: Page, label: string): Promise<void> {
  const email = uniqueEmail(label);
  const reply = await page.request.post("/api/auth/register", {
    data: { email, password: "correct-horse-battery", firstName: "Pat" },
  });
  expect(reply.status()).toBe(201);
}

async function generateSocial(request: APIRequestContext, imageBase64: string): Promise<number> {
  const reply = await request.post("/api/social-media/generate", {
    data: {
      imageBase64,
      // A brief names its product (issue 30: one that names nothing is refused before the limit).
      product: "Stoneware mug",
      selectedPlatforms: ["twitter"],
      brand: "Clay & Co",
      businessType: "E-commerce store",
    },
  });
  return reply.status();
}

async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

const badge = (page: Page, name: string) => page.getByRole("main").getByText(name, { exact: true });

test("upgrade with the demo card, generate past the free limit, cancel and reactivate", async ({ page }) => {
  const imageBase64 = (await makeJpeg({ width: 320, height: 240 })).toString("base64");
  await register(page, "billing");

  // Free: two social generations, then the limit.
  expect(await generateSocial(page.request, imageBase64)).toBe(200);
  expect(await generateSocial(page.request, imageBase64)).toBe(200);
  expect(await generateSocial(page.request, imageBase64)).toBe(402);

  // The subscription page shows the Free plan with its usage and the way up.
  await page.goto("/subscription");
  await expect(page.getByRole("heading", { level: 1, name: "Subscription" })).toBeVisible();
  await expect(badge(page, "Free Plan")).toBeVisible();
  await expect(page.getByText("2/2").first()).toBeVisible();
  await page.getByRole("link", { name: "Upgrade to Pro for $12.99/month" }).click();

  // /subscribe: comparison, three steps, billing note, the demo card form.
  await expect(page).toHaveURL(/\/subscribe$/);
  await expect(page.getByRole("heading", { level: 1, name: "Upgrade to Pro" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Free vs Pro" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "How it works" })).toBeVisible();
  await expect(page.getByText("Demo mode — no real payment")).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
  await expect(main.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
  await expect(page.getByLabel("Card number")).toHaveValue("4242 4242 4242 4242");
  await page.getByLabel("Expiry date").fill("1234");
  await page.getByLabel("Security code").fill("123");
  await page.getByRole("button", { name: "Subscribe for $12.99/month" }).click();

  // Back on / with the welcome toast, and the query string gone.
  await expect(toasts(page).getByText("Welcome to Pro!")).toBeVisible();
  await expect(
    toasts(page).getByText("Your subscription is now active. Enjoy unlimited content generation!"),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(new URL(page.url()).search).toBe("");

  // Pro: past the free limit.
  expect(await generateSocial(page.request, imageBase64)).toBe(200);
  expect(await generateSocial(page.request, imageBase64)).toBe(200);

  // Already Pro: /subscribe sends the user home.
  await page.goto("/subscribe");
  await expect(toasts(page).getByText("Already Subscribed")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // Cancel, with the spec's confirmation.
  await page.goto("/subscription");
  await expect(badge(page, "Pro Active")).toBeVisible();
  await expect(page.getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", "/contact");
  await page.getByRole("button", { name: "Cancel Subscription" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(
    "Are you sure you want to cancel your subscription? You'll lose unlimited access at the end of your current billing period.",
  );
  await dialog.getByRole("button", { name: "Yes, cancel" }).click();
  await expect(toasts(page).getByText("Subscription Canceled")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(badge(page, "Ending Soon")).toBeVisible();
  await expect(page.getByText("Pro access until")).toBeVisible();

  // Still Pro until the period ends.
  expect(await generateSocial(page.request, imageBase64)).toBe(200);

  // Reactivate.
  await page.getByRole("button", { name: "Reactivate Subscription" }).click();
  await expect(toasts(page).getByText("Subscription Reactivated")).toBeVisible();
  await expect(badge(page, "Pro Active")).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel Subscription" })).toBeVisible();

  // A reload reads the same state from the server.
  await page.reload();
  await expect(badge(page, "Pro Active")).toBeVisible();
});

test("a declined demo card shows 'Payment Failed' and leaves the plan Free", async ({ page }) => {
  await register(page, "declined");
  await page.goto("/subscribe");
  await page.getByLabel("Card number").fill("4000 0000 0000 0002");
  await page.getByLabel("Expiry date").fill("1234");
  await page.getByLabel("Security code").fill("123");
  await page.getByRole("button", { name: "Subscribe for $12.99/month" }).click();
  await expect(toasts(page).getByText("Payment Failed")).toBeVisible();
  await expect(toasts(page).getByText("Your card was declined.")).toBeVisible();
  await expect(page).toHaveURL(/\/subscribe$/);

  await page.goto("/subscription");
  await expect(badge(page, "Free Plan")).toBeVisible();
});

test("pricing lists both plans with the FAQ, signed out and signed in", async ({ page }) => {
  await page.goto("/pricing");
  await expect(
    page.getByRole("heading", { level: 1, name: "Simple pricing for busy sellers" }),
  ).toBeVisible();
  const free = page.getByRole("region", { name: "Free plan" });
  const pro = page.getByRole("region", { name: "Pro plan" });
  await expect(free).toContainText("$0");
  await expect(pro).toContainText("$12.99");
  await expect(free.getByRole("link")).toHaveAttribute("href", "/register");
  await expect(page.getByRole("link", { name: "Start Free", exact: true }).first()).toHaveAttribute(
    "href",
    "/register",
  );
  await page.getByText("Is there a money-back guarantee?").click();
  await expect(page.getByText(/30-day money-back guarantee/).first()).toBeVisible();

  await register(page, "pricing");
  await page.goto("/pricing");
  await expect(pro.getByRole("link", { name: "Upgrade to Pro for $12.99/month" })).toHaveAttribute(
    "href",
    "/subscribe",
  );
});

for (const width of [1280, 360]) {
  test(`billing pages fit a ${width} px screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/pricing");
    await expect(page.getByRole("region", { name: "Pro plan" })).toBeVisible();
    await expectNoHorizontalScroll(page);

    await register(page, `fit-${width}`);
    await page.goto("/subscribe");
    await expect(page.getByText("Demo mode — no real payment")).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.goto("/subscription");
    await expect(badge(page, "Free Plan")).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
}
