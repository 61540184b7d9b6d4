import { Download, MessageSquareText } from "lucide-react";
import { Link } from "wouter";
import { directionOf } from "../../../domain/languages";
import { platformLabels } from "../../../domain/platforms";
import type { StoredSocialPost } from "../../../domain/social";
import { CopyButton } from "../../components/generator/copy-button";
import { Button, buttonClasses } from "../../components/ui/button";
import { toast } from "../../components/ui/use-toast";
import { saveText } from "../../lib/download-file";
import {
  EMPTY_PLATFORM_TEXT,
  formatSocialTextExport,
  socialTextExportFilename,
} from "../../lib/social-text-export";
import { DownloadCalendarButton } from "../calendar/download-calendar-button";
import { GenerationActions } from "./generation-actions";
import { generationDetails, useProfileNames } from "./generation-details";
import { emptyHistoryFilters, type HistoryFilters, hasHistoryFilters } from "./history-filters";
import { CopyableBlock, HistoryItem } from "./history-item";
import { HistoryEmpty, HistoryError, HistoryMore, HistoryNoMatches, HistorySkeleton } from "./history-states";
import { useSocialHistory } from "./use-history-pages";

function titleOf(post: StoredSocialPost): string {
  return (
    [post.brand, post.product ?? post.businessType, post.campaignGoal].filter(Boolean).join(" · ") ||
    "Social media post"
  );
}

function firstLine(post: StoredSocialPost): string | undefined {
  const first = post.selectedPlatforms
    .map((platform) => post.platforms[platform]?.caption ?? "")
    .find(Boolean);
  return first?.split("\n").find((line) => line.trim() !== "");
}

function PostContent({ post }: { post: StoredSocialPost }) {
  const hashtags = post.hashtags.join(" ");
  const written = { lang: post.language, dir: directionOf(post.language) };
  const download = () => {
    saveText(formatSocialTextExport(post), socialTextExportFilename());
    toast({ title: "Downloaded!", description: "Content saved to your downloads folder." });
  };
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-slate-600 text-sm">
          {[post.tone && `Tone: ${post.tone}`, post.targetAudience && `Audience: ${post.targetAudience}`]
            .filter(Boolean)
            .join(" · ")}
        </p>
        <div className="flex flex-wrap gap-2">
          <DownloadCalendarButton target={{ kind: "post", id: post.id }} />
          <Button size="sm" onClick={download}>
            <Download aria-hidden="true" />
            Download text file
          </Button>
        </div>
      </div>
      {post.selectedPlatforms.map((platform) => {
        const caption = post.platforms[platform]?.caption ?? "";
        const label = platformLabels[platform];
        return (
          <CopyableBlock
            key={platform}
            label={label}
            action={<CopyButton text={caption} label={label} />}
            {...written}
          >
            {caption.trim() ? caption : <span className="text-slate-500 italic">{EMPTY_PLATFORM_TEXT}</span>}
          </CopyableBlock>
        );
      })}
      <CopyableBlock label="Hashtags" action={<CopyButton text={hashtags} label="Hashtags" />} {...written}>
        {hashtags || <span className="text-slate-500 italic">None</span>}
      </CopyableBlock>
      <CopyableBlock
        label="Suggested schedule"
        action={<CopyButton text={post.suggestedSchedule} label="Schedule" />}
      >
        {post.suggestedSchedule || "Not specified"}
      </CopyableBlock>
    </div>
  );
}

/**
 * Past social posts matching `filters`, newest first, a page at a time; each expandable with copy
 * buttons and a .txt re-export, and with Open (back in the generator) and Delete.
 */
export function SocialHistory({
  filters = emptyHistoryFilters,
  onClearFilters = () => {},
}: {
  filters?: HistoryFilters;
  onClearFilters?: () => void;
}) {
  const history = useSocialHistory(filters);
  const profileNames = useProfileNames();
  if (history.isPending) return <HistorySkeleton />;
  if (history.isError && history.items.length === 0) {
    return <HistoryError onRetry={() => history.refetch()} retrying={history.isFetching} />;
  }
  if (history.items.length === 0) {
    if (hasHistoryFilters(filters)) return <HistoryNoMatches onClear={onClearFilters} />;
    return (
      <HistoryEmpty
        icon={MessageSquareText}
        title="No social posts yet"
        description="Posts you generate are kept here, with every edit you save."
        action={
          <Link href="/social-content" className={buttonClasses()}>
            Create social content
          </Link>
        }
      />
    );
  }
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <ul className="grid gap-3" aria-label="Social posts, newest first" aria-busy={history.isFetching}>
        {history.items.map((post) => (
          <HistoryItem
            key={post.id}
            title={titleOf(post)}
            preview={firstLine(post)}
            createdAt={post.createdAt}
            imagePath={post.imagePath}
            platforms={post.selectedPlatforms}
            details={generationDetails(post, profileNames)}
            actions={<GenerationActions kind="social" id={post.id} name={titleOf(post)} />}
          >
            <PostContent post={post} />
          </HistoryItem>
        ))}
      </ul>
      <HistoryMore
        shown={history.items.length}
        total={history.total}
        noun={history.total === 1 ? "post" : "posts"}
        hasMore={history.hasNextPage}
        loading={history.isFetchingNextPage}
        onMore={() => history.fetchNextPage()}
      />
    </div>
  );
}
