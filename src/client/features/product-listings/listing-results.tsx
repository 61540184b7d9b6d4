import { ClipboardList, Download, Loader2, RefreshCw } from "lucide-react";
import { type MouseEvent, type ReactNode, useMemo } from "react";
import { directionOf } from "../../../domain/languages";
import type { Listing, ListingGenerationResult, SkippedMarketplace } from "../../../domain/listings";
import { type MarketplacePlatform, platformLabels } from "../../../domain/platforms";
import { CopyButton } from "../../components/generator/copy-button";
import { DownloadArchiveButton } from "../../components/generator/download-archive-button";
import { ExportMenu } from "../../components/generator/export-menu";
import { ExportPhotoNote } from "../../components/generator/export-photo-note";
import { type HandOffCarry, PhotoHandOffLink } from "../../components/generator/photo-hand-off-link";
import { PlatformBadge } from "../../components/generator/platform-badge";
import { PolicyWarnings } from "../../components/generator/policy-warnings";
import { RegeneratePlatformButton } from "../../components/generator/regenerate-platform-button";
import { SaveStatus } from "../../components/generator/save-status";
import { Button, buttonClasses } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { toast } from "../../components/ui/use-toast";
import { errorMessageFrom } from "../../lib/api-client";
import { copySheetPath, hasCopySheet } from "../../lib/copy-sheet-paths";
import {
  type ListingExportFormat,
  listingExportFormatLabels,
  marketplaceFormatsFor,
  marketplaceNames,
} from "../../lib/listing-export-formats";
import { useDownloadListingCsv } from "../../lib/use-download-listing-csv";
import { type DraftFields, useEditableDraft } from "../../lib/use-editable-draft";
import { useExportListings } from "../../lib/use-export-listings";
import { ImportReadiness } from "./import-readiness";
import { ListingFieldsEditor, splitLines, splitTags } from "./listing-fields-editor";
import { useUpdateListings } from "./use-update-listings";

/** The result as the editor's flat fields (also the bulk studio's editor). */
export function fieldsOf(result: ListingGenerationResult): DraftFields {
  const fields: DraftFields = {};
  for (const platform of result.selectedPlatforms) {
    const listing = result.platforms[platform];
    if (!listing) continue;
    fields[`${platform}.title`] = listing.title;
    fields[`${platform}.description`] = listing.description;
    fields[`${platform}.tags`] = listing.tags.join(", ");
    fields[`${platform}.suggestedPrice`] = listing.suggestedPrice;
    fields[`${platform}.category`] = listing.category;
    if (listing.bulletPoints) fields[`${platform}.bulletPoints`] = listing.bulletPoints.join("\n");
    if (listing.seoTitle !== undefined) fields[`${platform}.seoTitle`] = listing.seoTitle;
    if (listing.seoDescription !== undefined) fields[`${platform}.seoDescription`] = listing.seoDescription;
  }
  return fields;
}

export function listingFrom(draft: DraftFields, platform: MarketplacePlatform): Listing {
  const field = (name: string) => draft[`${platform}.${name}`];
  const listing: Listing = {
    title: field("title") ?? "",
    description: field("description") ?? "",
    tags: splitTags(field("tags") ?? ""),
    suggestedPrice: field("suggestedPrice") ?? "",
    category: field("category") ?? "",
  };
  const bullets = field("bulletPoints");
  if (bullets !== undefined) listing.bulletPoints = splitLines(bullets);
  const seoTitle = field("seoTitle");
  if (seoTitle !== undefined) listing.seoTitle = seoTitle;
  const seoDescription = field("seoDescription");
  if (seoDescription !== undefined) listing.seoDescription = seoDescription;
  return listing;
}

/** One listing as plain text, for 'Copy all'. */
export function listingText(listing: Listing): string {
  const parts = [listing.title, "", listing.description];
  if (listing.bulletPoints?.length) parts.push("", ...listing.bulletPoints.map((line) => `• ${line}`));
  parts.push(
    "",
    `Tags: ${listing.tags.join(", ")}`,
    `Price: ${listing.suggestedPrice}`,
    `Category: ${listing.category}`,
  );
  if (listing.seoTitle) parts.push(`SEO title: ${listing.seoTitle}`);
  if (listing.seoDescription) parts.push(`SEO description: ${listing.seoDescription}`);
  return parts.join("\n");
}

export interface ListingResultsProps {
  result: ListingGenerationResult;
  onRegenerate: () => void;
  regenerating: boolean;
  /** When given, each marketplace's card offers "Regenerate <marketplace>" (a new listing for it alone). */
  onRegenerateMarketplace?: (marketplace: MarketplacePlatform) => void;
  /** The marketplace whose listing is being written again, if any. */
  regeneratingMarketplace?: MarketplacePlatform | null;
  /** Free rewrites left for a marketplace (Free plan), shown beside its Regenerate button. */
  freeRewritesLeft?: (marketplace: MarketplacePlatform) => number | undefined;
  /** "What we understood", shown above the listings (the page supplies it). */
  factsPanel?: ReactNode;
  /** What "Make social posts from this photo" carries besides the photo (the page supplies it). */
  handOffCarry?: () => HandOffCarry;
}

