import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import type { z } from "zod";
import type { signInLinkConsumeSchema, signInLinkRequestSchema } from "../../../domain/account";
import type { PublicUser } from "../../../domain/auth";
import { toast } from "../../components/ui/use-toast";
import { ApiError, apiRequest } from "../../lib/api-client";
import { SIGNED_IN_HOME } from "../../lib/page-access";
import type { MessageReply } from "../account/use-email-verification";
import { forgetNewAccount } from "./new-account";
import { userQueryKey } from "./use-user";

type SignInLinkRequest = z.input<typeof signInLinkRequestSchema>;
type SignInLinkConsume = z.input<typeof signInLinkConsumeSchema>;

/**
 * Whether a sign-in was refused because sign-in is paused for the account as a whole (429
 * `sign_in_throttled`: many wrong passwords from many places). Its owner is then offered an
 * e-mailed sign-in link instead of a wait.
 */
export function isSignInThrottled(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 429) return false;
  try {
    const body: unknown = JSON.parse(error.bodyText);
    return typeof body === "object" && body !== null && "code" in body && body.code === "sign_in_throttled";
  } catch {
    return false;
  }
}

/** POST /api/auth/sign-in-link: 202 {message}, the same whether or not the address has an account. */
export async function requestSignInLink(body: SignInLinkRequest): Promise<MessageReply> {
  const res = await apiRequest("POST", "/api/auth/sign-in-link", body);
  return (await res.json()) as MessageReply;
}

export function useRequestSignInLink() {
  return useMutation({ mutationFn: requestSignInLink });
}

/** POST /api/auth/sign-in-link/consume: 200 with the user, signed in on this device. */
export async function consumeSignInLink(body: SignInLinkConsume): Promise<PublicUser> {
  const res = await apiRequest("POST", "/api/auth/sign-in-link/consume", body);
  return (await res.json()) as PublicUser;
}

export function useConsumeSignInLink() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: consumeSignInLink,
    onSuccess: (user) => {
      forgetNewAccount();
      queryClient.setQueryData(userQueryKey, user);
      toast({ title: "Welcome back!", description: "You're signed in with your e-mailed link." });
      navigate(SIGNED_IN_HOME, { replace: true });
    },
  });
}
