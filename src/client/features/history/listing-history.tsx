import { ClipboardList, Download, Loader2, ShoppingBag } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "wouter";
import { directionOf } from "../../../domain/languages";
import type { StoredListingGeneration } from "../../../domain/listings";
import { platformLabels } from "../../../domain/platforms";
import { CopyButton } from "../../components/generator/copy-button";
import { Button, buttonClasses } from "../../components/ui/button";
import { copySheetPath, hasCopySheet } from "../../lib/copy-sheet-paths";
import { skippedNotice } from "../../lib/listing-export-formats";
import { useDownloadListingCsv } from "../../lib/use-download-listing-csv";
import { useExportListings } from "../../lib/use-export-listings";
import { GenerationActions } from "./generation-actions";
import { generationDetails, useProfileNames } from "./generation-details";
import { emptyHistoryFilters, type HistoryFilters, hasHistoryFilters } from "./history-filters";
import { CopyableBlock, HistoryItem } from "./history-item";
import { HistoryEmpty, HistoryError, HistoryMore, HistoryNoMatches, HistorySkeleton } from "./history-states";
import { ListingExportBar } from "./listing-export-bar";
import { useListingHistory } from "./use-history-pages";
import { useListingSelection } from "./use-listing-selection";

function titleOf(generation: StoredListingGeneration): string {
  const first = generation.selectedPlatforms[0];
  const firstTitle = first ? generation.platforms[first]?.title : undefined;
  return (
    firstTitle ||
    generation.product ||
    [generation.productType, generation.businessType].filter(Boolean).join(" · ") ||
    "Product listings"
  );
}

function previewOf(generation: StoredListingGeneration): string | undefined {
  const first = generation.selectedPlatforms[0];
  const listing = first ? generation.platforms[first] : undefined;
  return listing ? [listing.suggestedPrice, listing.category].filter(Boolean).join(" · ") : undefined;
}

function GenerationContent({ generation }: { generation: StoredListingGeneration }) {
  const csv = useDownloadListingCsv();
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 text-slate-600 text-sm">
          {[generation.product, generation.productType, generation.businessType].filter(Boolean).join(" · ")}
        </p>
        <Button
          size="sm"
          disabled={csv.isPending}
          onClick={() =>
            csv.mutate({
              id: generation.id,
              platforms: generation.platforms,
              createdAt: generation.createdAt,
            })
          }
        >
          {csv.isPending ? (
            <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          ) : (
            <Download aria-hidden="true" />
          )}
          Download CSV
        </Button>
      </div>
      {generation.selectedPlatforms.map((platform) => {
        const listing = generation.platforms[platform];
        if (!listing) return null;
        const label = platformLabels[platform];
        const tags = listing.tags.join(", ");
        const field = (name: string, text: string) => (
          <CopyableBlock
            lang={generation.language}
            dir={directionOf(generation.language)}
            label={name}
            action={<CopyButton text={text} label={`${label} ${name.toLowerCase()}`} />}
          >
            {text || <span className="text-slate-500 italic">None</span>}
          </CopyableBlock>
        );
        return (
          <section
            key={platform}
            aria-label={label}
            className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h4 className="font-semibold text-slate-900">{label}</h4>
              {hasCopySheet(platform) ? (
                <Link
                  href={copySheetPath(generation.id, platform)}
                  className={buttonClasses({ variant: "outline", size: "sm" })}
                >
                  <ClipboardList aria-hidden="true" />
                  Copy sheet<span className="sr-only"> for {label}</span>
                </Link>
              ) : null}
            </div>
            {field("Title", listing.title)}
            {field("Description", listing.description)}
            {listing.bulletPoints?.length
              ? field("Key features", listing.bulletPoints.map((line) => `• ${line}`).join("\n"))
              : null}
            {field("Tags", tags)}
            <div className="grid gap-3 sm:grid-cols-2">
              {field("Suggested price", listing.suggestedPrice)}
              {field("Category", listing.category)}
            </div>
            {listing.seoTitle ? field("Search engine title", listing.seoTitle) : null}
            {listing.seoDescription ? field("Search engine description", listing.seoDescription) : null}
          </section>
        );
      })}
      {generation.skipped.map(({ platform, reason }) => (
        <p
          key={platform}
          data-skipped-platform={platform}
          className="rounded-lg border border-slate-300 border-dashed bg-slate-50 p-3 text-slate-600 text-sm"
        >
          <span className="font-medium text-slate-900">No {platformLabels[platform]} listing.</span> {reason}
        </p>
      ))}
    </div>
  );
}

/**
 * Past listing generations matching `filters`, newest first, a page at a time; each expandable
 * with copy buttons and Download CSV, with Open (back in the generator) and Delete, and a tick
 * box to export several together.
 */
export function ListingHistory({
  filters = emptyHistoryFilters,
  onClearFilters = () => {},
}: {
  filters?: HistoryFilters;
  onClearFilters?: () => void;
}) {
  const history = useListingHistory(filters);
  if (history.isPending) return <HistorySkeleton />;
  if (history.isError && history.items.length === 0) {
    return <HistoryError onRetry={() => history.refetch()} retrying={history.isFetching} />;
  }
  if (history.items.length === 0) {
    if (hasHistoryFilters(filters)) return <HistoryNoMatches onClear={onClearFilters} />;
    return (
      <HistoryEmpty
        icon={ShoppingBag}
        title="No listings yet"
        description="Listings you generate are kept here, with every edit you save."
        action={
          <Link href="/product-listings" className={buttonClasses()}>
            Create product listings
          </Link>
        }
      />
    );
  }
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <SelectableListingList generations={history.items} busy={history.isFetching} />
      <HistoryMore
        shown={history.items.length}
        total={history.total}
        noun={history.total === 1 ? "generation" : "generations"}
        hasMore={history.hasNextPage}
        loading={history.isFetchingNextPage}
        onMore={() => history.fetchNextPage()}
      />
    </div>
  );
}

/** The list with a checkbox per generation and the bar that exports the selection. */
function SelectableListingList({
  generations,
  busy,
}: {
  generations: StoredListingGeneration[];
  busy: boolean;
}) {
  const ids = useMemo(() => generations.map((generation) => generation.id), [generations]);
  const selection = useListingSelection(ids);
  const profileNames = useProfileNames();
  const [notice, setNotice] = useState("");
  const exporter = useExportListings({
    onExported: (file) => setNotice(skippedNotice(file.skipped, file.format)),
  });
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <ListingExportBar
        total={ids.length}
        count={selection.count}
        all={selection.all}
        onToggleAll={selection.toggleAll}
        onExport={(format) => {
          setNotice("");
          exporter.mutate({ ids: selection.ids, format });
        }}
        exporting={exporter.isPending}
        notice={notice}
      />
      <ul className="grid gap-3" aria-label="Product listings, newest first" aria-busy={busy}>
        {generations.map((generation) => (
          <HistoryItem
            key={generation.id}
            title={titleOf(generation)}
            preview={previewOf(generation)}
            createdAt={generation.createdAt}
            imagePath={generation.imagePath}
            platforms={generation.selectedPlatforms}
            details={generationDetails(generation, profileNames)}
            selection={{
              checked: selection.isSelected(generation.id),
              onCheckedChange: (checked) => selection.toggle(generation.id, checked),
            }}
            actions={<GenerationActions kind="listings" id={generation.id} name={titleOf(generation)} />}
          >
            <GenerationContent generation={generation} />
          </HistoryItem>
        ))}
      </ul>
    </div>
  );
}
