import { ImageOff } from "lucide-react";
import { useSiteConfig } from "../../lib/use-site-config";
import { cn } from "../../lib/utils";

/** True when /api/config says exported files carry no photo link (the server is not public). */
export function usePhotosLeftOutOfExports(): boolean {
  return useSiteConfig()?.exports?.publicImageLinks === false;
}

/**
 * Beside the Shopify and eBay export buttons: when this server cannot be reached from the
 * internet, the marketplace could not fetch a photo link, so the file leaves the photo column
 * empty; say so before the seller imports and wonders where the pictures went.
 */
export function ExportPhotoNote({ marketplaces, className }: { marketplaces: string; className?: string }) {
  if (!usePhotosLeftOutOfExports()) return null;
  return (
    <p
      className={cn("flex items-start gap-2 text-slate-600 text-sm", className)}
      data-testid="export-photo-note"
    >
      <ImageOff className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
      <span>The file has no photo links, so add your photos in {marketplaces} after importing.</span>
    </p>
  );
}
