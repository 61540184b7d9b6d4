import { ArrowRight, Cpu } from "lucide-react";
import { Link } from "wouter";
import type { SiteConfig } from "../../../domain/site-config";
import { buttonClasses } from "../../components/ui/button-classes";
import { describeWriter } from "../../lib/use-site-config";

const socialNetworks = ["Instagram", "Facebook", "X (Twitter)", "LinkedIn", "Pinterest", "TikTok"];
const marketplaces = ["Etsy", "Redbubble", "Amazon", "Shopify", "eBay", "Mercari"];

export function LandingHero({ config }: { config: SiteConfig | null }) {
  return (
    <section aria-labelledby="hero-heading" className="bg-gradient-to-b from-indigo-50 to-slate-50">
      <div className="mx-auto max-w-4xl px-4 pt-14 pb-12 text-center sm:px-6 sm:pt-20">
        <p className="mx-auto mb-4 inline-block rounded-full bg-indigo-100 px-3 py-1 font-medium text-indigo-800 text-xs sm:text-sm">
          For small businesses, online sellers and creators
        </p>
        <h1 id="hero-heading" className="font-bold text-3xl text-slate-900 tracking-tight sm:text-5xl">
          Turn one product photo into posts for <span className="text-indigo-600">6 social networks</span> and
          listings for <span className="text-indigo-600">6 marketplaces</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-base text-slate-600 sm:text-lg">
          Upload a photo, choose your business type, audience, tone and campaign goal, and get a caption for
          every network plus hashtags and a posting schedule — and marketplace listings with a title,
          description, tags, a suggested price and a category.
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
        <p className="mt-4 text-slate-600 text-sm">
          The free plan includes 2 social media posts and 2 product listings. No card needed.
        </p>
        <p className="mx-auto mt-6 flex max-w-xl items-start justify-center gap-2 text-left text-slate-700 text-sm sm:items-center">
          <Cpu className="mt-0.5 size-4 shrink-0 text-indigo-600 sm:mt-0" aria-hidden="true" />
          <span data-testid="writer-description">{describeWriter(config)}</span>
        </p>
      </div>
      <div className="mx-auto grid max-w-5xl gap-4 px-4 pb-14 sm:grid-cols-2 sm:px-6">
        <PlatformList title="Social media posts" items={socialNetworks} />
        <PlatformList title="Marketplace listings" items={marketplaces} />
      </div>
    </section>
  );
}

function PlatformList({ title, items }: { title: string; items: string[] }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="font-semibold text-slate-900 text-sm">{title}</h2>
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
