import { CalendarClock, Download, Hash, RefreshCw } from "lucide-react";
import { type ReactNode, type Ref, useState } from "react";
import { directionOf } from "../../../domain/languages";
import { MAX_RESULT_HASHTAGS, socialRules } from "../../../domain/platform-rules";
import { platformLabels, type SocialPlatform } from "../../../domain/platforms";
import { publicPageUrl } from "../../../domain/share-links";
import type { SocialGenerationResult } from "../../../domain/social";
import { measureLength } from "../../../domain/text-length";
import { CopyButton } from "../../components/generator/copy-button";
import { DownloadArchiveButton } from "../../components/generator/download-archive-button";
import { type EditOrPreview, EditPreviewToggle } from "../../components/generator/edit-preview-toggle";
import { EditableText } from "../../components/generator/editable-text";
import { type HandOffCarry, PhotoHandOffLink } from "../../components/generator/photo-hand-off-link";
import { PlatformBadge } from "../../components/generator/platform-badge";
import { PlatformPreviewCard } from "../../components/generator/platform-preview-card";
import { PolicyWarnings } from "../../components/generator/policy-warnings";
import { RegeneratePlatformButton } from "../../components/generator/regenerate-platform-button";
import { SaveStatus } from "../../components/generator/save-status";
import { ShareActions } from "../../components/generator/share-links";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { toast } from "../../components/ui/use-toast";
import { errorMessageFrom } from "../../lib/api-client";
import { saveText } from "../../lib/download-file";
import {
  EMPTY_PLATFORM_TEXT,
  formatSocialTextExport,
  socialTextExportFilename,
} from "../../lib/social-text-export";
import { DownloadCalendarButton } from "../calendar/download-calendar-button";
import { asHashtags, captionKey, useSocialPostDraft } from "./use-social-post-draft";

export interface SocialResultsProps {
  result: SocialGenerationResult;
  onRegenerate: () => void;
  regenerating: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
  /** The product page the seller gave (the form's Product URL): what Facebook, LinkedIn and Pinterest share. */
  productUrl?: string | null;
  /** When given, each platform's card offers "Regenerate <platform>" (a new text for it alone). */
  onRegeneratePlatform?: (platform: SocialPlatform) => void;
  /** The platform whose text is being written again, if any. */
  regeneratingPlatform?: SocialPlatform | null;
  /** Free rewrites left for a platform (Free plan), shown beside its Regenerate button. */
  freeRewritesLeft?: (platform: SocialPlatform) => number | undefined;
  /** "What we understood", shown above the posts (the page supplies it). */
  factsPanel?: ReactNode;
  /** What "Make listings from this photo" carries besides the photo (the page supplies it). */
  handOffCarry?: () => HandOffCarry;
}

/** Everything on screen that comes from the result: a new text for one platform changes it. */
const contentKey = (result: SocialGenerationResult) =>
  JSON.stringify([result.id, result.platforms, result.hashtags, result.suggestedSchedule]);

/**
 * The generated content, editable in place: a card per platform with a live counter against its
 * limit (X weighted), a copy button, a preview of the post as its network shows it, and the ways
 * to post it; then hashtags, the schedule, Regenerate, Download All and the .zip. Edits are saved
 * to the stored post; copy, share links and the exports use the text as it stands.
 *
 * The editor starts from the result it is given. When a platform's text is written again the
 * result changes under the same id, so the editor starts over from it (pending edits were saved
 * before the new text was asked for).
 */
export function SocialResults(props: SocialResultsProps) {
  return <SocialResultsEditor key={contentKey(props.result)} {...props} />;
}

