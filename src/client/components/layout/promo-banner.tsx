import { ExternalLink } from "lucide-react";
import { track } from "../../lib/analytics";
import { servedBanner } from "../../lib/served-banner";
import { useSiteConfig } from "../../lib/use-site-config";

/**
 * The promo banner (spec core-product §2): BANNER_TEXT linking to BANNER_URL in a new tab, marked
 * as sponsored, each click tracked. Renders nothing when the server has no banner configured.
 * Until GET /api/config answers, the banner the server wrote into the page stands in: it is in
 * the first paint, so nothing below it moves when the config arrives.
 */
export function PromoBanner({ placement }: { placement: "landing" | "pricing" }) {
  const config = useSiteConfig();
  const banner = config ? config.banner : servedBanner();
  if (!banner) return null;
  return (
    <aside aria-label="Sponsored" className="bg-slate-900 text-white">
      <div className="mx-auto flex max-w-6xl items-center justify-center gap-2 px-4 py-2 text-center text-sm sm:px-6">
        <span className="shrink-0 rounded bg-white/15 px-1.5 py-0.5 font-medium text-[11px] uppercase tracking-wide">
          Ad
        </span>
        <a
          href={banner.url}
          target="_blank"
          rel="noopener sponsored"
          onClick={() => track("banner_click", { placement, link_url: banner.url })}
          className="inline-flex min-w-0 items-center gap-1.5 break-words font-medium underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-white focus-visible:outline-offset-2"
        >
          <span className="min-w-0">{banner.text}</span>
          <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
    </aside>
  );
}
