import { useQueryClient } from "@tanstack/react-query";
import { FlaskConical, Loader2, Lock } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useLocation } from "wouter";
import type { PublicUser } from "../../../domain/auth";
import { DEMO_CARDS, formatCardNumber } from "../../../domain/billing";
import { Button } from "../../components/ui/button";
import { FormAlert } from "../../components/ui/form-alert";
import { FormField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/use-toast";
import { errorMessageFrom } from "../../lib/api-client";
import { userQueryKey } from "../auth/use-user";
import { BILLING_TOASTS, SUBSCRIBE_BUTTON_LABEL } from "./plan-copy";
import { paymentReturnPath } from "./return-path";
import { usageStatusKey } from "./use-billing-usage";
import { useConfirmDemoPayment } from "./use-confirm-demo-payment";
import { greetNewPro } from "./welcome-to-pro";

/** Where a successful demo payment lands when no page asked: Home, greeted like a real payment. */
export const PAYMENT_RETURN_PATH = paymentReturnPath(null, "succeeded");

type Errors = Partial<Record<"cardNumber" | "expiry" | "cvc", string>>;

function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

function validate(cardNumber: string, expiry: string, cvc: string, now = new Date()): Errors {
  const errors: Errors = {};
  const digits = cardNumber.replace(/\D/g, "");
  if (digits.length < 12 || digits.length > 19) errors.cardNumber = "Enter the 16-digit card number";
  const [month, year] = expiry.split("/").map((part) => Number.parseInt(part.trim(), 10));
  if (!month || month < 1 || month > 12 || year === undefined || Number.isNaN(year)) {
    errors.expiry = "Enter the expiry date as MM / YY, e.g. 08 / 29";
  } else {
    const lastDay = new Date(2000 + year, month, 0, 23, 59, 59);
    if (lastDay < now) errors.expiry = "This card has expired: use one with a future date";
  }
  if (!/^\d{3,4}$/.test(cvc)) errors.cvc = "Enter the 3 or 4 digits on the back";
  return errors;
}

/**
 * The demo checkout's card form: clearly labelled as a demo, it takes Stripe's test cards and no
 * money. On success it returns to / like a real payment does, where 'Welcome to Pro!' is shown; or,
 * when a page sent the seller here (`returnTo`, already checked by safeReturnPath), straight back to
 * that page with the same greeting.
 */
export function DemoCardForm({
  clientSecret,
  returnTo = null,
}: {
  clientSecret: string;
  returnTo?: string | null;
}) {
  const [cardNumber, setCardNumber] = useState(formatCardNumber(DEMO_CARDS.success));
  const [expiry, setExpiry] = useState("");
  const [cvc, setCvc] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  // A declined card stays above the button until the seller changes the card or tries again.
  const [declined, setDeclined] = useState<string | null>(null);
  const confirm = useConfirmDemoPayment();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(cardNumber, expiry, cvc);
    setErrors(found);
    setDeclined(null);
    if (Object.keys(found).length > 0) return;
    confirm.mutate(
      { clientSecret, cardNumber },
      {
        onSuccess: (state) => {
          queryClient.setQueryData<PublicUser | null>(userQueryKey, (user) =>
            user ? { ...user, ...state } : user,
          );
          void queryClient.invalidateQueries({ queryKey: usageStatusKey });
          if (returnTo && returnTo !== "/") {
            greetNewPro();
            // In place of checkout: Back then skips a checkout that would only say "Already Subscribed".
            navigate(returnTo, { replace: true });
          } else {
            navigate(PAYMENT_RETURN_PATH);
          }
        },
        onError: (error) => {
          const description = errorMessageFrom(
            error,
            "Your payment could not be processed. Please try again.",
          );
          setDeclined(description);
          toast({ title: BILLING_TOASTS.paymentFailed, description, variant: "destructive" });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="demo-checkout-title" className="grid gap-4">
      <div className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900">
        <FlaskConical className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div className="min-w-0 text-sm">
          <p id="demo-checkout-title" className="font-semibold">
            Demo mode — no real payment
          </p>
          <p className="mt-0.5">
            This checkout is a demo, so no money is taken. Use card {formatCardNumber(DEMO_CARDS.success)}{" "}
            with any future date and any 3-digit code; {formatCardNumber(DEMO_CARDS.declined)} shows what a
            declined card looks like.
          </p>
        </div>
      </div>
      <FormField
        id="demo-card-number"
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder={formatCardNumber(DEMO_CARDS.success)}
        value={cardNumber}
        onChange={(event) => {
          setCardNumber(formatCardNumber(event.target.value));
          setDeclined(null);
        }}
        error={errors.cardNumber}
        required
      />
      <div className="grid grid-cols-2 gap-3">
        <FormField
          id="demo-card-expiry"
          label="Expiry date"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          value={expiry}
          onChange={(event) => {
            setExpiry(formatExpiry(event.target.value));
            setDeclined(null);
          }}
          error={errors.expiry}
          required
        />
        <FormField
          id="demo-card-cvc"
          label="Security code"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          value={cvc}
          onChange={(event) => {
            setCvc(event.target.value.replace(/\D/g, "").slice(0, 4));
            setDeclined(null);
          }}
          error={errors.cvc}
          required
        />
      </div>
      {declined ? (
        <FormAlert id="demo-card-declined" title={BILLING_TOASTS.paymentFailed} message={declined} />
      ) : null}
      <Button
        type="submit"
        size="lg"
        className="h-auto min-h-12 w-full whitespace-normal py-3"
        disabled={confirm.isPending}
        aria-describedby={declined ? "demo-card-declined" : undefined}
      >
        {confirm.isPending ? (
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
