import { expect, type Locator, type Page, test } from "@playwright/test";
import { makeJpeg } from "../support/images";
import { axeProblems } from "./support/audit";
import { failOnConsoleErrors, SIGNED_OUT_CHECK, toasts, uniqueEmail } from "./support/page-guards";

/**
 * Plans and checkout as the site really has them (issue 33, item 7), with the demo checkout
 * (playwright.config.ts sets BILLING_PROVIDER=demo) on a server without an image model: the plans
 * never tick AI product images; an upgrade pressed at the listing limit returns to the listings
 * with 'Welcome to Pro!'; and Home then speaks to a Pro seller.
 */

failOnConsoleErrors([SIGNED_OUT_CHECK]);

async function expectNoAxeProblems(page: Page, where: string): Promise<void> {
  expect(await axeProblems(page, where)).toEqual([]);
}

/** The Pro plan's AI product images line: marked as coming soon, never ticked. */
async function expectAiImagesComingSoon(plan: Locator): Promise<void> {
  const line = plan.getByRole("listitem").filter({ hasText: "AI product images" });
  await expect(line).toHaveCount(1);
  await expect(line).toHaveAttribute("data-feature-state", "soon");
  await expect(line).toContainText("Coming soon");
}

/** A fresh Free account through the sign-up form, as a seller makes one: Home greets a newcomer. */
async function registerThroughForm(page: Page, label: string): Promise<void> {
  const password = "correct-horse-battery";
  await page.goto("/register");
  await page.getByLabel(/^First name/).fill("Pat");
  await page.getByLabel("Email").fill(uniqueEmail(label));
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Pat" })).toBeVisible();
  await expect(page.getByText(/Your free plan includes 2 social posts and 2 product listings/)).toBeVisible();
}

