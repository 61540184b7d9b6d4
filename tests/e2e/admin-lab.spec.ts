import { expect, type Page, test } from "@playwright/test";
import { testCaseCategoryChecks } from "../../src/domain/admin";
import { makeJpeg } from "../support/images";
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from "./support/admin-account";
import { latestTokenFor } from "./support/mailbox";
import { failOnConsoleErrors, SIGNED_OUT_CHECK, toasts, uniqueEmail } from "./support/page-guards";

/**
 * The admin quality lab (/admin/test-cases): an admin reaches it by the footer's dot, creates a
 * validation case, runs its real checks (they pass) and deletes it; runs the interactive runner
 * and a bulk image test on real photos; runs the content-quality report and reads its table. A
 * normal account sees Access Denied. The admin is the ADMIN_EMAILS account (support/admin-account).
 */

failOnConsoleErrors([
  SIGNED_OUT_CHECK,
  // Before the first quality report the latest one answers 404 (not_found) by design.
  { path: "/api/admin/quality-report", status: 404 },
]);

/** Signs in as the admin in the page's browser context: registers the account on first use. */
async function signInAsAdmin(page: Page) {
  const credentials = { email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD };
  const registered = await page.request.post("/api/auth/register", {
    data: { ...credentials, firstName: "Avery" },
  });
  if (registered.status() === 409) {
    const login = await page.request.post("/api/auth/login", { data: credentials });
    expect(login.ok()).toBe(true);
  } else {
    expect(registered.status()).toBe(201);
    // ADMIN_EMAILS makes an admin only once the address is confirmed: open the e-mailed link.
    const verified = await page.request.post("/api/auth/verify-email", {
      data: { token: await latestTokenFor(E2E_ADMIN_EMAIL) },
    });
    expect(verified.ok()).toBe(true);
  }
  const me = await page.request.get("/api/auth/user");
  const user = (await me.json()) as { role: string };
  expect(user.role, `ADMIN_EMAILS must include ${E2E_ADMIN_EMAIL} for the e2e server`).toBe("admin");
}

async function openLab(page: Page) {
  await page.goto("/admin/test-cases");
  await expect(page.getByRole("heading", { level: 1, name: "Test Case Management" })).toBeVisible();
}

/** A real JPEG (sizes differ, so each photo is its own file). */
const photo = async (name: string, width = 800) => ({
  name,
  mimeType: "image/jpeg",
  buffer: await makeJpeg({ width, height: 600 }),
});

test("an admin creates a validation case, runs its real checks and deletes it", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);

  // The hidden dot in the footer leads to the lab.
  await page.goto("/");
  await page.getByRole("link", { name: "Admin test cases" }).click();
  await expect(page).toHaveURL(/\/admin\/test-cases$/);
  await expect(page.getByRole("heading", { level: 1, name: "Test Case Management" })).toBeVisible();
  await expect(page.getByRole("tab")).toHaveText([
    "Test Cases",
    "Interactive Runner",
    "Bulk Image Testing",
    "Quality Report",
  ]);

  // Create: the category says what its run checks; the empty middle step is not sent.
  await page.getByRole("button", { name: "New Test Case" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Test Case" });
  await dialog.getByLabel("Name").fill("Refuses bad requests");
  await dialog.getByLabel("Description").fill("Bad input is refused with the right status");
  await dialog.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: "Validation", exact: true }).click();
  await expect(dialog.getByText(testCaseCategoryChecks.validation)).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Remove step 1" })).toBeDisabled();
  await dialog.getByLabel("Step 1", { exact: true }).fill("Send requests the API must refuse");
  await dialog.getByRole("button", { name: "Add Step" }).click();
  await dialog.getByRole("button", { name: "Add Step" }).click();
  await dialog.getByLabel("Step 3", { exact: true }).fill("Check each status");
  await dialog.getByLabel("Expected Result").fill("Every bad request is refused with its status");
  const created = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" && new URL(response.url()).pathname === "/api/admin/test-cases",
  );
  await dialog.getByRole("button", { name: "Create Test Case" }).click();
  const createdReply = await created;
  expect(createdReply.status()).toBe(201);
  expect(createdReply.request().postDataJSON()).toMatchObject({
    category: "validation",
    steps: ["Send requests the API must refuse", "Check each status"],
    priority: "medium",
    status: "pending",
  });
  await expect(toasts(page).getByText("Test case created successfully")).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = page
    .getByRole("list", { name: "Test cases" })
    .getByRole("listitem")
    .filter({
      has: page.getByRole("heading", { name: "Refuses bad requests" }),
    });
  await expect(card).toHaveCount(1);
  await expect(card.getByText("Never run")).toBeVisible();

  // Run: the server's real validation checks; they pass.
  const run = card.getByRole("button", { name: "Run Refuses bad requests" });
  const ran = page.waitForResponse((response) =>
    /\/api\/admin\/test-cases\/[^/]+\/run$/.test(response.url()),
  );
  await run.click();
  expect((await ran).status()).toBe(200);
  await expect(toasts(page).getByText("Test case executed")).toBeVisible();
  await expect(card.getByText(/^Last run: /)).toBeVisible();
  await card.getByText(/^Step details \(\d+\)$/).click();
  const steps = card.getByRole("list", { name: "Step details of Refuses bad requests" });
  await expect(steps.getByRole("listitem").first()).toBeVisible();
  await expect(steps.getByText("Failed", { exact: true })).toHaveCount(0);
  await expect(card.getByText("Passed", { exact: true }).first()).toBeVisible();

  // Delete, after the confirm.
  await card.getByRole("button", { name: "Delete Refuses bad requests" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm.getByText("Are you sure you want to delete this test case?")).toBeVisible();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toasts(page).getByText("Test case deleted")).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(page.getByText("No test cases yet. Create one to start checking the system.")).toBeVisible();
});

