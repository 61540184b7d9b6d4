import {
  Bookmark,
  Globe,
  Heart,
  ImageOff,
  MessageCircle,
  Repeat2,
  Send,
  Share,
  ThumbsUp,
} from "lucide-react";
import { type ReactNode, useState } from "react";
import { platformLabels, type SocialPlatform } from "../../../domain/platforms";
import { cn } from "../../lib/utils";
import { captionFolds, captionTokens, foldCaption } from "./caption-fold";

/** The name shown on the preview's post: the seller's own account name is not known here. */
const ACCOUNT_NAME = "Your shop";
const ACCOUNT_HANDLE = "yourshop";

interface PreviewProps {
  platform: SocialPlatform;
  /** The caption as it stands in the editor. */
  caption: string;
  /** The generation's photo (`/objects/uploads/…`, shown to its owner), or null. */
  imageSrc: string | null;
  lang?: string;
  dir?: "ltr" | "rtl";
}

/**
 * Roughly how the post will look on its network: the account row, the photo, the caption folded
 * where the network folds it (with its "more", which opens the rest), hashtags and links in the
 * network's link colour. Names only, no logos; plain enough to read at 360 px.
 */
export function PlatformPreviewCard({ platform, caption, imageSrc, lang, dir }: PreviewProps) {
  const text = { lang, dir };
  const body = <FoldedCaption platform={platform} caption={caption} {...text} />;
  const photo = (className: string) => <PreviewPhoto src={imageSrc} className={className} />;
  const layouts: Record<SocialPlatform, ReactNode> = {
    instagram: (
      <div className="bg-white text-slate-900">
        <AccountRow className="px-3 py-2.5" />
        {photo("aspect-square")}
        <div className="flex items-center gap-4 px-3 pt-2.5 text-slate-800" aria-hidden="true">
          <Heart className="size-6" />
          <MessageCircle className="size-6" />
          <Send className="size-6" />
          <Bookmark className="ml-auto size-6" />
        </div>
        <div className="px-3 pt-2 pb-3 text-sm">
          <FoldedCaption platform={platform} caption={caption} lead={ACCOUNT_HANDLE} {...text} />
        </div>
      </div>
    ),
    facebook: (
      <div className="bg-white text-slate-900">
        <AccountRow className="px-3 pt-3" detail={<PublicNow />} />
        <div className="px-3 py-2.5 text-[15px] leading-snug">{body}</div>
        {photo("aspect-[4/3]")}
        <ActionBar items={[ThumbsUp, MessageCircle, Share]} labels={["Like", "Comment", "Share"]} />
      </div>
    ),
    twitter: (
      <div className="flex gap-3 bg-white p-3 text-slate-900">
        <Avatar />
        <div className="min-w-0 flex-1">
          <p className="flex min-w-0 flex-wrap items-baseline gap-x-1 text-sm">
            <span className="font-bold">{ACCOUNT_NAME}</span>
            <span className="text-slate-600">@{ACCOUNT_HANDLE} · now</span>
          </p>
          <div className="mt-0.5 text-[15px] leading-snug">{body}</div>
          {photo("mt-3 aspect-video rounded-2xl border border-slate-200")}
          <div className="mt-2.5 flex justify-between pr-6 text-slate-600" aria-hidden="true">
            <MessageCircle className="size-4" />
            <Repeat2 className="size-4" />
            <Heart className="size-4" />
            <Bookmark className="size-4" />
          </div>
        </div>
      </div>
    ),
    linkedin: (
      <div className="bg-white text-slate-900">
        <AccountRow className="px-3 pt-3" detail={<PublicNow />} />
        <div className="px-3 py-2.5 text-sm leading-snug">{body}</div>
        {photo("aspect-[4/3]")}
        <ActionBar
          items={[ThumbsUp, MessageCircle, Repeat2, Send]}
          labels={["Like", "Comment", "Repost", "Send"]}
        />
      </div>
    ),
    pinterest: (
      <div className="bg-white p-3 text-slate-900">
        {photo("aspect-[2/3] rounded-2xl")}
        <div className="px-1 pt-2 text-sm leading-snug">{body}</div>
        <AccountRow className="px-1 pt-2" small />
      </div>
    ),
    tiktok: (
      <div className="relative aspect-[9/16] max-h-[32rem] overflow-hidden bg-black text-white">
        <PreviewPhoto src={imageSrc} className="absolute inset-0 h-full" dark />
        <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/90 via-black/70 to-transparent px-3 pt-12 pb-4">
          <p className="font-semibold text-sm">@{ACCOUNT_HANDLE}</p>
          <div className="mt-1 text-sm leading-snug">
            <FoldedCaption platform={platform} caption={caption} onDark {...text} />
          </div>
        </div>
      </div>
    ),
  };

  return (
    <figure
      aria-label={`Preview of your ${platformLabels[platform]} post`}
      className="mx-auto w-full max-w-sm overflow-hidden rounded-xl border border-slate-200 shadow-sm"
      data-preview={platform}
    >
      {layouts[platform]}
    </figure>
  );
}

