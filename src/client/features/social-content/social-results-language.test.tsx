// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SocialGenerationResult } from "../../../domain/social";
import { renderWithApp, stubBrowser } from "../../lib/export-test-support";
import { SocialResults } from "./social-results";

beforeEach(() => {
  stubBrowser();
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response("{}", { status: 500 })),
  );
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function result(language: SocialGenerationResult["language"], caption: string): SocialGenerationResult {
  return {
    id: "post-1",
    createdAt: "2026-11-20T10:00:00.000Z",
    platforms: { instagram: { caption }, twitter: { caption } },
    hashtags: ["#فخار"],
    suggestedSchedule: "Tuesday 10:00",
    selectedPlatforms: ["instagram", "twitter"],
    engine: "openai",
    imagePath: null,
    language,
    brandProfileId: null,
  };
}

describe("SocialResults in the generation's language", () => {
  it("shows Arabic captions right to left, marked as Arabic", () => {
    renderWithApp(
      <SocialResults
        result={result("ar", "كوب خزفي مصنوع يدويًا")}
        onRegenerate={() => {}}
        regenerating={false}
      />,
    );
    const caption = screen.getByRole("textbox", { name: "Instagram post" });
    expect(caption.getAttribute("dir")).toBe("rtl");
    expect(caption.getAttribute("lang")).toBe("ar");
    expect(screen.getByRole("textbox", { name: "Edit hashtags" }).getAttribute("dir")).toBe("rtl");
    expect(screen.getByRole("list", { name: "Hashtags" }).getAttribute("lang")).toBe("ar");
  });

  it("keeps Spanish left to right, marked as Spanish", () => {
    renderWithApp(
      <SocialResults
        result={result("es", "Una taza hecha a mano")}
        onRegenerate={() => {}}
        regenerating={false}
      />,
    );
    const caption = screen.getByRole("textbox", { name: "X (Twitter) post" });
    expect(caption.getAttribute("dir")).toBe("ltr");
    expect(caption.getAttribute("lang")).toBe("es");
  });
});
