import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import type { PublicUser, RegisterRequest } from "../../../domain/auth";
import { PRODUCT_NAME } from "../../components/layout/site-header";
import { toast } from "../../components/ui/use-toast";
import { track } from "../../lib/analytics";
import { apiRequest, errorMessageFrom, isHttpError } from "../../lib/api-client";
import { rememberNewAccount } from "./new-account";
import { userQueryKey } from "./use-user";

/** POST /api/auth/register: 201 with the public user (session started); 400 / 409 carry a message. */
export async function register(body: RegisterRequest): Promise<PublicUser> {
  const res = await apiRequest("POST", "/api/auth/register", body);
  return (await res.json()) as PublicUser;
}

/** Spec §8: 'Registration failed' with the server's message, or the generic one when the network failed. */
export function registrationFailure(error: unknown): { title: string; description: string } {
  return {
    title: "Registration failed",
    description: isHttpError(error)
      ? errorMessageFrom(error, "Failed to create account")
      : "An error occurred. Please try again.",
  };
}

/** The spec's toast; the form shows the same beside its button until the seller acts. */
export function toastRegistrationFailure(error: unknown): void {
  toast({ variant: "destructive", ...registrationFailure(error) });
}

/**
 * Creates the account (which signs it in), then goes to `destination`, replacing the sign-up page
 * in the history. Failures are the form's to show (beside a field, or as a toast).
 */
export function useRegister(destination: string) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      rememberNewAccount(user.id);
      queryClient.setQueryData(userQueryKey, user);
      track("sign_up", { method: "email" });
      // Spec §8's "Welcome to the product!" names the product.
      toast({ title: "Account created!", description: `Welcome to ${PRODUCT_NAME}! You're signed in.` });
      navigate(destination, { replace: true });
    },
  });
}