function Avatar({ small = false }: { small?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "grid shrink-0 place-items-center rounded-full bg-indigo-100 font-semibold text-indigo-800",
        small ? "size-6 text-[10px]" : "size-9 text-xs",
      )}
    >
      YS
    </span>
  );
}

function AccountRow({
  className,
  detail,
  small,
}: {
  className?: string;
  detail?: ReactNode;
  small?: boolean;
}) {
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <Avatar small={small} />
      <div className="min-w-0 leading-tight">
        <p className={cn("truncate font-semibold", small ? "text-xs" : "text-sm")}>{ACCOUNT_NAME}</p>
        {detail ? <p className="text-slate-600 text-xs">{detail}</p> : null}
      </div>
    </div>
  );
}

function PublicNow() {
  return (
    <span className="inline-flex items-center gap-1">
      Just now · <Globe className="size-3" aria-label="Public" />
    </span>
  );
}

function ActionBar({ items, labels }: { items: (typeof Heart)[]; labels: string[] }) {
  return (
    <div
      className="flex justify-around border-slate-200 border-t px-2 py-2 font-medium text-slate-600 text-xs"
      aria-hidden="true"
    >
      {items.map((Icon, index) => (
        <span key={labels[index]} className="inline-flex items-center gap-1.5">
          <Icon className="size-4" />
          <span className="hidden min-[380px]:inline">{labels[index]}</span>
        </span>
      ))}
    </div>
  );
}

function PreviewPhoto({
  src,
  className,
  dark = false,
}: {
  src: string | null;
  className?: string;
  dark?: boolean;
}) {
  if (!src) {
    return (
      <div
        className={cn(
          "grid w-full place-items-center text-sm",
          dark ? "bg-slate-800 text-slate-200" : "bg-slate-100 text-slate-600",
          className,
        )}
      >
        <span className="inline-flex items-center gap-2">
          <ImageOff className="size-4" aria-hidden="true" />
          No photo
        </span>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt="Your product, as it will be posted"
      loading="lazy"
      decoding="async"
      className={cn("block w-full bg-slate-100 object-cover", className)}
    />
  );
}

/** The caption up to the network's fold, with its "more" that shows the rest. */
function FoldedCaption({
  platform,
  caption,
  lead,
  onDark = false,
  lang,
  dir,
}: {
  platform: SocialPlatform;
  caption: string;
  /** The account name some networks print in bold before the caption (Instagram). */
  lead?: string;
  onDark?: boolean;
  lang?: string;
  dir?: "ltr" | "rtl";
}) {
  const [open, setOpen] = useState(false);
  const fold = captionFolds[platform];
  const { shown, folded } = foldCaption(caption, fold);
  const text = open ? caption.trimEnd() : shown;
  const linkColour = onDark ? "font-semibold text-white" : "text-blue-800";
  return (
    <p className="whitespace-pre-wrap break-words" lang={lang} dir={dir}>
      {lead ? <span className="mr-1 font-semibold">{lead}</span> : null}
      {captionTokens(text).map((token, index) =>
        token.kind === "text" ? (
          // Index keys: the tokens are a pure function of the text and re-render with it.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <span key={index}>{token.text}</span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <span key={index} className={linkColour}>
            {token.text}
          </span>
        ),
      )}
      {folded && !open ? (
        <>
          {"… "}
          <button
            type="button"
            onClick={() => setOpen(true)}
            aria-label={`${fold.more} of this caption`}
            className={cn(
              "rounded-sm font-medium underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 focus-visible:outline-offset-2",
              onDark ? "text-slate-200" : "text-slate-600",
            )}
          >
            {fold.more}
          </button>
        </>
      ) : null}
    </p>
  );
}
