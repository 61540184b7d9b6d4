import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import type { DeleteAccountRequest } from "../../../domain/account";
import { toast } from "../../components/ui/use-toast";
import { apiRequest } from "../../lib/api-client";
import { forgetSignedInUser } from "../auth/signed-out";

/** GET: "Download my data", a .zip of everything in the account (DownloadArchiveButton fetches it). */
export const ACCOUNT_EXPORT_URL = "/api/account/export";

/**
 * DELETE /api/account `{password}`: 204; the subscription is canceled first and the user is signed
 * out. A wrong password is a 400 whose issues name `password`.
 */
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
