import { parse } from "csv-parse/sync";
import { unzipSync } from "fflate";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setPlan, uploadAs } from "../../../../tests/support/access-fixtures";
import { createTestApp, type SignedUpUser, signUp, type TestApp } from "../../../../tests/support/test-app";
import { IMPORT_PROBLEMS_HEADER } from "../../../domain/import-check";
import type { ListingGenerationResult } from "../../../domain/listings";
import type { ShopSettingsInput } from "../../../domain/shop-settings";
import { EBAY_ACTION_HEADER, EBAY_PER_VARIATION_COLUMNS, EBAY_REQUIRED_COLUMNS } from "./ebay-csv";
import { SHOPIFY_REQUIRED_COLUMNS } from "./shopify-csv";

/**
 * Issue 32: listings a seller can import and sell from. A T-shirt with three photos, two size
 * variants, its own price and a used condition, and the shop's settings, goes into eBay's and
 * Shopify's files; each file is parsed back and every column the template marks required is
 * filled. An item without what a marketplace needs is named, with what to add.
 */

const ORIGIN = "https://studio.example.com";

const SHOP: ShopSettingsInput = {
  location: "Portland, OR",
  country: "US",
  postalCode: "97201",
  dispatchDays: 2,
  returns: { accepted: true, withinDays: 30, paidBy: "buyer" },
  ebayPolicies: { shipping: "Standard shipping", returns: "30 day returns", payment: "eBay payments" },
  currency: "USD",
};

let t: TestApp;
let seller: SignedUpUser;
let newcomer: SignedUpUser;
let tee: ListingGenerationResult;
let photos: string[];

async function photo(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

function inject(user: SignedUpUser, method: "GET" | "POST" | "PUT" | "PATCH", url: string, payload?: object) {
  return t.app.inject({ method, url, payload, headers: { cookie: user.cookie } });
}

const rowsOf = (csv: string) => parse(csv, { columns: true }) as Record<string, string>[];
const problemsOf = (header: string | string[] | number | undefined) =>
  JSON.parse(decodeURIComponent(String(header))) as { id: string; title: string; problems: string[] }[];

function teeRequest(imagePath: string, extra: string[], fields: object = {}) {
  return {
    product: "Organic cotton t-shirt",
    productType: "T-shirt",
    imagePath,
    selectedPlatforms: ["shopify", "ebay"],
    price: "24",
    details: {
      quantity: 5,
      sku: "TEE-BASE",
      condition: "used-good",
      conditionNote: "Worn twice, no marks",
      brand: "Patagonia",
      weight: { value: 180, unit: "g" },
      packageSize: { length: 30, width: 20, height: 3, unit: "cm" },
      variants: {
        option: "Size",
        values: [
          { value: "S", price: 22, quantity: 2, sku: "TEE-S" },
          { value: "M", price: 24.5, quantity: 3, sku: "TEE-M" },
        ],
      },
      photos: extra,
    },
    ...fields,
  };
}

beforeAll(async () => {
  t = await createTestApp({ APP_ORIGIN: ORIGIN });
  seller = await signUp(t.app);
  newcomer = await signUp(t.app);
  await setPlan(t, seller.id, "pro");
  await setPlan(t, newcomer.id, "pro");
  photos = [];
  for (const colour of ["#2f6b4f", "#c8643c", "#1d3557"]) {
    photos.push((await uploadAs(t, seller, await photo(colour))).objectPath);
  }
  const saved = await inject(seller, "PUT", "/api/account/shop-settings", SHOP);
  if (saved.statusCode !== 200) throw new Error(`shop settings: ${saved.statusCode} ${saved.body}`);
  const reply = await inject(
    seller,
    "POST",
    "/api/product-listings/generate",
    teeRequest(photos[0] as string, photos.slice(1)),
  );
  if (reply.statusCode !== 200) throw new Error(`generate failed: ${reply.statusCode} ${reply.body}`);
  tee = reply.json();
}, 60_000);
afterAll(() => t?.close());

describe("shop settings", () => {
  it("start empty, save whole, and read back", async () => {
    const empty = await inject(newcomer, "GET", "/api/account/shop-settings");
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ settings: {} });
    const mine = await inject(seller, "GET", "/api/account/shop-settings");
    expect(mine.json().settings).toEqual({ ...SHOP });
    const anonymous = await t.app.inject({ method: "GET", url: "/api/account/shop-settings" });
    expect(anonymous.statusCode).toBe(401);
  });

  it.each([
    [{ dispatchDays: 6 }, "Dispatch days must be one of 0, 1, 2, 3, 4, 5, 10, 15, 20, 30"],
    [{ returns: { accepted: true } }, "Say within how many days returns are taken"],
    [{ returns: { accepted: true, withinDays: 45, paidBy: "buyer" } }, "within 14, 30 or 60 days"],
    [{ location: "x".repeat(46) }, "The location can be at most 45 characters"],
    [{ country: "United States" }, "two-letter code"],
    [{ currency: "JPY" }, "currency"],
  ])("refuse %j with a clear 400", async (body, message) => {
    const reply = await inject(newcomer, "PUT", "/api/account/shop-settings", body);
    expect(reply.statusCode).toBe(400);
    expect(reply.body).toContain(message);
  });
});

