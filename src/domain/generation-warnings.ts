import { z } from "zod";
import { marketplacePlatforms } from "./platforms";

/**
 * A warning the seller reads with a generation (DESIGN.md §5, third wave): `restricted_item` or
 * `prohibited_item` for an item a marketplace restricts or forbids (a replica, a live animal, CBD
 * with health claims…), with the chosen marketplaces skipped for it when there are any (those are
 * also in a listing reply's `skipped`, with their reasons).
 */
export const generationWarningCodes = ["restricted_item", "prohibited_item"] as const;

export const generationWarningSchema = z.object({
  code: z.string().describe(`What kind of warning: ${generationWarningCodes.join(", ")}`),
  message: z.string(),
  platforms: z.array(z.enum(marketplacePlatforms)).optional(),
});
export type GenerationWarning = z.infer<typeof generationWarningSchema>;

/**
 * The replies' `warnings`: always sent by the server (empty when none); optional so replies shaped
 * before it was added still read.
 */
export const generationWarningsField = () => z.array(generationWarningSchema).optional();
