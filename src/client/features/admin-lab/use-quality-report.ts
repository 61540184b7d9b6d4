import { queryOptions, useQuery } from "@tanstack/react-query";
import type { QualityReport } from "../../../domain/admin";
import { ApiError, apiRequest } from "../../lib/api-client";

export const qualityReportQueryKey = ["/api/admin/quality-report"] as const;

/** GET /api/admin/quality-report: the latest report, or null before the first run (404 not_found). */
export async function fetchQualityReport(): Promise<QualityReport | null> {
  try {
    const res = await apiRequest("GET", qualityReportQueryKey[0]);
    return (await res.json()) as QualityReport;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const qualityReportQueryOptions = queryOptions({
  queryKey: qualityReportQueryKey,
  queryFn: fetchQualityReport,
});

export function useQualityReport() {
  return useQuery(qualityReportQueryOptions);
}
