import { z } from "zod";

/** The marketplaces that take an import file from us (their own CSV templates). */
export const importFileMarketplaces = ["shopify", "ebay"] as const;
export type ImportFileMarketplace = (typeof importFileMarketplaces)[number];

/**
 * GET /api/product-listings/:id/import-check: for each marketplace file the generation can go
 * into (Shopify, eBay), what that marketplace would refuse the item for, in words the seller can
 * act on ("eBay needs your item location: add it in Shop settings…"). Empty lists: ready.
 */
export const importCheckSchema = z.object({
  generationId: z.string(),
  marketplaces: z.array(
    z.object({
      platform: z.enum(importFileMarketplaces),
      problems: z.array(z.string()),
    }),
  ),
});
export type ImportCheck = z.infer<typeof importCheckSchema>;

/** The export reply names the same problems, URI-encoded JSON (`[{id, title, problems}]`). */
export const IMPORT_PROBLEMS_HEADER = "X-Import-Problems";
