import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { QualityReport } from "../../../domain/admin";
import { apiRequest } from "../../lib/api-client";
import { qualityReportQueryKey } from "./use-quality-report";

/** POST /api/admin/quality-report: runs the fixed content-quality suite now (about 5–30 s); 201. */
export async function runQualityReport(): Promise<QualityReport> {
  const res = await apiRequest("POST", qualityReportQueryKey[0]);
  return (await res.json()) as QualityReport;
}

export function useRunQualityReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runQualityReport,
    onSuccess: (report) => queryClient.setQueryData(qualityReportQueryKey, report),
  });
}
