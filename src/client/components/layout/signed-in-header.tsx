import { CreditCard, History, Loader2, LogOut, Store, UserRound } from "lucide-react";
import { Link, useLocation } from "wouter";
import { EmailVerificationBanner } from "../../features/account/email-verification-banner";
import { useLogout } from "../../features/auth/use-logout";
import { Button, buttonClasses } from "../ui/button";
import { SiteHeader } from "./site-header";

/**
 * The top bar of the signed-in pages: History, Brands, Plan, Account and Logout (labels hidden on narrow
 * screens), and below it the reminder to confirm the e-mail address while it is unconfirmed
 * (not on /account, whose E-mail section says the same with its own button).
 */
export function SignedInHeader() {
  const [location] = useLocation();
  const logout = useLogout();
  const navLink = (href: string) => ({
    href,
    "aria-current": location === href ? ("page" as const) : undefined,
    className: buttonClasses({
      variant: "ghost",
      size: "sm",
      className: "px-2.5 sm:px-3 aria-[current=page]:bg-slate-100",
    }),
  });
  return (
    <>
      <SiteHeader>
        <Link {...navLink("/history")}>
          <History aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">History</span>
        </Link>
        {/* The seller's saved brand profiles, which every generator page can pick from. */}
        <Link {...navLink("/brands")}>
          <Store aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Brands</span>
        </Link>
        {/* Where a Pro user finds cancel and reactivate, and a Free user their usage and the upgrade. */}
        <Link {...navLink("/subscription")}>
          <CreditCard aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Plan</span>
        </Link>
        <Link {...navLink("/account")}>
          <UserRound aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Account</span>
        </Link>
        {/* A POST, never a link: no other site can sign the user out with a GET. */}
        <Button
          variant="outline"
          size="sm"
          className="px-2.5 sm:px-3"
          disabled={logout.isPending}
          onClick={() => logout.mutate()}
        >
          {logout.isPending ? (
            <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          ) : (
            <LogOut aria-hidden="true" />
          )}
          <span className="sr-only sm:not-sr-only">Logout</span>
        </Button>
      </SiteHeader>
      {location === "/account" ? null : <EmailVerificationBanner />}
    </>
  );
}
