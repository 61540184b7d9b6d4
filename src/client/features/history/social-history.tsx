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
import { generationDetails, useProfileNames } from "./generation-details";
import { CopyableBlock, HistoryItem } from "./history-item";
import { HistoryEmpty, HistoryError, HistorySkeleton } from "./history-states";
import { useSocialPosts } from "./use-social-posts";

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

/** Past social posts, newest first, each expandable with copy buttons and a .txt re-export. */
export function SocialHistory() {
  const { data, isPending, isError, refetch, isFetching } = useSocialPosts();
  const profileNames = useProfileNames();
  if (isPending) return <HistorySkeleton />;
  if (isError) return <HistoryError onRetry={() => refetch()} retrying={isFetching} />;
  if (data.length === 0) {
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
    <ul className="grid gap-3" aria-label="Social posts, newest first">
      {data.map((post) => (
        <HistoryItem
          key={post.id}
          title={titleOf(post)}
          preview={firstLine(post)}
          createdAt={post.createdAt}
          imagePath={post.imagePath}
          platforms={post.selectedPlatforms}
          details={generationDetails(post, profileNames)}
        >
          <PostContent post={post} />
        </HistoryItem>
      ))}
    </ul>
  );
}
