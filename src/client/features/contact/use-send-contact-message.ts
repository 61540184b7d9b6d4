import { useMutation } from "@tanstack/react-query";
import type { ContactReply, ContactRequest } from "../../../domain/contact";
import { apiRequest } from "../../lib/api-client";

/** POST /api/contact: 201 {id}; 400 with the zod issues, 429 with Retry-After. */
export async function sendContactMessage(body: ContactRequest): Promise<ContactReply> {
  const res = await apiRequest("POST", "/api/contact", body);
  return (await res.json()) as ContactReply;
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
