import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { E2E_MAIL_DIR } from "./admin-account";

/**
 * The e2e inbox (see serve-with-mailbox.ts): the newest e-mailed link's token for an address,
 * waiting a few seconds for the message to arrive.
 */
export async function latestTokenFor(
  email: string,
  path: "/verify-email" | "/reset-password" = "/verify-email",
  options: { after?: string; timeoutMs?: number } = {},
): Promise<string> {
  const until = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    const token = newestToken(email.toLowerCase(), path);
    if (token && token !== options.after) return token;
    if (Date.now() > until) throw new Error(`no e-mail with a ${path} link reached ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function newestToken(email: string, path: string): string | undefined {
  if (!existsSync(E2E_MAIL_DIR)) return undefined;
  const files = readdirSync(E2E_MAIL_DIR).sort().reverse();
  for (const file of files) {
    const mail = JSON.parse(readFileSync(join(E2E_MAIL_DIR, file), "utf8")) as { to: string[]; raw: string };
    if (!mail.to.map((to) => to.toLowerCase()).includes(email)) continue;
    // Undo quoted-printable's soft line breaks and escaped "=" before reading the link.
    const text = mail.raw.replace(/=\r?\n/g, "").replace(/=3D/gi, "=");
    const token = text.match(new RegExp(`${path}\\?token=([A-Za-z0-9_-]{20,})`))?.[1];
    if (token) return token;
  }
  return undefined;
}
