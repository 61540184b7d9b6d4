import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BrandProfile, BrandProfileList, BrandProfileValues } from "../../../domain/brand-profiles";
import { apiRequest } from "../../lib/api-client";

/** GET /api/brand-profiles (the key is the path): the seller's profiles and their plan's limit. */
export const brandProfilesQueryKey = ["/api/brand-profiles"] as const;

export function useBrandProfiles() {
  return useQuery<BrandProfileList>({ queryKey: brandProfilesQueryKey });
}

const profilePath = (id: string) => `/api/brand-profiles/${encodeURIComponent(id)}`;

/** POST /api/brand-profiles: 201 with the profile; 403 `pro_required` past Free's one profile. */
export async function createBrandProfile(values: BrandProfileValues): Promise<BrandProfile> {
  const reply = await apiRequest("POST", "/api/brand-profiles", values);
  return (await reply.json()) as BrandProfile;
}

/** PATCH /api/brand-profiles/:id: any subset of the fields. */
export async function updateBrandProfile({
  id,
  values,
}: {
  id: string;
  values: Partial<BrandProfileValues>;
}): Promise<BrandProfile> {
  const reply = await apiRequest("PATCH", profilePath(id), values);
  return (await reply.json()) as BrandProfile;
}

/** POST /api/brand-profiles/:id/duplicate: 201 with the copy (counts against Free's limit too). */
export async function duplicateBrandProfile(id: string): Promise<BrandProfile> {
  const reply = await apiRequest("POST", `${profilePath(id)}/duplicate`);
  return (await reply.json()) as BrandProfile;
}

/** DELETE /api/brand-profiles/:id: 204. Past generations keep their text; their link to it goes. */
export async function deleteBrandProfile(id: string): Promise<void> {
  await apiRequest("DELETE", profilePath(id));
}

/** Every change re-reads the list: the server decides which profile is the default. */
function useProfileMutation<TArgs, TResult>(mutationFn: (args: TArgs) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: brandProfilesQueryKey }),
  });
}

export const useCreateBrandProfile = () => useProfileMutation(createBrandProfile);
export const useUpdateBrandProfile = () => useProfileMutation(updateBrandProfile);
export const useDuplicateBrandProfile = () => useProfileMutation(duplicateBrandProfile);
export const useDeleteBrandProfile = () => useProfileMutation(deleteBrandProfile);
