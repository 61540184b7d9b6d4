import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setPlan, uploadAs } from "../../../../tests/support/access-fixtures";
import { createTestApp, type SignedUpUser, signUp, type TestApp } from "../../../../tests/support/test-app";
import {
  BULK_DETAILS_PHOTOS_MESSAGE,
  BULK_DETAILS_SOCIAL_MESSAGE,
  type BulkJob,
  type CreateBulkJobRequest,
} from "../../../domain/bulk";
import type { ListingGenerationResult } from "../../../domain/listings";
import { bulkJobs } from "../../db/schema";

/**
 * Issue 32 in bulk: each photo of a listing batch carries its own details into its stored
 * listing generation, and the batch's eBay and Shopify files read them with the account's shop
 * settings, as a single export does. Runs on PGlite, and on Postgres in the postgres project.
 */
let t: TestApp;
let pro: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp();
  pro = await signUp(t.app);
  await setPlan(t, pro.id, "pro");
});
afterAll(() => t?.close());

async function photo(colour: string): Promise<Buffer> {
  const product = await sharp({ create: { width: 300, height: 300, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 640, height: 480, channels: 3, background: "#ffffff" } })
    .composite([{ input: product, gravity: "center" }])
    .jpeg()
    .toBuffer();
}

const context = {
  businessType: "fashion",
  brand: "Second Look",
  targetAudience: "Thrift shoppers",
  selectedPlatforms: ["ebay", "shopify"] as ("ebay" | "shopify")[],
};

const post = (url: string, payload: object) =>
  t.app.inject({ method: "POST", url, payload, headers: { cookie: pro.cookie } });
const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie: pro.cookie } });