/** Both free listings spent, through the API in the page's own cookie jar. */
async function spendListingQuota(page: Page): Promise<void> {
  const upload = await page.request.post("/api/objects/upload", { data: { contentType: "image/jpeg" } });
  expect(upload.ok()).toBe(true);
  const { uploadURL, objectPath } = (await upload.json()) as { uploadURL: string; objectPath: string };
  const put = await page.request.put(uploadURL, {
    headers: { "Content-Type": "image/jpeg" },
    data: await makeJpeg({ width: 640, height: 480 }),
  });
  expect(put.ok()).toBe(true);
  for (let i = 0; i < 2; i++) {
    const listing = await page.request.post("/api/product-listings/generate", {
      data: { imagePath: objectPath, product: "Terracotta mug", selectedPlatforms: ["etsy"] },
    });
    expect(listing.status()).toBe(200);
  }
}

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    // Whole journeys with an axe pass on each page they change: more than the default 30 s.
    test.slow();

    test("the plans never tick AI product images on this server, signed out", async ({ page }) => {
      // Prerendered for visitors: the page could not know the server's setup when it was written.
      await page.goto("/pricing");
      const pro = page.getByRole("region", { name: "Pro plan" });
      await expect(pro).toContainText("$12.99");
      await expectAiImagesComingSoon(pro);
      await expect(pro.getByText("AI product images are coming soon.")).toBeVisible();
      await expectNoAxeProblems(page, `/pricing signed out at ${width}`);

      await page.goto("/");
      await expectAiImagesComingSoon(
        page.getByRole("region", { name: "Start free, upgrade when it pays off" }),
      );
      await expectNoAxeProblems(page, `/ signed out at ${width}`);

      await page.goto("/user-manual#pricing");
      // On a phone the manual's plans table is laid out as a list, with the same words.
      const row =
        width >= 640
          ? page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "AI product images" }) })
          : page
              .getByRole("list", { name: "Plans" })
              .getByRole("listitem")
              .filter({ hasText: "AI product images" });
      await expect(row).toBeVisible();
      await expect(row).toContainText("Coming soon");
      await expect(row).not.toContainText("Yes");
      await expectNoAxeProblems(page, `/user-manual signed out at ${width}`);
    });

    test("upgrade at the listing limit, pay with the demo card, land back on the listings as Pro", async ({
      page,
    }) => {
      await registerThroughForm(page, `plans-${width}`);
      await spendListingQuota(page);

      // Free, the plans page lists AI product images as coming soon too.
      await page.goto("/subscription");
      await expect(page.getByRole("main").getByText("Free Plan", { exact: true })).toBeVisible();
      const teaser = page.getByRole("main").getByRole("listitem").filter({ hasText: "AI product images" });
      await expect(teaser).toHaveAttribute("data-feature-state", "soon");
      await expectNoAxeProblems(page, `/subscription (Free) at ${width}`);

      // At the limit on the listing page: the upgrade carries the page.
      await page.goto("/product-listings");
      let upgrade: Locator;
      if (width < 1024) {
        // A phone sees the one-line usage summary first.
        upgrade = page.locator("[data-usage-summary=listings]").getByRole("link", { name: "Upgrade" });
      } else {
        await expect(page.getByText("Product listings limit reached")).toBeVisible();
        // Generate's place says why it is not there, with the upgrade.
        upgrade = page
          .locator("#listing-limit-notice")
          .getByRole("link", { name: "Upgrade to Pro for $12.99/month" });
      }
      await expect(upgrade).toHaveAttribute("href", "/subscribe?from=/product-listings");
      await upgrade.click();

      await expect(page).toHaveURL(/\/subscribe\?from=\/product-listings$/);
      await expect(page.getByRole("heading", { level: 1, name: "Upgrade to Pro" })).toBeVisible();
      await expectAiImagesComingSoon(page.getByRole("region", { name: "Pro plan" }));
      await expectNoAxeProblems(page, `/subscribe at ${width}`);

      await expect(page.getByLabel("Card number")).toHaveValue("4242 4242 4242 4242");
      await page.getByLabel("Expiry date").fill("1234");
      await page.getByLabel("Security code").fill("123");
      await page.getByRole("button", { name: "Subscribe for $12.99/month" }).click();

      // Back where the seller was stopped, welcomed, and unlimited.
      await expect(page).toHaveURL(/\/product-listings$/);
      await expect(toasts(page).getByText("Welcome to Pro!")).toBeVisible();
      await expect(
        toasts(page).getByText("Your subscription is now active. Enjoy unlimited content generation!"),
      ).toBeVisible();
      await expect(page.getByText("Unlimited Access")).toBeVisible();
      await expect(page.getByRole("link", { name: "Upgrade to Pro for $12.99/month" })).toHaveCount(0);
      await expectNoAxeProblems(page, `/product-listings (Pro) at ${width}`);

      // Home, in the same tab as the sign-up, speaks to a Pro seller.
      await page.getByRole("link", { name: "Back to Home" }).click();
      await expect(page.getByRole("heading", { level: 1, name: /^Welcome/ })).toBeVisible();
      await expect(page.getByTestId("home-plan")).toHaveText(
        "Pro: unlimited social posts and product listings, and bulk upload.",
      );
      await expect(page.getByText(/free plan/i)).toHaveCount(0);
      await expectNoAxeProblems(page, `/ (Pro) at ${width}`);

      // And after a reload (the plan comes from the server).
      await page.reload();
      await expect(page.getByTestId("home-plan")).toBeVisible();
      await expect(page.getByText(/free plan/i)).toHaveCount(0);

      // Signed in, the pricing page still does not tick AI product images.
      await page.goto("/pricing");
      await expectAiImagesComingSoon(page.getByRole("region", { name: "Pro plan" }));
      await expect(page.getByRole("region", { name: "Pro plan" }).getByRole("link")).toHaveText(
        "Manage subscription",
      );
      await expectNoAxeProblems(page, `/pricing (Pro) at ${width}`);
    });
  });
}

test("a return address off the site is ignored: checkout returns Home", async ({ page }) => {
  await registerThroughForm(page, "plans-hostile");
  await page.goto("/subscribe?from=//evil.example/product-listings");
  await page.getByLabel("Expiry date").fill("1234");
  await page.getByLabel("Security code").fill("123");
  await page.getByRole("button", { name: "Subscribe for $12.99/month" }).click();
  await expect(toasts(page).getByText("Welcome to Pro!")).toBeVisible();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  await expect(page.getByTestId("home-plan")).toBeVisible();
});
