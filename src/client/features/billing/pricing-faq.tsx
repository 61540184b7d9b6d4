import type { ReactNode } from "react";
import { Link } from "wouter";
import { FREE_LIMITS, PRO_PRICE } from "../../../domain/plans";
import type { SiteConfig } from "../../../domain/site-config";
import { FaqList } from "../../components/ui/faq-list";
import { aiImagesPhrase, checkoutNote } from "./site-mode-notes";

const inlineLink = "font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900";

function paymentAnswer(config: SiteConfig | null): string {
  switch (config?.billing) {
    case "demo":
      return `${checkoutNote("demo")} To try Pro, use the test card 4242 4242 4242 4242.`;
    case "off":
      return checkoutNote("off") ?? "";
    default:
      return "Payments are handled by Stripe, a well-known card payment company. Your card details go straight to Stripe: we never see or keep them.";
  }
}

function faqs(config: SiteConfig | null): Array<{ q: string; a: ReactNode }> {
  return [
    {
      q: "Is there really a free plan?",
      a: `Yes. Every account gets ${FREE_LIMITS.socialMedia} social media posts and ${FREE_LIMITS.productListings} product listings on all 12+ platforms, free. They are counted per account and do not reset monthly.`,
    },
    {
      q: "What does Pro add?",
      a: `For ${PRO_PRICE.display} per month: unlimited social posts and product listings, a closer look at your photos, bulk upload for many photos at once (with one spreadsheet of results), ${aiImagesPhrase(config?.imageGeneration)} and priority e-mail support.`,
    },
    {
      q: "Can I cancel anytime?",
      a: "Yes. Cancel from your subscription page in two clicks. Pro stays active until the end of the period you have paid for, then your account moves to the Free plan. Changed your mind? Reactivate any time before then.",
    },
    {
      q: "Is there a money-back guarantee?",
      a: (
        <>
          Yes, a 30-day money-back guarantee. If Pro isn't right for you,{" "}
          <Link href="/contact" className={inlineLink}>
            contact us
          </Link>{" "}
          within 30 days of your first payment and we'll refund it in full, no questions asked.
        </>
      ),
    },
    {
      q: "Does Pro renew automatically?",
      a: "Yes, every month until you cancel. Your subscription page always shows the next renewal date.",
    },
    { q: "How is payment handled?", a: paymentAnswer(config) },
    {
      q: "What happens to my content if I go back to Free?",
      a: "Everything you've made stays in your account. Only new posts and listings count toward the free allowance.",
    },
  ];
}

/** The pricing FAQ (spec supporting-areas §1, §2): includes the 30-day money-back answer. */
export function PricingFaq({ config }: { config: SiteConfig | null }) {
  return (
    <section aria-labelledby="pricing-faq-heading" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <div className="text-center">
        <p className="font-semibold text-indigo-700 text-sm uppercase tracking-wide">FAQ</p>
        <h2
          id="pricing-faq-heading"
          className="mt-2 font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl"
        >
          Questions about plans and billing
        </h2>
      </div>
      <FaqList entries={faqs(config)} />
    </section>
  );
}
