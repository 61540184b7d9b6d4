import type {
  BulkItem,
  BulkJob,
  BulkJobSummary,
  BulkProgress,
  CreateBulkJobRequest,
  RetryBulkItemRequest,
} from "../../../domain/bulk";
import type { ExampleBook } from "../openapi-document";
import { BRAND, BULK_JOB_ID, CUP_PHOTO, MUG_LISTINGS, MUG_PHOTO } from "./sample-values";

const CREATED_AT = "2026-11-25T16:48:07.832Z";
const FINISHED_AT = "2026-11-25T16:48:08.298Z";

/** The brand context as sent, and as the job echoes it back. */
const CONTEXT = {
  ...BRAND,
  materials: "Stoneware",
  tags: ["handmade mug"],
  selectedPlatforms: ["etsy" as const],
};

const MUG_ITEM_ID = "5bf4490b-25e8-4c91-9dcc-abb202cc128a";
const CUP_ITEM_ID = "ffe21c16-6727-4c4e-8bac-9f040510ccf0";

/** A camera's file name: it says nothing of what the photo shows. */
const CUP_FILE = "IMG_2034.jpg";
const MUG_PRODUCT = "Sage green stoneware coffee mug";

const pending = (
  id: string,
  fileName: string,
  imagePath: string,
  product: string | null = null,
): BulkItem => ({
  id,
  fileName,
  imagePath,
  product,
  status: "pending",
  error: null,
  result: null,
  processingTimeMs: null,
  finishedAt: null,
});

const QUEUED_ITEMS = [
  pending(MUG_ITEM_ID, "sage-mug-12oz.jpg", MUG_PHOTO, MUG_PRODUCT),
  pending(CUP_ITEM_ID, CUP_FILE, CUP_PHOTO),
];

const SUMMARY: BulkJobSummary = {
  id: BULK_JOB_ID,
  kind: "listings",
  status: "completed",
  total: 2,
  pending: 0,
  running: 0,
  succeeded: 1,
  failed: 1,
  canceled: 0,
  context: CONTEXT,
  createdAt: CREATED_AT,
  finishedAt: FINISHED_AT,
};

const MUG_DONE: BulkItem = {
  ...pending(MUG_ITEM_ID, "sage-mug-12oz.jpg", MUG_PHOTO, MUG_PRODUCT),
  status: "succeeded",
  result: {
    id: "f8a1fffb-3be8-4f47-a78e-3b9889f4e48c",
    createdAt: "2026-11-25T16:48:08.103Z",
    selectedPlatforms: ["etsy"],
    platforms: { etsy: MUG_LISTINGS.etsy },
    skipped: [],
    engine: "builtin",
    language: "en",
    brandProfileId: null,
    imagePath: MUG_PHOTO,
  },
  processingTimeMs: 227,
  finishedAt: "2026-11-25T16:48:08.103Z",
};

const CUP_FAILED: BulkItem = {
  ...pending(CUP_ITEM_ID, CUP_FILE, CUP_PHOTO),
  status: "failed",
  error:
    "We couldn't tell what this photo shows. Name the file after the product (for example blue-ceramic-mug.jpg) or fill in “What are you selling?”",
  processingTimeMs: 41,
  finishedAt: "2026-11-25T16:48:08.292Z",
};

const COMPLETED_JOB: BulkJob = { ...SUMMARY, items: [MUG_DONE, CUP_FAILED] };

const CUP_PRODUCT = "Speckled stoneware espresso cup";
/** The failed cup, named by its seller and run again on its own. */
const CUP_RETRIED: BulkItem = {
  ...pending(CUP_ITEM_ID, CUP_FILE, CUP_PHOTO, CUP_PRODUCT),
  status: "succeeded",
  result: {
    id: "0d3c5a8e-7b41-4f2a-9c6e-2a18f0b7d953",
    createdAt: "2026-11-25T16:52:31.544Z",
    selectedPlatforms: ["etsy"],
    platforms: {
      etsy: {
        title: "Speckled Stoneware Espresso Cup, Handmade Pottery, Gift Idea",
        description:
          "Made by hand from stoneware clay, this espresso cup carries a speckled glaze and small marks of the maker.\n\nDETAILS\n• Item: Espresso cup\n• Material: Stoneware clay\n• Made: By hand\n\nSmall variations are part of being made by hand. Message me with any questions before you order.",
        tags: ["espresso cup", "stoneware cup", "speckled pottery", "handmade cup", "coffee lover gift"],
        suggestedPrice: "$24.00",
        category: "Home & Living > Kitchen & Dining > Drink & Barware > Drinkware > Cups",
      },
    },
    skipped: [],
    engine: "builtin",
    language: "en",
    brandProfileId: null,
    imagePath: CUP_PHOTO,
  },
  processingTimeMs: 198,
  finishedAt: "2026-11-25T16:52:31.552Z",
};