function SocialResultsEditor({
  result,
  onRegenerate,
  regenerating,
  headingRef,
  productUrl,
  onRegeneratePlatform,
  regeneratingPlatform = null,
  freeRewritesLeft,
  factsPanel = null,
  handOffCarry,
}: SocialResultsProps) {
  const { initial, draft, setField, flush, status } = useSocialPostDraft(result);

  /** Saves pending edits; a failure is told in a toast and rejects, so what depends on it stops. */
  const saveOrStop = () =>
    flush().catch((error: unknown) => {
      toast({
        variant: "destructive",
        title: "Changes not saved",
        description: errorMessageFrom(error, "Your edits could not be saved. Please try again."),
      });
      throw error;
    });
  const save = () => {
    saveOrStop().catch(() => undefined);
  };
  const [views, setViews] = useState<Partial<Record<SocialPlatform, EditOrPreview>>>({});

  // The generated text's language: read aloud and spell-checked as such, right to left when it is.
  const textLanguage = { lang: result.language, dir: directionOf(result.language) };
  const hashtags = asHashtags(draft.hashtags ?? "");
  const hashtagText = hashtags.join(" ");

  const downloadAll = () => {
    const platforms: SocialGenerationResult["platforms"] = {};
    for (const platform of result.selectedPlatforms) {
      platforms[platform] = { caption: draft[captionKey(platform)] ?? "" };
    }
    const text = formatSocialTextExport({
      selectedPlatforms: result.selectedPlatforms,
      platforms,
      hashtags,
      suggestedSchedule: draft.schedule,
      createdAt: result.createdAt,
    });
    saveText(text, socialTextExportFilename());
    toast({ title: "Downloaded!", description: "Content saved to your downloads folder." });
  };

  const regenerate = () => {
    // Unsaved edits are kept on the stored post before a new one replaces it on screen.
    flush()
      .catch(() => undefined)
      .finally(onRegenerate);
  };

  // One platform's new text replaces only its own: the others' edits must be stored first, or
  // they would be lost when the editor starts over from the new result.
  const regeneratePlatform = (platform: SocialPlatform) => {
    saveOrStop().then(
      () => onRegeneratePlatform?.(platform),
      () => undefined,
    );
  };
  const writing = regenerating || regeneratingPlatform !== null;

  // The page to share on networks that share pages: the Product URL, else a link in the posts.
  const allCaptions = result.selectedPlatforms
    .map((platform) => draft[captionKey(platform)] ?? "")
    .join("\n");
  const pageUrl = publicPageUrl(productUrl, allCaptions);

  return (
    <section aria-labelledby="social-results-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h2
            id="social-results-heading"
            ref={headingRef}
            tabIndex={-1}
            className="font-semibold text-xl tracking-tight outline-none"
          >
            Generated Content
          </h2>
          <p className="text-slate-600 text-sm">
            {result.selectedPlatforms.length}{" "}
            {result.selectedPlatforms.length === 1 ? "platform" : "platforms"} · edit any text, then copy or
            download
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={regenerate} disabled={regenerating}>
            <RefreshCw
              aria-hidden="true"
              className={regenerating ? "animate-spin motion-reduce:animate-none" : undefined}
            />
            Regenerate
          </Button>
          <Button onClick={downloadAll}>
            <Download aria-hidden="true" />
            Download All
          </Button>
          <DownloadArchiveButton
            url={`/api/social-media/posts/${encodeURIComponent(result.id)}/download.zip`}
            beforeDownload={saveOrStop}
            aria-label={result.imagePath ? "Download photo & captions (.zip)" : "Download captions (.zip)"}
            title="One .zip: the photo and a text file per platform"
          >
            {result.imagePath ? "Download photo & captions" : "Download captions"}
            <span className="hidden sm:inline">(.zip)</span>
          </DownloadArchiveButton>
        </div>
      </div>
      <SaveStatus status={status} onSave={save} />
      <PolicyWarnings warnings={result.warnings} />
      {factsPanel}

      {result.selectedPlatforms.map((platform) => {
        const key = captionKey(platform);
        const caption = draft[key] ?? "";
        const label = platformLabels[platform];
        const view = views[platform] ?? "edit";
        return (
          <Card key={platform} data-platform={platform}>
            <CardHeader className="flex-row items-center justify-between gap-3 space-y-0 pb-3">
              <CardTitle as="h3" className="flex min-w-0 items-center gap-3 text-base">
                <PlatformBadge platform={platform} />
                <span className="truncate">{label}</span>
              </CardTitle>
              <div className="flex shrink-0 items-center gap-1">
                {onRegeneratePlatform ? (
                  <RegeneratePlatformButton
                    label={label}
                    busy={regeneratingPlatform === platform}
                    disabled={writing}
                    onClick={() => regeneratePlatform(platform)}
                    freeLeft={freeRewritesLeft?.(platform)}
                  />
                ) : null}
                <CopyButton text={caption} label={label} />
              </div>
            </CardHeader>
            <CardContent className="grid gap-3">
              <div className="flex justify-end">
                <EditPreviewToggle
                  label={label}
                  value={view}
                  onChange={(next) => setViews((current) => ({ ...current, [platform]: next }))}
                />
              </div>
              {caption.trim() === "" && initial[key]?.trim() === "" ? (
                <p className="rounded-md bg-slate-50 px-3 py-2 text-slate-500 text-sm italic">
                  {EMPTY_PLATFORM_TEXT}
                </p>
              ) : null}
              {view === "preview" ? (
                <PlatformPreviewCard
                  platform={platform}
                  caption={caption}
                  imageSrc={result.imagePath}
                  {...textLanguage}
                />
              ) : (
                <EditableText
                  id={`caption-${platform}`}
                  label={`${label} post`}
                  hideLabel
                  multiline
                  rows={platform === "twitter" ? 3 : 6}
                  value={caption}
                  onChange={(value) => setField(key, value)}
                  onBlur={save}
                  length={measureLength(platform, caption)}
                  limit={socialRules[platform].maxChars}
                  unit={socialRules[platform].weighted ? "weighted characters" : "characters"}
                  {...textLanguage}
                />
              )}
              <ShareActions
                platform={platform}
                caption={caption}
                pageUrl={pageUrl}
                imagePath={result.imagePath}
              />
            </CardContent>
          </Card>
        );
      })}

      <Card>
        <CardHeader className="flex-row items-center justify-between gap-3 space-y-0 pb-3">
          <CardTitle as="h3" className="flex items-center gap-2 text-base">
            <Hash className="size-5 text-indigo-600" aria-hidden="true" />
            Hashtags
          </CardTitle>
          <CopyButton text={hashtagText} label="Hashtags" />
        </CardHeader>
        <CardContent className="grid gap-3">
          {hashtags.length > 0 ? (
            <ul className="flex flex-wrap gap-1.5" aria-label="Hashtags" {...textLanguage}>
              {hashtags.map((tag) => (
                <li
                  key={tag}
                  className="rounded-full bg-indigo-50 px-2.5 py-1 font-medium text-indigo-800 text-xs"
                >
                  {tag}
                </li>
              ))}
            </ul>
          ) : null}
          <EditableText
            id="social-result-hashtags"
            label="Edit hashtags"
            multiline
            rows={2}
            value={draft.hashtags ?? ""}
            onChange={(value) => setField("hashtags", value)}
            onBlur={save}
            length={hashtags.length}
            limit={MAX_RESULT_HASHTAGS}
            unit="hashtags"
            hint="Separate with spaces."
            {...textLanguage}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-3 space-y-0 pb-3">
          <CardTitle as="h3" className="flex items-center gap-2 text-base">
            <CalendarClock className="size-5 text-indigo-600" aria-hidden="true" />
            Suggested Schedule
          </CardTitle>
          <div className="flex flex-wrap justify-end gap-2">
            <DownloadCalendarButton target={{ kind: "post", id: result.id }} beforeDownload={flush} />
            <CopyButton text={draft.schedule ?? ""} label="Schedule" />
          </div>
        </CardHeader>
        <CardContent>
          <EditableText
            id="social-result-schedule"
            label="Suggested schedule"
            hideLabel
            multiline
            rows={3}
            value={draft.schedule ?? ""}
            onChange={(value) => setField("schedule", value)}
            onBlur={save}
            limit={2000}
          />
        </CardContent>
      </Card>

      {result.imagePath ? (
        <Card className="bg-slate-50 shadow-none">
          <CardContent className="flex flex-wrap items-center justify-between gap-3 p-4">
            <p className="text-slate-700 text-sm">Selling it on Etsy, Amazon or eBay too?</p>
            <PhotoHandOffLink
              page="/product-listings"
              imagePath={result.imagePath}
              carry={handOffCarry}
              beforeLeave={saveOrStop}
            >
              Make listings from this photo
            </PhotoHandOffLink>
          </CardContent>
        </Card>
      ) : null}
    </section>
  );
}
