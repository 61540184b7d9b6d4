import { expect, type Page, test } from "@playwright/test";

/** A reply the app gives in normal use that Chromium still logs as a failed resource. */
export interface ExpectedFailure {
  path: string;
  status: number;
}

/** Signed out, the sign-in check answers 401 on every page load. */
export const SIGNED_OUT_CHECK: ExpectedFailure = { path: "/api/auth/user", status: 401 };

function isExpectedResourceError(text: string, url: string, expected: readonly ExpectedFailure[]): boolean {
  const status = /status of (\d{3})/.exec(text)?.[1];
  if (!status) return false;
  const path = url ? new URL(url).pathname : "";
  return expected.some((failure) => failure.path === path && String(failure.status) === status);
}

/**
 * Any console error or uncaught exception fails the test (CONVENTIONS: epic-stack), except the
 * failed resources a spec names as expected. Call once at the top of a spec file.
 */
export function failOnConsoleErrors(expected: readonly ExpectedFailure[]): void {
  let errors: string[] = [];
  test.beforeEach(({ page }) => {
    errors = [];
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const { url } = message.location();
      if (isExpectedResourceError(message.text(), url, expected)) return;
      errors.push(`console.error: ${message.text()}${url ? ` (${url})` : ""}`);
    });
    page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  });
  test.afterEach(() => {
    expect(errors).toEqual([]);
  });
}

/** The Radix notification region: toasts are asserted inside it (the screen-reader copy lives elsewhere). */
export const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });

export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
