import { CalendarClock, Download, Hash, RefreshCw } from "lucide-react";
import { type Ref, useMemo } from "react";
import { directionOf } from "../../../domain/languages";
import { MAX_RESULT_HASHTAGS, socialRules } from "../../../domain/platform-rules";
import { platformLabels, type SocialPlatform } from "../../../domain/platforms";
import type { SocialGenerationResult, SocialPostUpdate } from "../../../domain/social";
import { measureLength } from "../../../domain/text-length";
import { CopyButton } from "../../components/generator/copy-button";
import { EditableText } from "../../components/generator/editable-text";
import { PlatformBadge } from "../../components/generator/platform-badge";
import { SaveStatus } from "../../components/generator/save-status";
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
import { type DraftFields, useEditableDraft } from "../../lib/use-editable-draft";
import { DownloadCalendarButton } from "../calendar/download-calendar-button";
import { parseHashtags } from "./social-form-values";
import { useUpdateSocialPost } from "./use-update-social-post";

const captionKey = (platform: SocialPlatform) => `caption.${platform}`;

function fieldsOf(result: SocialGenerationResult): DraftFields {
  const fields: DraftFields = {};
  for (const platform of result.selectedPlatforms) {
    fields[captionKey(platform)] = result.platforms[platform]?.caption ?? "";
  }
  fields.hashtags = result.hashtags.join(" ");
  fields.schedule = result.suggestedSchedule;
  return fields;
}

const asHashtags = (text: string) => parseHashtags(text).map((tag) => `#${tag}`);

/**
 * The generated content, editable in place: a card per platform with a live counter against its
 * limit (X weighted) and a copy button, then hashtags, the schedule, Regenerate and Download All.
 * Edits are saved to the stored post; copy and the export use the text as it stands.
 */
export function SocialResults({
  result,
  onRegenerate,
  regenerating,
  headingRef,
}: {
  result: SocialGenerationResult;
  onRegenerate: () => void;
  regenerating: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const update = useUpdateSocialPost();
  const initial = useMemo(() => fieldsOf(result), [result]);
  const { draft, setField, flush, status } = useEditableDraft(initial, async (changes) => {
    const body: SocialPostUpdate = {};
    for (const platform of result.selectedPlatforms) {
      const caption = changes[captionKey(platform)];
      if (caption !== undefined) body.platforms = { ...body.platforms, [platform]: { caption } };
    }
    if (changes.hashtags !== undefined) body.hashtags = asHashtags(changes.hashtags);
    if (changes.schedule !== undefined) body.suggestedSchedule = changes.schedule;
    return fieldsOf(await update.mutateAsync({ id: result.id, update: body }));
  });

  const save = () => {
    flush().catch((error: unknown) => {
      toast({
        variant: "destructive",
        title: "Changes not saved",
        description: errorMessageFrom(error, "Your edits could not be saved. Please try again."),
      });
    });
  };

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
        </div>
      </div>
      <SaveStatus status={status} onSave={save} />

      {result.selectedPlatforms.map((platform) => {
        const key = captionKey(platform);
        const caption = draft[key] ?? "";
        const label = platformLabels[platform];
        return (
          <Card key={platform} data-platform={platform}>
            <CardHeader className="flex-row items-center justify-between gap-3 space-y-0 pb-3">
              <CardTitle as="h3" className="flex min-w-0 items-center gap-3 text-base">
                <PlatformBadge platform={platform} />
                <span className="truncate">{label}</span>
              </CardTitle>
              <CopyButton text={caption} label={label} />
            </CardHeader>
            <CardContent>
              {caption.trim() === "" && initial[key]?.trim() === "" ? (
                <p className="mb-2 rounded-md bg-slate-50 px-3 py-2 text-slate-500 text-sm italic">
                  {EMPTY_PLATFORM_TEXT}
                </p>
              ) : null}
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
    </section>
  );
}
