import type { Platform } from "../../../domain/platforms";
import { cn } from "../../lib/utils";

/** A small brand-coloured mark per platform (lucide has no brand icons); decorative. */
const marks: Record<Platform, { glyph: string; className: string }> = {
  instagram: {
    glyph: "IG",
    className: "bg-gradient-to-br from-amber-400 via-pink-500 to-purple-600 text-white",
  },
  facebook: { glyph: "f", className: "bg-[#1877f2] text-white text-base" },
  twitter: { glyph: "X", className: "bg-black text-white" },
  linkedin: { glyph: "in", className: "bg-[#0a66c2] text-white" },
  pinterest: { glyph: "P", className: "bg-[#e60023] text-white" },
  tiktok: { glyph: "TT", className: "bg-slate-900 text-[#25f4ee]" },
  etsy: { glyph: "E", className: "bg-[#f1641e] text-white" },
  redbubble: { glyph: "R", className: "bg-[#e41321] text-white" },
  amazon: { glyph: "a", className: "bg-[#232f3e] text-[#ff9900] text-base" },
  shopify: { glyph: "S", className: "bg-[#5e8e3e] text-white" },
  ebay: { glyph: "e", className: "bg-white text-[#e53238] ring-1 ring-slate-200 text-base" },
  mercari: { glyph: "M", className: "bg-[#4dc9ff] text-white" },
};

export function PlatformBadge({ platform, className }: { platform: Platform; className?: string }) {
  const mark = marks[platform];
  return (
    <span
      aria-hidden="true"
      className={cn(
        "grid size-8 shrink-0 place-items-center rounded-lg font-bold text-xs leading-none",
        mark.className,
        className,
      )}
    >
      {mark.glyph}
    </span>
  );
}