test("the interactive runner and a bulk image test run for real on uploaded photos", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await openLab(page);

  // Interactive: no file first, then every step on a real photo.
  await page.getByRole("tab", { name: "Interactive Runner" }).click();
  await page.getByRole("button", { name: "Run Interactive Test" }).click();
  await expect(toasts(page).getByText("File Required")).toBeVisible();
  const mug = await photo("terracotta-mug.jpg");
  await page.getByLabel("Test image", { exact: true }).setInputFiles(mug);
  await page.getByRole("button", { name: "Run Interactive Test" }).click();
  const result = page.getByRole("region", { name: "Interactive test result" });
  await expect(result).toBeVisible({ timeout: 60_000 });
  for (const step of ["Upload test image", "Analyze image", "Generate content", "Check platform limits"]) {
    await expect(page.getByRole("listitem", { name: `${step}: passed` })).toBeVisible();
  }
  await expect(result.getByText("All 4 steps passed")).toBeVisible();
  await expect(result.getByText(/terracotta-mug\.jpg \(image\/jpeg/)).toBeVisible();

  // Bulk: two photos, each uploaded and written for Instagram, Facebook and X.
  await page.getByRole("tab", { name: "Bulk Image Testing" }).click();
  const files = await Promise.all([photo("linen-apron.jpg", 720), photo("oak-board.jpg", 960)]);
  await page.getByLabel("Test images", { exact: true }).setInputFiles(files);
  await expect(page.getByRole("list", { name: "Selected test images" }).getByRole("img")).toHaveCount(2);
  await expect(page.getByText("2 images selected")).toBeVisible();
  const generated: unknown[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/social-media/generate") {
      generated.push(request.postDataJSON());
    }
  });
  await page.getByRole("button", { name: "Run Bulk Test" }).click();
  const results = page.getByRole("list", { name: "Bulk test results" });
  for (const { name } of files) {
    const item = results.getByRole("listitem", { name: `${name}: Passed` });
    await expect(item).toBeVisible({ timeout: 60_000 });
    for (const label of ["Instagram", "Facebook", "X (Twitter)"]) {
      await expect(item.getByText(label, { exact: true })).toBeVisible();
    }
  }
  await expect(page.getByText("2 of 2 images tested · 2 passed")).toBeVisible();
  expect(generated).toHaveLength(2);
  for (const body of generated) {
    expect(body).toMatchObject({
      imagePath: expect.stringMatching(/^\/objects\/uploads\//),
      selectedPlatforms: ["instagram", "facebook", "twitter"],
    });
  }
});

test("an admin runs the content-quality report and reads its targets", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await openLab(page);
  await page.getByRole("tab", { name: "Quality Report" }).click();

  const runButton = page.getByRole("button", { name: "Run quality report" });
  await expect(runButton).toBeVisible();
  const ran = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" &&
      new URL(response.url()).pathname === "/api/admin/quality-report",
    { timeout: 90_000 },
  );
  await runButton.click();
  await expect(page.getByRole("button", { name: "Running quality report..." })).toBeDisabled();
  expect((await ran).status()).toBe(201);

  const targets = page.getByRole("table", { name: "Quality targets" });
  await expect(targets).toBeVisible();
  await expect(targets.getByRole("rowheader", { name: "Platform-rule violations" })).toBeVisible();
  expect(await targets.getByRole("row").count()).toBeGreaterThan(5);
  await expect(targets.getByText(/^(Pass|Fail)$/).first()).toBeVisible();
  await expect(
    page.getByRole("list", { name: "Rule violations by platform" }).getByRole("listitem").first(),
  ).toBeVisible();
  await expect(page.getByRole("group", { name: "Timing" })).toContainText("Median per brief");

  // The report stays: a reload shows it again.
  await page.reload();
  await page.getByRole("tab", { name: "Quality Report" }).click();
  await expect(page.getByRole("table", { name: "Quality targets" })).toBeVisible();
});

test("a normal account sees Access Denied and goes back home", async ({ page }) => {
  const reply = await page.request.post("/api/auth/register", {
    data: { email: uniqueEmail("not-admin"), password: "correct-horse-battery", firstName: "Robin" },
  });
  expect(reply.status()).toBe(201);
  await page.goto("/admin/test-cases");
  await expect(page.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
  await expect(page.getByRole("tab")).toHaveCount(0);
  await page.getByRole("link", { name: "Return Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: /Welcome back/ })).toBeVisible();
});
