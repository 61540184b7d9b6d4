import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  FORGOT_PASSWORD_REPLY,
  forgotPasswordRequestSchema,
  messageReplySchema,
  profileUpdateSchema,
  resetPasswordRequestSchema,
  SIGN_IN_LINK_REPLY,
  signInLinkConsumeSchema,
  signInLinkRequestSchema,
  verifyEmailRequestSchema,
} from "../../../domain/account";
import { loginRequestSchema, publicUserSchema, registerRequestSchema } from "../../../domain/auth";
import { errorReplySchema } from "../../../domain/errors";
import { requireUser } from "../../plugins/auth-guard";
import {
  type AccountDeps,
  changePassword,
  confirmEmail,
  requestEmailChange,
  requestPasswordReset,
  requestSignInLink,
  resendVerification,
  resetPassword,
  sendVerificationMail,
  signInWithLink,
  updateProfile,
} from "./account-service";
import { knownAccounts, rememberDevice } from "./known-device";
import { type AuthDeps, authenticate, registerUser, toPublicUser } from "./service";

const errors = { "4xx": errorReplySchema, "5xx": errorReplySchema };

/** Accounts and sessions (DESIGN.md §5). Routes speak HTTP only; the services hold the rules. */
export const authRoutes: FastifyPluginAsyncZod<AuthDeps & AccountDeps & { cookieSecure: boolean }> = async (
  app,
  deps,
) => {
  app.post(
    "/api/auth/register",
    {
      schema: {
        tags: ["Auth"],
        summary: "Create an account and sign in",
        security: [],
        body: registerRequestSchema,
        response: { 201: publicUserSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await registerUser(deps, request.body, request.ip);
      await app.sessions.start(request, reply, user.id);
      rememberDevice(request, reply, user.id, deps.cookieSecure);
      await sendVerificationMail(deps, user);
      return reply.status(201).send(toPublicUser(user));
    },
  );

  app.post(
    "/api/auth/login",
    {
      schema: {
        tags: ["Auth"],
        summary: "Sign in",
        security: [],
        body: loginRequestSchema,
        response: { 200: publicUserSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await authenticate(deps, request.body, request.ip, knownAccounts(request));
      await app.sessions.start(request, reply, user.id);
      rememberDevice(request, reply, user.id, deps.cookieSecure);
      return toPublicUser(user);
    },
  );

  app.post(
    "/api/auth/logout",
    { schema: { tags: ["Auth"], summary: "Sign out", security: [], response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await app.sessions.end(request, reply);
      return reply.status(204).send(null);
    },
  );

  // A link the app itself follows signs out and lands on the landing page. Another site's link
  // or image must not sign anyone out: a cross-site GET only goes to the landing page.
  app.get(
    "/api/logout",
    {
      schema: {
        tags: ["Auth"],
        summary: "Sign out from a link, then go to the landing page",
        security: [],
        response: {
          302: z.null().describe("Signed out (when the link came from this site); to /"),
          // An API token may not sign a browser out (403), like every other account route.
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const site = request.headers["sec-fetch-site"];
      const sameSite = site === undefined || site === "same-origin" || site === "none";
      if (sameSite) await app.sessions.end(request, reply);
      return reply.redirect("/", 302);
    },
  );

  app.get(
    "/api/auth/user",
    {
      schema: {
        tags: ["Auth"],
        summary: "Who is signed in (or whose token this is)",
        response: { 200: publicUserSchema, ...errors },
      },
    },
    async (request) => toPublicUser(requireUser(request)),
  );

  app.post(
    "/api/auth/verify-email",
    {
      schema: {
        tags: ["Auth"],
        summary: "Confirm an e-mail address with the e-mailed link's token",
        security: [],
        body: verifyEmailRequestSchema,
        response: { 200: messageReplySchema, ...errors },
      },
    },
    async (request) => {
      const { message } = await confirmEmail(deps, request.body.token, request.sessionId);
      return { message };
    },
  );

  app.post(
    "/api/auth/resend-verification",
    {
      schema: {
        tags: ["Auth"],
        summary: "Send the confirmation e-mail again",
        response: { 202: messageReplySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(202).send({ message: await resendVerification(deps, requireUser(request)) }),
  );

  app.post(
    "/api/auth/forgot-password",
    {
      schema: {
        tags: ["Auth"],
        summary: "E-mail a link to choose a new password",
        security: [],
        body: forgotPasswordRequestSchema,
        response: { 202: messageReplySchema, ...errors },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(deps, request.body.email, request.ip);
      return reply.status(202).send({ message: FORGOT_PASSWORD_REPLY });
    },
  );

  // Finding 29.8: the owner's way in from a new device while sign-in is throttled for the account.
  app.post(
    "/api/auth/sign-in-link",
    {
      schema: {
        tags: ["Auth"],
        summary: "E-mail a one-time sign-in link (when sign-in is paused for the account)",
        security: [],
        body: signInLinkRequestSchema,
        response: { 202: messageReplySchema, ...errors },
      },
    },
    async (request, reply) => {
      await requestSignInLink(deps, request.body.email, request.ip);
      return reply.status(202).send({ message: SIGN_IN_LINK_REPLY });
    },
  );

  app.post(
    "/api/auth/sign-in-link/consume",
    {
      schema: {
        tags: ["Auth"],
        summary: "Sign in with the e-mailed link's token (this device is then known)",
        security: [],
        body: signInLinkConsumeSchema,
        response: { 200: publicUserSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await signInWithLink(deps, request.body.token);
      await app.sessions.start(request, reply, user.id);
      rememberDevice(request, reply, user.id, deps.cookieSecure);
      return toPublicUser(user);
    },
  );

  app.post(
    "/api/auth/reset-password",
    {
      schema: {
        tags: ["Auth"],
        summary: "Choose a new password with the e-mailed link's token",
        security: [],
        body: resetPasswordRequestSchema,
        response: { 200: publicUserSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await resetPassword(deps, request.body.token, request.body.password);
      await app.sessions.start(request, reply, user.id);
      rememberDevice(request, reply, user.id, deps.cookieSecure);
      return toPublicUser(user);
    },
  );

  app.post(
    "/api/account/password",
    {
      schema: {
        tags: ["Account"],
        summary: "Change the password",
        body: changePasswordRequestSchema,
        response: { 200: messageReplySchema, ...errors },
      },
    },
    async (request) => {
      await changePassword(deps, requireUser(request), request.body, request.sessionId);
      return { message: "Your password is changed. Your other devices are signed out." };
    },
  );

  app.post(
    "/api/account/email",
    {
      schema: {
        tags: ["Account"],
        summary: "Change the e-mail address (confirmed by a link)",
        body: changeEmailRequestSchema,
        response: { 202: messageReplySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(202).send({ message: await requestEmailChange(deps, requireUser(request), request.body) }),
  );

  app.patch(
    "/api/account/profile",
    {
      schema: {
        tags: ["Account"],
        summary: "Change the name on the account",
        body: profileUpdateSchema,
        response: { 200: publicUserSchema, ...errors },
      },
    },
    async (request) => toPublicUser(await updateProfile(deps.db, requireUser(request), request.body)),
  );
};
