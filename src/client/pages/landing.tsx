import { ArrowRight, Camera, PenLine, Share2 } from "lucide-react";
import { Link } from "wouter";
import { PRODUCT_NAME, SiteHeader } from "../components/layout/site-header";
import { buttonClasses } from "../components/ui/button";

// A compact first version; the full landing page (stats, pricing, FAQ, footer) is a later issue.

const socialNetworks = ["Instagram", "Facebook", "X (Twitter)", "LinkedIn", "Pinterest", "TikTok"];
const marketplaces = ["Etsy", "Redbubble", "Amazon", "Shopify", "eBay", "Mercari"];

const steps = [
  { icon: Camera, title: "Upload an image", text: "A product or brand photo in JPG, PNG or GIF." },
  {
    icon: PenLine,
    title: "Add brand context",
    text: "Business type, brand, audience, tone and campaign goal.",
  },
  {
    icon: Share2,
    title: "Generate and share",
    text: "Copy each post or listing, or download everything at once.",
  },
];

export function LandingPage() {
  return (
    <div className="flex min-h-screen flex-col">
      <title>{`${PRODUCT_NAME} · Posts and listings from one product photo`}</title>
      <SiteHeader>
        <Link href="/login" className={buttonClasses({ variant: "ghost", size: "sm" })}>
          Login
        </Link>
        <Link href="/register" className={buttonClasses({ size: "sm" })}>
          Start Free
        </Link>
      </SiteHeader>

      <main className="flex-1">
        <section className="bg-gradient-to-b from-indigo-50 to-slate-50">
          <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-24">
            <p className="mx-auto mb-4 inline-block rounded-full bg-indigo-100 px-3 py-1 font-medium text-indigo-800 text-xs sm:text-sm">
              For small businesses, online sellers and creators
            </p>
            <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-5xl">
              Turn one product photo into posts for <span className="text-indigo-600">6 social networks</span>{" "}
              and listings for <span className="text-indigo-600">6 marketplaces</span>
            </h1>
            <p className="mx-auto mt-6 max-w-2xl text-base text-slate-600 sm:text-lg">
              Upload an image, tell us about your brand, and get ready-to-post captions, hashtags and a
              posting schedule, plus marketplace listings with titles, descriptions, tags, a suggested price
              and a category.
            </p>
            <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
              <Link href="/register" className={buttonClasses({ size: "lg" })}>
                Start Free - 2 + 2 Posts
                <ArrowRight aria-hidden="true" />
              </Link>
              <Link href="/login" className={buttonClasses({ variant: "outline", size: "lg" })}>
                Login to Account
              </Link>
            </div>
            <p className="mt-4 text-slate-500 text-sm">
              The free plan includes 2 social media generations and 2 product listings.
            </p>
          </div>
        </section>

        <section aria-labelledby="platforms-heading" className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
          <h2 id="platforms-heading" className="text-center font-semibold text-2xl tracking-tight">
            12 platforms from one upload
          </h2>
          <div className="mt-8 grid gap-6 sm:grid-cols-2">
            <PlatformList title="Social media posts" items={socialNetworks} />
            <PlatformList title="Marketplace listings" items={marketplaces} />
          </div>
        </section>

        <section aria-labelledby="how-heading" className="mx-auto max-w-5xl px-4 pb-16 sm:px-6">
          <h2 id="how-heading" className="text-center font-semibold text-2xl tracking-tight">
            How it works
          </h2>
          <ol className="mt-8 grid gap-6 sm:grid-cols-3">
            {steps.map(({ icon: Icon, title, text }, index) => (
              <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <span className="grid size-10 place-items-center rounded-lg bg-indigo-100 text-indigo-700">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <h3 className="mt-4 font-semibold">
                  <span className="sr-only">Step {index + 1}: </span>
                  {title}
                </h3>
                <p className="mt-1 text-slate-600 text-sm">{text}</p>
              </li>
            ))}
          </ol>
        </section>
      </main>
    </div>
  );
}

function PlatformList({ title, items }: { title: string; items: string[] }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h3 className="font-semibold">{title}</h3>
      <ul className="mt-3 flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item} className="rounded-full bg-slate-100 px-3 py-1 text-slate-700 text-sm">
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
