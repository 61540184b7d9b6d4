// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LanguageCode } from "../../../domain/languages";
import { json, renderWithApp, serve, stubBrowser } from "../../lib/export-test-support";
import { siteConfig } from "./brand-profile-test-support";
import { languageLabel, missingLanguagesNote, offeredLanguage } from "./language-options";
import { LanguagePicker } from "./language-picker";

beforeEach(() => {
  stubBrowser();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function openOptions(engine: "builtin" | "openai") {
  serve({ "GET /api/config": () => json(siteConfig(engine)) });
  const onChange = vi.fn<(code: LanguageCode) => void>();
  renderWithApp(<LanguagePicker id="lang" value="en" onChange={onChange} />);
  const trigger = screen.getByRole("combobox", { name: "Write in" });
  // The options come from the config: wait until it is read.
  if (engine === "builtin") {
    const note = await screen.findByText(/Not yet on this site/, {}, { timeout: 10_000 });
    expect(trigger.getAttribute("aria-describedby")).toBe(note.id);
  } else await new Promise((resolve) => setTimeout(resolve, 50));
  fireEvent.click(trigger);
  await screen.findAllByRole("option", {}, { timeout: 10_000 });
  return { onChange };
}

describe("LanguagePicker", { timeout: 30_000 }, () => {
  it("offers only what the builtin writer writes, and names the others as not available yet", async () => {
    const { onChange } = await openOptions("builtin");
    await waitFor(() =>
      expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
        "English",
        "Español — Spanish",
        "Français — French",
        "Deutsch — German",
      ]),
    );
    // One short line: the first two missing named, the rest counted (not sixteen names).
    const note = screen.getByText(/Not yet on this site/);
    expect(note.textContent).toBe("Not yet on this site: Portuguese, Italian and 14 more.");
    expect(note.textContent).not.toContain("Spanish");
    fireEvent.click(screen.getByRole("option", { name: "Français — French" }));
    expect(onChange).toHaveBeenCalledWith("fr");
  });

  it("offers all twenty on an AI model, with no note", async () => {
    await openOptions("openai");
    await waitFor(() => expect(screen.getAllByRole("option")).toHaveLength(20));
    expect(screen.getByRole("option", { name: "العربية — Arabic" })).toBeTruthy();
    expect(screen.queryByText(/Not yet on this site/)).toBeNull();
  });
});

describe("language options", () => {
  it("names languages natively first, and falls back to English for one the server lacks", () => {
    expect(languageLabel("en")).toBe("English");
    expect(languageLabel("ja")).toBe("日本語 — Japanese");
    expect(offeredLanguage("ja", siteConfig("builtin"))).toBe("en");
    expect(offeredLanguage("ja", siteConfig("openai"))).toBe("ja");
    expect(offeredLanguage("es", null)).toBe("en");
    expect(missingLanguagesNote(siteConfig("openai"))).toBeNull();
    expect(missingLanguagesNote(null)).toBeNull();
    const all = siteConfig("openai").languages.byEngine.openai;
    const fewMissing = (available: typeof all) => {
      const config = siteConfig("builtin");
      return missingLanguagesNote({ ...config, languages: { ...config.languages, available } });
    };
    expect(fewMissing(all)).toBeNull();
    expect(fewMissing(all.filter((code) => code !== "he"))).toBe("Not yet on this site: Hebrew.");
    expect(fewMissing(all.filter((code) => code !== "he" && code !== "ar"))).toBe(
      "Not yet on this site: Arabic and Hebrew.",
    );
  });
});
