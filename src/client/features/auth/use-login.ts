import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import type { LoginRequest, PublicUser } from "../../../domain/auth";
import { toast } from "../../components/ui/use-toast";
import { track } from "../../lib/analytics";
import { apiRequest, errorMessageFrom, isHttpError } from "../../lib/api-client";
import { forgetNewAccount } from "./new-account";
import { userQueryKey } from "./use-user";

/** POST /api/auth/login: 200 with the public user (session started), 401 `Invalid email or password`. */
export async function login(body: LoginRequest): Promise<PublicUser> {
  const res = await apiRequest("POST", "/api/auth/login", body);
  return (await res.json()) as PublicUser;
}

/** Spec §8: 'Login failed' with the server's message, or the generic one when the network failed. */
export function loginFailure(error: unknown): { title: string; description: string } {
  return {
    title: "Login failed",
    description: isHttpError(error)
      ? errorMessageFrom(error, "Invalid credentials")
      : "An error occurred. Please try again.",
  };
}

/** The spec's 'Login failed' toast; the form shows the same beside its button until the seller acts. */
export function toastLoginFailure(error: unknown): void {
  toast({ variant: "destructive", ...loginFailure(error) });
}

/**
 * Signs in, then goes to `destination` (where the visitor was heading, or the home screen). The
 * sign-in page is replaced in the history: Back leads to the page before it, not to a form for a
 * visitor who is now signed in. Failures are the form's to show (beside a field, or as a toast).
 */
export function useLogin(destination: string) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      forgetNewAccount();
      queryClient.setQueryData(userQueryKey, user);
      track("login", { method: "email" });
      toast({ title: "Welcome back!", description: "You've been logged in successfully." });
      navigate(destination, { replace: true });
    },
  });
}
