import { parse } from "csv-parse/sync";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setPlan, uploadAs } from "../../../../tests/support/access-fixtures";
import { createTestApp, type SignedUpUser, signUp, type TestApp } from "../../../../tests/support/test-app";
import type { BulkJob } from "../../../domain/bulk";
import { copySheetSchema } from "../../../domain/exports";
import type { ListingGenerationResult } from "../../../domain/listings";
import { siteConfigSchema } from "../../../domain/site-config";
import { derivePublicImageKey, signPublicImage } from "./public-image-links";

/**
 * Marketplace exports through the real app: listings written by the builtin engine, exported in
 * every format, and parsed back with csv-parse, as a marketplace would read them.
 */

const ORIGIN = "https://studio.example.com";

/** Shopify's product_template.csv header, as help.shopify.com documents it. */
const SHOPIFY_HEADER = [
  "Title",
  "URL handle",
  "Description",
  "Vendor",
  "Product category",
  "Type",
  "Tags",
  "Published on online store",
  "Status",
  "SKU",
  "Barcode",
  "Option1 name",
  "Option1 value",
  "Option1 Linked To",
  "Option2 name",
  "Option2 value",
  "Option2 Linked To",
  "Option3 name",
  "Option3 value",
  "Option3 Linked To",
  "Price",
  "Compare-at price",
  "Cost per item",
  "Charge tax",
  "Tax code",
  "Unit price total measure",
  "Unit price total measure unit",
  "Unit price base measure",
  "Unit price base measure unit",
  "Inventory tracker",
  "Inventory quantity",
  "Continue selling when out of stock",
  "Weight value (grams)",
  "Weight unit for display",
  "Requires shipping",
  "Fulfillment service",
  "Product image URL",
  "Image position",
  "Image alt text",
  "Variant image URL",
  "Gift card",
  "SEO title",
  "SEO description",
  "Color (product.metafields.shopify.color-pattern)",
  "Google Shopping / Google product category",
  "Google Shopping / Gender",
  "Google Shopping / Age group",
  "Google Shopping / Manufacturer part number (MPN)",
  "Google Shopping / Ad group name",
  "Google Shopping / Ads labels",
  "Google Shopping / Condition",
  "Google Shopping / Custom product",
  "Google Shopping / Custom label 0",
  "Google Shopping / Custom label 1",
  "Google Shopping / Custom label 2",
  "Google Shopping / Custom label 3",
  "Google Shopping / Custom label 4",
];

/** eBay's Seller Hub "Create listings" template columns we write, in the template's order. */
const EBAY_HEADER = [
  "*Action(SiteID=US|Country=US|Currency=USD|Version=1193|CC=UTF-8)",
  "CustomLabel",
  "*Category",
  "StoreCategory",
  "*Title",
  "Subtitle",
  "Relationship",
  "RelationshipDetails",
  "ScheduleTime",
  "*ConditionID",
  "ConditionDescription",
  "*C:Brand",
  "PicURL",
  "GalleryType",
  "VideoID",
  "*Description",
  "*Format",
  "*Duration",
  "*StartPrice",
  "BuyItNowPrice",
  "BestOfferEnabled",
  "BestOfferAutoAcceptPrice",
  "MinimumBestOfferPrice",
  "*Quantity",
  "ImmediatePayRequired",
  "*Location",
  "ShippingType",
  "ShippingService-1:Option",
  "ShippingService-1:Cost",
  "ShippingService-2:Option",
  "ShippingService-2:Cost",
  "*DispatchTimeMax",
  "PromotionalShippingDiscount",
  "ShippingDiscountProfileID",
  "*ReturnsAcceptedOption",
  "ReturnsWithinOption",
  "RefundOption",
  "ShippingCostPaidByOption",
  "AdditionalDetails",
  "ShippingProfileName",
  "ReturnProfileName",
  "PaymentProfileName",
];

const HOSTILE_TITLE = '=HYPERLINK("http://evil.example","Click")';
const TRICKY_DESCRIPTION = 'Glazed, "food safe" stoneware.\nCrème brûlée colour — 日本 style.\n\nHand made';
const FILE_NAME =
  /^attachment; filename="(shopify-products|ebay-listings|product-listings)-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.csv"$/;

let t: TestApp;
let owner: SignedUpUser;
let stranger: SignedUpUser;
let photo: Buffer;
/** Mug with a photo: shopify, ebay, etsy, amazon, mercari. */
let mug: ListingGenerationResult;
/** Etsy only, no stored photo. */
let etsyOnly: ListingGenerationResult;
/** T-shirt, shopify and ebay, edited to carry a formula and tricky text. */
let tee: ListingGenerationResult;

