import { ExternalLink, ImageDown, Loader2 } from "lucide-react";
import { type MouseEvent, useState } from "react";
import { platformLabels, type SocialPlatform } from "../../../domain/platforms";
import { shareOptionFor } from "../../../domain/share-links";
import { downloadPhoto } from "../../lib/download-file";
import { Button, buttonClasses } from "../ui/button";
import { toast } from "../ui/use-toast";
import { CopyButton } from "./copy-button";

/** What "Share" on each link-only network does with the caption, in the seller's words. */
const linkOnlyHint = (label: string) =>
  `${label} only takes a link, so your caption is copied when you press Share: paste it into the post.`;

/**
 * How to post this caption: the network's own share page where it takes one from a link (the
 * caption as edited travels with it, or is copied first where the network takes only a link),
 * otherwise "Copy caption" and "Download photo" to post in the network's app. Never a link we
 * cannot back: Facebook, LinkedIn and Pinterest share web pages, so without a public product page
 * they get the copy-and-save route too, with the reason.
 */
export function ShareActions({
  platform,
  caption,
  pageUrl,
  imagePath,
}: {
  platform: SocialPlatform;
  caption: string;
  /** A public page of the product (publicPageUrl), when one is known. */
  pageUrl: string | undefined;
  /** The generation's photo, when it was kept. */
  imagePath: string | null;
}) {
  const label = platformLabels[platform];
  const option = shareOptionFor(platform, { caption, pageUrl });
  const empty = caption.trim() === "";
  const hintId = `share-hint-${platform}`;

  const share = (event: MouseEvent<HTMLAnchorElement>) => {
    if (empty) {
      event.preventDefault();
      return;
    }
    if (option.kind !== "link" || !option.copyCaptionFirst) return;
    // The share page opens in a new tab as the link says; the copy happens in the same click.
    navigator.clipboard.writeText(caption).then(
      () => toast({ title: "Caption copied", description: `Paste it into your ${label} post.` }),
      () =>
        toast({
          variant: "destructive",
          title: "Copy the caption first",
          description: `Your browser blocked the clipboard. Copy the ${label} caption, then paste it into the post.`,
        }),
    );
  };

  let hint: string | null = null;
  if (option.kind === "link" && option.copyCaptionFirst) hint = linkOnlyHint(label);
  else if (option.kind === "needs-public-page") {
    hint = `${label} shares web pages. Add your product's web address to the caption or the Product URL to share it here, or copy the caption and save the photo to post in ${label}.`;
  } else if (option.kind === "app-only") {
    hint = `${label} posts are made in its app: copy the caption, save the photo, then post from your phone.`;
  } else if (platform === "twitter" && imagePath) {
    hint = "X cannot take the photo from a link: save it, then add it to your post before you publish.";
  }

  return (
    <div className="grid gap-2 border-slate-100 border-t pt-3">
      <div className="flex flex-wrap items-center gap-2">
        {option.kind === "link" ? (
          <a
            href={option.href}
            target="_blank"
            rel="noopener noreferrer"
            onClick={share}
            aria-label={`Share on ${label} (opens in a new tab)`}
            aria-disabled={empty || undefined}
            aria-describedby={hint ? hintId : undefined}
            className={buttonClasses({
              variant: "outline",
              size: "sm",
              className: empty ? "pointer-events-none opacity-60" : undefined,
            })}
          >
            <ExternalLink aria-hidden="true" />
            Share on {label}
          </a>
        ) : (
          <CopyButton
            text={caption}
            label={label}
            aria-label={`Copy caption for ${label}`}
            aria-describedby={hint ? hintId : undefined}
          >
            Copy caption
          </CopyButton>
        )}
        {imagePath ? <DownloadPhotoButton imagePath={imagePath} label={label} /> : null}
      </div>
      {hint ? (
        <p id={hintId} className="text-slate-600 text-xs">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function DownloadPhotoButton({ imagePath, label }: { imagePath: string; label: string }) {
  const [pending, setPending] = useState(false);
  const save = async () => {
    setPending(true);
    try {
      await downloadPhoto(imagePath, "product-photo");
    } catch {
      toast({
        variant: "destructive",
        title: "Photo not downloaded",
        description: "The photo could not be downloaded. Please try again.",
      });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => void save()}
      disabled={pending}
      aria-busy={pending || undefined}
      aria-label={`Download photo for ${label}`}
    >
      {pending ? (
        <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
      ) : (
        <ImageDown aria-hidden="true" />
      )}
      Download photo
    </Button>
  );
}
