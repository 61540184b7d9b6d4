import { useQueryClient } from "@tanstack/react-query";
import { AlertCircle, Loader2, RefreshCw, Rocket } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useSearchParams } from "wouter";
import type { BrandProfile } from "../../../domain/brand-profiles";
import { type BulkKind, bulkSummaryToast, isBulkJobFinished } from "../../../domain/bulk";
import type { MarketplacePlatform } from "../../../domain/platforms";
import { UpgradePrompt } from "../../components/generator/upgrade-prompt";
import { BackToHomeLink } from "../../components/layout/back-to-home-link";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { toast } from "../../components/ui/use-toast";
import { ApiError, errorMessageFrom } from "../../lib/api-client";
import { isProRequired } from "../../lib/generation-errors";
import { usageStatusQueryKey } from "../../lib/query-keys";
import { useSiteConfig } from "../../lib/use-site-config";
import { cn } from "../../lib/utils";
import { usePreselectDefaultProfile } from "../brand-profiles/brand-profile-picker";
import { offeredLanguage } from "../brand-profiles/language-options";
import { useBrandProfiles } from "../brand-profiles/use-brand-profiles";
import { BrandContextPanel } from "./brand-context-panel";
import {
  type BulkFieldErrors,
  type BulkFormField,
  type BulkFormValues,
  bulkFormDefaults,
  fieldErrorsFromIssues,
  hasBrandInfo,
  isUntouched,
  MISSING_BRAND_TOAST,
  NO_IMAGES_TOAST,
  NO_PLATFORMS_TOAST,
  selectedPlatformCount,
  toCreateBulkJobRequest,
  validateBulkContext,
  withBulkProfile,
} from "./bulk-form-values";
import type { LoadBulkUploader } from "./bulk-uploader";
import { ImagePicker } from "./image-picker";
import { JobPanel } from "./job-panel";
import type { RenderBulkResult } from "./job-results";
import { kindLabels, type LiveJob } from "./live-job";
import { PastJobs } from "./past-jobs";
import { PhotoDetailsDialog } from "./photo-details-dialog";
import { PhotoDetailsList } from "./photo-details-list";
import {
  type PhotoDetailsValues,
  type PhotoFieldErrors,
  photoErrorsFromIssues,
  photoRequestFields,
} from "./photo-details-values";
import { pickImages, type SkippedFile } from "./pick-images";
import { bulkJobQueryKey } from "./use-bulk-job";
import { useBulkJobs } from "./use-bulk-jobs";
import { useBulkUploader } from "./use-bulk-uploader";
import { useCancelBulkJob } from "./use-cancel-bulk-job";
import { useCreateBulkJob } from "./use-create-bulk-job";
import { useExportBulkCsv } from "./use-export-bulk-csv";
import { useLiveBulkJob } from "./use-live-bulk-job";

export type BulkPlan = "loading" | "free" | "pro";

export interface MarketplaceSlotProps {
  selected: readonly MarketplacePlatform[];
  onChange: (selected: MarketplacePlatform[]) => void;
  disabled: boolean;
}

export const PRO_OFFER = {
  title: "Bulk upload is a Pro feature",
  message:
    "Upload up to 500 product photos at once and get captions or listings for every one of them, ready to download as one spreadsheet.",
} as const;

type Phase = "idle" | "uploading" | "starting";

/** The summary toast when a job seen running here ends (spec core-product §8). */
function announceFinished(job: LiveJob) {
  const summary = bulkSummaryToast(job);
  if (job.status === "canceled") {
    toast({
      title: "Bulk Processing Canceled",
      description: `${summary.description}, ${job.canceled} canceled`,
    });
    return;
  }
  toast({
    variant: summary.destructive ? "destructive" : undefined,
    title: summary.title,
    description: summary.description,
  });
}

