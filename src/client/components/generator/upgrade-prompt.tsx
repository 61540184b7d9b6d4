import { Crown } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { PRO_PRICE } from "../../../domain/plans";
import { aiImagesPhrase } from "../../features/billing/site-mode-notes";
import { useUpgradeHref } from "../../features/billing/use-upgrade-href";
import { useSiteConfig } from "../../lib/use-site-config";
import { buttonClasses } from "../ui/button";
import { revealElement } from "./reveal-element";

export const UPGRADE_LABEL = `Upgrade to Pro for ${PRO_PRICE.display}/${PRO_PRICE.interval}`;

/**
 * Shown instead of an error when a Free account has used its generations (402 limit_reached).
 * On a phone the button's label wraps instead of widening the card past the screen. The button
 * carries this page to checkout (`/subscribe?from=…`), which returns here once Pro is on. When an
 * action has just met the limit (`reveal` changes), the prompt is brought into view and announced.
 */
export function UpgradePrompt({
  title = "You've used your free generations",
  message,
  reveal = 0,
}: {
  title?: string;
  message: string;
  /** Changes each time an action meets the limit: the prompt comes into view. */
  reveal?: number;
}) {
  const upgradeHref = useUpgradeHref();
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    if (reveal > 0 && box.current) revealElement(box.current);
  }, [reveal]);
  const imageGeneration = useSiteConfig()?.imageGeneration;
  return (
    <section
      ref={box}
      aria-labelledby="upgrade-prompt-title"
      className="min-w-0 rounded-xl border border-amber-300 bg-gradient-to-br from-amber-50 to-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex items-start gap-3 sm:gap-4">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-amber-100 text-amber-700">
          <Crown className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="upgrade-prompt-title" className="font-semibold text-lg text-slate-900">
            {title}
          </h2>
          <p className="mt-1 text-slate-700 text-sm" role={reveal > 0 ? "alert" : undefined}>
            {message}
          </p>
          <p className="mt-1 text-slate-600 text-sm">
            Pro gives you unlimited social posts and listings, bulk upload and{" "}
            {aiImagesPhrase(imageGeneration)}.
          </p>
          <Link
            href={upgradeHref}
            className={buttonClasses({
              className: "mt-4 h-auto min-h-10 w-full whitespace-normal py-2 text-center sm:w-auto",
            })}
          >
            <Crown aria-hidden="true" />
            {UPGRADE_LABEL}
          </Link>
        </div>
      </div>
    </section>
  );
}