async function productPhoto(colour: string): Promise<Buffer> {
  const product = await sharp({ create: { width: 300, height: 300, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 640, height: 480, channels: 3, background: "#ffffff" } })
    .composite([{ input: product, gravity: "center" }])
    .jpeg()
    .toBuffer();
}

async function generate(app: TestApp, user: SignedUpUser, body: object): Promise<ListingGenerationResult> {
  const reply = await app.app.inject({
    method: "POST",
    url: "/api/product-listings/generate",
    payload: { businessType: "Handmade crafts", ...body },
    headers: { cookie: user.cookie },
  });
  if (reply.statusCode !== 200) throw new Error(`generate failed: ${reply.statusCode} ${reply.body}`);
  return reply.json();
}

function exportFile(app: TestApp, user: SignedUpUser, ids: string[], format: string) {
  return app.app.inject({
    method: "POST",
    url: "/api/product-listings/export",
    payload: { ids, format },
    headers: { cookie: user.cookie },
  });
}

const rowsOf = (csv: string) => parse(csv, { columns: true }) as Record<string, string>[];
const headerOf = (csv: string) => (parse(csv, { to_line: 1 }) as string[][])[0];

beforeAll(async () => {
  t = await createTestApp({ APP_ORIGIN: ORIGIN });
  owner = await signUp(t.app);
  stranger = await signUp(t.app);
  await setPlan(t, owner.id, "pro");
  photo = await productPhoto("#c8643c");
  const upload = await uploadAs(t, owner, photo);
  mug = await generate(t, owner, {
    productType: "Mug",
    materials: "Ceramic",
    imagePath: upload.objectPath,
    selectedPlatforms: ["shopify", "ebay", "etsy", "amazon", "mercari"],
  });
  etsyOnly = await generate(t, owner, {
    productType: "Poster",
    imageBase64: (await productPhoto("#1d3557")).toString("base64"),
    selectedPlatforms: ["etsy"],
  });
  tee = await generate(t, owner, {
    productType: "T-shirt",
    imagePath: (await uploadAs(t, owner, await productPhoto("#2f6b4f"))).objectPath,
    selectedPlatforms: ["shopify", "ebay"],
  });
  const shopify = tee.platforms.shopify;
  const ebay = tee.platforms.ebay;
  if (!shopify || !ebay) throw new Error("the tee has no shopify or ebay listing");
  const edit = await t.app.inject({
    method: "PATCH",
    url: `/api/product-listings/${tee.id}`,
    headers: { cookie: owner.cookie },
    payload: {
      platforms: {
        shopify: { ...shopify, title: HOSTILE_TITLE, description: TRICKY_DESCRIPTION },
        ebay: { ...ebay, title: HOSTILE_TITLE, description: TRICKY_DESCRIPTION },
      },
    },
  });
  if (edit.statusCode !== 200) throw new Error(`edit failed: ${edit.statusCode} ${edit.body}`);
}, 60_000);
afterAll(() => t?.close());

