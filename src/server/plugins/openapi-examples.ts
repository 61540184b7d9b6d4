import type { ExampleBook } from "./openapi-document";
import {
  billingExamples,
  serviceExamples,
  supportExamples,
  usageExamples,
} from "./openapi-examples/account-services";
import { adminExamples } from "./openapi-examples/admin";
import { apiTokenExamples } from "./openapi-examples/api-tokens";
import { accountExamples, authExamples } from "./openapi-examples/auth";
import { brandProfileExamples } from "./openapi-examples/brand-profiles";
import { bulkExamples } from "./openapi-examples/bulk";
import { calendarExamples, exportExamples } from "./openapi-examples/exports-calendar";
import { imageExamples, listingExamples, socialExamples } from "./openapi-examples/generation";
import { uploadExamples } from "./openapi-examples/uploads";

/**
 * Every operation's request and reply examples, one book per group of the reference (each in
 * ./openapi-examples/), keyed `METHOD /path` as the document names the operation. An operation
 * named twice is a mistake this refuses at start-up rather than letting one silently win.
 */
export const apiExamples: ExampleBook = mergeBooks([
  authExamples,
  accountExamples,
  apiTokenExamples,
  uploadExamples,
  brandProfileExamples,
  socialExamples,
  listingExamples,
  imageExamples,
  bulkExamples,
  exportExamples,
  calendarExamples,
  usageExamples,
  billingExamples,
  supportExamples,
  serviceExamples,
  adminExamples,
]);

/**
 * Operations some servers do not have (they depend on configuration): their examples are kept,
 * and the test does not call them stale when the test app lacks them.
 */
export const CONFIGURATION_DEPENDENT_OPERATIONS = new Set(["POST /api/billing/webhook"]);

function mergeBooks(books: ExampleBook[]): ExampleBook {
  const merged: Record<string, ExampleBook[string]> = {};
  for (const book of books) {
    for (const [name, examples] of Object.entries(book)) {
      if (merged[name]) throw new Error(`Two example books describe ${name}`);
      merged[name] = examples;
    }
  }
  return merged;
}
