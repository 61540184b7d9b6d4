import type { ApiToken, CreateApiTokenRequest } from "../../../domain/api-tokens";
import type { ExampleBook } from "../openapi-document";

const INVENTORY_SCRIPT: ApiToken = {
  id: "b787a3a5-48b3-46ef-93e6-48ffd9b695ff",
  name: "Inventory sync script",
  hint: "scs_fQfc…",
  createdAt: "2026-11-25T16:48:09.013Z",
  expiresAt: "2027-03-01T00:00:00.000Z",
  lastUsedAt: null,
};

/** API tokens: made and revoked on /account with a browser session. */
export const apiTokenExamples: ExampleBook = {
  "GET /api/tokens": {
    responses: {
      200: {
        tokens: [
          { ...INVENTORY_SCRIPT, lastUsedAt: "2026-11-25T17:02:40.551Z" },
          {
            id: "0c9d4e21-6b7a-4f3e-9a1d-52e8f0b6c7d3",
            name: "Zapier: new Etsy listings",
            hint: "scs_Lm3Q…",
            createdAt: "2026-09-14T10:21:07.880Z",
            expiresAt: null,
            lastUsedAt: "2026-11-24T06:00:12.004Z",
          },
        ],
      },
    },
  },
  "POST /api/tokens": {
    request: {
      name: "Inventory sync script",
      expiresAt: "2027-03-01T00:00:00Z",
    } satisfies CreateApiTokenRequest,
    responses: {
      201: { token: "scs_fQfcLwRlSzA36n9lmR_NOUEhssUtIRZuM83aVQA1Npc", apiToken: INVENTORY_SCRIPT },
    },
  },
  "DELETE /api/tokens/{id}": { responses: { 204: null } },
};
