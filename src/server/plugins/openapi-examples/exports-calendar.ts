import type { CopySheet, ListingExportRequest } from "../../../domain/exports";
import type { ExampleBook } from "../openapi-document";
import { BINARY_BODY } from "../openapi-document";
import { LISTING_ID, MUG_LISTINGS, MUG_UPLOAD_ID, SOCIAL_POST_ID } from "./sample-values";

/** Shopify's product CSV as the export writes it (its header, then one row per product). */
const SHOPIFY_CSV =
  'Title,URL handle,Description,Vendor,Product category,Type,Tags,Published on online store,Status,SKU,Barcode,Option1 name,Option1 value,Option1 Linked To,Option2 name,Option2 value,Option2 Linked To,Option3 name,Option3 value,Option3 Linked To,Price,Compare-at price,Cost per item,Charge tax,Tax code,Unit price total measure,Unit price total measure unit,Unit price base measure,Unit price base measure unit,Inventory tracker,Inventory quantity,Continue selling when out of stock,Weight value (grams),Weight unit for display,Requires shipping,Fulfillment service,Product image URL,Image position,Image alt text,Variant image URL,Gift card,SEO title,SEO description,Color (product.metafields.shopify.color-pattern),Google Shopping / Google product category,Google Shopping / Gender,Google Shopping / Age group,Google Shopping / Manufacturer part number (MPN),Google Shopping / Ad group name,Google Shopping / Ads labels,Google Shopping / Condition,Google Shopping / Custom product,Google Shopping / Custom label 0,Google Shopping / Custom label 1,Google Shopping / Custom label 2,Google Shopping / Custom label 3,Google Shopping / Custom label 4\r\nStoneware Clay Coffee Mug in Sage Green – 12 oz,stoneware-clay-coffee-mug-in-sage-green-12-oz,<p>A coffee mug made by hand in stoneware clay and finished in sage green. Good for morning coffee and tea breaks.</p><p>Color: Sage green · Material: Stoneware clay and food-safe glaze · Size: 12 oz · Made: By hand</p><p>Care: Hand-wash gently to keep the glaze looking its best.</p>,,Home & Garden > Kitchen & Dining > Tableware > Drinkware > Mugs,Mug,"coffee mug, mug, tea mug, handmade mug, mug gift, stoneware clay coffee mug, sage green coffee mug, handmade coffee mug, housewarming gift, coffee lover gift, teacher gift, office gift, stoneware clay, food-safe glaze, sage green, 12 oz coffee mug, handmade",FALSE,Draft,,,,,,,,,,,,39.00,,,,,,,,,,,,,,,,,,,,,Sage Green Stoneware Clay Coffee Mug,"Stoneware clay coffee mug in sage green, 12 oz. For morning coffee.",,,,,,,,,,,,,,\r\n';

const ETSY_COPY_SHEET: CopySheet = {
  generationId: LISTING_ID,
  marketplace: "etsy",
  marketplaceName: "Etsy",
  formSource: "https://help.etsy.com/hc/en-us/articles/115015672808-How-to-Create-a-Listing",
  createdAt: "2026-11-25T16:48:07.400Z",
  language: "en",
  imageUrl: `https://studio.example.com/objects/public/${MUG_UPLOAD_ID}?expires=1798218487&signature=p8Xk2VqL0mN4rT7yB1cD9fG3hJ6wZ5sA`,
  fields: [
    {
      key: "title",
      label: "Title",
      value: MUG_LISTINGS.etsy.title,
      limit: "140 characters; % : & + at most once each",
    },
    { key: "description", label: "Description", value: MUG_LISTINGS.etsy.description },
    {
      key: "category",
      label: "Category",
      value: MUG_LISTINGS.etsy.category,
      note: "Choose the closest match in Etsy's category list, then fill in the attributes it asks for.",
    },
    {
      key: "price",
      label: "Price",
      value: "35.99",
      note: "USD. Check it against your costs and Etsy's fees.",
    },
    { key: "quantity", label: "Quantity", value: "1" },
    { key: "tags", label: "Tags", value: MUG_LISTINGS.etsy.tags, limit: "13 tags, 20 characters each" },
    {
      key: "materials",
      label: "Materials",
      value: ["Stoneware clay", "food-safe glaze"],
      limit: "13 materials",
    },
  ],
};