describe("listing details", () => {
  it("are stored with the generation and returned by POST and GET", async () => {
    expect(tee.details).toMatchObject({
      quantity: 5,
      sku: "TEE-BASE",
      condition: "used-good",
      brand: "Patagonia",
      photos: photos.slice(1),
      variants: { option: "Size", values: [{ value: "S" }, { value: "M", price: 24.5 }] },
    });
    const stored = await inject(seller, "GET", `/api/product-listings/${tee.id}`);
    expect(stored.statusCode).toBe(200);
    expect(stored.json().details).toEqual(tee.details);
    // The seller's own price wins, and the writer reads "used — good" as used.
    expect(tee.platforms.ebay?.suggestedPrice).toBe("$24.00");
    expect(tee.platforms.ebay?.priceGuide?.own).toBe(true);
  });

  it("survive an edit and a marketplace rewrite", async () => {
    const ebay = tee.platforms.ebay;
    if (!ebay) throw new Error("no eBay listing");
    const edited = await inject(seller, "PATCH", `/api/product-listings/${tee.id}`, {
      platforms: { ebay: { ...ebay, title: "Patagonia organic cotton tee, used, size S or M" } },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().details).toEqual(tee.details);
    const rewritten = await inject(seller, "POST", `/api/product-listings/${tee.id}/regenerate`, {
      platform: "shopify",
    });
    expect(rewritten.statusCode).toBe(200);
    expect(rewritten.json().details).toEqual(tee.details);
  });

  const main = () => photos[0] as string;
  it.each([
    [{ quantity: 100_001 }, "Quantity can be at most 100,000"],
    [{ quantity: 1.5 }, "Quantity must be a whole number"],
    [{ sku: "S".repeat(51) }, "SKUs can be at most 50 characters"],
    [
      {
        photos: Array.from(
          { length: 10 },
          (_, n) => `/objects/uploads/00000000-0000-4000-8000-00000000000${n}`,
        ),
      },
      "at most 10 photos",
    ],
    [{ photos: ["https://elsewhere.example/photo.jpg"] }, "must be one of your uploads"],
    [
      {
        variants: {
          option: "Size",
          values: Array.from({ length: 31 }, (_, n) => ({ value: `S${n}` })),
        },
      },
      "At most 30 variants",
    ],
    [
      { variants: { option: "Size", values: [{ value: "M" }, { value: "m" }] } },
      "Each variant needs a different name",
    ],
    [{ variants: { option: "Size", values: [{ value: "S;M" }] } }, "cannot contain ; | or ="],
    [{ weight: { value: 2000, unit: "kg" } }, "at most 1000 kg"],
  ])("refuse %j with a clear 400", async (details, message) => {
    const reply = await inject(seller, "POST", "/api/product-listings/generate", {
      ...teeRequest(main(), []),
      details,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.body).toContain(message);
  });

  it("take only the caller's own uploads as further photos", async () => {
    const theirs = (await uploadAs(t, newcomer, await photo("#ffcc00"))).objectPath;
    const reply = await inject(seller, "POST", "/api/product-listings/generate", {
      ...teeRequest(main(), [photos[1] as string, theirs]),
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe("Photo 3 is not one of your uploads");
    const twice = await inject(
      seller,
      "POST",
      "/api/product-listings/generate",
      teeRequest(main(), [main()]),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe("Photo 2 is the main photo again: remove one of them");
  });
});

describe("the eBay file", () => {
  it("fills every required column, with the photos, condition, brand and variations as Relationship rows", async () => {
    const reply = await inject(seller, "POST", "/api/product-listings/export", {
      ids: [tee.id],
      format: "ebay",
    });
    expect(reply.statusCode).toBe(200);
    expect(problemsOf(reply.headers[IMPORT_PROBLEMS_HEADER.toLowerCase()])).toEqual([]);
    const [parent, small, medium, ...rest] = rowsOf(reply.body);
    expect(rest).toEqual([]);
    if (!parent || !small || !medium) throw new Error("missing rows");
    for (const column of EBAY_REQUIRED_COLUMNS) {
      if (EBAY_PER_VARIATION_COLUMNS.includes(column)) continue;
      expect(parent[column], column).not.toBe("");
    }
    expect(parent[EBAY_ACTION_HEADER]).toBe("Add");
    expect(parent["*Category"]).toBe("15687");
    expect(parent["*ConditionID"]).toBe("3000");
    expect(parent.ConditionDescription).toBe("Used — good. Worn twice, no marks");
    expect(parent["*C:Brand"]).toBe("Patagonia");
    expect(parent["*Location"]).toBe("Portland, OR 97201");
    expect(parent["*DispatchTimeMax"]).toBe("2");
    expect(parent["*ReturnsAcceptedOption"]).toBe("ReturnsAccepted");
    expect(parent.ReturnsWithinOption).toBe("Days_30");
    expect(parent.ShippingCostPaidByOption).toBe("Buyer");
    expect(parent.ShippingProfileName).toBe("Standard shipping");
    expect(parent.CustomLabel).toBe("TEE-BASE");
    expect(parent.RelationshipDetails).toBe("Size=S;M");
    const links = (parent.PicURL ?? "").split("|");
    expect(links).toHaveLength(3);
    links.forEach((link, index) => {
      const id = photos[index]?.split("/").pop();
      expect(link).toMatch(new RegExp(`^${ORIGIN}/objects/public/${id}\\?expires=\\d+&signature=`));
    });
    expect(
      [small, medium].map((row) => [
        row.Relationship,
        row.RelationshipDetails,
        row["*StartPrice"],
        row["*Quantity"],
        row.CustomLabel,
      ]),
    ).toEqual([
      ["Variation", "Size=S", "22.00", "2", "TEE-S"],
      ["Variation", "Size=M", "24.50", "3", "TEE-M"],
    ]);
    expect(small[EBAY_ACTION_HEADER]).toBe("");
  });

  it("names what is missing for a seller without shop settings, in the reply and the import check", async () => {
    const main = (await uploadAs(t, newcomer, await photo("#336699"))).objectPath;
    const generated = await inject(newcomer, "POST", "/api/product-listings/generate", {
      product: "Stoneware mug",
      productType: "Mug",
      imagePath: main,
      selectedPlatforms: ["ebay", "shopify"],
    });
    expect(generated.statusCode).toBe(200);
    const mug = generated.json() as ListingGenerationResult;
    const reply = await inject(newcomer, "POST", "/api/product-listings/export", {
      ids: [mug.id],
      format: "ebay",
    });
    expect(reply.statusCode).toBe(200);
    const [problem] = problemsOf(reply.headers[IMPORT_PROBLEMS_HEADER.toLowerCase()]);
    expect(problem?.id).toBe(mug.id);
    // A mug has a known leaf category (data/ebay-us-categories.json), so only the shop's settings are missing.
    expect(problem?.problems).toEqual([
      "eBay needs your item location: add it in Shop settings on your Account page",
      "eBay needs your dispatch time (or your shipping policy's name): add it in Shop settings on your Account page",
      "eBay needs your returns policy (or your return policy's name): add it in Shop settings on your Account page",
      "eBay needs how the item ships: add your eBay shipping policy's name in Shop settings",
    ]);
    const [row] = rowsOf(reply.body);
    expect(row?.["*ConditionID"]).toBe("1000");
    expect(row?.["*C:Brand"]).toBe("Unbranded");
    expect(row?.["*Quantity"]).toBe("1");

    const check = await inject(newcomer, "GET", `/api/product-listings/${mug.id}/import-check`);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({
      generationId: mug.id,
      marketplaces: [
        { platform: "shopify", problems: [] },
        { platform: "ebay", problems: problem?.problems },
      ],
    });
    const stranger = await inject(seller, "GET", `/api/product-listings/${mug.id}/import-check`);
    expect(stranger.statusCode).toBe(404);
  });
});

describe("the Shopify file", () => {
  it("has a row per variant and an image row per photo, every required column filled", async () => {
    const reply = await inject(seller, "POST", "/api/product-listings/export", {
      ids: [tee.id],
      format: "shopify",
    });
    expect(reply.statusCode).toBe(200);
    expect(problemsOf(reply.headers[IMPORT_PROBLEMS_HEADER.toLowerCase()])).toEqual([]);
    const rows = rowsOf(reply.body);
    expect(rows).toHaveLength(3);
    const [first, second, third] = rows as [
      Record<string, string>,
      Record<string, string>,
      Record<string, string>,
    ];
    for (const column of SHOPIFY_REQUIRED_COLUMNS) expect(first[column], column).not.toBe("");
    expect(new Set(rows.map((row) => row["URL handle"]))).toEqual(new Set([first["URL handle"]]));
    expect(first.Vendor).toBe("Patagonia");
    expect(first["Google Shopping / Condition"]).toBe("used");
    expect(
      rows.map((row) => [
        row["Option1 name"],
        row["Option1 value"],
        row.Price,
        row.SKU,
        row["Inventory quantity"],
        row["Weight value (grams)"],
      ]),
    ).toEqual([
      ["Size", "S", "22.00", "TEE-S", "2", "180"],
      ["", "M", "24.50", "TEE-M", "3", "180"],
      ["", "", "", "", "", ""],
    ]);
    expect(rows.map((row) => row["Image position"])).toEqual(["1", "2", "3"]);
    for (const row of rows) {
      expect(row["Product image URL"]).toMatch(new RegExp(`^${ORIGIN}/objects/public/`));
      expect(row["Image alt text"]).toBe(tee.platforms.shopify?.title);
    }
    expect(third.Title).toBe("");
    expect(second.Title).toBe("");
  });
});

describe("on a server marketplaces cannot reach", () => {
  it("names the photos as what is missing instead of leaving PicURL blank silently", async () => {
    const local = await createTestApp({ APP_ORIGIN: "http://localhost:3000" });
    try {
      const user = await signUp(local.app);
      await setPlan(local, user.id, "pro");
      const main = (await uploadAs(local, user, await photo("#2f6b4f"))).objectPath;
      await local.app.inject({
        method: "PUT",
        url: "/api/account/shop-settings",
        payload: SHOP,
        headers: { cookie: user.cookie },
      });
      const generated = await local.app.inject({
        method: "POST",
        url: "/api/product-listings/generate",
        payload: { productType: "T-shirt", imagePath: main, selectedPlatforms: ["ebay"] },
        headers: { cookie: user.cookie },
      });
      expect(generated.statusCode).toBe(200);
      const reply = await local.app.inject({
        method: "POST",
        url: "/api/product-listings/export",
        payload: { ids: [generated.json().id], format: "ebay" },
        headers: { cookie: user.cookie },
      });
      expect(rowsOf(reply.body)[0]?.PicURL).toBe("");
      expect(problemsOf(reply.headers[IMPORT_PROBLEMS_HEADER.toLowerCase()])[0]?.problems).toEqual([
        "eBay can't fetch photos from this server (it isn't reachable from the internet): use \"Download for import\" for the file with its photos",
      ]);
    } finally {
      await local.close();
    }
  }, 30_000);
});

describe("Download for import", () => {
  it("gives the file and every photo named for the store's Files, linked by those names", async () => {
    const local = await createTestApp({ APP_ORIGIN: "http://localhost:3000" });
    try {
      const user = await signUp(local.app);
      await setPlan(local, user.id, "pro");
      const as = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
        local.app.inject({ method, url, payload, headers: { cookie: user.cookie } });
      const png = await sharp({ create: { width: 300, height: 300, channels: 4, background: "#c8643c80" } })
        .png()
        .toBuffer();
      const uploaded = [
        (await uploadAs(local, user, await photo("#2f6b4f"))).objectPath,
        (await uploadAs(local, user, png)).objectPath,
      ];
      expect(
        (await as("PUT", "/api/account/shop-settings", { ...SHOP, shopifyStore: "Clay-Co.myshopify.com" }))
          .statusCode,
      ).toBe(200);
      const generated = await as(
        "POST",
        "/api/product-listings/generate",
        teeRequest(uploaded[0] as string, [uploaded[1] as string]),
      );
      expect(generated.statusCode).toBe(200);
      const id = generated.json().id as string;

      const shopify = await as("GET", `/api/product-listings/${id}/import.zip?format=shopify`);
      expect(shopify.statusCode).toBe(200);
      expect(shopify.headers["content-disposition"]).toMatch(/shopify-products-.+-with-photos\.zip"$/);
      const files = unzipSync(new Uint8Array(shopify.rawPayload));
      const names = Object.keys(files);
      const csvName = names.find((name) => name.endsWith(".csv")) as string;
      const photoNames = names.filter((name) => name.startsWith("photos/")).sort();
      expect(photoNames).toHaveLength(2);
      expect(photoNames[0]).toMatch(new RegExp(`^photos/[a-z0-9-]+-${id.slice(0, 8)}-1\\.jpg$`));
      expect(photoNames[1]).toMatch(new RegExp(`^photos/[a-z0-9-]+-${id.slice(0, 8)}-2\\.png$`));
      const rows = rowsOf(Buffer.from(files[csvName] as Uint8Array).toString("utf8"));
      expect(rows.map((row) => row["Product image URL"])).toEqual(
        photoNames.map(
          (name) => `https://clay-co.myshopify.com/cdn/shop/files/${name.slice("photos/".length)}`,
        ),
      );
      const readMe = Buffer.from(files["read-me.txt"] as Uint8Array).toString("utf8");
      expect(readMe).toContain("Content → Files");

      const ebay = await as("GET", `/api/product-listings/${id}/import.zip?format=ebay`);
      const ebayFiles = unzipSync(new Uint8Array(ebay.rawPayload));
      expect(Object.keys(ebayFiles).filter((name) => name.startsWith("photos/"))).toHaveLength(2);
      const ebayCsv = Object.keys(ebayFiles).find((name) => name.endsWith(".csv")) as string;
      expect(rowsOf(Buffer.from(ebayFiles[ebayCsv] as Uint8Array).toString("utf8"))[0]?.["*Location"]).toBe(
        "Portland, OR 97201",
      );
      expect(Buffer.from(ebayFiles["read-me.txt"] as Uint8Array).toString("utf8")).toContain("Seller Hub");

      const bad = await as("GET", `/api/product-listings/${id}/import.zip?format=etsy`);
      expect(bad.statusCode).toBe(400);
    } finally {
      await local.close();
    }
  }, 40_000);
});

describe("photos keep their format", () => {
  it("a PNG stays a PNG in the listing's .zip (it used to become .webp)", async () => {
    const png = await sharp({
      create: { width: 400, height: 300, channels: 4, background: { r: 200, g: 100, b: 60, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const main = (await uploadAs(t, seller, png)).objectPath;
    const generated = await inject(seller, "POST", "/api/product-listings/generate", {
      product: "Enamel pin",
      imagePath: main,
      selectedPlatforms: ["etsy"],
    });
    expect(generated.statusCode).toBe(200);
    const zip = await inject(seller, "GET", `/api/product-listings/${generated.json().id}/download.zip`);
    expect(zip.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    const photos = Object.keys(files).filter((name) => /\.(png|webp|jpe?g|gif)$/.test(name));
    expect(photos).toHaveLength(1);
    expect(photos[0]).toMatch(/\.png$/);
    const metadata = await sharp(Buffer.from(files[photos[0] as string] as Uint8Array)).metadata();
    expect([metadata.format, metadata.hasAlpha]).toEqual(["png", true]);
  });
});
