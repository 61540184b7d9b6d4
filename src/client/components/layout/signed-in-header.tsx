import { History, LogOut } from "lucide-react";
import { Link, useLocation } from "wouter";
import { buttonClasses } from "../ui/button";
import { SiteHeader } from "./site-header";

/** The top bar of the signed-in tool pages: History and Logout (labels hidden on narrow screens). */
export function SignedInHeader() {
  const [location] = useLocation();
  return (
    <SiteHeader>
      <Link
        href="/history"
        aria-current={location === "/history" ? "page" : undefined}
        className={buttonClasses({
          variant: "ghost",
          size: "sm",
          className: "aria-[current=page]:bg-slate-100",
        })}
      >
        <History aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">History</span>
      </Link>
      {/* A real navigation: the server clears the session and redirects to /. */}
      <a href="/api/logout" className={buttonClasses({ variant: "outline", size: "sm" })}>
        <LogOut aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">Logout</span>
      </a>
    </SiteHeader>
  );
}
