import type { FastifyRequest } from "fastify";
import type { Database } from "../../db/client";
import { isUuid } from "../../lib/uuid";
import { type PrefillKind, prefillFromProfile } from "./prefill";
import { getBrandProfile } from "./service";

/** Which request the hook serves: a generator's body, or a bulk job's `context`. */
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
      request.body = await filled(db, user.id, body, route);
      return;
    }
    const kind = body.kind;
    if (!isRecord(body.context) || (kind !== "social" && kind !== "listings")) return;
    request.body = { ...body, context: await filled(db, user.id, body.context, `bulk-${kind}`) };
  };
}

async function filled(
  db: Database,
  userId: string,
  body: Record<string, unknown>,
  kind: PrefillKind,
): Promise<Record<string, unknown>> {
  const id = body.brandProfileId;
  if (typeof id !== "string" || !isUuid(id)) return body;
  return prefillFromProfile(body, await getBrandProfile(db, userId, id), kind);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
