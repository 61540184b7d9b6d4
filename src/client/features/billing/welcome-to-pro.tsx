import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation, useSearch } from "wouter";
import { toast } from "../../components/ui/use-toast";
import { userQueryKey } from "../auth/use-user";
import { BILLING_TOASTS, WELCOME_TOAST_DURATION_MS } from "./plan-copy";
import { RETURN_PARAM, safeReturnPath } from "./return-path";
import { usageStatusKey } from "./use-billing-usage";

/** A webhook may land a moment after the browser returns from the payment: look once more. */
const LATE_REFRESH_MS = 3000;

/** The spec's 'Welcome to Pro!' toast, up for 6 s. */
export function greetNewPro(): void {
  toast({ ...BILLING_TOASTS.welcome, duration: WELCOME_TOAST_DURATION_MS });
}

/**
 * Mounted once in the app shell. The payment returns to `/?subscription=success&redirect_status=…`
 * (spec core-product §2): on success the 'Welcome to Pro!' toast shows for 6 s, the user and usage
 * are refreshed, and the query string is removed so a reload does not greet again. When the return
 * carries `from` (the page whose upgrade button was pressed, return-path.ts), a successful payment
 * goes on to that page instead of staying on Home, replacing the return's address in the history.
 */
export function WelcomeToPro() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (location !== "/") return;
    const params = new URLSearchParams(search);
    if (params.get("subscription") !== "success") return;
    const status = params.get("redirect_status");
    if (status === "succeeded") {
      greetNewPro();
    } else if (status === "failed") {
      toast({
        title: BILLING_TOASTS.paymentFailed,
        description: "Your payment was not completed. Please try again.",
        variant: "destructive",
      });
    } else {
      return;
    }
    const back = status === "succeeded" ? safeReturnPath(params.get(RETURN_PARAM)) : null;
    if (back && back !== "/") {
      navigate(back, { replace: true });
    } else {
      window.history.replaceState(window.history.state, "", window.location.pathname + window.location.hash);
    }
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
      void queryClient.invalidateQueries({ queryKey: usageStatusKey });
    };
    refresh();
    // Not cleared when the query string goes away (that re-runs this effect); the client outlives it.
    setTimeout(refresh, LATE_REFRESH_MS);
  }, [location, search, queryClient, navigate]);

  return null;
}
