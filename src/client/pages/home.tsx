import {
  BookOpen,
  ChevronRight,
  Crown,
  Layers,
  type LucideIcon,
  MessageSquareText,
  ShoppingBag,
  Sparkles,
  Star,
  Upload,
} from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { FREE_LIMITS } from "../../domain/plans";
import { MAIN_CONTENT_ID } from "../components/layout/focus-target";
import { SignedInHeader } from "../components/layout/signed-in-header";
import { SiteFooter } from "../components/layout/site-footer";
import { PRODUCT_NAME } from "../components/layout/site-header";
import { Card, CardDescription, CardHeader, CardTitle } from "../components/ui/card";
import { isNewAccount } from "../features/auth/new-account";
import { useUser } from "../features/auth/use-user";
import { formatPlanDate, proIncludesText } from "../features/billing/plan-copy";
import { planStateOf } from "../features/billing/plan-state";
import { useSiteConfig } from "../lib/use-site-config";

type Destination = { href: string; title: string; description: string; icon: LucideIcon };

const destinations: Destination[] = [
  {
    href: "/social-content",
    title: "Social Media Content",
    description: "Turn a product photo into posts for six social networks.",
    icon: MessageSquareText,
  },
  {
    href: "/product-listings",
    title: "Product Listings",
    description: "Write listings for Etsy, Redbubble, Amazon, Shopify, eBay and Mercari.",
    icon: ShoppingBag,
  },
  {
    href: "/bulk-upload",
    title: "Bulk Upload",
    description: "Apply one brand context to many photos and export the results as CSV.",
    icon: Upload,
  },
  {
    href: "/user-manual",
    title: "User Manual",
    description: "Step-by-step guides, tips and answers to common questions.",
    icon: BookOpen,
  },
];

const highlights: Array<{ title: string; description: string; icon: LucideIcon }> = [
  {
    title: "AI-Powered",
    description: "Content is written from your image and your brand details.",
    icon: Sparkles,
  },
  {
    title: "Multi-Platform",
    description: "Six social networks and six marketplaces from one upload.",
    icon: Layers,
  },
  {
    title: "Professional Quality",
    description: "Each platform gets its own format, length and voice.",
    icon: Star,
  },
];

/**
 * What a Pro seller has, as this site really has it (AI images only where the server makes them):
 * "Pro: unlimited social posts and product listings, and bulk upload." A canceled plan says until when.
 */
function ProPlanNote({ endDate }: { endDate: string | null }) {
  const config = useSiteConfig();
  const until = endDate ? ` until ${endDate}` : "";
  return (
    <p
      data-testid="home-plan"
      className="mt-3 flex max-w-2xl items-start gap-2 rounded-lg border border-indigo-200 bg-indigo-50 px-3 py-2 text-indigo-950 text-sm"
    >
      <Crown className="mt-0.5 size-4 shrink-0 text-indigo-700" aria-hidden="true" />
      <span>
        <span className="font-semibold">Pro{until}:</span> {proIncludesText(config?.imageGeneration)}.
      </span>
    </p>
  );
}

/**
 * Spec §2: 'Welcome back' and the first name. A seller whose account was created a moment ago in
 * this tab is not back: they get a welcome and the first step instead. A Pro seller (one who has
 * just upgraded too) is told what Pro gives, never what the free plan includes.
 */
function Greeting() {
  const { user } = useUser();
  const [isNewcomer] = useState(() => user !== null && isNewAccount(user.id));
  const firstName = user?.firstName?.trim();
  const name = firstName ? `, ${firstName}` : "";
  const plan = user ? planStateOf(user) : "free";
  const proNote =
    plan === "free" ? null : (
      <ProPlanNote endDate={plan === "ending" ? formatPlanDate(user?.subscriptionEndDate ?? null) : null} />
    );
  if (isNewcomer) {
    return (
      <>
        <h1 className="font-bold text-3xl tracking-tight">Welcome{name}</h1>
        <p className="mt-2 max-w-2xl text-slate-600">
          Start with a photo of something you sell: choose Social Media Content for posts or Product Listings
          for marketplace listings, add the photo and press Generate.
          {plan === "free" ? (
            <>
              {" "}
              Your free plan includes {FREE_LIMITS.socialMedia} social posts and {FREE_LIMITS.productListings}{" "}
              product listings.
            </>
          ) : null}
        </p>
        {proNote}
      </>
    );
  }
  return (
    <>
      <h1 className="font-bold text-3xl tracking-tight">Welcome back{name}</h1>
      <p className="mt-2 text-slate-600">What would you like to create today?</p>
      {proNote}
    </>
  );
}

export function HomePage() {
  return (
    <div className="flex min-h-screen flex-col">
      <title>{`Home · ${PRODUCT_NAME}`}</title>
      <SignedInHeader />

      <main id={MAIN_CONTENT_ID} className="mx-auto w-full max-w-6xl flex-1 px-4 py-10 sm:px-6">
        <Greeting />

        <nav aria-label="Tools" className="mt-8">
          <ul className="grid gap-4 sm:grid-cols-2">
            {destinations.map(({ href, title, description, icon: Icon }) => (
              <li key={href}>
                <Link
                  href={href}
                  className="group flex h-full items-start gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-indigo-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-indigo-600 focus-visible:outline-offset-2"
                >
                  <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-indigo-100 text-indigo-700">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold text-slate-900">{title}</span>
                    <span className="mt-1 block text-slate-600 text-sm">{description}</span>
                  </span>
                  <ChevronRight
                    className="mt-1 size-5 shrink-0 text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-indigo-600"
                    aria-hidden="true"
                  />
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="highlights-heading" className="mt-12">
          <h2 id="highlights-heading" className="sr-only">
            Why it works
          </h2>
          <div className="grid gap-4 sm:grid-cols-3">
            {highlights.map(({ title, description, icon: Icon }) => (
              <Card key={title}>
                <CardHeader>
                  <Icon className="size-6 text-indigo-600" aria-hidden="true" />
                  <CardTitle as="h3" className="text-base">
                    {title}
                  </CardTitle>
                  <CardDescription>{description}</CardDescription>
                </CardHeader>
              </Card>
            ))}
          </div>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}
