import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import type { LoginRequest, PublicUser } from "../../../domain/auth";
import { toast } from "../../components/ui/use-toast";
import { track } from "../../lib/analytics";
import { apiRequest, errorMessageFrom, isHttpError } from "../../lib/api-client";
import { userQueryKey } from "./use-user";

/** POST /api/auth/login: 200 with the public user (session started), 401 `Invalid email or password`. */
export async function login(body: LoginRequest): Promise<PublicUser> {
  const res = await apiRequest("POST", "/api/auth/login", body);
  return (await res.json()) as PublicUser;
}

export function useLogin() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryKey, user);
      track("login", { method: "email" });
      toast({ title: "Welcome back!", description: "You've been logged in successfully." });
      navigate("/");
    },
    onError: (error) => {
      toast({
        variant: "destructive",
        title: "Login failed",
        description: isHttpError(error)
          ? errorMessageFrom(error, "Invalid credentials")
          : "An error occurred. Please try again.",
      });
    },
  });
}
