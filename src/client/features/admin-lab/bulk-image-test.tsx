import { ImagePlus, Loader2, Play, Trash2 } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import {
  ADMIN_BULK_TEST_PLATFORMS,
  ADMIN_BULK_TEST_THUMBNAILS,
  platformLabelOf,
} from "../../../domain/admin";
import { NOT_LISTED, socialOptions } from "../../../domain/options";
import { ADDITIONAL_CONTEXT_MAX, TEXT_FIELD_MAX } from "../../../domain/social";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { FormField } from "../../components/ui/form-field";
import { Label } from "../../components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select";
import { Textarea } from "../../components/ui/textarea";
import { toast } from "../../components/ui/use-toast";
import { cn } from "../../lib/utils";
import {
  type BulkTestContext,
  type BulkTestItem,
  type BulkTestStatus,
  bulkTestContextDefaults,
  runBulkTest,
} from "./bulk-test-run";
import { isImageFile, type UploadImage } from "./lab-files";
import { formatDuration } from "./lab-format";

const NO_IMAGES_TOAST = {
  title: "No Images Selected",
  description: "Please select at least one image to test",
} as const;

const statusLooks: Record<BulkTestStatus, { label: string; className: string }> = {
  waiting: { label: "Waiting", className: "border-slate-300 bg-slate-50 text-slate-700" },
  uploading: { label: "Uploading", className: "border-indigo-300 bg-indigo-50 text-indigo-800" },
  generating: { label: "Generating", className: "border-indigo-300 bg-indigo-50 text-indigo-800" },
  passed: { label: "Passed", className: "border-emerald-300 bg-emerald-50 text-emerald-800" },
  failed: { label: "Failed", className: "border-red-300 bg-red-50 text-red-800" },
};

const tones = socialOptions.tone.filter((tone) => tone !== NOT_LISTED);

let nextKey = 0;
const itemFor = (file: File): BulkTestItem => {
  nextKey += 1;
  return {
    key: `bulk-test-${nextKey}`,
    file,
    status: "waiting",
    captions: {},
    hashtags: [],
    error: null,
    duration: null,
  };
};

/** Object URLs for the first thumbnails, revoked when the selection changes or the tab closes. */
function useThumbnails(files: readonly File[]): string[] {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const made = files.map((file) => URL.createObjectURL(file));
    setUrls(made);
    return () => {
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, [files]);
  return urls;
}

/**
 * Bulk Image Testing (spec supporting-areas §2, §5, §7, §9): images only; a preview of at most 8
 * thumbnails, then '+N more'; one brand context; each image uploaded, then generated for
 * instagram, facebook and twitter; a scrolling list of results.
 */
