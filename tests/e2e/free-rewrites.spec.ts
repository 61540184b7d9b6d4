import { expect, type Page, test } from "@playwright/test";
import { signUp } from "./support/accounts";
import { axeProblems } from "./support/audit";
import { failOnConsoleErrors, toasts } from "./support/page-guards";
import { uploadPhoto } from "./support/uploads";

/**
 * Free rewrites (issue 33): on the Free plan each platform's first three rewrites inside a
 * generation are free; the card says how many are left beside its Regenerate button; past them the
 * seller is asked before a generation is spent. At a phone's and a desktop's width.
 */

failOnConsoleErrors([]);
// Five writes through the builtin writer: more than 30 s on a busy machine.
test.describe.configure({ timeout: 150_000 });

async function socialUsed(page: Page): Promise<number> {
  const status = (await (await page.request.get("/api/usage-status")).json()) as { socialMediaUsed: number };
  return status.socialMediaUsed;
}

for (const width of [360, 1280]) {
  test(`at ${width} px: three free rewrites per platform, said beside the button, then asked before a generation is spent`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signUp(page, `free-rewrites-${width}`);
    const photo = await uploadPhoto(page);
    await page.goto(`/social-content?image=${encodeURIComponent(photo)}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 30_000 });
    await page.getByLabel("What are you selling?").fill("Terracotta mug");
    await page.getByRole("button", { name: "Generate Content" }).click();
    const instagram = page.getByRole("textbox", { name: "Instagram post" });
    await expect(instagram).toBeVisible({ timeout: 30_000 });
    expect(await socialUsed(page)).toBe(1);

    const button = page.getByRole("button", { name: "Regenerate Instagram" });
    const note = page.locator('[data-platform="instagram"] [data-free-rewrites]');
    await expect(note).toHaveText(/^3 free left/);
    await expect(button).toHaveAccessibleDescription("3 free rewrites left for Instagram");

    for (const left of [2, 1, 0]) {
      const before = await instagram.inputValue();
      const rewritten = page.waitForResponse("**/api/social-media/posts/*/regenerate");
      await button.click();
      expect((await rewritten).status()).toBe(200);
      // Free: nothing to ask.
      await expect(page.getByRole("alertdialog")).toHaveCount(0);
      await expect(instagram).not.toHaveValue(before);
      const said = left === 0 ? "No free rewrites left for Instagram" : `${left} free`;
      await expect(toasts(page).getByText(said).first()).toBeVisible();
    }
    await expect(note).toHaveText(/^Uses a generation/);
    await expect(button).toHaveAccessibleDescription(
      "No free rewrites left for Instagram: a rewrite uses a generation",
    );
    // Other platforms keep their own three; no generation was spent.
    await expect(page.getByRole("button", { name: "Regenerate Facebook" })).toHaveAccessibleDescription(
      "3 free rewrites left for Facebook",
    );
    expect(await socialUsed(page)).toBe(1);
    // The note sits inside its card's header, beside the button, at either width.
    const card = await page.locator('[data-platform="instagram"]').boundingBox();
    const noteBox = await note.boundingBox();
    expect(card && noteBox && noteBox.x + noteBox.width <= card.x + card.width).toBe(true);

    // Past them: asked first, with the reason; Cancel spends nothing.
    let calls = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/regenerate")) calls += 1;
    });
    await button.click();
    const dialog = page.getByRole("alertdialog", { name: "Write a new Instagram post?" });
    await expect(dialog).toContainText(
      "Your 3 free Instagram rewrites are used, so this one counts as a generation.",
    );
    await expect(dialog).toContainText("This uses your last free social media generation.");
    expect(await axeProblems(page, "the spend dialog after the free rewrites")).toEqual([]);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect(calls).toBe(0);
    expect(await socialUsed(page)).toBe(1);

    await button.click();
    const spent = page.waitForResponse("**/api/social-media/posts/*/regenerate");
    await dialog.getByRole("button", { name: "Regenerate" }).click();
    expect((await spent).status()).toBe(200);
    expect(await socialUsed(page)).toBe(2);
  });
}
