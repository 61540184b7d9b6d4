import { AlertTriangle, CalendarClock, CreditCard, Info, Loader2, Rocket, ShieldCheck } from "lucide-react";
import { lazy, type ReactNode, Suspense, useEffect, useRef } from "react";
import { Link, useLocation, useSearch } from "wouter";
import type { CreateSubscriptionReply } from "../../domain/billing";
import { PRO_PRICE } from "../../domain/plans";
import { PRODUCT_NAME } from "../components/layout/site-header";
import { buttonClasses } from "../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../components/ui/card";
import { toast } from "../components/ui/use-toast";
import { BillingFrame } from "../features/billing/billing-frame";
import { DemoCardForm } from "../features/billing/demo-card-form";
import { PlanCard } from "../features/billing/plan-card";
import {
  BILLING_TOASTS,
  FREE_PLAN_FEATURES,
  PRO_PRICE_LABEL,
  proPlanFeatures,
} from "../features/billing/plan-copy";
import { RETURN_PARAM, safeReturnPath } from "../features/billing/return-path";
import { AI_IMAGES_COMING_SOON } from "../features/billing/site-mode-notes";
import { useCreateSubscription } from "../features/billing/use-create-subscription";
import { useSiteConfig } from "../lib/use-site-config";

type CheckoutReply = Exclude<CreateSubscriptionReply, { alreadySubscribed: true }>;

// Stripe.js and its React bindings load only when this server bills through Stripe.
const StripePaymentForm = lazy(() =>
  import("../features/billing/stripe-payment-form").then((m) => ({ default: m.StripePaymentForm })),
);

/** The three steps of checkout; the demo says plainly that no money moves. */
function stepsFor(provider: CheckoutReply["provider"], imageGeneration: boolean | undefined) {
  const demo = provider === "demo";
  return [
    {
      icon: CreditCard,
      title: "Enter your card",
      text: demo
        ? "Use the test card shown in the form: this is a demo checkout."
        : "Your card details go straight to Stripe, our card payment company: we never see them.",
    },
    {
      icon: ShieldCheck,
      title: "Confirm your subscription",
      text: demo
        ? "Nothing is charged; Pro runs in 30-day periods."
        : `${PRO_PRICE.display} is charged today, then once a month.`,
    },
    {
      icon: Rocket,
      title: "Create without limits",
      text: imageGeneration
        ? "Pro switches on at once: unlimited posts, listings, bulk upload and AI images."
        : "Pro switches on at once: unlimited posts and listings, and bulk upload.",
    },
  ];
}

/**
 * /subscribe (spec supporting-areas §2, §4): loading, then ready (a checkout started) with the
 * comparison, three steps, billing note and payment form; or the error state; or, for a user who
 * is already Pro, a toast and back to / (or to the page that sent them, `?from=`). A successful
 * payment returns to that page too (return-path.ts), or to / when none asked.
 */
export function SubscribePage() {
  const config = useSiteConfig();
  const billingOn = config !== null && config.billing !== "off";
  const checkout = useCreateSubscription(billingOn);
  const [, navigate] = useLocation();
  const returnTo = safeReturnPath(new URLSearchParams(useSearch()).get(RETURN_PARAM));
  const reported = useRef(false);

  const alreadySubscribed = checkout.data !== undefined && "alreadySubscribed" in checkout.data;
  useEffect(() => {
    if (reported.current) return;
    if (alreadySubscribed) {
      reported.current = true;
      toast(BILLING_TOASTS.alreadySubscribed);
      navigate(returnTo ?? "/", { replace: true });
    } else if (checkout.isError || misconfigured(checkout.data)) {
      reported.current = true;
      toast({ ...BILLING_TOASTS.initFailed, variant: "destructive" });
    }
  }, [alreadySubscribed, checkout.isError, checkout.data, navigate, returnTo]);

  const reply = checkout.data;
  let body: ReactNode;
  if (config?.billing === "off") body = <BillingUnavailable />;
  else if (checkout.isError || misconfigured(reply)) body = <SubscriptionError />;
  else if (!reply || "alreadySubscribed" in reply) body = <PreparingCheckout />;
  else body = <Checkout reply={reply} returnTo={returnTo} />;

  return (
    <BillingFrame>
      <title>{`Upgrade to Pro · ${PRODUCT_NAME}`}</title>
      {body}
    </BillingFrame>
  );
}

/** A Stripe checkout without the key Stripe.js needs cannot be shown: treat it as a failed setup. */
function misconfigured(reply: CreateSubscriptionReply | undefined): boolean {
  return reply !== undefined && "provider" in reply && reply.provider === "stripe" && !reply.publishableKey;
}

function PreparingCheckout() {
  return (
    <div className="grid min-h-[50vh] place-items-center" role="status">
      <div className="flex flex-col items-center gap-3 text-slate-600">
        <Loader2
          className="size-8 animate-spin text-indigo-600 motion-reduce:animate-none"
          aria-hidden="true"
        />
        <p>Preparing your secure checkout…</p>
      </div>
    </div>
  );
}

