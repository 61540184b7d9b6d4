import { type CopySheetMarketplace, copySheetMarketplaces } from "../../domain/platforms";

/**
 * Marketplaces without an import file a seller can use (Etsy, Amazon, Mercari, Redbubble): their
 * listing is typed into the marketplace's own form, so they get a copy sheet instead.
 */
export type CopySheetPlatform = CopySheetMarketplace;

export function hasCopySheet(platform: string): platform is CopySheetPlatform {
  return (copySheetMarketplaces as readonly string[]).includes(platform);
}

/** The page's route pattern (app.tsx) and the link to one sheet. */
export const COPY_SHEET_ROUTE = "/listings/:id/copy-sheet/:platform";

export function copySheetPath(generationId: string, platform: CopySheetPlatform): string {
  return `/listings/${encodeURIComponent(generationId)}/copy-sheet/${platform}`;
}
