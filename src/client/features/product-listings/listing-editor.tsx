import { useMemo } from "react";
import { directionOf } from "../../../domain/languages";
import type { Listing, ListingGenerationResult } from "../../../domain/listings";
import { type MarketplacePlatform, platformLabels } from "../../../domain/platforms";
import { CopyButton } from "../../components/generator/copy-button";
import { PlatformBadge } from "../../components/generator/platform-badge";
import { PolicyWarnings } from "../../components/generator/policy-warnings";
import { SaveStatus } from "../../components/generator/save-status";
import { errorMessageFrom } from "../../lib/api-client";
import { useEditableDraft } from "../../lib/use-editable-draft";
import { ListingFieldsEditor } from "./listing-fields-editor";
import { fieldsOf, listingFrom, listingText, SkippedNotes } from "./listing-results";
import { useUpdateListings } from "./use-update-listings";

/**
 * A stored listing generation edited in place, compactly, where it is listed (a bulk batch's
 * results): every marketplace's fields with the generator's counters and limits, saved on blur
 * to the stored generation through PATCH /api/product-listings/:id. `idPrefix` keeps the fields'
 * ids apart when several are open on one page; `onSaved` gets the generation as stored.
 */
export function ListingEditor({
  result,
  idPrefix,
  onSaved,
}: {
  result: ListingGenerationResult;
  idPrefix: string;
  onSaved?: (stored: ListingGenerationResult) => void;
}) {
  const update = useUpdateListings();
  const initial = useMemo(() => fieldsOf(result), [result]);
  const { draft, setField, flush, status, error } = useEditableDraft(initial, async (changes, sent) => {
    const touched = new Set(Object.keys(changes).map((key) => key.split(".")[0] as MarketplacePlatform));
    const platforms: Partial<Record<MarketplacePlatform, Listing>> = {};
    for (const platform of touched) platforms[platform] = listingFrom(sent, platform);
    const stored = await update.mutateAsync({ id: result.id, update: { platforms } });
    onSaved?.(stored);
    return fieldsOf(stored);
  });
  // A failed save is told beside the fields (the status bar and the message below it), not in a toast.
  const save = () => {
    flush().catch(() => undefined);
  };

  return (
    <div className="grid gap-3">
      <SaveStatus status={status} onSave={save} />
      {status === "error" ? (
        <p role="alert" className="text-red-700 text-sm">
          {errorMessageFrom(error, "Your edits could not be saved. Please try again.")}
        </p>
      ) : null}
      <PolicyWarnings warnings={result.warnings} headingLevel="h4" />
      {result.selectedPlatforms.map((platform) => {
        if (!result.platforms[platform]) return null;
        const label = platformLabels[platform];
        const key = (name: string) => `${platform}.${name}`;
        const value = (name: string) => draft[key(name)] ?? "";
        const has = (name: string) => draft[key(name)] !== undefined;
        const field = (name: string) => ({
          id: `${idPrefix}-${platform}-${name}`,
          value: value(name),
          onChange: (next: string) => setField(key(name), next),
          onBlur: save,
          lang: result.language,
          dir: directionOf(result.language),
        });
        return (
          <div
            key={platform}
            className="grid gap-3 rounded-md border border-slate-200 bg-white p-3"
            data-platform={platform}
          >
            <div className="flex items-center justify-between gap-2">
              <h4 className="flex min-w-0 items-center gap-2 font-medium text-sm">
                <PlatformBadge platform={platform} className="size-6" />
                <span className="truncate">{label}</span>
              </h4>
              <CopyButton text={listingText(listingFrom(draft, platform))} label={`${label} listing`} />
            </div>
            <ListingFieldsEditor
              platform={platform}
              marketplace={label}
              field={field}
              value={value}
              has={has}
              priceGuide={result.platforms[platform]?.priceGuide}
            />
          </div>
        );
      })}
      {result.skipped.length > 0 ? <SkippedNotes skipped={result.skipped} /> : null}
    </div>
  );
}
