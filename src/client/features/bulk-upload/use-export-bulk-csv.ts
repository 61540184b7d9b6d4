import { useMutation } from "@tanstack/react-query";
import { type BulkExportFormat, type BulkKind, bulkCsvFilename } from "../../../domain/bulk";
import { toast } from "../../components/ui/use-toast";
import { apiRequest, errorMessageFrom } from "../../lib/api-client";
import { filenameFromContentDisposition, saveBlob } from "../../lib/download-file";
import { bulkJobPath } from "./use-bulk-job";

export const NO_EXPORT_DATA_TOAST = {
  title: "No Data to Export",
  description: "No successful results to export",
} as const;

export interface BulkCsvExport {
  blob: Blob;
  filename: string;
}

/** A listings job's marketplace import files, offered next to its Export CSV. */
export const bulkListingFormats = ["shopify", "ebay"] as const satisfies readonly BulkExportFormat[];

/** GET /api/bulk-jobs/:id/export.csv[?format=]: the kind's own CSV, or a marketplace import file. */
export async function downloadBulkCsv(job: {
  id: string;
  kind: BulkKind;
  format?: BulkExportFormat;
}): Promise<BulkCsvExport> {
  const query = job.format ? `?format=${job.format}` : "";
  const res = await apiRequest("GET", `${bulkJobPath(job.id)}/export.csv${query}`);
  const filename = filenameFromContentDisposition(
    res.headers.get("Content-Disposition"),
    bulkCsvFilename(job.kind, new Date(), job.format),
  );
  return { blob: await res.blob(), filename };
}

/**
 * 'Export CSV' (and, for listings, the Shopify and eBay files): with no successful image, the
 * spec's 'No Data to Export' and no request; else the file is saved and 'Export Complete' shows.
 */
export function useExportBulkCsv() {
  const mutation = useMutation({
    mutationFn: downloadBulkCsv,
    onSuccess: ({ blob, filename }) => {
      saveBlob(blob, filename);
      toast({ title: "Export Complete", description: `Your results were saved as ${filename}.` });
    },
    onError: (error) => {
      toast({
        variant: "destructive",
        title: "Export Failed",
        description: errorMessageFrom(error, "Your file couldn't be made. Please try again in a moment."),
      });
    },
  });
  const exportCsv = (job: { id: string; kind: BulkKind; succeeded: number }, format?: BulkExportFormat) => {
    if (job.succeeded === 0) {
      toast({ variant: "destructive", ...NO_EXPORT_DATA_TOAST });
      return;
    }
    mutation.mutate({ id: job.id, kind: job.kind, format });
  };
  return { exportCsv, isPending: mutation.isPending, pendingFormat: mutation.variables?.format };
}
