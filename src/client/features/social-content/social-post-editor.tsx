import { CalendarClock, Hash } from "lucide-react";
import { directionOf } from "../../../domain/languages";
import { MAX_RESULT_HASHTAGS, socialRules } from "../../../domain/platform-rules";
import { platformLabels } from "../../../domain/platforms";
import type { SocialGenerationResult } from "../../../domain/social";
import { measureLength } from "../../../domain/text-length";
import { CopyButton } from "../../components/generator/copy-button";
import { EditableText } from "../../components/generator/editable-text";
import { PlatformBadge } from "../../components/generator/platform-badge";
import { PolicyWarnings } from "../../components/generator/policy-warnings";
import { SaveStatus } from "../../components/generator/save-status";
import { errorMessageFrom } from "../../lib/api-client";
import { EMPTY_PLATFORM_TEXT } from "../../lib/social-text-export";
import { asHashtags, captionKey, useSocialPostDraft } from "./use-social-post-draft";

/**
 * A stored social post edited in place, compactly, where it is listed (a bulk batch's results):
 * the same fields, counters and saving as the generator's results (captions against each
 * network's limit, X weighted; hashtags; the schedule), saved on blur to the stored post through
 * PATCH /api/social-media/posts/:id. `idPrefix` keeps the fields' ids apart when several posts
 * are open on one page; `onSaved` gets the post as stored after each save.
 */
export function SocialPostEditor({
  result,
  idPrefix,
  onSaved,
}: {
  result: SocialGenerationResult;
  idPrefix: string;
  onSaved?: (stored: SocialGenerationResult) => void;
}) {
  const { initial, draft, setField, flush, status, error } = useSocialPostDraft(result, onSaved);
  // A failed save is told beside the fields (the status bar and the message below it), not in a toast.
  const save = () => {
    flush().catch(() => undefined);
  };
  const textLanguage = { lang: result.language, dir: directionOf(result.language) };
  const hashtags = asHashtags(draft.hashtags ?? "");

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
        const key = captionKey(platform);
        const caption = draft[key] ?? "";
        const label = platformLabels[platform];
        return (
          <div
            key={platform}
            className="grid gap-2 rounded-md border border-slate-200 bg-white p-3"
            data-platform={platform}
          >
            <div className="flex items-center justify-between gap-2">
              <h4 className="flex min-w-0 items-center gap-2 font-medium text-sm">
                <PlatformBadge platform={platform} className="size-6" />
                <span className="truncate">{label}</span>
              </h4>
              <CopyButton text={caption} label={label} />
            </div>
            {caption.trim() === "" && initial[key]?.trim() === "" ? (
              <p className="text-slate-500 text-sm italic">{EMPTY_PLATFORM_TEXT}</p>
            ) : null}
            <EditableText
              id={`${idPrefix}-caption-${platform}`}
              label={`${label} post`}
              hideLabel
              multiline
              rows={platform === "twitter" ? 3 : 5}
              value={caption}
              onChange={(value) => setField(key, value)}
              onBlur={save}
              length={measureLength(platform, caption)}
              limit={socialRules[platform].maxChars}
              unit={socialRules[platform].weighted ? "weighted characters" : "characters"}
              {...textLanguage}
            />
          </div>
        );
      })}
      <div className="grid gap-2 rounded-md border border-slate-200 bg-white p-3">
        <div className="flex items-center justify-between gap-2">
          <h4 className="flex items-center gap-2 font-medium text-sm">
            <Hash className="size-4 text-indigo-600" aria-hidden="true" />
            Hashtags
          </h4>
          <CopyButton text={hashtags.join(" ")} label="Hashtags" />
        </div>
        <EditableText
          id={`${idPrefix}-hashtags`}
          label="Edit hashtags"
          hideLabel
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
      </div>
      <div className="grid gap-2 rounded-md border border-slate-200 bg-white p-3">
        <div className="flex items-center justify-between gap-2">
          <h4 className="flex items-center gap-2 font-medium text-sm">
            <CalendarClock className="size-4 text-indigo-600" aria-hidden="true" />
            Suggested schedule
          </h4>
          <CopyButton text={draft.schedule ?? ""} label="Schedule" />
        </div>
        <EditableText
          id={`${idPrefix}-schedule`}
          label="Suggested schedule"
          hideLabel
          multiline
          rows={2}
          value={draft.schedule ?? ""}
          onChange={(value) => setField("schedule", value)}
          onBlur={save}
          limit={2000}
        />
      </div>
    </div>
  );
}
