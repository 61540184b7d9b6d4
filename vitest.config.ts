import { defineConfig } from "vitest/config";

// Three tiers (CONVENTIONS.md): unit tests beside the code, integration tests (*.int.test.ts)
// through the real app on PGlite and — when DATABASE_URL is set, as on CI — on real Postgres too.
// The e2e tier is Playwright (tests/e2e), run by `npm run test:e2e`.
const integration = {
  include: ["src/**/*.int.test.ts", "tests/integration/**/*.test.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
          exclude: ["src/**/*.int.test.ts"],
        },
      },
      {
        test: {
          name: "integration:pglite",
          ...integration,
          globalSetup: ["tests/support/global-setup.ts"],
          env: { TEST_DB: "pglite" },
        },
      },
      {
        // The chaos suite (issue 31): real app processes on real PostgreSQL and s3rver, faults
        // included. Once, here, not in both integration projects; it skips itself without
        // DATABASE_URL (CI sets it).
        test: {
          name: "chaos",
          include: ["tests/chaos/**/*.test.ts"],
          testTimeout: 150_000,
          hookTimeout: 180_000,
        },
      },
      ...(process.env.DATABASE_URL
        ? [
            {
              test: {
                name: "integration:postgres",
                ...integration,
                env: { TEST_DB: "postgres" },
              },
            },
          ]
        : []),
    ],
  },
});
