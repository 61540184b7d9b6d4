import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { E2E_ADMIN_EMAIL, E2E_MAIL_DIR } from "./tests/e2e/support/admin-account";

// The e2e suite runs against the real built app (`npm run build` first) on a throwaway data dir,
// in Debian's Chromium: no browser download is possible on these machines (STACK.md).
const port = Number(process.env.E2E_PORT ?? 3199);
const dataDir = mkdtempSync(join(tmpdir(), "studio-e2e-"));

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    // The app behind a local SMTP server whose mail the journeys read (verification, reset links).
    command: "tsx tests/e2e/support/serve-with-mailbox.ts",
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      // A throwaway embedded database: CI exports DATABASE_URL for the integration tests, and a
      // shared Postgres would carry one run's accounts and reports into the next.
      DATABASE_URL: "",
      SESSION_SECRET: "e2e-session-secret-that-is-long-enough-0123456789",
      // The suite speaks plain http, so declare it: no Secure cookie, HSTS or upgrade-insecure-requests.
      APP_ORIGIN: `http://localhost:${port}`,
      // Every journey registers a fresh user from 127.0.0.1; the limit itself is an integration test.
      REGISTRATIONS_PER_IP_PER_HOUR: "1000",
      LOG_LEVEL: "warn",
      // Production refuses the demo checkout unless asked for explicitly (DESIGN.md §2): the billing spec uses it.
      BILLING_PROVIDER: "demo",
      // The public-site spec checks the promo banner; it stays offline (the spec answers the URL itself).
      BANNER_TEXT: "Partner offer: compare small-business loans",
      BANNER_URL: "https://partner.example/offer",
      // The admin-lab journey registers this address to reach /admin/test-cases.
      ADMIN_EMAILS: E2E_ADMIN_EMAIL,
      E2E_MAIL_DIR,
    },
  },
});