export function BulkImageTest({ uploadImage }: { uploadImage: UploadImage }) {
  const id = useId();
  const [items, setItems] = useState<BulkTestItem[]>([]);
  const [context, setContext] = useState<BulkTestContext>(bulkTestContextDefaults);
  const [running, setRunning] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const previewFiles = useMemo(
    () => items.slice(0, ADMIN_BULK_TEST_THUMBNAILS).map((item) => item.file),
    [items],
  );
  const thumbnails = useThumbnails(previewFiles);
  const more = items.length - previewFiles.length;
  const finished = items.filter((item) => item.status === "passed" || item.status === "failed");
  const passed = items.filter((item) => item.status === "passed").length;
  const started = items.some((item) => item.status !== "waiting");

  const onPick = (list: FileList | null) => {
    const picked = Array.from(list ?? []);
    const images = picked.filter(isImageFile);
    if (inputRef.current) inputRef.current.value = "";
    if (images.length === 0) {
      toast({ variant: "destructive", ...NO_IMAGES_TOAST });
      return;
    }
    setItems(images.map(itemFor));
    if (images.length < picked.length) {
      const skipped = picked.length - images.length;
      toast({
        title: `${skipped} ${skipped === 1 ? "file was" : "files were"} not an image`,
        description: "Only image files are tested.",
      });
    }
  };

  const onRun = async () => {
    if (items.length === 0) {
      toast({ variant: "destructive", ...NO_IMAGES_TOAST });
      return;
    }
    setRunning(true);
    const fresh = items.map((item) => ({ ...item, status: "waiting" as const, error: null, duration: null }));
    setItems(fresh);
    try {
      await runBulkTest(fresh, context, uploadImage, (update) =>
        setItems((current) => current.map((item) => (item.key === update.key ? update : item))),
      );
    } finally {
      setRunning(false);
    }
  };

  const text = (field: Exclude<keyof BulkTestContext, "tone" | "additionalContext">, label: string) => (
    <FormField
      id={`${id}-${field}`}
      label={label}
      optional
      maxLength={TEXT_FIELD_MAX}
      value={context[field]}
      disabled={running}
      onChange={(event) => setContext({ ...context, [field]: event.target.value })}
    />
  );

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,24rem)_1fr]">
      <div className="grid content-start gap-4">
        <Card>
          <CardHeader>
            <CardTitle>Bulk Image Testing</CardTitle>
            <CardDescription>
              Each image is uploaded, then captions are generated for{" "}
              {ADMIN_BULK_TEST_PLATFORMS.map(platformLabelOf).join(", ")}.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-files`}>Test images</Label>
              <input
                ref={inputRef}
                id={`${id}-files`}
                type="file"
                accept="image/*"
                multiple
                disabled={running}
                className="text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:font-medium file:text-slate-900 file:text-sm hover:file:bg-slate-100"
                onChange={(event) => onPick(event.target.files)}
              />
              <p className="text-slate-500 text-xs">Only image files are kept.</p>
            </div>
            {items.length > 0 ? (
              <div className="grid gap-2">
                <p className="text-slate-700 text-sm">
                  {items.length} {items.length === 1 ? "image" : "images"} selected
                </p>
                <ul aria-label="Selected test images" className="grid grid-cols-4 gap-2">
                  {previewFiles.map((file, index) => (
                    <li key={items[index]?.key ?? file.name} className="aspect-square">
                      {thumbnails[index] ? (
                        <img
                          src={thumbnails[index]}
                          alt={file.name}
                          className="size-full rounded-md border border-slate-200 object-cover"
                        />
                      ) : null}
                    </li>
                  ))}
                  {more > 0 ? (
                    <li className="grid aspect-square place-items-center rounded-md border border-slate-300 border-dashed bg-slate-50 font-medium text-slate-700 text-sm">
                      +{more} more
                    </li>
                  ) : null}
                </ul>
                <Button
                  variant="ghost"
                  size="sm"
                  className="justify-self-start"
                  disabled={running}
                  onClick={() => setItems([])}
                >
                  <Trash2 aria-hidden="true" />
                  Clear images
                </Button>
              </div>
            ) : (
              <div className="grid place-items-center gap-2 rounded-lg border border-slate-300 border-dashed p-6 text-center text-slate-500 text-sm">
                <ImagePlus className="size-6" aria-hidden="true" />
                No images selected yet.
              </div>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader className="pb-3">
            <CardTitle as="h3" className="text-base">
              Brand context
            </CardTitle>
            <CardDescription>One brief for every test image.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3">
            {text("businessType", "Business type")}
            {text("brand", "Brand name")}
            {text("targetAudience", "Target audience")}
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-tone`}>Tone</Label>
              <Select
                value={context.tone}
                disabled={running}
                onValueChange={(tone) => setContext({ ...context, tone })}
              >
                <SelectTrigger id={`${id}-tone`}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {tones.map((tone) => (
                    <SelectItem key={tone} value={tone}>
                      {tone}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            {text("campaignGoal", "Campaign goal")}
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-more`}>
                Additional context <span className="font-normal text-slate-500">(optional)</span>
              </Label>
              <Textarea
                id={`${id}-more`}
                rows={2}
                maxLength={ADDITIONAL_CONTEXT_MAX}
                value={context.additionalContext}
                disabled={running}
                onChange={(event) => setContext({ ...context, additionalContext: event.target.value })}
              />
            </div>
            <Button onClick={onRun} disabled={running} className="mt-1">
              {running ? (
                <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
              ) : (
                <Play aria-hidden="true" />
              )}
              {running ? "Testing..." : "Run Bulk Test"}
            </Button>
          </CardContent>
        </Card>
      </div>

      <Card className="flex flex-col">
        <CardHeader className="pb-3">
          <CardTitle as="h3" className="text-base">
            Results
          </CardTitle>
          <CardDescription aria-live="polite">
            {started
              ? `${finished.length} of ${items.length} images tested · ${passed} passed`
              : "Run the test to see each image's captions and hashtags here."}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex-1">
          {started ? (
            <ul
              aria-label="Bulk test results"
              className="relative grid max-h-[36rem] gap-3 overflow-y-auto pr-1"
              // A scrolling region must be reachable by keyboard.
              // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable list
              tabIndex={0}
            >
              {items.map((item) => (
                <BulkTestResult key={item.key} item={item} />
              ))}
            </ul>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}

function BulkTestResult({ item }: { item: BulkTestItem }) {
  const look = statusLooks[item.status];
  const busy = item.status === "uploading" || item.status === "generating";
  return (
    <li
      aria-label={`${item.file.name}: ${look.label}`}
      className="rounded-lg border border-slate-200 p-3 text-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="break-all font-medium text-slate-900">{item.file.name}</span>
        <span className="flex items-center gap-2 text-slate-500 text-xs">
          {item.duration !== null ? formatDuration(item.duration) : null}
          <Badge className={cn(look.className)}>
            {busy ? <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : null}
            {look.label}
          </Badge>
        </span>
      </div>
      {item.error ? <p className="mt-2 font-medium text-red-700">{item.error}</p> : null}
      {Object.keys(item.captions).length > 0 ? (
        <dl className="mt-2 grid gap-2">
          {ADMIN_BULK_TEST_PLATFORMS.map((platform) =>
            item.captions[platform] ? (
              <div key={platform}>
                <dt className="font-medium text-slate-700 text-xs">{platformLabelOf(platform)}</dt>
                <dd className="whitespace-pre-wrap text-slate-800">{item.captions[platform]}</dd>
              </div>
            ) : null,
          )}
        </dl>
      ) : null}
      {item.hashtags.length > 0 ? (
        <p className="mt-2 text-indigo-700 text-xs">
          <span className="sr-only">Hashtags: </span>
          {item.hashtags.join(" ")}
        </p>
      ) : null}
    </li>
  );
}
