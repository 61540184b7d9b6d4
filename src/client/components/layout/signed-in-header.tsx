import { CreditCard, History, LogOut } from "lucide-react";
import { Link, useLocation } from "wouter";
import { buttonClasses } from "../ui/button";
import { SiteHeader } from "./site-header";

/** The top bar of the signed-in pages: History, Plan and Logout (labels hidden on narrow screens). */
export function SignedInHeader() {
  const [location] = useLocation();
  const navLink = (href: string) => ({
    href,
    "aria-current": location === href ? ("page" as const) : undefined,
    className: buttonClasses({ variant: "ghost", size: "sm", className: "aria-[current=page]:bg-slate-100" }),
  });
  return (
    <SiteHeader>
      <Link {...navLink("/history")}>
        <History aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">History</span>
      </Link>
      {/* Where a Pro user finds cancel and reactivate, and a Free user their usage and the upgrade. */}
      <Link {...navLink("/subscription")}>
        <CreditCard aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">Plan</span>
      </Link>
      {/* A real navigation: the server clears the session and redirects to /. */}
      <a href="/api/logout" className={buttonClasses({ variant: "outline", size: "sm" })}>
        <LogOut aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">Logout</span>
      </a>
    </SiteHeader>
  );
}
