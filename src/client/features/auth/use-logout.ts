import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { toast } from "../../components/ui/use-toast";
import { ApiError, apiRequest } from "../../lib/api-client";
import { forgetSignedInUser } from "./signed-out";

/** POST /api/auth/logout: 204, the session ends. A 401 means it had already ended: the same result. */
export async function logout(): Promise<void> {
  try {
    await apiRequest("POST", "/api/auth/logout");
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return;
    throw error;
  }
}

/** Sign out by POST (never a GET another site could trigger), then land on the landing page. */
export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      navigate("/");
      forgetSignedInUser(queryClient);
    },
    onError: () => {
      toast({
        variant: "destructive",
        title: "Sign-out failed",
        description: "We couldn't reach the server. Please try again.",
      });
    },
  });
}
