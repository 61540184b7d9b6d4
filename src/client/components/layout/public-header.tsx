import {
  BookOpen,
  ChevronDown,
  FileText,
  Layers,
  LogIn,
  Mail,
  Menu,
  MessageSquareText,
  ShieldCheck,
  ShoppingBag,
  Tag,
  Upload,
} from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "../ui/button-classes";
import {
  DisclosureMenu,
  DisclosureMenuGroup,
  DisclosureMenuSeparator,
  disclosureMenuLinkClasses,
  useCloseDisclosureMenu,
} from "./disclosure-menu";
import { SiteHeader } from "./site-header";

type MenuLink = { href: string; label: string; icon?: typeof Layers };

/** Spec: the Features entries lead to /register for visitors; signed in, they open the tools. */
function featureLinks(signedIn: boolean): MenuLink[] {
  return [
    {
      href: signedIn ? "/social-content" : "/register",
      label: "Social Media Content",
      icon: MessageSquareText,
    },
    { href: signedIn ? "/product-listings" : "/register", label: "Product Listings", icon: ShoppingBag },
    { href: signedIn ? "/bulk-upload" : "/register", label: "Bulk Upload", icon: Upload },
  ];
}

const infoLinks: MenuLink[] = [
  { href: "/contact", label: "Contact", icon: Mail },
  { href: "/privacy", label: "Privacy", icon: ShieldCheck },
  { href: "/terms", label: "Terms", icon: FileText },
];

function MenuLinks({ items }: { items: MenuLink[] }) {
  const close = useCloseDisclosureMenu();
  return items.map(({ href, label, icon: Icon }) => (
    <li key={label}>
      <Link href={href} className={disclosureMenuLinkClasses} onClick={close}>
        {Icon ? <Icon aria-hidden="true" /> : null}
        {label}
      </Link>
    </li>
  ));
}

/** The header's main action as the menu's first entry, where the phone's bar has no room for it. */
function MenuMainAction({ href, label }: { href: string; label: string }) {
  const close = useCloseDisclosureMenu();
  return (
    <Link href={href} className={buttonClasses({ size: "sm", className: "w-full" })} onClick={close}>
      {label}
    </Link>
  );
}

function FeaturesAndInfo({ signedIn }: { signedIn: boolean }) {
  return (
    <>
      <DisclosureMenuGroup title="Features">
        <MenuLinks items={featureLinks(signedIn)} />
      </DisclosureMenuGroup>
      <DisclosureMenuSeparator />
      <DisclosureMenuGroup title="Info">
        <MenuLinks items={infoLinks} />
      </DisclosureMenuGroup>
    </>
  );
}

/**
 * The public header (spec core-product §2): Pricing, Help, a Features dropdown with an Info group,
 * Login and Start Free. Below the md breakpoint everything but the main action folds into a labelled
 * menu, and on a phone (below sm) the main action too, at the menu's top.
 */
export function PublicHeader({ signedIn }: { signedIn: boolean }) {
  const ghost = buttonClasses({ variant: "ghost", size: "sm" });
  const mainAction = signedIn
    ? { href: "/home", label: "My Dashboard" }
    : { href: "/register", label: "Start Free" };
  return (
    <SiteHeader>
      <div className="hidden items-center gap-1 md:flex">
        <Link href="/pricing" className={ghost}>
          <Tag aria-hidden="true" />
          Pricing
        </Link>
        <Link href="/user-manual" className={ghost}>
          <BookOpen aria-hidden="true" />
          Help
        </Link>
        <DisclosureMenu
          label="Features"
          triggerClassName={ghost}
          trigger={
            <>
              <Layers aria-hidden="true" />
              Features
              <ChevronDown aria-hidden="true" />
            </>
          }
        >
          <FeaturesAndInfo signedIn={signedIn} />
        </DisclosureMenu>
        {signedIn ? null : (
          <Link href="/login" className={ghost}>
            Login
          </Link>
        )}
      </div>
      {/* On a phone the main action moves into the menu, so the bar keeps the logo on one line. */}
      <Link
        href={mainAction.href}
        className={buttonClasses({ size: "sm", className: "hidden sm:inline-flex" })}
      >
        {mainAction.label}
      </Link>
      <div className="md:hidden">
        <DisclosureMenu
          label="Menu"
          triggerClassName={buttonClasses({ variant: "outline", size: "sm", className: "px-2.5" })}
          trigger={
            <>
              <Menu aria-hidden="true" />
              <span className="sm:sr-only">Menu</span>
            </>
          }
        >
          <div className="p-1 sm:hidden">
            <MenuMainAction {...mainAction} />
          </div>
          <DisclosureMenuGroup>
            <MenuLinks
              items={[
                { href: "/pricing", label: "Pricing", icon: Tag },
                { href: "/user-manual", label: "Help", icon: BookOpen },
                ...(signedIn ? [] : [{ href: "/login", label: "Login", icon: LogIn }]),
              ]}
            />
          </DisclosureMenuGroup>
          <DisclosureMenuSeparator />
          <FeaturesAndInfo signedIn={signedIn} />
        </DisclosureMenu>
      </div>
    </SiteHeader>
  );
}
