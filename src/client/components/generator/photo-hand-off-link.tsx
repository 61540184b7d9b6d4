import { ArrowRightLeft } from "lucide-react";
import type { MouseEvent, ReactNode } from "react";
import { useLocation } from "wouter";
import { buttonClasses } from "../ui/button";

/** The generator page that takes a photo in `?image=`, with that photo. */
export function handOffHref(page: "/product-listings" | "/social-content", imagePath: string): string {
  return `${page}?image=${encodeURIComponent(imagePath)}`;
}

/**
 * "Make listings from this photo" / "Make social posts from this photo": the other generator with
 * the same photo already in place. Pending edits are saved before the page changes (leaving within
 * the app does not ask, as closing the tab does); a click that opens a new tab just follows the link.
 */
export function PhotoHandOffLink({
  href,
  beforeLeave,
  children,
}: {
  href: string;
  beforeLeave: () => Promise<unknown>;
  children: ReactNode;
}) {
  const [, navigate] = useLocation();
  const follow = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    // A failed save has its own toast and keeps the seller here with their edits.
    try {
      await beforeLeave();
    } catch {
      return;
    }
    navigate(href);
  };
  return (
    <a href={href} onClick={(event) => void follow(event)} className={buttonClasses({ variant: "outline" })}>
      <ArrowRightLeft aria-hidden="true" />
      {children}
    </a>
  );
}