function SubscriptionError() {
  return (
    <div className="mx-auto max-w-lg py-10">
      <Card role="alert" className="border-red-200">
        <CardHeader className="items-center text-center">
          <span className="grid size-12 place-items-center rounded-full bg-red-100 text-red-700">
            <AlertTriangle className="size-6" aria-hidden="true" />
          </span>
          <CardTitle as="h1" className="mt-2 text-xl">
            Subscription Error
          </CardTitle>
          <CardDescription className="text-base">
            Unable to initialize subscription. Please try again later.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex justify-center">
          <Link href="/" className={buttonClasses()}>
            Return Home
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}

function BillingUnavailable() {
  return (
    <div className="mx-auto max-w-lg py-10">
      <Card>
        <CardHeader className="items-center text-center">
          <span className="grid size-12 place-items-center rounded-full bg-slate-100 text-slate-700">
            <Info className="size-6" aria-hidden="true" />
          </span>
          <CardTitle as="h1" className="mt-2 text-xl">
            Pro isn't available yet
          </CardTitle>
          <CardDescription className="text-base">
            We're not taking payments yet, so Pro can't be bought right now. Everything on the Free plan keeps
            working.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex justify-center">
          <Link href="/" className={buttonClasses()}>
            Return Home
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}

function Checkout({ reply, returnTo }: { reply: CheckoutReply; returnTo: string | null }) {
  const config = useSiteConfig();
  const inlineLink = "font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900";
  return (
    <div className="grid gap-8">
      <header className="max-w-2xl">
        <p className="font-semibold text-indigo-700 text-sm uppercase tracking-wide">Upgrade</p>
        <h1 className="mt-1 font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">Upgrade to Pro</h1>
        <p className="mt-3 text-slate-600">
          Unlimited social posts and product listings for {PRO_PRICE_LABEL}. Cancel any time.
        </p>
      </header>

      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_26rem]">
        {/* First in reading order on a phone (the task at hand), the right-hand column on a wide screen. */}
        <div className="grid min-w-0 gap-4 lg:sticky lg:top-6 lg:col-start-2 lg:row-start-1">
          <Card>
            <CardHeader>
              <CardTitle as="h2">Payment details</CardTitle>
              <CardDescription>
                Pro plan · {PRO_PRICE_LABEL}
                {reply.provider === "stripe" ? " · Secured by Stripe" : ""}
              </CardDescription>
            </CardHeader>
            <CardContent>
              {reply.provider === "stripe" && reply.publishableKey ? (
                <Suspense fallback={<PreparingPaymentForm />}>
                  <StripePaymentForm
                    clientSecret={reply.clientSecret}
                    publishableKey={reply.publishableKey}
                    returnTo={returnTo}
                  />
                </Suspense>
              ) : (
                <DemoCardForm clientSecret={reply.clientSecret} returnTo={returnTo} />
              )}
              <p className="mt-4 text-center text-slate-600 text-xs">
                By subscribing you agree to our{" "}
                <Link href="/terms" className={inlineLink}>
                  Terms of Service
                </Link>{" "}
                and{" "}
                <Link href="/privacy" className={inlineLink}>
                  Privacy Policy
                </Link>
                .
              </p>
            </CardContent>
          </Card>

          <aside
            aria-labelledby="billing-note-heading"
            className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 text-slate-700 text-sm shadow-sm"
          >
            <CalendarClock className="mt-0.5 size-5 shrink-0 text-indigo-600" aria-hidden="true" />
            <div>
              <h2 id="billing-note-heading" className="font-semibold text-slate-900">
                Billing
              </h2>
              <p className="mt-1">{billingNote(reply.provider)}</p>
            </div>
          </aside>
        </div>
        <div className="grid min-w-0 gap-8 lg:col-start-1 lg:row-start-1">
          <section aria-labelledby="compare-heading">
            <h2 id="compare-heading" className="font-semibold text-lg text-slate-900">
              Free vs Pro
            </h2>
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              <PlanCard
                name="Free"
                price="$0"
                period="your plan today"
                summary="2 posts and 2 listings per account, never reset."
                features={FREE_PLAN_FEATURES}
                headingLevel="h3"
              />
              <PlanCard
                name="Pro"
                price={PRO_PRICE.display}
                period="per month"
                summary="Everything, without limits."
                features={proPlanFeatures(config?.imageGeneration)}
                footnote={config && !config.imageGeneration ? AI_IMAGES_COMING_SOON : null}
                highlighted
                headingLevel="h3"
              />
            </div>
          </section>

          <section aria-labelledby="steps-heading">
            <h2 id="steps-heading" className="font-semibold text-lg text-slate-900">
              How it works
            </h2>
            <ol className="mt-4 grid gap-4 sm:grid-cols-3">
              {stepsFor(reply.provider, config?.imageGeneration).map(({ icon: Icon, title, text }, index) => (
                <li key={title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                  <span className="flex items-center gap-3">
                    <span className="grid size-9 shrink-0 place-items-center rounded-full bg-indigo-100 font-semibold text-indigo-700 text-sm">
                      {index + 1}
                    </span>
                    <Icon className="size-5 text-indigo-600" aria-hidden="true" />
                  </span>
                  <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
                  <p className="mt-1 text-slate-600 text-sm">{text}</p>
                </li>
              ))}
            </ol>
          </section>
        </div>
      </div>
    </div>
  );
}

function billingNote(provider: CheckoutReply["provider"]): string {
  const terms =
    "Cancel any time from your subscription page: Pro stays active until the end of the period you paid for. 30-day money-back guarantee.";
  if (provider === "demo") {
    return `Demo mode: nothing is charged, and Pro runs in 30-day periods as if billed monthly. ${terms}`;
  }
  return `${PRO_PRICE.display} is billed today and every month after, until you cancel. ${terms}`;
}

function PreparingPaymentForm() {
  return (
    <p className="flex items-center gap-2 py-6 text-slate-600 text-sm" role="status">
      <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
      Loading the secure payment form…
    </p>
  );
}
