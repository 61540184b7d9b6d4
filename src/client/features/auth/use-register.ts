import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import type { PublicUser, RegisterRequest } from "../../../domain/auth";
import { toast } from "../../components/ui/use-toast";
import { track } from "../../lib/analytics";
import { apiRequest, errorMessageFrom, isHttpError } from "../../lib/api-client";
import { userQueryKey } from "./use-user";

/** POST /api/auth/register: 201 with the public user (session started); 400 / 409 carry a message. */
export async function register(body: RegisterRequest): Promise<PublicUser> {
  const res = await apiRequest("POST", "/api/auth/register", body);
  return (await res.json()) as PublicUser;
}

export function useRegister() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryKey, user);
      track("sign_up", { method: "email" });
      toast({
        title: "Account created!",
        description: `You're signed in. We've sent a link to ${user.email} to confirm your address.`,
      });
      navigate("/");
    },
    onError: (error) => {
      toast({
        variant: "destructive",
        title: "Registration failed",
        description: isHttpError(error)
          ? errorMessageFrom(error, "Failed to create account")
          : "An error occurred. Please try again.",
      });
    },
  });
}
