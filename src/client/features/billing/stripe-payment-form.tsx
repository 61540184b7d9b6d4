import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe, type Stripe } from "@stripe/stripe-js";
import { Loader2, Lock } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/button";
import { FormAlert } from "../../components/ui/form-alert";
import { toast } from "../../components/ui/use-toast";
import { BILLING_TOASTS, SUBSCRIBE_BUTTON_LABEL } from "./plan-copy";
import { paymentReturnPath } from "./return-path";

// This module is its own chunk, loaded only on /subscribe when the server bills through Stripe:
// Stripe.js is never fetched anywhere else.
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

/**
 * Stripe's Payment Element for the subscription's first invoice (spec supporting-areas §2, §7).
 * `returnTo`: the page that sent the seller to checkout, which the return from Stripe goes on to.
 */
export function StripePaymentForm({
  clientSecret,
  publishableKey,
  returnTo = null,
}: {
  clientSecret: string;
  publishableKey: string;
  returnTo?: string | null;
}) {
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{
        clientSecret,
        appearance: { theme: "stripe", variables: { colorPrimary: "#4f46e5", borderRadius: "6px" } },
      }}
    >
      <CheckoutForm returnTo={returnTo} />
    </Elements>
  );
}

function CheckoutForm({ returnTo }: { returnTo: string | null }) {
  const stripe = useStripe();
  const elements = useElements();
  const [pending, setPending] = useState(false);
  const [ready, setReady] = useState(false);
  // A declined card stays above the button until the seller changes the card or tries again.
  const [declined, setDeclined] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setPending(true);
    setDeclined(null);
    // On success Stripe sends the browser to the return URL (adding redirect_status=succeeded): the
    // site root, which greets and then goes on to the page that asked (welcome-to-pro.tsx).
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}${paymentReturnPath(returnTo)}` },
    });
    setPending(false);
    const description = error.message ?? "Your payment could not be processed. Please try again.";
    setDeclined(description);
    toast({ title: BILLING_TOASTS.paymentFailed, description, variant: "destructive" });
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4" aria-label="Card payment">
      <PaymentElement onReady={() => setReady(true)} onChange={() => setDeclined(null)} />
      {ready ? null : (
        <p className="flex items-center gap-2 text-slate-600 text-sm" role="status">
          <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
          Loading the secure payment form…
        </p>
      )}
      {declined ? (
        <FormAlert id="stripe-card-declined" title={BILLING_TOASTS.paymentFailed} message={declined} />
      ) : null}
      <Button
        type="submit"
        size="lg"
        className="h-auto min-h-12 w-full whitespace-normal py-3"
        disabled={!stripe || !elements || !ready || pending}
        aria-describedby={declined ? "stripe-card-declined" : undefined}
      >
        {pending ? (
          <>
            <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
            Processing...
          </>
        ) : (
          <>
            <Lock aria-hidden="true" />
            {SUBSCRIBE_BUTTON_LABEL}
          </>
        )}
      </Button>
    </form>
  );
}
