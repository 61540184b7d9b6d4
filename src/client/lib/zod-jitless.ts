/**
 * What the browser build gets for `import ... from "zod"` (vite.config.ts `resolve.alias`): zod
 * itself, switched to jitless mode before any schema exists. By default each z.object() probes
 * whether `new Function` is allowed, to compile a faster parser; under our CSP (no 'unsafe-eval')
 * that probe is refused and the browser reports a CSP violation on every page that loads a form.
 * The flag is read when a schema is created, and this module's body runs after zod's and before
 * any module that imports zod, so every schema is built without the probe. The server keeps the
 * compiled parsers (no CSP there).
 */
import { config } from "zod/v4";

config({ jitless: true });

export * from "zod/v4";
export { default } from "zod/v4";
