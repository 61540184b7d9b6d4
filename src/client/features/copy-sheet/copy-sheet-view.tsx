import { AlertCircle, ArrowLeft, FileJson, Loader2, Printer, RefreshCw, SearchX } from "lucide-react";
import { Link } from "wouter";
import type { CopySheet, CopySheetField } from "../../../domain/exports";
import { directionOf, type LanguageCode } from "../../../domain/languages";
import { CopyButton } from "../../components/generator/copy-button";
import { PlatformBadge } from "../../components/generator/platform-badge";
import { Button, buttonClasses } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { ApiError } from "../../lib/api-client";
import { type CopySheetPlatform, hasCopySheet } from "../../lib/copy-sheet-paths";
import { useCopySheet, useDownloadCopySheet } from "./use-copy-sheet";

const linkClasses =
  "inline-flex items-center gap-1.5 rounded-md font-medium text-indigo-700 text-sm hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 focus-visible:outline-offset-2";

/**
 * The text a field's Copy button puts on the clipboard. Lists of tags or materials go in one
 * comma-separated line (Etsy's and Redbubble's boxes split a pasted line on commas); other lists,
 * such as Amazon's bullet points, one per line.
 */
export function fieldCopyText(field: Pick<CopySheetField, "key" | "value">): string {
  if (typeof field.value === "string") return field.value;
  return field.value.join(/tag|keyword|material/i.test(field.key) ? ", " : "\n");
}

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : date.toLocaleDateString(undefined, { dateStyle: "medium" });
}

/** The listing's text, marked with its language: Arabic and Hebrew read right to left. */
function FieldValue({
  field,
  copyLabel,
  language,
}: {
  field: CopySheetField;
  copyLabel: string;
  language: LanguageCode;
}) {
  const dir = directionOf(language);
  const box =
    "whitespace-pre-wrap break-words rounded-md border border-slate-200 bg-slate-50 p-3 text-slate-900 text-sm print:border-slate-400 print:bg-white print:text-[11pt]";
  if (typeof field.value === "string") {
    return field.value.trim() ? (
      <div className={box} lang={language} dir={dir}>
        {field.value}
      </div>
    ) : (
      <div className={box}>
        <span className="text-slate-500 italic">Leave empty</span>
      </div>
    );
  }
  if (field.value.length === 0) {
    return (
      <div className={box}>
        <span className="text-slate-500 italic">Leave empty</span>
      </div>
    );
  }
  return (
    <ol className="grid gap-1.5">
      {field.value.map((item, index) => (
        <li
          // Items can repeat; their place in the list is what tells them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: a static list, never reordered
          key={index}
          className="flex items-start gap-2 rounded-md border border-slate-200 bg-slate-50 py-1.5 pr-1.5 pl-3 text-slate-900 text-sm print:border-slate-400 print:bg-white print:py-1 print:text-[11pt]"
        >
          <span className="min-w-0 flex-1 whitespace-pre-wrap break-words pt-1" lang={language} dir={dir}>
            {item}
          </span>
          <CopyButton
            text={item}
            label={`${copyLabel} ${index + 1}`}
            compact
            variant="ghost"
            className="print:hidden"
          />
        </li>
      ))}
    </ol>
  );
}

