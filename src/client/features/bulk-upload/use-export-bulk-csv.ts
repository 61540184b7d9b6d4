import { useMutation } from "@tanstack/react-query";
import { type BulkKind, bulkCsvFilename } from "../../../domain/bulk";
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

/** GET /api/bulk-jobs/:id/export.csv: the spec's bulk CSV (social) or the listing columns. */
export async function downloadBulkCsv(job: { id: string; kind: BulkKind }): Promise<BulkCsvExport> {
  const res = await apiRequest("GET", `${bulkJobPath(job.id)}/export.csv`);
  const filename = filenameFromContentDisposition(
    res.headers.get("Content-Disposition"),
    bulkCsvFilename(job.kind),
  );
  return { blob: await res.blob(), filename };
}

/**
 * 'Export CSV': with no successful image, the spec's 'No Data to Export' and no request; else the
 * file is saved and 'Export Complete' shows.
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
        description: errorMessageFrom(error, "Failed to export CSV file"),
      });
    },
  });
  const exportCsv = (job: { id: string; kind: BulkKind; succeeded: number }) => {
    if (job.succeeded === 0) {
      toast({ variant: "destructive", ...NO_EXPORT_DATA_TOAST });
      return;
    }
    mutation.mutate({ id: job.id, kind: job.kind });
  };
  return { exportCsv, isPending: mutation.isPending };
}
