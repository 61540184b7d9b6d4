/**
 * The e2e server's admin: playwright.config.ts starts the server with ADMIN_EMAILS set to this
 * address, so the account registered with it is an admin. (No imports: the config can import it.)
 */
export const E2E_ADMIN_EMAIL = "e2e-admin@example.com";
export const E2E_ADMIN_PASSWORD = "correct-horse-battery-admin";
