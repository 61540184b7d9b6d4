import { useMutation } from "@tanstack/react-query";
import {
  type ListingExportFormat,
  type ListingExportRequest,
  listingExportFilename,
  SKIPPED_GENERATIONS_HEADER,
} from "../../domain/exports";
import { toast } from "../components/ui/use-toast";
import { apiRequest, errorMessageFrom } from "./api-client";
import { filenameFromContentDisposition, saveBlob } from "./download-file";
import { skippedNotice } from "./listing-export-formats";

export interface ListingExportFile {
  blob: Blob;
  filename: string;
  format: ListingExportFormat;
  /** Selected generations the server left out (no listing for that marketplace). */
  skipped: number;
}

/**
 * POST /api/product-listings/export: the selected generations as one CSV in a marketplace's own
 * import format. A 409 `nothing_to_export` (no selected generation has that marketplace) rejects
 * with the server's seller-readable message.
 */
export async function exportListings({ ids, format }: ListingExportRequest): Promise<ListingExportFile> {
  const res = await apiRequest("POST", "/api/product-listings/export", { ids, format });
  const filename = filenameFromContentDisposition(
    res.headers.get("Content-Disposition"),
    listingExportFilename(format),
  );
  const skipped = Number.parseInt(res.headers.get(SKIPPED_GENERATIONS_HEADER) ?? "", 10);
  return { blob: await res.blob(), filename, format, skipped: Number.isNaN(skipped) ? 0 : skipped };
}

/** The success toast's text: the spec's sentence, then what was left out, if anything. */
export function exportedDescription(file: Pick<ListingExportFile, "format" | "skipped">): string {
  return ["Your product listings have been exported successfully.", skippedNotice(file.skipped, file.format)]
    .filter(Boolean)
    .join(" ");
}

/** Saves the file and shows the spec's CSV toasts ('CSV Downloaded' / 'Download Failed'). */
export function useExportListings({ onExported }: { onExported?: (file: ListingExportFile) => void } = {}) {
  return useMutation({
    mutationFn: exportListings,
    onSuccess: (file) => {
      saveBlob(file.blob, file.filename);
      toast({ title: "CSV Downloaded", description: exportedDescription(file) });
      onExported?.(file);
    },
    onError: (error) => {
      toast({
        variant: "destructive",
        title: "Download Failed",
        description: errorMessageFrom(error, "Failed to export CSV file"),
      });
    },
  });
}
