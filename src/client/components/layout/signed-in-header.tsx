import { Loader2, LogOut } from "lucide-react";
import { Link, useLocation } from "wouter";
import { EmailVerificationBanner } from "../../features/account/email-verification-banner";
import { useLogout } from "../../features/auth/use-logout";
import { Button, buttonClasses } from "../ui/button";
import { ACCOUNT_LINKS, AccountMenu } from "./account-menu";
import { SignedInBar } from "./signed-in-bar";

/**
 * The top bar of the signed-in pages. The tools (Social, Listings, Bulk, History, Brands) are named
 * and one tap away at every width: a row of their own under the logo, joining the logo's row on
 * wide screens (xl). Help, Plan, Account and Logout sit on the right from md on; on a phone they are
 * behind one labelled Menu button. Below the bar, the reminder to confirm the e-mail address while
 * it is unconfirmed (not on /account, whose E-mail section says the same with its own button).
 */
export function SignedInHeader() {
  const [location] = useLocation();
  const logout = useLogout();
  return (
    <>
      <SignedInBar>
        {ACCOUNT_LINKS.map(({ href, label, icon: Icon }) => (
          <Link
            key={href}
            href={href}
            aria-current={location === href ? "page" : undefined}
            className={buttonClasses({
              variant: "ghost",
              size: "sm",
              className: "hidden aria-[current=page]:bg-slate-100 md:inline-flex xl:px-2.5",
            })}
          >
            <Icon aria-hidden="true" />
            {label}
          </Link>
        ))}
        {/* A POST, never a link: no other site can sign the user out with a GET. */}
        <Button
          variant="outline"
          size="sm"
          className="ml-1 hidden md:inline-flex"
          disabled={logout.isPending}
          onClick={() => logout.mutate()}
        >
          {logout.isPending ? (
            <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          ) : (
            <LogOut aria-hidden="true" />
          )}
          Logout
        </Button>
        <AccountMenu
          className="px-2.5 md:hidden"
          loggingOut={logout.isPending}
          onLogout={() => logout.mutate()}
        />
      </SignedInBar>
      {location === "/account" ? null : <EmailVerificationBanner />}
    </>
  );
}
