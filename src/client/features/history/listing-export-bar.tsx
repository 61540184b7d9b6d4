import { Download } from "lucide-react";
import { useId } from "react";
import { ExportMenu } from "../../components/generator/export-menu";
import { ExportPhotoNote } from "../../components/generator/export-photo-note";
import { Checkbox } from "../../components/ui/checkbox";
import { Label } from "../../components/ui/label";
import {
  type ListingExportFormat,
  listingExportFormatLabels,
  MAX_EXPORT_GENERATIONS,
  marketplaceExportFormats,
  marketplaceNames,
} from "../../lib/listing-export-formats";
import type { SelectAllState } from "./use-listing-selection";

const formats: readonly ListingExportFormat[] = ["shopify", "ebay", "generic"];

/**
 * Above the listing history: "Select all", how many are selected, and "Export selected" as a
 * Shopify, eBay or all-marketplaces CSV. Wraps onto more lines on a phone instead of scrolling.
 */
export function ListingExportBar({
  total,
  count,
  all,
  onToggleAll,
  onExport,
  exporting,
  notice,
}: {
  total: number;
  count: number;
  all: SelectAllState;
  onToggleAll: () => void;
  onExport: (format: ListingExportFormat) => void;
  exporting: boolean;
  /** What the last export left out, e.g. '2 listings had no Shopify version and were left out.' */
  notice: string;
}) {
  const selectAllId = useId();
  const tooMany = count > MAX_EXPORT_GENERATIONS;
  return (
    <section
      aria-label="Export listings"
      className="grid gap-2 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
        <div className="flex items-center gap-3">
          <Checkbox
            id={selectAllId}
            checked={all}
            onCheckedChange={onToggleAll}
            aria-describedby={`${selectAllId}-count`}
          />
          <Label htmlFor={selectAllId} className="cursor-pointer">
            Select all
          </Label>
          <span id={`${selectAllId}-count`} className="text-slate-600 text-sm" aria-live="polite">
            {count === 0 ? `None of ${total} selected` : `${count} of ${total} selected`}
          </span>
        </div>
        <ExportMenu
          label="Export selected"
          menuLabel={count === 1 ? "Export 1 listing as" : `Export ${count} listings as`}
          options={formats.map((format) => ({
            value: format,
            label: listingExportFormatLabels[format].label,
          }))}
          onSelect={onExport}
          pending={exporting}
          disabled={count === 0 || tooMany}
          variant="default"
          icon={<Download aria-hidden="true" />}
        />
      </div>
      {count === 0 ? (
        <p className="text-slate-600 text-sm">
          Tick the listings you want, then export them as one file for Shopify, eBay, or a spreadsheet.
        </p>
      ) : null}
      {tooMany ? (
        <p className="font-medium text-amber-800 text-sm" role="alert">
          You can export up to {MAX_EXPORT_GENERATIONS} listings at a time. Untick{" "}
          {count - MAX_EXPORT_GENERATIONS} to continue.
        </p>
      ) : null}
      {notice ? (
        <p className="text-slate-700 text-sm" role="status">
          {notice}
        </p>
      ) : null}
      <ExportPhotoNote marketplaces={marketplaceNames(marketplaceExportFormats)} />
    </section>
  );
}