/** Exports: marketplace import files, copy sheets, and the photo links they carry. */
export const exportExamples: ExampleBook = {
  "POST /api/product-listings/export": {
    request: { ids: [LISTING_ID], format: "shopify" } satisfies ListingExportRequest,
    responses: { 200: SHOPIFY_CSV },
  },
  "GET /api/product-listings/{id}/copy-sheet/{platform}": { responses: { 200: ETSY_COPY_SHEET } },
  "GET /objects/public/{uploadId}": { responses: { 200: BINARY_BODY } },
  // The .zip of a generation (photo + a text file per platform): bytes no example can show.
  "GET /api/social-media/posts/{id}/download.zip": { responses: { 200: BINARY_BODY } },
  "GET /api/product-listings/{id}/download.zip": { responses: { 200: BINARY_BODY } },
  // The marketplace's file and the listing's photos as one .zip: bytes no example can show.
  "GET /api/product-listings/{id}/import.zip": { responses: { 200: BINARY_BODY } },
  "GET /api/product-listings/{id}/import-check": {
    responses: {
      200: {
        generationId: LISTING_ID,
        marketplaces: [
          { platform: "shopify", problems: [] },
          {
            platform: "ebay",
            problems: [
              "eBay needs a category ID: we don't know eBay's leaf category for \"Mug\" yet — pick it in Seller Hub after the upload",
              "eBay needs your item location: add it in Shop settings on your Account page",
            ],
          },
        ],
      },
    },
  },
};

/** The posting plan of the mug's generation, in the seller's time zone (here Europe/London). */
const POSTING_CALENDAR = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//Seller Content Studio//Posting calendar//EN",
  "METHOD:PUBLISH",
  "NAME:Posting plan",
  "X-WR-CALNAME:Posting plan",
  "BEGIN:VEVENT",
  `UID:${SOCIAL_POST_ID}-twitter@seller-content-studio.invalid`,
  "SEQUENCE:0",
  "DTSTAMP:20261125T172736Z",
  "DTSTART:20261126T090000Z",
  "DTEND:20261126T093000Z",
  "SUMMARY:Post on X (Twitter): Handmade stoneware coffee mug",
  "DESCRIPTION:New from the studio: a sage green stoneware coffee mug\\, 12 oz\\,",
  "  made by hand. 🥰\\n\\n#handmademug #pottery",
  "BEGIN:VALARM",
  "ACTION:DISPLAY",
  "TRIGGER:-PT15M",
  "DESCRIPTION:Post on X (Twitter): Handmade stoneware coffee mug",
  "END:VALARM",
  "END:VEVENT",
  "BEGIN:VEVENT",
  `UID:${SOCIAL_POST_ID}-instagram@seller-content-studio.invalid`,
  "SEQUENCE:0",
  "DTSTAMP:20261125T172736Z",
  "DTSTART:20261126T110000Z",
  "DTEND:20261126T113000Z",
  "SUMMARY:Post on Instagram: Handmade stoneware coffee mug",
  "DESCRIPTION:✨ Just dropped ✨\\nMeet our sage green stoneware coffee mug! 🙌",
  "BEGIN:VALARM",
  "ACTION:DISPLAY",
  "TRIGGER:-PT15M",
  "DESCRIPTION:Post on Instagram: Handmade stoneware coffee mug",
  "END:VALARM",
  "END:VEVENT",
  "END:VCALENDAR",
  "",
].join("\r\n");

/** Calendar: posting plans as .ics files for any calendar app. */
export const calendarExamples: ExampleBook = {
  "GET /api/social-media/posts/{id}/calendar.ics": { responses: { 200: POSTING_CALENDAR } },
  "GET /api/bulk-jobs/{id}/calendar.ics": { responses: { 200: POSTING_CALENDAR } },
};
