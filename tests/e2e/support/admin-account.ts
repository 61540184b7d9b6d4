/**
 * The e2e server's admin: playwright.config.ts starts the server with ADMIN_EMAILS set to this
 * address, so the account registered with it becomes an admin once it opens its verification
 * link. (No imports: the config can import it.)
 */
export const E2E_ADMIN_EMAIL = "e2e-admin@example.com";
export const E2E_ADMIN_PASSWORD = "correct-horse-battery-admin";

/** Where the e2e server's mailbox writes what it receives (see serve-with-mailbox.ts): fixed, so every process agrees. */
export const E2E_MAIL_DIR = `${process.env.TMPDIR ?? "/tmp"}/studio-e2e-mail-${process.env.E2E_PORT ?? 3199}`;
