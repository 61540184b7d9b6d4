import type { UploadUrlReply, UploadUrlRequest } from "../../../domain/uploads";
import { BINARY_BODY, type ExampleBook } from "../openapi-document";
import { MUG_PHOTO, MUG_UPLOAD_ID } from "./sample-values";

/** Uploads: ask for a URL, PUT the bytes there, refer to the photo by its objectPath afterwards. */
export const uploadExamples: ExampleBook = {
  "POST /api/objects/upload": {
    request: { contentType: "image/jpeg", size: 2_483_117 } satisfies UploadUrlRequest,
    responses: {
      200: {
        uploadURL: `https://studio.example.com/api/objects/local/uploads/${MUG_UPLOAD_ID}?expires=1795626186&max=10485760&sig=AAcWMOUx8cadpVyyGSbt25Q0t0qdSJVMmlcBQ_IM540`,
        objectPath: MUG_PHOTO,
      } satisfies UploadUrlReply,
    },
  },
  "PUT /api/objects/local/{key}": { responses: { 200: null } },
  "GET /objects/uploads/{id}": { responses: { 200: BINARY_BODY } },
};
