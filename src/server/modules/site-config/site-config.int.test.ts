import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { builtinLanguages, languageCodes } from "../../../domain/languages";
import { siteConfigSchema } from "../../../domain/site-config";

describe("GET /api/config on embedded defaults", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers without a session: builtin writer, demo billing, no banner, no analytics", async () => {
    const reply = await t.app.inject({ method: "GET", url: "/api/config" });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      engine: "builtin",
      textModel: null,
      imageGeneration: false,
      billing: "demo",
      banner: null,
      analyticsId: null,
      supportEmail: "support@example.com",
      exports: { publicImageLinks: false },
      languages: {
        available: [...builtinLanguages],
        byEngine: { builtin: [...builtinLanguages], openai: [...languageCodes] },
      },
    });
  });

  it("keeps third parties out of the CSP when analytics is off", async () => {
    const reply = await t.app.inject({ method: "GET", url: "/api/config" });
    const csp = String(reply.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/google/);
  });
});

describe("GET /api/config when configured", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      OPENAI_API_KEY: "sk-test-not-shown",
      AI_TEXT_MODEL: "llama3.1:8b",
      AI_IMAGE_MODEL: "gpt-image-1",
      STRIPE_SECRET_KEY: "sk_test_not_shown",
      BANNER_TEXT: "Need working capital? See our partner's offer",
      BANNER_URL: "https://partner.test/offer?ref=studio",
      ANALYTICS_ID: "G-TEST123",
      SUPPORT_EMAIL: "help@studio.test",
    });
  });
  afterAll(() => t.close());

  it("reflects the environment and carries no secret", async () => {
    const reply = await t.app.inject({ method: "GET", url: "/api/config" });
    expect(reply.statusCode).toBe(200);
    const body = siteConfigSchema.parse(reply.json());
    expect(body).toEqual({
      engine: "openai",
      textModel: "llama3.1:8b",
      imageGeneration: true,
      billing: "stripe",
      banner: {
        text: "Need working capital? See our partner's offer",
        url: "https://partner.test/offer?ref=studio",
      },
      analyticsId: "G-TEST123",
      supportEmail: "help@studio.test",
      exports: { publicImageLinks: false },
      languages: {
        available: [...languageCodes],
        byEngine: { builtin: [...builtinLanguages], openai: [...languageCodes] },
      },
    });
    expect(reply.body).not.toMatch(/not_shown|not-shown/);
  });

  it("allows Google Analytics in the CSP only now", async () => {
    const reply = await t.app.inject({ method: "GET", url: "/api/config" });
    const csp = String(reply.headers["content-security-policy"]);
    expect(csp).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com;/);
    expect(csp).toMatch(/connect-src 'self' [^;]*https:\/\/\*\.google-analytics\.com/);
    expect(csp).toMatch(/img-src [^;]*https:\/\/\*\.google-analytics\.com/);
    expect(csp).not.toMatch(/'unsafe-inline'[^;]*;\s*$|script-src[^;]*unsafe-inline/);
  });
});