const RUNNING: BulkProgress = {
  id: BULK_JOB_ID,
  kind: "listings",
  status: "running",
  total: 2,
  pending: 0,
  running: 1,
  succeeded: 1,
  failed: 0,
  canceled: 0,
  createdAt: CREATED_AT,
  finishedAt: null,
  items: [
    { ...withoutResult(MUG_DONE) },
    { ...withoutResult(pending(CUP_ITEM_ID, CUP_FILE, CUP_PHOTO)), status: "running" },
  ],
};
const DONE: BulkProgress = {
  ...RUNNING,
  status: "completed",
  running: 0,
  failed: 1,
  finishedAt: FINISHED_AT,
  items: [withoutResult(MUG_DONE), withoutResult(CUP_FAILED)],
};

function withoutResult(item: BulkItem): BulkProgress["items"][number] {
  const { result: _result, imagePath: _imagePath, ...progress } = item;
  return progress;
}

const EVENTS = [
  "retry: 2000",
  `event: progress\ndata: ${JSON.stringify(RUNNING)}`,
  `event: done\ndata: ${JSON.stringify(DONE)}`,
].join("\n\n");

const LISTINGS_CSV =
  "\uFEFFFilename,Platform,Title,Description,Tags,Price,Category,Status\r\n" +
  'sage-mug-12oz.jpg,Etsy,"Stoneware Clay Coffee Mug, Handmade, Sage Green, 12 oz, Gift Idea","Made by hand from stoneware clay, this coffee mug carries small marks of the maker.","handmade mug, pottery gift, coffee mug",$35.99,Home & Living > Kitchen & Dining > Drink & Barware > Drinkware > Mugs,draft\r\n';

/** Bulk (Pro): one job per batch of photos, progress as it runs, results as CSV. */
export const bulkExamples: ExampleBook = {
  "POST /api/bulk-jobs": {
    request: {
      kind: "listings",
      context: CONTEXT,
      images: [
        {
          imagePath: MUG_PHOTO,
          fileName: "sage-mug-12oz.jpg",
          product: MUG_PRODUCT,
          // This photo's own listing details (checked like the listing form's; no further photos).
          details: { quantity: 6, sku: "MUG-SAGE-12", condition: "new", weight: { value: 420, unit: "g" } },
        },
        { imagePath: CUP_PHOTO, fileName: CUP_FILE },
      ],
    } satisfies CreateBulkJobRequest,
    responses: {
      202: {
        ...SUMMARY,
        status: "queued",
        pending: 2,
        succeeded: 0,
        failed: 0,
        finishedAt: null,
        items: QUEUED_ITEMS,
      } satisfies BulkJob,
    },
  },
  "GET /api/bulk-jobs": { responses: { 200: { jobs: [SUMMARY] } } },
  "GET /api/bulk-jobs/{id}": { responses: { 200: COMPLETED_JOB } },
  "GET /api/bulk-jobs/{id}/events": { responses: { 200: `${EVENTS}\n\n` } },
  "POST /api/bulk-jobs/{id}/cancel": {
    responses: {
      200: {
        ...SUMMARY,
        status: "canceled",
        pending: 0,
        succeeded: 1,
        failed: 0,
        canceled: 1,
        items: [
          MUG_DONE,
          {
            ...pending(CUP_ITEM_ID, CUP_FILE, CUP_PHOTO),
            status: "canceled",
            finishedAt: "2026-11-25T16:48:08.190Z",
          },
        ],
      } satisfies BulkJob,
    },
  },
  "POST /api/bulk-jobs/{id}/items/{itemId}/retry": {
    request: { product: CUP_PRODUCT } satisfies RetryBulkItemRequest,
    responses: { 200: CUP_RETRIED },
  },
  "GET /api/bulk-jobs/{id}/export.csv": { responses: { 200: LISTINGS_CSV } },
};
