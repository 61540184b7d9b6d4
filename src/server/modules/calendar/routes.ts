import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { CALENDAR_CONTENT_TYPE, calendarQuerySchema } from "../../../domain/calendar";
import { errorReplySchema } from "../../../domain/errors";
import { requireUser } from "../../plugins/auth-guard";
import { bulkJobCalendar, type CalendarDeps, type CalendarFile, socialPostCalendar } from "./service";

const errors = { "4xx": errorReplySchema, "5xx": errorReplySchema };
const idParams = z.object({ id: z.string().trim().min(1).max(100) });
const icsReply = (description: string) => ({
  description,
  content: { "text/calendar": { schema: z.string() } },
});

/**
 * The posting calendar (.ics) of a social generation and of a bulk social job: one event per
 * platform post at its suggested time in the seller's zone (`?tz=`), with a reminder.
 */
export const calendarRoutes: FastifyPluginAsyncZod<CalendarDeps> = async (app, deps) => {
  const send = (file: CalendarFile, reply: FastifyReply) =>
    reply
      .header("Content-Type", CALENDAR_CONTENT_TYPE)
      .header("Content-Disposition", `attachment; filename="${file.filename}"`)
      .send(file.ics);

  app.get(
    "/api/social-media/posts/:id/calendar.ics",
    {
      schema: {
        tags: ["Calendar"],
        summary: "A generation's posting plan as a calendar file (.ics)",
        params: idParams,
        querystring: calendarQuerySchema,
        response: { 200: icsReply("One event per platform post, with a reminder (RFC 5545)"), ...errors },
      },
    },
    async (request, reply) =>
      send(await socialPostCalendar(deps, requireUser(request), request.params.id, request.query.tz), reply),
  );

  app.get(
    "/api/bulk-jobs/:id/calendar.ics",
    {
      schema: {
        tags: ["Calendar"],
        summary: "A bulk social job's posting plan as a calendar file (.ics)",
        params: idParams,
        querystring: calendarQuerySchema,
        response: {
          200: icsReply("Every finished photo's posts, at most one a day per platform (RFC 5545)"),
          ...errors,
        },
      },
    },
    async (request, reply) =>
      send(await bulkJobCalendar(deps, requireUser(request), request.params.id, request.query.tz), reply),
  );
};
