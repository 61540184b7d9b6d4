import { z } from "zod";
import { emailSchema } from "../../../domain/auth";

/**
 * Field rules the sign-in, sign-up and password forms share, checked in the form before anything
 * is sent. The limits themselves (address length, password length) live in src/domain.
 */

/** An e-mail address that must be filled in: first "Email is required", then the shape check. */
export const requiredEmail = z.string().trim().min(1, "Email is required").pipe(emailSchema);
