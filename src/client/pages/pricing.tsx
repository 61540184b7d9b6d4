import { Link } from "wouter";
import { PRO_PRICE } from "../../domain/plans";
import { PromoBanner } from "../components/layout/promo-banner";
import { PublicLayout } from "../components/layout/public-layout";
import { PRODUCT_NAME } from "../components/layout/site-header";
import { buttonClasses } from "../components/ui/button-classes";
import { useUser } from "../features/auth/use-user";
import { PlanCard } from "../features/billing/plan-card";
import { FREE_PLAN_FEATURES, proPlanFeatures, UPGRADE_BUTTON_LABEL } from "../features/billing/plan-copy";
import { planStateOf } from "../features/billing/plan-state";
import { PricingFaq } from "../features/billing/pricing-faq";
import { AI_IMAGES_COMING_SOON, checkoutNote } from "../features/billing/site-mode-notes";
import { useSiteConfig } from "../lib/use-site-config";

const inlineLink = "font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900";

/** /pricing (spec supporting-areas §2): Free and Pro, what each includes, a FAQ and the way in. */
export function PricingPage() {
  const { user, isAuthenticated } = useUser();
  const config = useSiteConfig();
  const plan = user ? planStateOf(user) : null;
  const note = checkoutNote(config?.billing);
  const wide = "w-full";

  const freeAction = isAuthenticated ? (
    <Link href="/home" className={buttonClasses({ variant: "outline", className: wide })}>
      {plan === "free" ? "Your current plan: go to dashboard" : "Go to dashboard"}
    </Link>
  ) : (
    <Link href="/register" className={buttonClasses({ variant: "outline", className: wide })}>
      Get started free
    </Link>
  );
  const proAction = !isAuthenticated ? (
    <div className="grid gap-2 text-center">
      {/* Checkout needs an account: visitors create one first, then upgrade in one step. */}
      <Link href="/register" className={buttonClasses({ className: wide })}>
        Start Free, upgrade anytime
      </Link>
      <p className="text-slate-600 text-xs">
        Have an account?{" "}
        <Link href="/login" className={inlineLink}>
          Log in
        </Link>{" "}
        to upgrade.
      </p>
    </div>
  ) : plan === "free" ? (
    <Link
      href="/subscribe"
      className={buttonClasses({ className: `${wide} h-auto min-h-10 whitespace-normal py-2` })}
    >
      {UPGRADE_BUTTON_LABEL}
    </Link>
  ) : (
    <Link href="/subscription" className={buttonClasses({ className: wide })}>
      Manage subscription
    </Link>
  );

  return (
    <PublicLayout signedIn={isAuthenticated} banner={<PromoBanner placement="pricing" />}>
      <title>{`Pricing · ${PRODUCT_NAME}`}</title>
      <section className="bg-gradient-to-b from-indigo-50 to-slate-50">
        <div className="mx-auto max-w-3xl px-4 pt-14 pb-10 text-center sm:px-6 sm:pt-20">
          <p className="font-semibold text-indigo-700 text-sm uppercase tracking-wide">Pricing</p>
          <h1 className="mt-2 font-bold text-3xl text-slate-900 tracking-tight sm:text-5xl">
            Simple pricing for busy sellers
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-base text-slate-600 sm:text-lg">
            Start free with 2 social posts and 2 product listings. Go Pro for unlimited content at{" "}
            {PRO_PRICE.display} a month, and cancel any time.
          </p>
        </div>
      </section>

      <section aria-label="Plans" className="mx-auto max-w-5xl px-4 sm:px-6">
        <div className="grid gap-6 md:grid-cols-2">
          <PlanCard
            name="Free"
            price="$0"
            period="forever"
            summary="Try every platform. 2 social posts and 2 listings per account; they don't reset monthly."
            features={FREE_PLAN_FEATURES}
            action={freeAction}
          />
          <PlanCard
            name="Pro"
            price={PRO_PRICE.display}
            period="per month"
            summary="Unlimited content for sellers who post and list every week. Renews monthly."
            features={proPlanFeatures(config?.imageGeneration)}
            highlighted
            ribbon="Most popular"
            footnote={config && !config.imageGeneration ? AI_IMAGES_COMING_SOON : null}
            action={proAction}
          />
        </div>
        <p className="mt-6 text-center text-slate-600 text-sm">
          {note ? `${note} ` : ""}30-day money-back guarantee on Pro.
        </p>
      </section>

      <PricingFaq config={config} />

      <section aria-labelledby="pricing-cta-heading" className="bg-indigo-600">
        <div className="mx-auto flex max-w-5xl flex-col items-center gap-4 px-4 py-12 text-center sm:px-6">
          <h2 id="pricing-cta-heading" className="font-bold text-2xl text-white tracking-tight">
            Your next post is one photo away
          </h2>
          {isAuthenticated ? (
            <Link href="/home" className={buttonClasses({ variant: "outline", size: "lg" })}>
              Go to dashboard
            </Link>
          ) : (
            <>
              <Link href="/register" className={buttonClasses({ variant: "outline", size: "lg" })}>
                Start Free
              </Link>
              <p className="text-indigo-100 text-sm">
                Already have an account?{" "}
                <Link
                  href="/login"
                  className="font-medium text-white underline underline-offset-2 hover:text-indigo-50"
                >
                  Login
                </Link>
              </p>
            </>
          )}
        </div>
      </section>
    </PublicLayout>
  );
}
