import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import Fastify from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { AppError } from "../lib/app-error";
import { registerErrorHandler } from "./error-handler";
import { registerSecurityHeaders, securityHeaderOptions } from "./security";

/** Headers any Node reply carries whatever the app does; left out of the comparison. */
const TRANSPORT_HEADERS = new Set([
  "date",
  "connection",
  "keep-alive",
  "content-length",
  "transfer-encoding",
]);

/** What helmet's own middleware writes on a real Node response for these options. */
async function headersHelmetWrites(options: HelmetOptions): Promise<Record<string, string>> {
  const middleware = helmet(options);
  const server = createServer((request, response) => middleware(request, response, () => response.end()));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const reply = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    return Object.fromEntries([...reply.headers].filter(([name]) => !TRANSPORT_HEADERS.has(name)));
  } finally {
    server.close();
  }
}

const developmentConfig = loadConfig({ NODE_ENV: "test", SESSION_SECRET: "s".repeat(40) });
const productionConfig = loadConfig({
  NODE_ENV: "production",
  SESSION_SECRET: "s".repeat(40),
  APP_ORIGIN: "https://studio.example",
  ANALYTICS_ID: "G-TEST123",
  STRIPE_SECRET_KEY: "sk_test_x",
  STRIPE_PUBLISHABLE_KEY: "pk_test_x",
});

describe("registerSecurityHeaders", () => {
  for (const [name, config] of [
    ["development", developmentConfig],
    ["production with analytics and Stripe", productionConfig],
  ] as const) {
    it(`gives every reply exactly helmet's headers (${name}): success, 404 and error alike`, async () => {
      const expected = await headersHelmetWrites(securityHeaderOptions(config));
      expect(expected["content-security-policy"]).toContain("default-src 'self'");
      const app = Fastify({ logger: false });
      registerErrorHandler(app);
      registerSecurityHeaders(app, config);
      app.get("/ok", async () => ({ ok: true }));
      app.get("/refused", async () => {
        throw new AppError("unauthorized", "Not signed in");
      });
      for (const url of ["/ok", "/missing", "/refused"]) {
        const reply = await app.inject({ method: "GET", url });
        for (const [header, value] of Object.entries(expected))
          expect(reply.headers[header], `${url} ${header}`).toBe(value);
      }
      await app.close();
    });
  }

  it("names Stripe and analytics hosts and enforces https only in production", async () => {
    const production = await headersHelmetWrites(securityHeaderOptions(productionConfig));
    expect(production["content-security-policy"]).toContain("https://js.stripe.com");
    expect(production["content-security-policy"]).toContain("https://www.googletagmanager.com");
    expect(production["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    const development = await headersHelmetWrites(securityHeaderOptions(developmentConfig));
    expect(development["content-security-policy"]).not.toContain("https://");
    expect(development["strict-transport-security"]).toBeUndefined();
  });
});
