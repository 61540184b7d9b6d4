/**
 * The e2e server with a mailbox: starts a local SMTP server (smtp-server), points the app's
 * SMTP_URL at it, writes every message it receives into E2E_MAIL_DIR as JSON, then starts the app
 * (src/server/main.ts). Journeys read e-mailed links from there, as a user reads their inbox.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { startSmtpTestServer } from "../../support/smtp-test-server";

const mailDir = process.env.E2E_MAIL_DIR;
if (!mailDir) throw new Error("E2E_MAIL_DIR is not set");
rmSync(mailDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });

const smtp = await startSmtpTestServer();
process.env.SMTP_URL = smtp.url;
let written = 0;
setInterval(() => {
  while (written < smtp.received.length) {
    const mail = smtp.received[written];
    written += 1;
    if (!mail) continue;
    writeFileSync(
      join(mailDir, `${String(written).padStart(5, "0")}.json`),
      JSON.stringify({ to: mail.rcptTo, subject: mail.header("subject"), raw: mail.raw }),
    );
  }
}, 100).unref();

await import("../../../src/server/main");