async function finished(jobId: string): Promise<BulkJob> {
  const until = Date.now() + 25_000;
  for (;;) {
    const job: BulkJob = (await get(`/api/bulk-jobs/${jobId}`)).json();
    if (job.finishedAt !== null) return job;
    if (Date.now() > until) throw new Error(`job not finished: ${JSON.stringify(job).slice(0, 400)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function csvOf(body: string): Record<string, string>[] {
  return parse(body, { columns: true, bom: true }) as Record<string, string>[];
}

describe("a listing batch with details per photo", () => {
  let job: BulkJob;
  let storedContext: unknown;

  beforeAll(async () => {
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/account/shop-settings",
      headers: { cookie: pro.cookie },
      payload: {
        location: "Portland, OR",
        country: "US",
        postalCode: "97201",
        dispatchDays: 2,
        returns: { accepted: true, withinDays: 30, paidBy: "buyer" },
      },
    });
    expect(saved.statusCode).toBe(200);
    const jacket = await uploadAs(t, pro, await photo("#1d3557"));
    const scarf = await uploadAs(t, pro, await photo("#c8643c"));
    const body: CreateBulkJobRequest = {
      kind: "listings",
      context,
      images: [
        {
          imagePath: jacket.objectPath,
          fileName: "jacket.jpg",
          product: "Denim jacket",
          details: {
            quantity: 1,
            sku: "JKT-01",
            condition: "used-good",
            conditionNote: "Faded cuffs",
            brand: "Levi's",
            variants: {
              option: "Size",
              values: [
                { value: "M", price: 40, quantity: 1, sku: "JKT-M" },
                { value: "L", price: 42, quantity: 1, sku: "JKT-L" },
              ],
            },
          },
        },
        {
          imagePath: scarf.objectPath,
          fileName: "scarf.jpg",
          product: "Wool scarf",
          price: "24",
          details: { quantity: 3, condition: "used-good" },
        },
      ],
    };
    const created = await post("/api/bulk-jobs", body);
    expect(created.statusCode, created.body).toBe(202);
    job = await finished(created.json().id);
    [storedContext] = (
      await t.database.db.select({ context: bulkJobs.context }).from(bulkJobs).where(eq(bulkJobs.id, job.id))
    ).map((row) => row.context);
  });

  it("stores each photo's details with its listing generation, the photo as its only one", () => {
    expect(job.succeeded).toBe(2);
    const [jacket, scarf] = job.items.map((item) => item.result as ListingGenerationResult);
    expect(jacket?.details).toEqual({
      quantity: 1,
      sku: "JKT-01",
      condition: "used-good",
      conditionNote: "Faded cuffs",
      brand: "Levi's",
      variants: {
        option: "Size",
        values: [
          { value: "M", price: 40, quantity: 1, sku: "JKT-M" },
          { value: "L", price: 42, quantity: 1, sku: "JKT-L" },
        ],
      },
    });
    expect(jacket?.details?.photos).toBeUndefined();
    expect(scarf?.details).toEqual({ quantity: 3, condition: "used-good" });
    // The writer read the brand and the grade as the seller's facts.
    expect(jacket?.platforms.ebay?.title).toContain("Levi's");
    expect(jacket?.platforms.ebay?.description).toMatch(/good condition/i);
  });

  it("writes a photo's listings from its own price, as a single listing request's price", () => {
    const [jacket, scarf] = job.items.map((item) => item.result as ListingGenerationResult);
    for (const platform of ["ebay", "shopify"] as const) {
      expect(scarf?.platforms[platform]?.suggestedPrice).toBe("$24.00");
      expect(scarf?.platforms[platform]?.priceGuide?.own).toBe(true);
      // The photo without a price of its own gets a suggestion, told apart from a seller's price.
      expect(jacket?.platforms[platform]?.priceGuide?.own).toBe(false);
    }
  });

  it("keeps the details and prices out of the job's brand context in its reply", () => {
    expect(job.context).toMatchObject(context);
    expect(job.context).not.toHaveProperty("photoDetails");
    expect(job.context).not.toHaveProperty("photoPrices");
    expect(storedContext).toHaveProperty("photoDetails");
    expect(storedContext).toHaveProperty("photoPrices", { "1": "24" });
  });

  it("writes the eBay file from each photo's details and the shop settings", async () => {
    const reply = await get(`/api/bulk-jobs/${job.id}/export.csv?format=ebay`);
    expect(reply.statusCode).toBe(200);
    const rows = csvOf(reply.body);
    const jacket = rows.find((row) => row.CustomLabel === "JKT-01");
    const scarf = rows.find((row) => row["*Title"]?.toLowerCase().includes("scarf"));
    expect(jacket?.["*ConditionID"]).toBe("3000");
    expect(jacket?.["*C:Brand"]).toBe("Levi's");
    expect(jacket?.RelationshipDetails).toBe("Size=M;L");
    expect(rows.filter((row) => row.Relationship === "Variation").map((row) => row.CustomLabel)).toEqual([
      "JKT-M",
      "JKT-L",
    ]);
    for (const row of [jacket, scarf]) {
      expect(row?.["*Location"]).toBe("Portland, OR 97201");
      expect(row?.["*DispatchTimeMax"]).toBe("2");
      expect(row?.["*ReturnsAcceptedOption"]).toBe("ReturnsAccepted");
    }
    expect(scarf?.["*C:Brand"]).toBe("Unbranded");
  });

  it("writes the Shopify file's variant rows from the photo's details", async () => {
    const reply = await get(`/api/bulk-jobs/${job.id}/export.csv?format=shopify`);
    expect(reply.statusCode).toBe(200);
    const rows = csvOf(reply.body).filter((row) => row["Option1 value"]);
    const jacketRows = rows.filter((row) => row.SKU?.startsWith("JKT"));
    expect(
      jacketRows.map((row) => [row["Option1 value"], row.Price, row.SKU, row["Inventory quantity"]]),
    ).toEqual([
      ["M", "40.00", "JKT-M", "1"],
      ["L", "42.00", "JKT-L", "1"],
    ]);
    expect(jacketRows[0]?.Vendor).toBe("Levi's");
  });
});

describe("details a batch refuses", () => {
  it("refuses further photos for a batch photo, saying why", async () => {
    const image = await uploadAs(t, pro, await photo("#2f6b4f"));
    const extra = await uploadAs(t, pro, await photo("#e9d8a6"));
    const reply = await post("/api/bulk-jobs", {
      kind: "listings",
      context,
      images: [{ imagePath: image.objectPath, fileName: "a.jpg", details: { photos: [extra.objectPath] } }],
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.body).toContain(BULK_DETAILS_PHOTOS_MESSAGE);
  });

  it("checks the details like the listing form does", async () => {
    const image = await uploadAs(t, pro, await photo("#2f6b4f"));
    const reply = await post("/api/bulk-jobs", {
      kind: "listings",
      context,
      images: [
        { imagePath: image.objectPath, fileName: "a.jpg", details: { quantity: -2, sku: "x".repeat(60) } },
      ],
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.body).toContain("Quantity cannot be negative");
    expect(reply.body).toContain("SKUs can be at most 50 characters");
  });

  it("refuses listing details on a social batch", async () => {
    const image = await uploadAs(t, pro, await photo("#2f6b4f"));
    const reply = await post("/api/bulk-jobs", {
      kind: "social",
      context: { businessType: "fashion", brand: "Second Look", targetAudience: "Thrift shoppers" },
      images: [{ imagePath: image.objectPath, fileName: "a.jpg", details: { quantity: 2 } }],
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.body).toContain(BULK_DETAILS_SOCIAL_MESSAGE);
  });

  it("refuses a photo's own price on a social batch, and checks it like the listing form's", async () => {
    const image = await uploadAs(t, pro, await photo("#2f6b4f"));
    const social = await post("/api/bulk-jobs", {
      kind: "social",
      context: { businessType: "fashion", brand: "Second Look", targetAudience: "Thrift shoppers" },
      images: [{ imagePath: image.objectPath, fileName: "a.jpg", price: "24" }],
    });
    expect(social.statusCode).toBe(400);
    expect(social.json().issues).toContainEqual(
      expect.objectContaining({ path: ["images", "0", "price"], message: BULK_DETAILS_SOCIAL_MESSAGE }),
    );
    const tooLong = await post("/api/bulk-jobs", {
      kind: "listings",
      context,
      images: [{ imagePath: image.objectPath, fileName: "a.jpg", price: "9".repeat(51) }],
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().issues).toContainEqual(expect.objectContaining({ path: ["images", "0", "price"] }));
  });
});
