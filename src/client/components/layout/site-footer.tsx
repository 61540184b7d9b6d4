import { Mail, Share2, Sparkles } from "lucide-react";
import { Link } from "wouter";
import { useUser } from "../../features/auth/use-user";
import { useHydratedValue, useOrigin } from "../../lib/use-hydrated-value";
import { useSiteConfig } from "../../lib/use-site-config";
import { PRODUCT_NAME } from "./site-header";

// At least 24 px tall (WCAG 2.5.8's smallest target): an inline link of small text is only 16 px.
const linkClasses =
  "inline-flex min-h-6 items-center gap-2 rounded-sm text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-white focus-visible:outline-offset-2";

/** Shares this site on X: a real social link that needs no account of ours to be true. */
function shareOnXUrl(origin: string): string {
  const text = `${PRODUCT_NAME}: social posts and marketplace listings from one product photo`;
  return `https://x.com/intent/post?${new URLSearchParams({ text, url: `${origin}/` })}`;
}

/**
 * The shared footer (spec core-product §2): Resources, Legal, the support e-mail, a social link and
 * the hidden dot link to the admin test cases.
 */
export function SiteFooter() {
  const supportEmail = useSiteConfig()?.supportEmail;
  const origin = useOrigin();
  const isAdmin = useUser().user?.role === "admin";
  // Prerendered pages were written at build time: the year comes from the browser, after hydration.
  const year = useHydratedValue<number | null>(() => new Date().getFullYear(), null);
  return (
    <footer className="mt-auto bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div className="sm:col-span-2 lg:col-span-1">
          <p className="flex items-center gap-2 font-semibold text-white">
            <span className="grid size-8 place-items-center rounded-lg bg-indigo-600">
              <Sparkles className="size-4" aria-hidden="true" />
            </span>
            {PRODUCT_NAME}
          </p>
          <p className="mt-3 max-w-xs text-sm">
            Social posts for 6 networks and listings for 6 marketplaces, from one product photo.
          </p>
        </div>

        <nav aria-labelledby="footer-resources">
          <h2 id="footer-resources" className="font-semibold text-sm text-white">
            Resources
          </h2>
          <ul className="mt-3 grid gap-1 text-sm">
            <li>
              <Link href="/user-manual" className={linkClasses}>
                User Manual
              </Link>
            </li>
          </ul>
        </nav>

        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="font-semibold text-sm text-white">
            Legal
          </h2>
          <ul className="mt-3 grid gap-1 text-sm">
            <li>
              <Link href="/privacy" className={linkClasses}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link href="/terms" className={linkClasses}>
                Terms of Service
              </Link>
            </li>
            <li>
              <Link href="/contact" className={linkClasses}>
                Contact Us
              </Link>
            </li>
          </ul>
        </nav>

        <div>
          <h2 className="font-semibold text-sm text-white">Get in touch</h2>
          <ul className="mt-3 grid gap-1 text-sm">
            {supportEmail ? (
              <li>
                <a href={`mailto:${supportEmail}`} className={`${linkClasses} break-all`}>
                  <Mail className="size-4 shrink-0" aria-hidden="true" />
                  {supportEmail}
                </a>
              </li>
            ) : null}
            <li>
              <a href={shareOnXUrl(origin)} target="_blank" rel="noopener noreferrer" className={linkClasses}>
                <Share2 className="size-4 shrink-0" aria-hidden="true" />
                Share on X<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-slate-800 border-t">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-4 text-slate-400 text-xs sm:px-6">
          {/* One text node: hydration compares it whole, then the browser's year fills in. */}
          <p>{year === null ? `© ${PRODUCT_NAME}` : `© ${year} ${PRODUCT_NAME}`}</p>
          {/* The admin area's entrance: deliberately just a dot, named for screen readers, and shown
              only to admins: for anyone else it would lead to a page they cannot open. */}
          {isAdmin ? (
            <Link
              href="/admin/test-cases"
              aria-label="Admin test cases"
              className="grid size-6 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-white"
            >
              <span className="block size-1.5 rounded-full bg-slate-700" aria-hidden="true" />
            </Link>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
