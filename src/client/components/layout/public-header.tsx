import {
  BookOpen,
  ChevronDown,
  FileText,
  Layers,
  Mail,
  Menu,
  MessageSquareText,
  ShieldCheck,
  ShoppingBag,
  Tag,
  Upload,
} from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "../ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../ui/dropdown-menu";
import { SiteHeader } from "./site-header";

type MenuLink = { href: string; label: string; icon: typeof Layers };

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
  return items.map(({ href, label, icon: Icon }) => (
    <DropdownMenuItem key={label} asChild>
      <Link href={href}>
        <Icon aria-hidden="true" />
        {label}
      </Link>
    </DropdownMenuItem>
  ));
}

function FeaturesAndInfo({ signedIn }: { signedIn: boolean }) {
  return (
    <>
      <DropdownMenuGroup>
        <DropdownMenuLabel>Features</DropdownMenuLabel>
        <MenuLinks items={featureLinks(signedIn)} />
      </DropdownMenuGroup>
      <DropdownMenuSeparator />
      <DropdownMenuGroup>
        <DropdownMenuLabel>Info</DropdownMenuLabel>
        <MenuLinks items={infoLinks} />
      </DropdownMenuGroup>
    </>
  );
}

/**
 * The public header (spec core-product §2): Pricing, Help, a Features dropdown with an Info group,
 * Login and Start Free. Below the md breakpoint everything but the main action folds into a menu.
 */
export function PublicHeader({ signedIn }: { signedIn: boolean }) {
  const ghost = buttonClasses({ variant: "ghost", size: "sm" });
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
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger className={ghost}>
            <Layers aria-hidden="true" />
            Features
            <ChevronDown aria-hidden="true" />
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <FeaturesAndInfo signedIn={signedIn} />
          </DropdownMenuContent>
        </DropdownMenu>
        {signedIn ? null : (
          <Link href="/login" className={ghost}>
            Login
          </Link>
        )}
      </div>
      {signedIn ? (
        <Link href="/home" className={buttonClasses({ size: "sm" })}>
          My Dashboard
        </Link>
      ) : (
        <Link href="/register" className={buttonClasses({ size: "sm" })}>
          Start Free
        </Link>
      )}
      <div className="md:hidden">
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger
            className={buttonClasses({ variant: "outline", size: "sm", className: "px-2.5" })}
          >
            <Menu aria-hidden="true" />
            <span className="sr-only">Menu</span>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem asChild>
              <Link href="/pricing">
                <Tag aria-hidden="true" />
                Pricing
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link href="/user-manual">
                <BookOpen aria-hidden="true" />
                Help
              </Link>
            </DropdownMenuItem>
            {signedIn ? null : (
              <DropdownMenuItem asChild>
                <Link href="/login">Login</Link>
              </DropdownMenuItem>
            )}
            <DropdownMenuSeparator />
            <FeaturesAndInfo signedIn={signedIn} />
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </SiteHeader>
  );
}
