import { expect, test } from "@playwright/test";
import { productOnWhite } from "../support/images";
import { signUp } from "./support/accounts";
import { axeProblems } from "./support/audit";
import { fitsOnEveryScreen } from "./support/layout-overflow";
import { failOnConsoleErrors, toasts } from "./support/page-guards";

/**
 * Issue 32, brand profiles carry listing fields: a seller of used goods saves "Used — good" and a
 * stock of 3 as a profile's listing defaults on /brands, opens Listings with that profile, finds
 * them filled in, and the generated listing's details carry them.
 */

failOnConsoleErrors([]);
test.setTimeout(120_000);

test("a profile's listing defaults fill the listing form and go into the generated listing", async ({
  page,
}) => {
  await signUp(page, "listing-defaults");

  await page.goto("/brands");
  await page.getByRole("button", { name: "Create profile" }).click();
  await page.getByRole("textbox", { name: "Profile name" }).fill("Vintage finds");
  const defaults = page.getByRole("group", { name: "Listing defaults" });
  await defaults.getByRole("combobox", { name: "Condition (optional)" }).click();
  await page.getByRole("option", { name: "Used — good", exact: true }).click();
  await defaults.getByLabel("Quantity (optional)").fill("3");
  await fitsOnEveryScreen(page, "/brands with listing defaults");
  expect(await axeProblems(page, "the profile form", 'form[aria-label="Brand profile"]')).toEqual([]);

  const created = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().endsWith("/api/brand-profiles"),
  );
  await page.getByRole("button", { name: "Create profile" }).click();
  const profile = (await (await created).json()) as { listingDefaults: unknown };
  expect(profile.listingDefaults).toEqual({ condition: "used-good", quantity: 3 });
  await expect(toasts(page).getByText("Profile created")).toBeVisible();
  const card = page.getByRole("list", { name: "Brand profiles, default first" }).getByRole("listitem");
  await expect(card).toContainText("Listing defaults: Used — good · 3 in stock");

  // "Use now for a listing": Listings opens with this profile chosen, its defaults filled in.
  await page
    .getByRole("region", { name: "“Vintage finds” is saved" })
    .getByRole("link", { name: "Use now for a listing" })
    .click();
  await expect(page).toHaveURL(/\/product-listings\?brandProfile=/);
  await expect(page.getByRole("combobox", { name: "Brand profile" })).toContainText("Vintage finds");
  await expect(page.getByRole("combobox", { name: "Condition (optional)" })).toContainText("Used — good");
  const quantity = page.getByLabel("Quantity (optional)");
  await expect(quantity).toHaveValue("3");
  // Without the profile its defaults go with it; picked again, they are back.
  await page.getByRole("button", { name: "Use no profile" }).click();
  await expect(quantity).toHaveValue("");
  await expect(page.getByRole("combobox", { name: "Condition (optional)" })).toContainText(
    "Select condition",
  );
  await page.getByRole("combobox", { name: "Brand profile" }).click();
  await page.getByRole("option", { name: "Vintage finds", exact: true }).click();
  await expect(quantity).toHaveValue("3");
  await expect(page.getByRole("combobox", { name: "Condition (optional)" })).toContainText("Used — good");

  await page.getByRole("button", { name: "Add a product photo" }).click();
  await page
    .locator(".uppy-Dashboard input[type=file]")
    .first()
    .setInputFiles({ name: "jug.jpg", mimeType: "image/jpeg", buffer: await productOnWhite("#8a5a2f") });
  await expect(page.getByRole("button", { name: "Change Image" })).toBeVisible();
  await page.getByRole("button", { name: /^eBay Auction & marketplace/ }).click();
  await page.getByLabel("What are you selling?").fill("Stoneware milk jug");
  const generated = page.waitForResponse((response) =>
    response.url().endsWith("/api/product-listings/generate"),
  );
  await page.getByRole("button", { name: "Generate Listings" }).click();
  const result = (await (await generated).json()) as { details?: unknown };
  expect(result.details).toMatchObject({ condition: "used-good", quantity: 3 });
  await expect(page.getByRole("heading", { level: 2, name: "Generated Listings" })).toBeVisible({
    timeout: 30_000,
  });
});
