import { BookOpen, CreditCard, Loader2, LogOut, Menu, UserRound } from "lucide-react";
import { Link, useLocation } from "wouter";
import { useUser } from "../../features/auth/use-user";
import { buttonClasses } from "../ui/button-classes";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../ui/dropdown-menu";

export interface AccountLink {
  href: string;
  label: string;
  /** The name in the phone menu, where there is room to say more. */
  menuLabel: string;
  icon: typeof UserRound;
}

/** The seller's own places, after the tools: help, the plan (usage, upgrade, cancel) and the account. */
export const ACCOUNT_LINKS: readonly AccountLink[] = [
  { href: "/user-manual", label: "Help", menuLabel: "Help & user manual", icon: BookOpen },
  // Where a Pro user finds cancel and reactivate, and a Free user their usage and the upgrade.
  { href: "/subscription", label: "Plan", menuLabel: "Plan & usage", icon: CreditCard },
  { href: "/account", label: "Account", menuLabel: "Account settings", icon: UserRound },
];

/**
 * On a phone, Help, Plan, Account and Logout behind one labelled "Menu" button (a Radix dropdown:
 * arrow keys, Escape and focus return come with it). It names who is signed in at its top.
 */
export function AccountMenu({
  onLogout,
  loggingOut,
  className,
}: {
  onLogout: () => void;
  loggingOut: boolean;
  className?: string;
}) {
  const [location] = useLocation();
  const { user } = useUser();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className={buttonClasses({ variant: "outline", size: "sm", className })}>
        <Menu aria-hidden="true" />
        Menu
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64 max-w-[calc(100vw-1rem)]">
        {user ? (
          <DropdownMenuLabel className="truncate font-normal text-slate-600 normal-case tracking-normal">
            Signed in as <span className="font-medium text-slate-900">{user.email}</span>
          </DropdownMenuLabel>
        ) : null}
        {ACCOUNT_LINKS.map(({ href, menuLabel, icon: Icon }) => (
          <DropdownMenuItem key={href} asChild>
            <Link
              href={href}
              aria-current={location === href ? "page" : undefined}
              className="min-h-11 aria-[current=page]:font-semibold aria-[current=page]:text-indigo-700"
            >
              <Icon aria-hidden="true" />
              {menuLabel}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        {/* A POST, never a link: no other site can sign the user out with a GET. */}
        <DropdownMenuItem className="min-h-11" disabled={loggingOut} onSelect={onLogout}>
          {loggingOut ? (
            <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          ) : (
            <LogOut aria-hidden="true" />
          )}
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