function issuesOf(error: unknown): Array<{ path: PropertyKey[]; message: string }> {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  try {
    const body = JSON.parse(error.bodyText) as { issues?: unknown };
    return Array.isArray(body.issues)
      ? body.issues.filter(
          (issue): issue is { path: PropertyKey[]; message: string } =>
            typeof issue === "object" &&
            issue !== null &&
            Array.isArray((issue as { path?: unknown }).path) &&
            typeof (issue as { message?: unknown }).message === "string",
        )
      : [];
  } catch {
    return [];
  }
}

/**
 * /bulk-upload, the Bulk studio (Pro): one brand context applied to many photos, run on the
 * server as a job. The open job lives in the URL (`?job=<id>`), so a reload, a later visit or
 * another device shows it; without one, the newest unfinished job opens. The page supplies the
 * plan, the uploader, the marketplace picker, the result editors and the aside, so this feature
 * imports no other.
 */
export function BulkStudio({
  plan,
  loadUploader,
  renderMarketplacePicker,
  renderResult,
  aside,
}: {
  plan: BulkPlan;
  loadUploader: LoadBulkUploader;
  renderMarketplacePicker: (props: MarketplaceSlotProps) => ReactNode;
  /** A succeeded photo's posts or listings, editable in place (the generators' editors). */
  renderResult: RenderBulkResult;
  aside?: ReactNode;
}) {
  const queryClient = useQueryClient();
  const [path] = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const jobId = searchParams.get("job") || null;

  const [values, setValues] = useState<BulkFormValues>(bulkFormDefaults);
  const [fieldErrors, setFieldErrors] = useState<BulkFieldErrors>({});
  const [skipped, setSkipped] = useState<SkippedFile[]>([]);
  const [phase, setPhase] = useState<Phase>("idle");
  // A listing batch's photos' own listings (issue 32), by the uploader's file id: they live as
  // long as the picks do, and are kept while the seller looks at social posts instead.
  const [photoDetails, setPhotoDetails] = useState<Record<string, PhotoDetailsValues>>({});
  const [photoErrors, setPhotoErrors] = useState<Record<string, PhotoFieldErrors>>({});
  const [detailsOpenFor, setDetailsOpenFor] = useState<string | null>(null);
  const [proRequired, setProRequired] = useState(false);
  const busy = phase !== "idle";
  const isPro = plan === "pro" && !proRequired;
  const showOffer = plan === "free" || proRequired;

  const { uploader, files, failed: uploaderFailed, reload: reloadUploader } = useBulkUploader(loadUploader);
  const live = useLiveBulkJob(jobId, announceFinished);
  const jobs = useBulkJobs(isPro);
  const create = useCreateBulkJob();
  const cancel = useCancelBulkJob();
  const csv = useExportBulkCsv();

  // With no job in the URL, the newest unfinished one opens (once: 'New batch' stays on the form).
  const autoOpened = useRef(false);
  useEffect(() => {
    if (autoOpened.current) return;
    if (jobId) {
      autoOpened.current = true;
      return;
    }
    if (!jobs.data) return;
    autoOpened.current = true;
    const active = jobs.data.find((job) => !isBulkJobFinished(job.status));
    if (active) setSearchParams({ job: active.id }, { replace: true });
  }, [jobId, jobs.data, setSearchParams]);

  const setField = useCallback(<K extends BulkFormField>(field: K, value: BulkFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);
  const setKind = (kind: BulkKind) => setValues((current) => ({ ...current, kind }));
  const config = useSiteConfig();
  const profiles = useBrandProfiles();
  const pickProfile = (profile: BrandProfile | null) => {
    setValues((current) =>
      withBulkProfile(current, profile, offeredLanguage(profile?.language ?? current.language, config)),
    );
    setFieldErrors({});
  };
  usePreselectDefaultProfile(isUntouched(values), pickProfile);

  const pick = (picked: File[]) => {
    if (!uploader || picked.length === 0) return;
    const { images, skipped: left } = pickImages(picked, files.length);
    setSkipped(left);
    if (images.length === 0) {
      if (files.length === 0) toast({ variant: "destructive", ...NO_IMAGES_TOAST });
      return;
    }
    uploader.add(images);
    // Pro: uploads start while the seller finishes the brief. Start waits for them.
    if (isPro) void uploader.uploadAll();
  };

  const savePhotoDetails = (id: string, details: PhotoDetailsValues | undefined) => {
    setPhotoDetails(({ [id]: _previous, ...others }) => (details ? { ...others, [id]: details } : others));
    setPhotoErrors(({ [id]: _refused, ...others }) => others);
    setDetailsOpenFor(null);
  };
  const forgetPhotoDetails = () => {
    setPhotoDetails({});
    setPhotoErrors({});
  };
  const detailsPhoto = detailsOpenFor ? files.find((file) => file.id === detailsOpenFor) : undefined;

  const openJob = (id: string | null) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set("job", id);
        else next.delete("job");
        return next;
      },
      { replace: false },
    );
  };

  const platformCount = selectedPlatformCount(values);
  const brandReady = hasBrandInfo(values);
  const ready = brandReady && files.length > 0 && platformCount > 0;

  const start = async () => {
    if (busy) return;
    if (!brandReady) {
      toast({ variant: "destructive", ...MISSING_BRAND_TOAST });
      return;
    }
    if (files.length === 0) {
      toast({ variant: "destructive", ...NO_IMAGES_TOAST });
      return;
    }
    if (platformCount === 0) {
      toast({ variant: "destructive", ...NO_PLATFORMS_TOAST[values.kind] });
      return;
    }
    const errors = validateBulkContext(values);
    setFieldErrors(errors);
    const firstError = Object.values(errors).find(Boolean);
    if (firstError) {
      toast({ variant: "destructive", title: "Check your brand context", description: firstError });
      return;
    }
    if (!uploader) return;

    setPhase("uploading");
    await uploader.uploadAll().catch(() => undefined);
    const list = uploader.getSnapshot();
    const notUploaded = list.filter((file) => file.status !== "uploaded" || !file.objectPath);
    if (list.length === 0) {
      setPhase("idle");
      toast({ variant: "destructive", ...NO_IMAGES_TOAST });
      return;
    }
    if (notUploaded.length > 0) {
      setPhase("idle");
      toast({
        variant: "destructive",
        title: "Some images did not upload",
        description: `${notUploaded.length} of ${list.length} images could not be uploaded. Retry or remove them, then start again.`,
      });
      return;
    }

    setPhase("starting");
    const images = list.map((file) => ({
      imagePath: file.objectPath ?? "",
      fileName: file.name,
      ...photoRequestFields(photoDetails[file.id]),
    }));
    const profile = profiles.data?.profiles.find((candidate) => candidate.id === values.brandProfileId);
    create.mutate(toCreateBulkJobRequest(values, images, profile), {
      onSuccess: (job) => {
        setPhase("idle");
        uploader.clear();
        setSkipped([]);
        forgetPhotoDetails();
        autoOpened.current = true;
        openJob(job.id);
        requestAnimationFrame(() => document.getElementById("bulk-job-heading")?.focus());
      },
      onError: (error) => {
        setPhase("idle");
        if (isProRequired(error)) {
          setProRequired(true);
          void queryClient.invalidateQueries({ queryKey: usageStatusQueryKey });
          return;
        }
        const issues = issuesOf(error);
        setFieldErrors(fieldErrorsFromIssues(issues));
        setPhotoErrors(
          photoErrorsFromIssues(
            issues,
            list.map((file) => file.id),
          ),
        );
        toast({
          variant: "destructive",
          title: "Batch not started",
          description: errorMessageFrom(
            error,
            "We couldn't start your batch. Your images are still here: please try again in a moment.",
          ),
        });
      },
    });
  };

  const cancelJob = () => {
    if (!jobId) return;
    cancel.mutate(jobId, {
      onError: (error) =>
        toast({
          variant: "destructive",
          title: "Couldn't cancel the batch",
          description: errorMessageFrom(error, "It's still running. Please try again in a moment."),
        }),
    });
  };

  const startHints: string[] = [];
  if (!brandReady) startHints.push("Fill in business type, brand name and target audience");
  if (files.length === 0) startHints.push("Add at least one image");
  if (platformCount === 0)
    startHints.push(
      values.kind === "social" ? "Select at least one platform" : "Select at least one marketplace",
    );

  const jobArea = jobId ? (
    live.job ? (
      <JobPanel
        job={live.job}
        live={live.live}
        onCancel={cancelJob}
        canceling={cancel.isPending}
        onExport={(format) => live.job && csv.exportCsv(live.job, format)}
        exporting={csv.isPending}
        exportingFormat={csv.pendingFormat}
        onNewBatch={() => openJob(null)}
        renderResult={renderResult}
      />
    ) : live.isLoading ? (
      <Card aria-busy="true">
        <CardContent className="flex items-center gap-2 p-6 text-slate-600 text-sm">
          <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
          <span role="status">Loading your batch…</span>
        </CardContent>
      </Card>
    ) : isProRequired(live.error) ? (
      <UpgradePrompt title={PRO_OFFER.title} message={PRO_OFFER.message} />
    ) : (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 p-8 text-center">
          <AlertCircle className="size-8 text-red-600" aria-hidden="true" />
          <p className="font-medium">
            {live.error instanceof ApiError && live.error.status === 404
              ? "We couldn't find this batch. It may belong to another account."
              : "This batch couldn't be loaded. Check your connection and try again."}
          </p>
          <div className="flex flex-wrap justify-center gap-2">
            <Button
              variant="outline"
              onClick={() => void queryClient.refetchQueries({ queryKey: bulkJobQueryKey(jobId) })}
            >
              <RefreshCw aria-hidden="true" />
              Try again
            </Button>
            <Button variant="ghost" onClick={() => openJob(null)}>
              New batch
            </Button>
          </div>
        </CardContent>
      </Card>
    )
  ) : null;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
      <BackToHomeLink />
      <h1 className="mt-3 font-bold text-2xl tracking-tight sm:text-3xl">Bulk Upload</h1>
      <p className="mt-1 text-slate-600">
        One brand brief, many product photos: captions or marketplace listings for every one, downloaded as
        one spreadsheet.
      </p>
      {showOffer ? (
        // On a phone the offer sits below the whole brief: say up front what a Free plan can do here.
        <p className="mt-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-amber-900 text-sm lg:hidden">
          Bulk upload is part of Pro. You can fill in the brief and choose photos now;{" "}
          <a
            href="#upgrade-prompt-title"
            className="font-medium underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            see what Pro adds
          </a>
          .
        </p>
      ) : null}

      {/* With a job open it comes first on a phone; from lg on it heads the middle column. */}
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] xl:grid-cols-[20rem_minmax(0,1fr)_15rem]">
        {jobArea ? <div className="min-w-0 lg:col-start-2 lg:row-start-1">{jobArea}</div> : null}
        <div
          className={cn(
            "grid gap-6 lg:col-start-1 lg:row-start-1",
            jobArea ? "lg:row-span-3 xl:row-span-2" : "lg:row-span-2 xl:row-span-1",
          )}
        >
          <BrandContextPanel
            values={values}
            setField={setField}
            onKindChange={setKind}
            onProfileChange={pickProfile}
            errors={fieldErrors}
            disabled={busy}
          />
          {values.kind === "listings"
            ? renderMarketplacePicker({
                selected: values.marketplaces,
                onChange: (next) => setField("marketplaces", next),
                disabled: busy,
              })
            : null}
        </div>

        <div className={cn("min-w-0 lg:col-start-2", jobArea ? "lg:row-start-2" : "lg:row-start-1")}>
          <Card>
            <CardHeader>
              <CardTitle as="h2">{jobId ? "Start another batch" : "Images"}</CardTitle>
              <CardDescription>
                Every photo gets its own {values.kind === "social" ? "posts" : "listings"}, one after another.
              </CardDescription>
            </CardHeader>
            <CardContent className="grid gap-5">
              {uploaderFailed ? (
                <div className="flex flex-wrap items-center gap-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm">
                  <p className="flex-1 text-red-900">
                    The uploader could not be loaded. Check your connection and try again.
                  </p>
                  <Button variant="outline" size="sm" onClick={reloadUploader}>
                    <RefreshCw aria-hidden="true" />
                    Try again
                  </Button>
                </div>
              ) : null}
              <ImagePicker
                files={files}
                skipped={skipped}
                onPick={pick}
                onRemove={(id) => uploader?.remove(id)}
                onRetry={(id) => void uploader?.retry(id)}
                onClear={() => {
                  uploader?.clear();
                  setSkipped([]);
                  forgetPhotoDetails();
                }}
                disabled={busy || !uploader}
              />
              {values.kind === "listings" && files.length > 0 ? (
                <PhotoDetailsList
                  files={files}
                  detailsById={photoDetails}
                  errorsById={photoErrors}
                  onOpen={setDetailsOpenFor}
                  disabled={busy}
                />
              ) : null}
              {detailsPhoto ? (
                <PhotoDetailsDialog
                  key={detailsPhoto.id}
                  photoName={detailsPhoto.name}
                  initial={photoDetails[detailsPhoto.id]}
                  errors={photoErrors[detailsPhoto.id]}
                  onSave={(details) => savePhotoDetails(detailsPhoto.id, details)}
                  onClose={() => setDetailsOpenFor(null)}
                />
              ) : null}
              {showOffer ? (
                <UpgradePrompt title={PRO_OFFER.title} message={PRO_OFFER.message} />
              ) : (
                <div className="grid gap-2">
                  <Button
                    size="lg"
                    onClick={() => void start()}
                    disabled={busy}
                    aria-disabled={!ready || undefined}
                    aria-describedby={startHints.length > 0 ? "bulk-start-hint" : "bulk-start-summary"}
                    className={!ready ? "cursor-not-allowed opacity-60 hover:bg-indigo-600" : undefined}
                  >
                    {busy ? (
                      <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
                    ) : (
                      <Rocket aria-hidden="true" />
                    )}
                    {phase === "uploading"
                      ? "Uploading images..."
                      : phase === "starting"
                        ? "Starting..."
                        : "Start Processing"}
                  </Button>
                  {startHints.length > 0 ? (
                    <p id="bulk-start-hint" className="text-center text-slate-500 text-xs">
                      {startHints.join(" · ")}
                    </p>
                  ) : (
                    <p id="bulk-start-summary" className="text-center text-slate-500 text-xs">
                      {`${files.length} ${files.length === 1 ? "image" : "images"} · ${kindLabels[values.kind]} for ${platformCount} ${
                        values.kind === "social"
                          ? platformCount === 1
                            ? "platform"
                            : "platforms"
                          : platformCount === 1
                            ? "marketplace"
                            : "marketplaces"
                      }`}
                    </p>
                  )}
                </div>
              )}
            </CardContent>
          </Card>
        </div>

        <aside
          aria-label="Your plan and past batches"
          className={cn(
            // One column that never grows past the aside (a card's long line wraps inside it instead).
            "grid grid-cols-[minmax(0,1fr)] gap-6 lg:col-start-2 xl:sticky xl:top-6 xl:col-start-3 xl:row-start-1",
            jobArea ? "lg:row-start-3 xl:row-span-2" : "lg:row-start-2",
          )}
        >
          {aside}
          {isPro ? (
            <PastJobs
              jobs={jobs.data}
              isLoading={jobs.isPending}
              isError={jobs.isError}
              onRetry={() => void jobs.refetch()}
              currentJobId={jobId}
              path={path}
            />
          ) : null}
        </aside>
      </div>
    </div>
  );
}
