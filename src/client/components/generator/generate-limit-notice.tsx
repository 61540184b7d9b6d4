import { Crown } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { useUpgradeHref } from "../../features/billing/use-upgrade-href";
import { buttonClasses } from "../ui/button";
import { revealElement } from "./reveal-element";
import { UPGRADE_LABEL } from "./upgrade-prompt";

/**
 * What stands in the Generate button's place once the plan has none of this kind left: why
 * ("You've used your 2 free social media generations…") and what to do, as the upgrade itself,
 * which returns here after checkout. It sits where the button sat, so it is in view wherever the
 * button was: the phone's sticky bar or the end of the form. When a run has just met the limit
 * (`reveal` changes), it is scrolled into view and focus moves to the upgrade, since the button
 * that had it is gone; role=alert announces it.
 */
export function GenerateLimitNotice({
  message,
  reveal = 0,
  id,
}: {
  message: string;
  /** Changes each time a run meets the limit: the notice comes into view and takes focus. */
  reveal?: number;
  id?: string;
}) {
  const upgradeHref = useUpgradeHref();
  const box = useRef<HTMLDivElement>(null);
  const upgrade = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (reveal > 0 && box.current) revealElement(box.current, upgrade.current);
  }, [reveal]);
  return (
    <div
      ref={box}
      id={id}
      role="alert"
      data-limit-notice=""
      data-toast-avoid=""
      className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-center"
    >
      <p className="font-medium text-amber-950 text-sm">{message}</p>
      <Link
        ref={upgrade}
        href={upgradeHref}
        className={buttonClasses({
          size: "lg",
          className: "h-auto min-h-12 w-full whitespace-normal py-2 text-center",
        })}
      >
        <Crown aria-hidden="true" />
        {UPGRADE_LABEL}
      </Link>
    </div>
  );
}