describe("POST /api/product-listings/export format=shopify", () => {
  it("writes Shopify's template in the order asked, skipping generations without a Shopify listing", async () => {
    const reply = await exportFile(t, owner, [tee.id, etsyOnly.id, mug.id], "shopify");
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toMatch(/^text\/csv/);
    expect(reply.headers["content-disposition"]).toMatch(FILE_NAME);
    expect(reply.headers["content-disposition"]).toContain("shopify-products-");
    expect(reply.headers["x-skipped-generations"]).toBe("1");
    const csv = reply.body;
    expect(csv.charCodeAt(0)).not.toBe(0xfeff);
    expect(headerOf(csv)).toEqual(SHOPIFY_HEADER);
    const rows = rowsOf(csv);
    expect(rows).toHaveLength(2);
    const [teeRow, mugRow] = rows as [Record<string, string>, Record<string, string>];
    expect(mugRow.Title).toBe(mug.platforms.shopify?.title);

    // A formula typed into a listing comes out as text.
    expect(teeRow.Title).toBe(`'${HOSTILE_TITLE}`);
    // Commas, quotes, line breaks and non-ASCII survive the round trip, escaped as HTML.
    expect(teeRow.Description).toBe(
      "<p>Glazed, &quot;food safe&quot; stoneware.<br>Crème brûlée colour — 日本 style.</p><p>Hand made</p>",
    );
    // RFC 4180 on the wire: a cell with quotes or commas is quoted, its quotes doubled.
    expect(csv).toContain('"\'=HYPERLINK(""http://evil.example"",""Click"")"');
    expect(csv).toContain('"<p>Glazed, &quot;food safe&quot;');

    for (const row of rows) {
      expect(row["URL handle"]).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(row.Price).toMatch(/^\d+\.\d{2}$/);
      expect(row.Status).toBe("Draft");
      expect(row["Published on online store"]).toBe("FALSE");
      expect(row["Product image URL"]).toMatch(
        new RegExp(`^${ORIGIN}/objects/public/[0-9a-f-]{36}\\?expires=\\d+&signature=`),
      );
    }
    expect(mugRow["Product category"]).toBe(
      "Home & Garden > Kitchen & Dining > Tableware > Drinkware > Mugs",
    );
    expect(teeRow["Product category"]).toBe("Apparel & Accessories > Clothing > Clothing Tops > T-Shirts");
  });

  it("is a 409 the seller can read when no selected generation has a Shopify listing", async () => {
    const reply = await exportFile(t, owner, [etsyOnly.id], "shopify");
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toEqual({
      code: "nothing_to_export",
      message: "None of the selected listings has a Shopify listing",
    });
  });

  it("is a 404 when any id is someone else's or not a generation", async () => {
    for (const ids of [[mug.id], [mug.id, "not-an-id"], [mug.id, "00000000-0000-4000-8000-000000000000"]]) {
      const user = ids.length === 1 ? stranger : owner;
      const reply = await exportFile(t, user, ids, "shopify");
      expect(reply.statusCode).toBe(404);
      expect(reply.json().code).toBe("not_found");
    }
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/product-listings/export",
      payload: { ids: [mug.id], format: "shopify" },
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await exportFile(t, owner, [], "shopify");
    expect(bad.statusCode).toBe(400);
    const tooMany = await exportFile(
      t,
      owner,
      Array.from({ length: 101 }, () => mug.id),
      "ebay",
    );
    expect(tooMany.statusCode).toBe(400);
  });
});

describe("POST /api/product-listings/export format=ebay", () => {
  it("writes eBay's upload file: the *Action header first, titles within 80, numbers as numbers", async () => {
    const reply = await exportFile(t, owner, [mug.id, etsyOnly.id, tee.id], "ebay");
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-disposition"]).toContain("ebay-listings-");
    expect(reply.headers["x-skipped-generations"]).toBe("1");
    const csv = reply.body;
    expect(csv.charCodeAt(0)).not.toBe(0xfeff);
    expect(headerOf(csv)).toEqual(EBAY_HEADER);
    const rows = rowsOf(csv);
    expect(rows.map((row) => row["*Title"])).toEqual([mug.platforms.ebay?.title, `'${HOSTILE_TITLE}`]);
    for (const row of rows) {
      expect(row[EBAY_HEADER[0] as string]).toBe("Add");
      expect(Array.from(row["*Title"] ?? "").length).toBeLessThanOrEqual(80);
      expect(row["*StartPrice"]).toMatch(/^\d+\.\d{2}$/);
      expect(row["*Quantity"]).toBe("1");
      expect(row["*Format"]).toBe("FixedPrice");
      expect(row["*Duration"]).toBe("GTC");
      expect(row["*C:Brand"]).toBe("Unbranded");
      expect(row.PicURL).toMatch(new RegExp(`^${ORIGIN}/objects/public/`));
    }
    expect(rows[1]?.["*Category"]).toBe("15687");
    expect(rows[1]?.["*Description"]).toContain("日本");
  });
});

describe("POST /api/product-listings/export format=generic", () => {
  it("is the listing CSV with its BOM, every listing of every generation", async () => {
    const reply = await exportFile(t, owner, [etsyOnly.id, mug.id], "generic");
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-disposition"]).toContain("product-listings-");
    expect(reply.headers["x-skipped-generations"]).toBe("0");
    expect(reply.body.charCodeAt(0)).toBe(0xfeff);
    const rows = parse(reply.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((row) => row.Platform)).toEqual(["Etsy", ...mug.selectedPlatforms.map(label)]);
  });
});

const label = (platform: string) =>
  ({
    etsy: "Etsy",
    redbubble: "Redbubble",
    amazon: "Amazon",
    shopify: "Shopify",
    ebay: "eBay",
    mercari: "Mercari",
  })[platform];

