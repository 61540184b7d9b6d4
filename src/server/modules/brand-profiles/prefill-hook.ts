import type { FastifyRequest } from "fastify";
import type { BrandProfile } from "../../../domain/brand-profiles";
import type { Database } from "../../db/client";
import { isUuid } from "../../lib/uuid";
import { isRecord, prefillBulkImages, prefillFromProfile } from "./prefill";
import { getBrandProfile } from "./service";

/**
 * Which request the hook serves: a generator's body, or a bulk job's `context` (and, in a listing
 * batch, each photo's `details`, which the profile's listing defaults fill).
 */
export type PrefillRoute = "social" | "listings" | "bulk";

/**
 * A `preValidation` hook for the routes that take `brandProfileId`: before the body is
 * validated, the fields it leaves out are filled from that profile of the signed-in user, so the
 * route's own schema checks the merged request. Someone else's (or an unknown) profile is a 404
 * before anything is reserved or charged. Signed-out requests are left alone: the route answers
 * them 401 as always. A brandProfileId that is not an id is left to the schema's 400.
 */
export function prefillFromBrandProfile(db: Database, route: PrefillRoute) {
  return async (request: FastifyRequest): Promise<void> => {
    const user = request.user;
    const body = request.body;
    if (!user || !isRecord(body)) return;
    if (route !== "bulk") {
      const profile = await profileNamedIn(db, user.id, body);
      if (profile) request.body = prefillFromProfile(body, profile, route);
      return;
    }
    const kind = body.kind;
    if (!isRecord(body.context) || (kind !== "social" && kind !== "listings")) return;
    const profile = await profileNamedIn(db, user.id, body.context);
    if (!profile) return;
    request.body = {
      ...body,
      context: prefillFromProfile(body.context, profile, `bulk-${kind}`),
      // A listing batch's photos each make a listing: the profile's listing defaults fill theirs.
      ...(kind === "listings" ? { images: prefillBulkImages(body.images, profile) } : {}),
    };
  };
}

/** The caller's profile the body names in `brandProfileId`; null when it names none. */
async function profileNamedIn(
  db: Database,
  userId: string,
  body: Record<string, unknown>,
): Promise<BrandProfile | null> {
  const id = body.brandProfileId;
  if (typeof id !== "string" || !isUuid(id)) return null;
  return getBrandProfile(db, userId, id);
}