/** The sheet: photo, then every field in the marketplace form's order with its limit, note and Copy. */
export function CopySheetView({ sheet }: { sheet: CopySheet }) {
  const download = useDownloadCopySheet();
  const created = formatDate(sheet.createdAt);
  return (
    <article aria-labelledby="copy-sheet-heading" className="grid gap-6 print:gap-4">
      <header className="grid gap-3">
        <div className="flex items-center gap-3">
          <PlatformBadge platform={sheet.marketplace} className="print:hidden" />
          <h1
            id="copy-sheet-heading"
            className="font-bold text-2xl tracking-tight sm:text-3xl print:text-2xl"
          >
            {sheet.marketplaceName} copy sheet
          </h1>
        </div>
        <p className="text-slate-600 print:text-black">
          Fill in {sheet.marketplaceName}'s listing form from top to bottom: each field below is in the same
          order, with its limit.
          {created ? ` Written ${created}.` : ""}
        </p>
        {sheet.formSource ? (
          <p className="text-slate-600 text-sm print:text-black">
            Field order from{" "}
            <a
              href={sheet.formSource}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-indigo-700 underline-offset-4 hover:underline print:text-black"
            >
              {sheet.marketplaceName}'s own guide to listing
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            <span className="hidden print:inline"> ({sheet.formSource})</span>.
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            Print
          </Button>
          <Button
            variant="outline"
            // The file is JSON: for a developer's tools, so the name says what it is to everyone else.
            title="Every field of this sheet in one JSON file, for your own tools"
            disabled={download.isPending}
            onClick={() => download.mutate({ id: sheet.generationId, platform: sheet.marketplace })}
          >
            {download.isPending ? (
              <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
            ) : (
              <FileJson aria-hidden="true" />
            )}
            Download data file
          </Button>
        </div>
      </header>

      {sheet.imageUrl ? (
        <figure className="grid gap-2 print:break-inside-avoid">
          <img
            src={sheet.imageUrl}
            alt={`The product in this ${sheet.marketplaceName} listing`}
            className="max-h-72 w-auto max-w-full justify-self-start rounded-lg border border-slate-200 bg-white object-contain print:max-h-48"
          />
          <figcaption className="text-slate-600 text-sm print:hidden">
            Upload this photo in {sheet.marketplaceName}'s photo section.
          </figcaption>
        </figure>
      ) : null}

      <ol className="grid gap-4 print:gap-3" aria-label="Listing fields, in form order">
        {sheet.fields.map((field) => {
          const copyLabel = `${sheet.marketplaceName} ${field.label}`;
          return (
            <li key={field.key} data-field={field.key} className="print:break-inside-avoid">
              <Card className="print:rounded-none print:border-0 print:border-slate-300 print:border-b print:shadow-none">
                <CardContent className="grid gap-2 p-4 print:px-0 print:py-2">
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0 flex-1">
                      <h2 className="font-semibold text-base text-slate-900">{field.label}</h2>
                      {field.limit ? (
                        <p className="text-slate-600 text-xs print:text-black">Limit: {field.limit}</p>
                      ) : null}
                    </div>
                    <CopyButton
                      text={fieldCopyText(field)}
                      label={copyLabel}
                      className="shrink-0 print:hidden"
                    />
                  </div>
                  <FieldValue field={field} copyLabel={copyLabel} language={sheet.language} />
                  {field.note ? (
                    <p className="text-slate-600 text-sm print:text-black print:text-[10pt]">{field.note}</p>
                  ) : null}
                </CardContent>
              </Card>
            </li>
          );
        })}
      </ol>
    </article>
  );
}

function SheetMissing() {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 p-8 text-center sm:p-10">
        <span className="grid size-12 place-items-center rounded-full bg-slate-100 text-slate-600">
          <SearchX className="size-6" aria-hidden="true" />
        </span>
        <h1 className="font-semibold text-slate-900 text-xl">Copy sheet not found</h1>
        <p className="max-w-md text-slate-600 text-sm">
          This listing may have been deleted, belong to another account, or have no version for this
          marketplace. Your listings and their copy sheets are all in History.
        </p>
        <Link href="/history" className={buttonClasses()}>
          Go to History
        </Link>
      </CardContent>
    </Card>
  );
}

/** Loads the sheet for the route's listing and marketplace; a friendly state when there is none. */
export function CopySheetScreen({ id, platform }: { id: string; platform: string }) {
  return (
    <div className="grid gap-4">
      <Link href="/history" className={`${linkClasses} justify-self-start print:hidden`}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to History
      </Link>
      {hasCopySheet(platform) ? <LoadedSheet id={id} platform={platform} /> : <SheetMissing />}
    </div>
  );
}

function LoadedSheet({ id, platform }: { id: string; platform: CopySheetPlatform }) {
  const { data, isPending, isError, error, refetch, isFetching } = useCopySheet({ id, platform });
  if (isPending) {
    return (
      <p className="flex items-center gap-2 text-slate-600 text-sm" role="status">
        <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
        Loading the copy sheet…
      </p>
    );
  }
  if (isError) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <SheetMissing />;
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 p-8 text-center">
          <AlertCircle className="size-8 text-red-600" aria-hidden="true" />
          <h1 className="font-semibold text-xl">The copy sheet couldn't be loaded.</h1>
          <p className="text-slate-600 text-sm">Check your internet connection, then try again.</p>
          <Button variant="outline" onClick={() => refetch()} disabled={isFetching}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </CardContent>
      </Card>
    );
  }
  return <CopySheetView sheet={data} />;
}