/** Everything on screen that comes from the result: a new listing for one marketplace changes it. */
const contentKey = (result: ListingGenerationResult) =>
  JSON.stringify([result.id, result.platforms, result.skipped]);

/**
 * 'Generated Listings': a card per marketplace with every field editable in place (counters
 * against the marketplace's limits), copyable, and saved to the stored generation; Download CSV
 * and the .zip save pending edits first, so the files match the screen.
 *
 * The editor starts from the result it is given; when one marketplace's listing is written again
 * the result changes under the same id, and the editor starts over from it (pending edits were
 * saved before the new listing was asked for).
 */
export function ListingResults(props: ListingResultsProps) {
  return <ListingResultsEditor key={contentKey(props.result)} {...props} />;
}

function ListingResultsEditor({
  result,
  onRegenerate,
  regenerating,
  onRegenerateMarketplace,
  regeneratingMarketplace = null,
  freeRewritesLeft,
  factsPanel = null,
  handOffCarry,
}: ListingResultsProps) {
  const update = useUpdateListings();
  const csv = useDownloadListingCsv();
  const initial = useMemo(() => fieldsOf(result), [result]);
  const { draft, setField, flush, status } = useEditableDraft(initial, async (changes, sent) => {
    const touched = new Set(Object.keys(changes).map((key) => key.split(".")[0] as MarketplacePlatform));
    const platforms: Partial<Record<MarketplacePlatform, Listing>> = {};
    for (const platform of touched) platforms[platform] = listingFrom(sent, platform);
    return fieldsOf(await update.mutateAsync({ id: result.id, update: { platforms } }));
  });

  const save = () =>
    flush().catch((error: unknown) => {
      toast({
        variant: "destructive",
        title: "Changes not saved",
        description: errorMessageFrom(error, "Your edits could not be saved. Please try again."),
      });
      throw error;
    });

  const downloadCsv = async () => {
    try {
      await save();
    } catch {
      return;
    }
    csv.mutate({ id: result.id, platforms: result.platforms, createdAt: result.createdAt });
  };

  const exports = useExportListings();
  const exportFormats = marketplaceFormatsFor(result.selectedPlatforms.filter((p) => result.platforms[p]));
  // Edits reach the file only once saved: save first, as Download CSV does.
  const exportFile = async (format: ListingExportFormat) => {
    try {
      await save();
    } catch {
      return;
    }
    exports.mutate({ ids: [result.id], format });
  };

  // The sheet reads the stored generation, so pending edits are saved before it opens (in a new
  // tab: the seller keeps these results and fills the marketplace's form beside the sheet).
  const openCopySheet = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const href = event.currentTarget.href;
    await save().catch(() => undefined);
    if (!window.open(href, "_blank")) window.location.assign(href);
  };

  const regenerate = () => {
    save()
      .catch(() => undefined)
      .finally(onRegenerate);
  };

  const autosave = () => {
    save().catch(() => undefined);
  };

  // One marketplace's new listing replaces only its own card: the others' edits are stored first,
  // or they would be lost when the editor starts over from the new result.
  const regenerateMarketplace = (marketplace: MarketplacePlatform) => {
    save().then(
      () => onRegenerateMarketplace?.(marketplace),
      () => undefined,
    );
  };
  const writing = regenerating || regeneratingMarketplace !== null;

  return (
    <section aria-labelledby="listing-results-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h2
            id="listing-results-heading"
            tabIndex={-1}
            className="font-semibold text-xl tracking-tight outline-none"
          >
            Generated Listings
          </h2>
          <p className="text-slate-600 text-sm">
            {result.selectedPlatforms.length}{" "}
            {result.selectedPlatforms.length === 1 ? "marketplace" : "marketplaces"}
            {result.skipped.length > 0 ? ` (${result.skipped.length} skipped)` : ""} · edit any field, then
            copy or export
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={regenerate} disabled={regenerating}>
            <RefreshCw aria-hidden="true" />
            Regenerate
          </Button>
          <Button onClick={downloadCsv} disabled={csv.isPending}>
            {csv.isPending ? (
              <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
            ) : (
              <Download aria-hidden="true" />
            )}
            Download CSV
          </Button>
          <DownloadArchiveButton
            url={`/api/product-listings/${encodeURIComponent(result.id)}/download.zip`}
            beforeDownload={save}
            aria-label={result.imagePath ? "Download photo & listings (.zip)" : "Download listings (.zip)"}
            title="One .zip: the photo and a text file per marketplace"
          >
            {result.imagePath ? "Download photo & listings" : "Download listings"}
            <span className="hidden sm:inline">(.zip)</span>
          </DownloadArchiveButton>
          {exportFormats.length > 0 ? (
            <ExportMenu
              label={`${exportFormats.map((format) => listingExportFormatLabels[format].marketplaceName).join(" & ")} files`}
              menuLabel="Files your store can import"
              options={exportFormats.map((format) => ({
                value: format,
                label: listingExportFormatLabels[format].label,
              }))}
              onSelect={exportFile}
              pending={exports.isPending}
            />
          ) : null}
        </div>
      </div>
      {exportFormats.length > 0 ? <ExportPhotoNote marketplaces={marketplaceNames(exportFormats)} /> : null}
      {exportFormats.length > 0 ? <ImportReadiness generationId={result.id} beforeDownload={save} /> : null}
      <SaveStatus status={status} onSave={autosave} />
      <PolicyWarnings warnings={result.warnings} />
      {factsPanel}

      {result.selectedPlatforms.map((platform) => {
        const label = platformLabels[platform];
        const key = (name: string) => `${platform}.${name}`;
        const value = (name: string) => draft[key(name)] ?? "";
        const has = (name: string) => draft[key(name)] !== undefined;
        const field = (name: string) => ({
          id: `listing-${platform}-${name}`,
          value: value(name),
          onChange: (next: string) => setField(key(name), next),
          onBlur: autosave,
          // The listing's language: read aloud and spell-checked as such, right to left when it is.
          lang: result.language,
          dir: directionOf(result.language),
        });
        const copy = (name: string, fieldLabel: string, text = value(name)) => (
          <CopyButton text={text} label={`${label} ${fieldLabel.toLowerCase()}`} compact variant="ghost" />
        );
        return (
          <Card key={platform} data-platform={platform}>
            {/* The name with its rewrite button on one line; the copy actions beside them when the
                card has room (@container: the card's own width, not the screen's), else on a line
                of their own below, never squeezed into a ragged column at the right. */}
            <CardHeader className="@container pb-3">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                <CardTitle as="h3" className="mr-auto flex min-w-0 items-center gap-3 text-base">
                  <PlatformBadge platform={platform} />
                  {label}
                </CardTitle>
                {onRegenerateMarketplace ? (
                  <RegeneratePlatformButton
                    label={label}
                    busy={regeneratingMarketplace === platform}
                    disabled={writing}
                    onClick={() => regenerateMarketplace(platform)}
                    freeLeft={freeRewritesLeft?.(platform)}
                  />
                ) : null}
                <div className="flex w-full flex-wrap gap-2 @lg:w-auto">
                  {hasCopySheet(platform) ? (
                    <a
                      href={copySheetPath(result.id, platform)}
                      target="_blank"
                      rel="noopener"
                      onClick={openCopySheet}
                      className={buttonClasses({ variant: "outline", size: "sm" })}
                    >
                      <ClipboardList aria-hidden="true" />
                      Copy sheet
                      <span className="sr-only"> for {label} (opens in a new tab)</span>
                    </a>
                  ) : null}
                  <CopyButton text={listingText(listingFrom(draft, platform))} label={`${label} listing`}>
                    Copy all
                  </CopyButton>
                </div>
              </div>
            </CardHeader>
            <CardContent className="grid gap-3">
              <ListingFieldsEditor
                platform={platform}
                marketplace={label}
                field={field}
                value={value}
                has={has}
                priceGuide={result.platforms[platform]?.priceGuide}
                copy={copy}
              />
            </CardContent>
          </Card>
        );
      })}

      {result.skipped.length > 0 ? <SkippedNotes skipped={result.skipped} /> : null}

      {result.imagePath ? (
        <Card className="bg-slate-50 shadow-none">
          <CardContent className="flex flex-wrap items-center justify-between gap-3 p-4">
            <p className="text-slate-700 text-sm">Posting it on social media too?</p>
            <PhotoHandOffLink
              page="/social-content"
              imagePath={result.imagePath}
              carry={handOffCarry}
              beforeLeave={save}
            >
              Make social posts from this photo
            </PhotoHandOffLink>
          </CardContent>
        </Card>
      ) : null}
    </section>
  );
}

/**
 * A quiet note per chosen marketplace the writer left out, with its reason (e.g. Redbubble for a
 * laptop). Not an error: the other listings are fine, and nothing was charged for the gap.
 */
export function SkippedNotes({ skipped }: { skipped: readonly SkippedMarketplace[] }) {
  return (
    <ul className="grid gap-3" aria-label="Marketplaces without a listing">
      {skipped.map(({ platform, reason }) => (
        <li key={platform}>
          <Card data-skipped-platform={platform} className="border-dashed bg-slate-50 shadow-none">
            <CardContent className="flex items-start gap-3 p-4">
              <PlatformBadge platform={platform} className="size-7 opacity-80" />
              <div className="min-w-0">
                <p className="font-medium text-slate-900 text-sm">No {platformLabels[platform]} listing</p>
                <p className="text-slate-600 text-sm">{reason}</p>
              </div>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
