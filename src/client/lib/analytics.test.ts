// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import {
  initAnalytics,
  isAnalyticsEnabled,
  resetAnalyticsForTests,
  track,
  trackGenerateContent,
} from "./analytics";

const gtagScripts = () => document.querySelectorAll('script[src^="https://www.googletagmanager.com/"]');

afterEach(() => {
  resetAnalyticsForTests();
  for (const script of gtagScripts()) script.remove();
  delete window.dataLayer;
  delete window.gtag;
});

describe("analytics", () => {
  it("loads nothing and sends nothing without a measurement id", () => {
    initAnalytics(null);
    initAnalytics("");
    track("sign_up", { method: "email" });
    expect(isAnalyticsEnabled()).toBe(false);
    expect(gtagScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });

  it("adds the gtag.js script once and queues commands the way gtag.js reads them", () => {
    initAnalytics("G-TEST 1&x");
    initAnalytics("G-OTHER");
    const scripts = gtagScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute("src")).toBe(
      "https://www.googletagmanager.com/gtag/js?id=G-TEST%201%26x",
    );
    expect((scripts[0] as HTMLScriptElement).async).toBe(true);

    track("banner_click", { placement: "landing" });
    trackGenerateContent("social_media");
    const commands = (window.dataLayer ?? []).map((entry) => {
      // gtag.js only acts on Arguments objects, not on arrays.
      expect(Object.prototype.toString.call(entry)).toBe("[object Arguments]");
      return Array.from(entry as ArrayLike<unknown>);
    });
    expect(commands[0]?.[0]).toBe("js");
    expect(commands[1]).toEqual([
      "config",
      "G-TEST 1&x",
      { send_page_view: false, allow_google_signals: false, allow_ad_personalization_signals: false },
    ]);
    expect(commands.slice(2)).toEqual([
      ["event", "banner_click", { placement: "landing" }],
      ["event", "generate_content", { content_type: "social_media" }],
    ]);
  });
});
