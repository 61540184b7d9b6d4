import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation, useSearch } from "wouter";
import { toast } from "../../components/ui/use-toast";
import { userQueryKey } from "../auth/use-user";
import { BILLING_TOASTS, WELCOME_TOAST_DURATION_MS } from "./plan-copy";
import { usageStatusKey } from "./use-billing-usage";

/** A webhook may land a moment after the browser returns from the payment: look once more. */
const LATE_REFRESH_MS = 3000;

/**
 * Mounted once in the app shell. The payment returns to `/?subscription=success&redirect_status=…`
 * (spec core-product §2): on success the 'Welcome to Pro!' toast shows for 6 s, the user and usage
 * are refreshed, and the query string is removed so a reload does not greet again.
 */
export function WelcomeToPro() {
  const [location] = useLocation();
  const search = useSearch();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (location !== "/") return;
    const params = new URLSearchParams(search);
    if (params.get("subscription") !== "success") return;
    const status = params.get("redirect_status");
    if (status === "succeeded") {
      toast({ ...BILLING_TOASTS.welcome, duration: WELCOME_TOAST_DURATION_MS });
    } else if (status === "failed") {
      toast({
        title: BILLING_TOASTS.paymentFailed,
        description: "Your payment was not completed. Please try again.",
        variant: "destructive",
      });
    } else {
      return;
    }
    window.history.replaceState(window.history.state, "", window.location.pathname + window.location.hash);
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
      void queryClient.invalidateQueries({ queryKey: usageStatusKey });
    };
    refresh();
    // Not cleared when the query string goes away (that re-runs this effect); the client outlives it.
    setTimeout(refresh, LATE_REFRESH_MS);
  }, [location, search, queryClient]);

  return null;
}
