import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  profileUpdateSchema,
} from "../../../domain/account";
import type { PublicUser } from "../../../domain/auth";
import { apiRequest } from "../../lib/api-client";
import { userQueryKey } from "../auth/use-user";
import { accountSessionsQueryKey } from "./use-account-sessions";
import type { MessageReply } from "./use-email-verification";

type ProfileUpdate = z.output<typeof profileUpdateSchema>;
type ChangeEmailRequest = z.output<typeof changeEmailRequestSchema>;
type ChangePasswordRequest = z.output<typeof changePasswordRequestSchema>;

/** PATCH /api/account/profile: 200 with the updated user. */
export async function updateProfile(body: ProfileUpdate): Promise<PublicUser> {
  const res = await apiRequest("PATCH", "/api/account/profile", body);
  return (await res.json()) as PublicUser;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  });
}

/** POST /api/account/email: 202 {message}; the link goes to the new address. 409 when it is taken. */
export async function changeEmail(body: ChangeEmailRequest): Promise<MessageReply> {
  const res = await apiRequest("POST", "/api/account/email", body);
  return (await res.json()) as MessageReply;
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}

/** POST /api/account/password: 200 {message}; every other session ends. */
export async function changePassword(body: ChangePasswordRequest): Promise<MessageReply> {
  const res = await apiRequest("POST", "/api/account/password", body);
  return (await res.json()) as MessageReply;
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSessionsQueryKey }),
  });
}
