import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contactReplySchema, contactRequestSchema } from "../../../domain/contact";
import { errorReplySchema } from "../../../domain/errors";
import { type ContactDeps, submitContactMessage } from "./service";

/** POST /api/contact (DESIGN.md §5): anyone may write; a signed-in sender is linked to the message. */
export const contactRoutes: FastifyPluginAsyncZod<Omit<ContactDeps, "log">> = async (app, deps) => {
  app.addHook("onClose", () => deps.mail.close());

  app.post(
    "/api/contact",
    {
      schema: {
        tags: ["Support"],
        summary: "Send a message to the team",
        security: [],
        body: contactRequestSchema,
        response: { 201: contactReplySchema, "4xx": errorReplySchema },
      },
    },
    async (request, reply) => {
      const created = await submitContactMessage({ ...deps, log: request.log }, request.body, {
        clientIp: request.ip,
        user: request.user,
      });
      return reply.status(201).send(created);
    },
  );
};
