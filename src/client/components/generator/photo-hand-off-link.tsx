import { ArrowRightLeft } from "lucide-react";
import type { MouseEvent, ReactNode } from "react";
import { useLocation } from "wouter";
import { HAND_OFF_PARAM, type HandOff, saveHandOff } from "../../lib/hand-off";
import { buttonClasses } from "../ui/button";

type GeneratorPage = "/product-listings" | "/social-content";

/** The generator page that takes a photo in `?image=`, with that photo (all a new tab can be given). */
export function handOffHref(page: GeneratorPage, imagePath: string): string {
  return `${page}?image=${encodeURIComponent(imagePath)}`;
}

/** What goes along with the photo: "What are you selling?", the corrected fact sheet, where from. */
export type HandOffCarry = Omit<HandOff, "imagePath">;

/**
 * "Make listings from this photo" / "Make social posts from this photo": the other generator with
 * the same photo already in place, and what the seller told this one ("What are you selling?", the
 * fact sheet with their corrections: `carry`, read at the click so late edits go too), kept in
 * this tab's session storage under a hand-off id (lib/hand-off.ts). Pending edits are saved before
 * the page changes (leaving within the app does not ask, as closing the tab does); a click that
 * opens a new tab just follows the link, which names the photo only.
 */
export function PhotoHandOffLink({
  page,
  imagePath,
  carry,
  beforeLeave,
  children,
}: {
  page: GeneratorPage;
  imagePath: string;
  carry?: () => HandOffCarry;
  beforeLeave: () => Promise<unknown>;
  children: ReactNode;
}) {
  const [, navigate] = useLocation();
  const href = handOffHref(page, imagePath);
  const follow = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    // A failed save has its own toast and keeps the seller here with their edits.
    try {
      await beforeLeave();
    } catch {
      return;
    }
    const id = saveHandOff({ imagePath, ...carry?.() });
    navigate(id ? `${page}?${HAND_OFF_PARAM}=${encodeURIComponent(id)}` : href);
  };
  return (
    <a href={href} onClick={(event) => void follow(event)} className={buttonClasses({ variant: "outline" })}>
      <ArrowRightLeft aria-hidden="true" />
      {children}
    </a>
  );
}
