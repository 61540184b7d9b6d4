import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { getSiteConfig, resolveBillingMode, resolveContentEngine, resolveImageGeneration } from "./service";

const config = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), "studio-site-config-")), ...env });
const production = { NODE_ENV: "production", SESSION_SECRET: "x".repeat(40) };

describe("site config derivation", () => {
  it("uses the builtin writer until an OpenAI-compatible key or base URL is set", () => {
    expect(resolveContentEngine(config({}))).toBe("builtin");
    expect(resolveContentEngine(config({ AI_TEXT_MODEL: "gpt-4o" }))).toBe("builtin");
    expect(resolveContentEngine(config({ OPENAI_API_KEY: "sk-test" }))).toBe("openai");
    expect(resolveContentEngine(config({ OPENAI_BASE_URL: "http://127.0.0.1:11434/v1" }))).toBe("openai");
  });

  it("offers AI images only with the OpenAI-compatible engine and an image model", () => {
    expect(resolveImageGeneration(config({ AI_IMAGE_MODEL: "gpt-image-1" }))).toBe(false);
    expect(resolveImageGeneration(config({ OPENAI_API_KEY: "sk-test" }))).toBe(false);
    expect(resolveImageGeneration(config({ OPENAI_API_KEY: "sk-test", AI_IMAGE_MODEL: "gpt-image-1" }))).toBe(
      true,
    );
  });

  it.each([
    [{}, "demo"],
    [production, "off"],
    [{ ...production, BILLING_PROVIDER: "demo" }, "demo"],
    [{ STRIPE_SECRET_KEY: "sk_test_1" }, "stripe"],
    [{ ...production, STRIPE_SECRET_KEY: "sk_live_1" }, "stripe"],
    [{ BILLING_PROVIDER: "stripe" }, "off"],
    [{ BILLING_PROVIDER: "off", STRIPE_SECRET_KEY: "sk_test_1" }, "off"],
  ] as const)("billing for %o is %s", (env, expected) => {
    expect(resolveBillingMode(config(env))).toBe(expected);
  });

  it("shows the banner only when both text and URL are set, and names no secret", () => {
    expect(getSiteConfig(config({ BANNER_TEXT: "Hi" })).banner).toBeNull();
    const site = getSiteConfig(
      config({
        BANNER_TEXT: "Spring sale",
        BANNER_URL: "https://partner.test/offer",
        OPENAI_API_KEY: "sk-secret",
        STRIPE_SECRET_KEY: "sk_secret",
        SMTP_URL: "smtp://user:pw@mail.test",
      }),
    );
    expect(site.banner).toEqual({ text: "Spring sale", url: "https://partner.test/offer" });
    expect(JSON.stringify(site)).not.toMatch(/secret|pw@/);
  });

  it("refuses a banner URL that is not http(s)", () => {
    expect(() => config({ BANNER_URL: "javascript:alert(1)" })).toThrow(
      /BANNER_URL: must be an http\(s\) URL/,
    );
  });
});
