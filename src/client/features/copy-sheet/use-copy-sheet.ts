import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { type CopySheet, copySheetFilename } from "../../../domain/exports";
import { toast } from "../../components/ui/use-toast";
import { apiRequest, errorMessageFrom } from "../../lib/api-client";
import type { CopySheetPlatform } from "../../lib/copy-sheet-paths";
import { filenameFromContentDisposition, saveBlob } from "../../lib/download-file";
import { listingGenerationsQueryKey } from "../../lib/query-keys";

export interface CopySheetKey {
  id: string;
  platform: CopySheetPlatform;
}

const sheetPath = ({ id, platform }: CopySheetKey) =>
  `/api/product-listings/${encodeURIComponent(id)}/copy-sheet/${platform}`;

/** GET /api/product-listings/:id/copy-sheet/:platform: the listing's fields in the form's order. */
export async function fetchCopySheet(key: CopySheetKey): Promise<CopySheet> {
  const res = await apiRequest("GET", sheetPath(key));
  return (await res.json()) as CopySheet;
}

// Under the listings key, so a saved edit (which invalidates the listings) refreshes the sheet too.
export const copySheetQueryOptions = (key: CopySheetKey) =>
  queryOptions({
    queryKey: [...listingGenerationsQueryKey, key.id, "copy-sheet", key.platform],
    queryFn: () => fetchCopySheet(key),
  });

export function useCopySheet(key: CopySheetKey) {
  return useQuery(copySheetQueryOptions(key));
}

/** `?download=1`: the same JSON as an attachment, named by the server. */
export async function downloadCopySheet(key: CopySheetKey): Promise<{ blob: Blob; filename: string }> {
  const res = await apiRequest("GET", `${sheetPath(key)}?download=1`);
  const filename = filenameFromContentDisposition(
    res.headers.get("Content-Disposition"),
    copySheetFilename(key.platform),
  );
  return { blob: await res.blob(), filename };
}

/** 'Download data file' (the sheet as JSON) with the spec's download toasts. */
export function useDownloadCopySheet() {
  return useMutation({
    mutationFn: downloadCopySheet,
    onSuccess: ({ blob, filename }) => {
      saveBlob(blob, filename);
      toast({ title: "Downloaded!", description: "Content saved to your downloads folder." });
    },
    onError: (error) => {
      toast({
        variant: "destructive",
        title: "Download Failed",
        description: errorMessageFrom(error, "The copy sheet could not be downloaded. Please try again."),
      });
    },
  });
}
