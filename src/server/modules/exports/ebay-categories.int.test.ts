import { parse } from "csv-parse/sync";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setPlan, uploadAs } from "../../../../tests/support/access-fixtures";
import { createTestApp, type SignedUpUser, signUp, type TestApp } from "../../../../tests/support/test-app";
import { IMPORT_PROBLEMS_HEADER } from "../../../domain/import-check";
import type { ListingGenerationResult } from "../../../domain/listings";

/**
 * Issue 32: the eBay file carries the leaf category ID of the product type the writer recognised
 * (data/ebay-us-categories.json); for a product type without a known leaf the cell stays empty
 * and the reply names the item and what is missing.
 */

let t: TestApp;
let seller: SignedUpUser;
let mug: ListingGenerationResult;
let caliper: ListingGenerationResult;

function inject(method: "GET" | "POST" | "PUT", url: string, payload?: object) {
  return t.app.inject({ method, url, payload, headers: { cookie: seller.cookie } });
}

async function generate(product: string, productType: string, imagePath: string) {
  const reply = await inject("POST", "/api/product-listings/generate", {
    product,
    productType,
    imagePath,
    selectedPlatforms: ["ebay"],
    price: "24",
  });
  if (reply.statusCode !== 200) throw new Error(`generate failed: ${reply.statusCode} ${reply.body}`);
  return reply.json() as ListingGenerationResult;
}

beforeAll(async () => {
  t = await createTestApp({ APP_ORIGIN: "https://studio.example.com" });
  seller = await signUp(t.app);
  await setPlan(t, seller.id, "pro");
  const image = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#c8643c" } })
    .jpeg()
    .toBuffer();
  const { objectPath } = await uploadAs(t, seller, image);
  await inject("PUT", "/api/account/shop-settings", {
    location: "Portland, OR",
    postalCode: "97201",
    dispatchDays: 2,
    returns: { accepted: false },
  });
  mug = await generate("Speckled stoneware coffee mug", "Mug", objectPath);
  caliper = await generate("Front brake caliper for a 2012 sedan", "Car part", objectPath);
}, 60_000);
afterAll(() => t?.close());

describe("eBay's *Category in the exported file", () => {
  it("is the leaf ID for a known product type, or empty and named in the reply", async () => {
    const reply = await inject("POST", "/api/product-listings/export", {
      ids: [mug.id, caliper.id],
      format: "ebay",
    });
    expect(reply.statusCode).toBe(200);
    const rows = parse(reply.body, { columns: true }) as Record<string, string>[];
    expect(rows.map((row) => row["*Category"])).toEqual(["20695", ""]);
    const problems = JSON.parse(
      decodeURIComponent(String(reply.headers[IMPORT_PROBLEMS_HEADER.toLowerCase()])),
    ) as { id: string; problems: string[] }[];
    const categoryProblems = problems
      .filter((item) => item.problems.some((problem) => problem.includes("category ID")))
      .map((item) => item.id);
    expect(categoryProblems).toEqual([caliper.id]);
  });
});
