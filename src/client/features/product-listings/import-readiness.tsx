import { useQuery } from "@tanstack/react-query";
import { CircleAlert, CircleCheck } from "lucide-react";
import type { ImportCheck } from "../../../domain/import-check";
import { platformLabels } from "../../../domain/platforms";
import { DownloadArchiveButton } from "../../components/generator/download-archive-button";
import { usePhotosLeftOutOfExports } from "../../components/generator/export-photo-note";
import { apiRequest } from "../../lib/api-client";

export const importCheckQueryKey = (id: string) => ["/api/product-listings", id, "import-check"] as const;

/**
 * Before the seller downloads a Shopify or eBay file: what each marketplace would still refuse
 * the item for (no location, no category ID…) and where to add it, or that the file is complete.
 * Read from GET /api/product-listings/:id/import-check, which the export reply matches.
 */
export function ImportReadiness({
  generationId,
  beforeDownload,
}: {
  generationId: string;
  /** Saves pending edits, so the file matches the screen. */
  beforeDownload?: () => Promise<unknown>;
}) {
  // On a server marketplaces cannot reach, each file also comes as a .zip with its photos.
  const withPhotos = usePhotosLeftOutOfExports();
  const check = useQuery({
    queryKey: importCheckQueryKey(generationId),
    queryFn: async () =>
      (await (
        await apiRequest("GET", `/api/product-listings/${encodeURIComponent(generationId)}/import-check`)
      ).json()) as ImportCheck,
    // The seller may fill in Shop settings in another tab and come back: ask again then.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
  const marketplaces = check.data?.marketplaces ?? [];
  if (marketplaces.length === 0) return null;
  return (
    <section
      aria-labelledby="import-readiness-heading"
      className="grid gap-2 rounded-md border border-slate-200 bg-white p-3"
    >
      <h3 id="import-readiness-heading" className="font-medium text-slate-900 text-sm">
        Import files
      </h3>
      <ul className="grid gap-2 text-sm">
        {marketplaces.map(({ platform, problems }) => (
          <li key={platform} data-testid={`import-readiness-${platform}`}>
            {problems.length === 0 ? (
              <p className="flex items-start gap-2 text-emerald-800">
                <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {platformLabels[platform]}: every required column is filled.
              </p>
            ) : (
              <>
                <p className="flex items-start gap-2 text-amber-900">
                  <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  {platformLabels[platform]} still needs:
                </p>
                <ul className="mt-1 ml-6 list-disc text-slate-700">
                  {problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              </>
            )}
            {withPhotos ? (
              <DownloadArchiveButton
                url={`/api/product-listings/${encodeURIComponent(generationId)}/import.zip?format=${platform}`}
                beforeDownload={beforeDownload}
                size="sm"
                // Its long name wraps on a phone instead of widening the results column past the screen.
                className="mt-2 h-auto min-h-9 whitespace-normal py-1.5 text-left"
                title={`The ${platformLabels[platform]} file and every photo, with the steps to import them`}
              >
                Download for import: {platformLabels[platform]} file & photos (.zip)
              </DownloadArchiveButton>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
