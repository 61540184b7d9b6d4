import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import type { z } from "zod";
import type { forgotPasswordRequestSchema, resetPasswordRequestSchema } from "../../../domain/account";
import type { PublicUser } from "../../../domain/auth";
import { toast } from "../../components/ui/use-toast";
import { apiRequest } from "../../lib/api-client";
import { userQueryKey } from "../auth/use-user";
import type { MessageReply } from "./use-email-verification";

type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;
type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/** POST /api/auth/forgot-password: 202 {message}, the same whether or not the address has an account. */
export async function forgotPassword(body: ForgotPasswordRequest): Promise<MessageReply> {
  const res = await apiRequest("POST", "/api/auth/forgot-password", body);
  return (await res.json()) as MessageReply;
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

/** POST /api/auth/reset-password: 200 with the user, signed in (every other session ended). */
export async function resetPassword(body: ResetPasswordRequest): Promise<PublicUser> {
  const res = await apiRequest("POST", "/api/auth/reset-password", body);
  return (await res.json()) as PublicUser;
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryKey, user);
      toast({
        title: "Password changed",
        description: "You're signed in with your new password. Any other devices have been signed out.",
      });
      navigate("/home");
    },
  });
}