describe("public image links", () => {
  async function imageLink(): Promise<URL> {
    const reply = await exportFile(t, owner, [mug.id], "shopify");
    return new URL(rowsOf(reply.body)[0]?.["Product image URL"] ?? "");
  }

  it("serve the photo to anyone holding the link, with no session", async () => {
    const link = await imageLink();
    const reply = await t.app.inject({ method: "GET", url: `${link.pathname}${link.search}` });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toBe("image/jpeg");
    expect(reply.headers["cache-control"]).toBe("private, max-age=3600");
    const meta = await sharp(reply.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([640, 480]);
  });

  it("refuse a tampered link (403) and an expired one (410)", async () => {
    const link = await imageLink();
    const tampered = new URL(link);
    tampered.searchParams.set("expires", String(Number(link.searchParams.get("expires")) + 60));
    const forged = await t.app.inject({ method: "GET", url: `${tampered.pathname}${tampered.search}` });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe("forbidden");
    const unsigned = await t.app.inject({ method: "GET", url: link.pathname });
    expect(unsigned.statusCode).toBe(403);

    const uploadId = link.pathname.split("/").pop() ?? "";
    const past = Math.floor(Date.now() / 1000) - 60;
    const signature = signPublicImage(derivePublicImageKey(t.config.sessionSecret), uploadId, past);
    const expired = await t.app.inject({
      method: "GET",
      url: `${link.pathname}?expires=${past}&signature=${signature}`,
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe("link_expired");
  });

  it("are announced in GET /api/config", async () => {
    const reply = await t.app.inject({ method: "GET", url: "/api/config" });
    expect(siteConfigSchema.parse(reply.json()).exports).toEqual({ publicImageLinks: true });
  });
});

describe("GET /api/product-listings/:id/copy-sheet/:platform", () => {
  it("lists the marketplace's form fields in order, with the photo link", async () => {
    const reply = await t.app.inject({
      method: "GET",
      url: `/api/product-listings/${mug.id}/copy-sheet/etsy`,
      headers: { cookie: owner.cookie },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-disposition"]).toBeUndefined();
    const sheet = copySheetSchema.parse(reply.json());
    expect(sheet).toMatchObject({ generationId: mug.id, marketplace: "etsy", marketplaceName: "Etsy" });
    expect(sheet.formSource).toMatch(/^https:\/\//);
    expect(sheet.imageUrl).toMatch(new RegExp(`^${ORIGIN}/objects/public/`));
    expect(sheet.fields.map((field) => field.key)).toEqual([
      "title",
      "description",
      "category",
      "price",
      "quantity",
      "tags",
      "materials",
    ]);
    expect(sheet.fields[0]?.value).toBe(mug.platforms.etsy?.title);
    expect(sheet.fields.find((field) => field.key === "tags")?.value).toEqual(mug.platforms.etsy?.tags);
  });

  it("downloads as a JSON attachment with ?download=1", async () => {
    const reply = await t.app.inject({
      method: "GET",
      url: `/api/product-listings/${mug.id}/copy-sheet/amazon?download=1`,
      headers: { cookie: owner.cookie },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-disposition"]).toMatch(
      /^attachment; filename="amazon-copy-sheet-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.json"$/,
    );
    expect(copySheetSchema.parse(reply.json()).fields.map((field) => field.key)[0]).toBe("category");
  });

  it("is a 404 for someone else's generation or a marketplace it has no listing for", async () => {
    const cases = [
      { user: stranger, url: `/api/product-listings/${mug.id}/copy-sheet/etsy` },
      { user: owner, url: `/api/product-listings/${etsyOnly.id}/copy-sheet/amazon` },
      { user: owner, url: "/api/product-listings/not-an-id/copy-sheet/etsy" },
    ];
    for (const { user, url } of cases) {
      const reply = await t.app.inject({ method: "GET", url, headers: { cookie: user.cookie } });
      expect(reply.statusCode).toBe(404);
    }
    const wrongMarketplace = await t.app.inject({
      method: "GET",
      url: `/api/product-listings/${mug.id}/copy-sheet/shopify`,
      headers: { cookie: owner.cookie },
    });
    expect(wrongMarketplace.statusCode).toBe(400);
  });
});

describe("bulk job exports", () => {
  async function waitFor(jobId: string): Promise<BulkJob> {
    for (let attempt = 0; attempt < 300; attempt += 1) {
      const job: BulkJob = (
        await t.app.inject({
          method: "GET",
          url: `/api/bulk-jobs/${jobId}`,
          headers: { cookie: owner.cookie },
        })
      ).json();
      if (job.finishedAt) return job;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error("the job did not finish");
  }
  async function createJob(body: object): Promise<BulkJob> {
    const reply = await t.app.inject({
      method: "POST",
      url: "/api/bulk-jobs",
      payload: body,
      headers: { cookie: owner.cookie },
    });
    if (reply.statusCode !== 202) throw new Error(`create failed: ${reply.statusCode} ${reply.body}`);
    return waitFor(reply.json().id);
  }
  const exportJob = (jobId: string, format: string) =>
    t.app.inject({
      method: "GET",
      url: `/api/bulk-jobs/${jobId}/export.csv?format=${format}`,
      headers: { cookie: owner.cookie },
    });
  const context = { businessType: "Handmade crafts", brand: "Clay & Co", targetAudience: "Gift buyers" };

  it("export a listings job as Shopify and eBay files with the job's brand", async () => {
    const images = [];
    for (const colour of ["#c8643c", "#e9d8a6"]) {
      images.push({
        imagePath: (await uploadAs(t, owner, await productPhoto(colour))).objectPath,
        fileName: `${colour}.jpg`,
      });
    }
    const job = await createJob({
      kind: "listings",
      context: { ...context, productType: "Mug", selectedPlatforms: ["shopify", "ebay", "etsy"] },
      images,
    });
    expect(job.succeeded).toBe(2);

    const shopify = await exportJob(job.id, "shopify");
    expect(shopify.statusCode).toBe(200);
    expect(shopify.headers["content-disposition"]).toMatch(FILE_NAME);
    expect(headerOf(shopify.body)).toEqual(SHOPIFY_HEADER);
    const products = rowsOf(shopify.body);
    expect(products.map((row) => row.Vendor)).toEqual(["Clay & Co", "Clay & Co"]);
    expect(new Set(products.map((row) => row["URL handle"])).size).toBe(2);

    const ebay = await exportJob(job.id, "ebay");
    expect(ebay.statusCode).toBe(200);
    expect(headerOf(ebay.body)).toEqual(EBAY_HEADER);
    // The job's brand is the seller's shop: eBay's Brand is the product's maker, unknown here.
    expect(rowsOf(ebay.body).map((row) => row["*C:Brand"])).toEqual(["Unbranded", "Unbranded"]);

    const listings = await exportJob(job.id, "listings");
    expect(listings.statusCode).toBe(200);
    expect(rowsOf(listings.body.replace(/^\uFEFF/, ""))).toHaveLength(6);
    expect((await exportJob(job.id, "bulk")).statusCode).toBe(400);
  }, 60_000);

  it("refuse marketplace formats for social jobs, and a listings job without that marketplace", async () => {
    const social = await createJob({
      kind: "social",
      context: { ...context, product: "stoneware mug" },
      images: [{ imagePath: (await uploadAs(t, owner, photo)).objectPath, fileName: "mug.jpg" }],
    });
    const refused = await exportJob(social.id, "shopify");
    expect(refused.statusCode).toBe(400);

    const etsyJob = await createJob({
      kind: "listings",
      context: { ...context, productType: "Mug", selectedPlatforms: ["etsy"] },
      images: [{ imagePath: (await uploadAs(t, owner, photo)).objectPath, fileName: "mug.jpg" }],
    });
    const nothing = await exportJob(etsyJob.id, "ebay");
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().code).toBe("nothing_to_export");
  }, 60_000);
});

describe("without a public APP_ORIGIN", () => {
  let local: TestApp;
  let seller: SignedUpUser;
  beforeAll(async () => {
    local = await createTestApp();
    seller = await signUp(local.app);
  });
  afterAll(() => local?.close());

  it("leaves image links out and says so in GET /api/config", async () => {
    const config = await local.app.inject({ method: "GET", url: "/api/config" });
    expect(siteConfigSchema.parse(config.json()).exports).toEqual({ publicImageLinks: false });

    const upload = await uploadAs(local, seller, photo);
    const generation = await generate(local, seller, {
      productType: "Mug",
      imagePath: upload.objectPath,
      selectedPlatforms: ["shopify", "etsy"],
    });
    const reply = await exportFile(local, seller, [generation.id], "shopify");
    expect(reply.statusCode).toBe(200);
    expect(rowsOf(reply.body)[0]?.["Product image URL"]).toBe("");

    const sheet = await local.app.inject({
      method: "GET",
      url: `/api/product-listings/${generation.id}/copy-sheet/etsy`,
      headers: { cookie: seller.cookie },
    });
    expect(copySheetSchema.parse(sheet.json()).imageUrl).toBe(upload.objectPath);

    const signature = signPublicImage(
      derivePublicImageKey(local.config.sessionSecret),
      upload.id,
      4_000_000_000,
    );
    const served = await local.app.inject({
      method: "GET",
      url: `/objects/public/${upload.id}?expires=4000000000&signature=${signature}`,
    });
    expect(served.statusCode).toBe(404);
  });
});
