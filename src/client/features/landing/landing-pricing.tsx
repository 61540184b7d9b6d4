import { Check, Clock } from "lucide-react";
import { Link } from "wouter";
import type { SiteConfig } from "../../../domain/site-config";
import { buttonClasses } from "../../components/ui/button-classes";
import { cn } from "../../lib/utils";
import {
  AI_IMAGES_COMING_SOON,
  COMING_SOON_LABEL,
  checkoutNote,
  offersAiImages,
} from "../billing/site-mode-notes";
import { SectionHeading } from "./section-heading";

/** A plan's line; `soon`: in the plan but not offered on this site yet (shown so, never ticked). */
type Feature = { text: string; soon?: boolean };

const freeFeatures: Feature[] = [
  { text: "2 social media posts" },
  { text: "2 product listings" },
  { text: "All 12 platforms" },
  { text: "Your photo's colours and shape read for you" },
  { text: "Copy with one click, or download as a text file or spreadsheet" },
];

/**
 * Pro's lines. AI product images are ticked only when this site makes them; unknown (the page as
 * prerendered at build time, or before the config arrives) counts as not yet.
 */
function proFeatures(imageGeneration: boolean | undefined): Feature[] {
  return [
    { text: "Unlimited social media posts" },
    { text: "Unlimited product listings" },
    { text: "Bulk upload: many photos at once, one spreadsheet back" },
    { text: "AI product images", soon: !offersAiImages(imageGeneration) },
    { text: "Priority e-mail support" },
    { text: "Cancel any time" },
  ];
}

export function LandingPricing({ config }: { config: SiteConfig | null }) {
  const note = checkoutNote(config?.billing);
  return (
    <section aria-labelledby="pricing-heading" className="bg-white">
      <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
        <SectionHeading id="pricing-heading" eyebrow="Pricing" title="Start free, upgrade when it pays off">
          Try every platform on the free plan. Go Pro when you want unlimited posts and listings, and whole
          batches of photos at once.
        </SectionHeading>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <PlanCard
            name="Free"
            price="$0"
            period="per account"
            summary="2 social media posts and 2 product listings in total, each for every platform you pick. They don't reset monthly."
            features={freeFeatures}
            cta="Start Free"
          />
          <PlanCard
            name="Pro"
            price="$12.99"
            period="per month"
            summary="Unlimited content for sellers who post and list every week. Renews monthly."
            features={proFeatures(config?.imageGeneration)}
            cta="Start Free, upgrade anytime"
            highlighted
            footnote={config && !config.imageGeneration ? AI_IMAGES_COMING_SOON : null}
          />
        </div>
        <p className="mt-6 text-center text-slate-600 text-sm">
          {note ? `${note} ` : ""}
          <Link href="/pricing" className="font-medium text-indigo-700 underline-offset-4 hover:underline">
            See all pricing details
          </Link>
        </p>
      </div>
    </section>
  );
}

function PlanCard({
  name,
  price,
  period,
  summary,
  features,
  cta,
  highlighted = false,
  footnote,
}: {
  name: string;
  price: string;
  period: string;
  summary: string;
  features: Feature[];
  cta: string;
  highlighted?: boolean;
  footnote?: string | null;
}) {
  return (
    <div
      className={cn(
        "flex flex-col rounded-2xl border bg-white p-6 shadow-sm sm:p-8",
        highlighted ? "border-indigo-600 ring-1 ring-indigo-600" : "border-slate-200",
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold text-lg text-slate-900">{name}</h3>
        {highlighted ? (
          <span className="rounded-full bg-indigo-600 px-2.5 py-0.5 font-semibold text-white text-xs">
            For weekly sellers
          </span>
        ) : null}
      </div>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="font-bold text-4xl text-slate-900 tracking-tight">{price}</span>
        <span className="text-slate-600 text-sm">{period}</span>
      </p>
      <p className="mt-3 text-slate-600 text-sm">{summary}</p>
      <ul className="mt-6 grid gap-2 text-sm">
        {features.map(({ text, soon }) => (
          <li
            key={text}
            data-feature-state={soon ? "soon" : "included"}
            className="flex items-start gap-2 text-slate-700"
          >
            {soon ? (
              <Clock className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
            ) : (
              <Check className="mt-0.5 size-4 shrink-0 text-indigo-600" aria-hidden="true" />
            )}
            <span>
              {text}
              {soon ? (
                <>
                  {" "}
                  <span className="whitespace-nowrap rounded-full border border-slate-300 bg-slate-50 px-2 py-0.5 font-medium text-slate-700 text-xs">
                    {COMING_SOON_LABEL}
                  </span>
                </>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      {footnote ? <p className="mt-4 text-slate-600 text-xs">{footnote}</p> : null}
      <Link
        href="/register"
        className={buttonClasses({ variant: highlighted ? "default" : "outline", className: "mt-8 w-full" })}
      >
        {cta}
      </Link>
    </div>
  );
}
