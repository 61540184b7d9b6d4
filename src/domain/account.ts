import { z } from "zod";
import { emailSchema, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./auth";
import { safeText } from "./safe-text";

/**
 * Accounts a seller can trust (issue 15): e-mail verification, password reset and change,
 * sessions they can see and end, account deletion. Routes live under /api/auth/ and /api/account/
 * (DESIGN.md §5).
 */

/** How long an e-mailed link works. */
export const TOKEN_LIFETIME_MINUTES = {
  verify_email: 24 * 60,
  change_email: 24 * 60,
  reset_password: 30,
  sign_in: 20,
} as const;
/** A session ends this long after it started, however active it is (besides the sliding 30 days). */
export const SESSION_ABSOLUTE_LIFETIME_DAYS = 90;
/** zxcvbn's score a new password must reach (0–4): 2 stops the common and pattern-built ones. */
export const MIN_PASSWORD_SCORE = 2;

/** A new password: 8–128 characters, not only spaces. Its strength is checked on the server too. */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .refine((value) => value.trim().length > 0, "Password cannot be only spaces");

/**
 * The token from an e-mailed link (base64url, 43 characters for 32 random bytes). Any other text
 * simply matches no token: it is only ever hashed and looked up.
 */
const tokenSchema = safeText(200, { tooLong: "This link is not valid" }).min(1, "This link is incomplete");

/** POST /api/auth/verify-email: the link's token; confirms the address (or a new one). */
export const verifyEmailRequestSchema = z.object({ token: tokenSchema });

/** POST /api/auth/forgot-password: the same 202 whether or not an account has the address. */
export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export const FORGOT_PASSWORD_REPLY =
  "If an account uses that address, we've sent it a link to choose a new password. It works for 30 minutes.";

/**
 * POST /api/auth/sign-in-link: when sign-in is paused for the account (429 `sign_in_throttled`),
 * its owner can get a one-time link by e-mail. The same 202 whether or not the address has an account.
 */
export const signInLinkRequestSchema = z.object({ email: emailSchema });
export const SIGN_IN_LINK_REPLY = `If an account uses that address, we've sent it a link to sign in. It works once, for ${TOKEN_LIFETIME_MINUTES.sign_in} minutes.`;
/** POST /api/auth/sign-in-link/consume: the link's token; starts a session on this device. */
export const signInLinkConsumeSchema = z.object({ token: tokenSchema });
export const SIGN_IN_THROTTLED_MESSAGE =
  "Too many sign-in attempts on this account. Please wait a few minutes, or get a sign-in link by e-mail.";

/** POST /api/auth/reset-password: signs the user in and ends every other session. */
export const resetPasswordRequestSchema = z.object({ token: tokenSchema, password: newPasswordSchema });

/** POST /api/account/password: ends every other session. */
export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1, "Enter your current password").max(PASSWORD_MAX_LENGTH),
  newPassword: newPasswordSchema,
});

/** POST /api/account/email: a link goes to the new address; the change happens when it is opened. */
export const changeEmailRequestSchema = z.object({
  newEmail: emailSchema,
  currentPassword: z.string().min(1, "Enter your current password").max(PASSWORD_MAX_LENGTH),
});

/** PATCH /api/account/profile. */
const nameField = safeText(NAME_MAX_LENGTH, { tooLong: `Name must be at most ${NAME_MAX_LENGTH} characters` })
  .nullable()
  .transform((value) => (value ? value : null));
export const profileUpdateSchema = z.object({
  firstName: nameField.optional(),
  lastName: nameField.optional(),
});

/**
 * DELETE /api/account: the account's password confirms it is the owner asking (every account has
 * one: registration is the only way in). A wrong one is a 400 naming `password`; nothing is deleted.
 */
export const DELETE_PASSWORD_REQUIRED_MESSAGE = "Enter your password to delete your account";
export const DELETE_PASSWORD_WRONG_MESSAGE = "That password is not right. Your account was not deleted.";
export const deleteAccountRequestSchema = z.object({
  password: z
    .string({ error: DELETE_PASSWORD_REQUIRED_MESSAGE })
    .min(1, DELETE_PASSWORD_REQUIRED_MESSAGE)
    .max(PASSWORD_MAX_LENGTH, DELETE_PASSWORD_WRONG_MESSAGE),
});
export type DeleteAccountRequest = z.output<typeof deleteAccountRequestSchema>;

/**
 * GET /api/account/export ("Download my data"): a .zip of everything the account holds, each set
 * as JSON and as CSV, plus its photos as stored. `photos.json` and `photos.csv` list every photo
 * and say which are in `photos/` (a photo whose bytes are gone or unreadable is listed, not included).
 */
export const ACCOUNT_EXPORT_DATASETS = [
  "account",
  "social-posts",
  "product-listings",
  "bulk-jobs",
  "bulk-items",
  "brand-profiles",
  "shop-settings",
  "usage-events",
  "api-tokens",
  "sessions",
  "contact-messages",
  "photos",
] as const;
export type AccountExportDataset = (typeof ACCOUNT_EXPORT_DATASETS)[number];
export const ACCOUNT_EXPORT_README = "README.txt";
export const ACCOUNT_EXPORT_PHOTO_FOLDER = "photos/";

/** A signed-in device as /account shows it. `id` is derived from the session, never the session's secret. */
export const accountSessionSchema = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionsReplySchema = z.object({ sessions: z.array(accountSessionSchema) });

/** Replies that only say what happened. */
export const messageReplySchema = z.object({ message: z.string() });
