import {
  ClipboardCopy,
  ImagePlus,
  type LucideIcon,
  MessageSquareText,
  ShieldCheck,
  ShoppingBag,
  Upload,
} from "lucide-react";
import type { SiteConfig } from "../../../domain/site-config";
import { SectionHeading } from "./section-heading";

type Feature = { icon: LucideIcon; title: string; text: string; badge?: string };

function features(config: SiteConfig | null): Feature[] {
  return [
    {
      icon: MessageSquareText,
      title: "Social Media Content",
      text: "A caption for each network in its own shape: a punchy hook for TikTok, a professional post for LinkedIn, keyword-rich text for Pinterest, a short post that fits X's 280-character count — plus hashtags and a suggested posting schedule.",
    },
    {
      icon: ShoppingBag,
      title: "Product Listings",
      text: "Title, description, tags, a suggested price and a category for Etsy, Redbubble, Amazon, Shopify, eBay and Mercari, written from your product type, style, materials, size, occasion and colour.",
    },
    {
      icon: Upload,
      title: "Bulk Upload",
      badge: "Pro",
      text: "Describe your brand once and drop in a whole folder of product photos. Each one gets its own posts or listings, you see which worked, and everything downloads as one spreadsheet.",
    },
    {
      icon: ImagePlus,
      title: "AI Product Images",
      // Not offered here yet: say so plainly instead of selling it.
      badge: config && !config.imageGeneration ? "Coming soon" : "Pro",
      text: "No photo yet? Describe the product and get a picture to build your listings on.",
    },
    {
      icon: ShieldCheck,
      title: "Marketplace rules built in",
      text: "Etsy's 13 tags of up to 20 characters and 140-character titles, eBay's 80-character titles, Instagram's limit of 5 hashtags: everything you get already fits each platform's rules.",
    },
    {
      icon: ClipboardCopy,
      title: "Copy, edit, export",
      text: "Copy any post or listing with one click, save all your social posts as a text file, and download your listings as a spreadsheet for Excel or Google Sheets.",
    },
  ];
}

export function LandingFeatures({ config }: { config: SiteConfig | null }) {
  return (
    <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <SectionHeading
        id="features-heading"
        eyebrow="Features"
        title="Everything for launch day, from one upload"
      >
        One photo and a few choices about your brand become drafts for every channel you sell and post on.
      </SectionHeading>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {features(config).map(({ icon: Icon, title, text, badge }) => (
          <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <div className="flex items-center gap-3">
              <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-indigo-100 text-indigo-700">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="font-semibold text-slate-900">{title}</h3>
              {badge ? (
                <span className="ml-auto rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900 text-xs">
                  {badge}
                </span>
              ) : null}
            </div>
            <p className="mt-3 text-slate-600 text-sm leading-relaxed">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
