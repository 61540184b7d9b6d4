import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import type { z } from "zod";
import type { deleteAccountRequestSchema } from "../../../domain/account";
import { toast } from "../../components/ui/use-toast";
import { apiRequest } from "../../lib/api-client";
import { forgetSignedInUser } from "../auth/signed-out";

type DeleteAccountRequest = z.output<typeof deleteAccountRequestSchema>;

/** DELETE /api/account: 204; the subscription is canceled first and the user is signed out. */
export async function deleteAccount(body: DeleteAccountRequest): Promise<void> {
  await apiRequest("DELETE", "/api/account", body);
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      navigate("/");
      forgetSignedInUser(queryClient);
      toast({
        title: "Your account has been deleted",
        description: "Your uploads, generated content and sessions are gone. Thank you for trying us.",
      });
    },
  });
}
