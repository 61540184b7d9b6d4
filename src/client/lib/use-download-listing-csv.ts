import { useMutation } from "@tanstack/react-query";
import type { ListingGenerationResult } from "../../domain/listings";
import { toast } from "../components/ui/use-toast";
import { apiRequest, errorMessageFrom } from "./api-client";
import { filenameFromContentDisposition, saveBlob } from "./download-file";

export type ListingCsvRequest = Pick<ListingGenerationResult, "id" | "platforms" | "createdAt">;

/**
 * POST /api/product-listings/download-csv: the stored generation as a CSV attachment (columns
 * Platform, Title, Description, Tags, Price, Category, Status). Resolves with the file to save.
 */
export async function downloadListingCsv(body: ListingCsvRequest): Promise<{ blob: Blob; filename: string }> {
  const res = await apiRequest("POST", "/api/product-listings/download-csv", body);
  const filename = filenameFromContentDisposition(
    res.headers.get("Content-Disposition"),
    `product-listings-${Date.now()}.csv`,
  );
  return { blob: await res.blob(), filename };
}

/** Downloads the CSV and shows the spec's toasts ('CSV Downloaded' / 'Download Failed'). */
export function useDownloadListingCsv() {
  return useMutation({
    mutationFn: downloadListingCsv,
    onSuccess: ({ blob, filename }) => {
      saveBlob(blob, filename);
      toast({
        title: "CSV Downloaded",
        description: "Your product listings have been exported successfully",
      });
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
