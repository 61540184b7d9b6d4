// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { StoredSocialPost } from "../../../domain/social";
import { json, renderWithApp, serve, stubBrowser } from "../../lib/export-test-support";
import { brandProfile } from "../brand-profiles/brand-profile-test-support";
import { SocialHistory } from "./social-history";

beforeEach(() => {
  stubBrowser();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function post(overrides: Partial<StoredSocialPost>): StoredSocialPost {
  return {
    id: "p",
    createdAt: "2026-11-20T10:00:00.000Z",
    platforms: { instagram: { caption: "A mug." } },
    hashtags: ["#mug"],
    suggestedSchedule: "Tuesday",
    selectedPlatforms: ["instagram"],
    engine: "builtin",
    imagePath: null,
    language: "en",
    brandProfileId: null,
    product: null,
    businessType: null,
    brand: "Clay & Co",
    targetAudience: null,
    tone: null,
    campaignGoal: null,
    productUrl: null,
    additionalContext: null,
    ownHashtags: null,
    status: "draft",
    ...overrides,
  };
}

describe("SocialHistory", { timeout: 30_000 }, () => {
  it("says which language and which (still existing) profile each post was written with", async () => {
    const profile = brandProfile();
    serve({
      "GET /api/social-media/posts?limit=20": () =>
        json([
          post({
            id: "es",
            product: "Taza",
            language: "es",
            brandProfileId: profile.id,
            platforms: { instagram: { caption: "Una taza." } },
          }),
          post({
            id: "ar",
            product: "Cup",
            language: "ar",
            brandProfileId: "99999999-9999-4999-8999-999999999999",
          }),
          post({ id: "en", product: "Mug" }),
        ]),
      "GET /api/brand-profiles": () => json({ profiles: [profile], limit: null }),
    });
    renderWithApp(<SocialHistory />, "/history");
    const list = await screen.findByRole("list", { name: "Social posts, newest first" }, { timeout: 10_000 });
    // The disclosure buttons (each row's heading), not the Delete buttons beside them.
    const rows = within(list)
      .getAllByRole("button", { expanded: false })
      .filter((button) => button.hasAttribute("aria-controls"));
    expect(rows[0]?.textContent).toContain("Español · Profile: Etsy shop");
    // A deleted profile is not named; the language still is.
    expect(rows[1]?.textContent).toContain("العربية");
    expect(rows[1]?.textContent).not.toContain("Profile:");
    // English, no profile: nothing extra.
    expect(within(rows[2] as HTMLElement).queryByTestId("history-language")).toBeNull();
    expect(rows[2]?.textContent).not.toContain("Profile:");
    expect(
      within(rows[0] as HTMLElement)
        .getByText("Español")
        .getAttribute("lang"),
    ).toBe("es");

    // Opened, the text itself is marked with its language and direction.
    const panelOf = (row: HTMLElement) =>
      document.getElementById(row.getAttribute("aria-controls") ?? "") as HTMLElement;
    fireEvent.click(rows[0] as HTMLElement);
    expect((await within(panelOf(rows[0] as HTMLElement)).findByText("Una taza.")).getAttribute("lang")).toBe(
      "es",
    );
    fireEvent.click(rows[1] as HTMLElement);
    const arabic = await within(panelOf(rows[1] as HTMLElement)).findByText("A mug.");
    expect(arabic.getAttribute("dir")).toBe("rtl");
  });
});
