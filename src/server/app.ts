import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppConfig } from "./config";
import { type DatabaseHandle, openDatabase } from "./db/client";
import { aiImageRoutes } from "./modules/ai-image/routes";
import { authRoutes } from "./modules/auth/routes";
import { billingRoutes } from "./modules/billing/routes";
import { contactRoutes } from "./modules/contact/routes";
import { analyseImage } from "./modules/generation/image-facts";
import { createImageLoader, createImageStore } from "./modules/generation/image-loader";
import { generationRoutes } from "./modules/generation/routes";
import { healthRoutes } from "./modules/health/routes";
import { deleteExpiredRateLimits } from "./modules/rate-limit/service";
import { deleteExpiredSessions } from "./modules/sessions/service";
import { siteConfigRoutes } from "./modules/site-config/routes";
import { uploadRoutes } from "./modules/uploads/routes";
import { deleteAbandonedUploads } from "./modules/uploads/service";
import { usageRoutes } from "./modules/usage/routes";
import { registerClient } from "./plugins/client";
import { registerErrorHandler } from "./plugins/error-handler";
import { registerCrossSiteRequestGuard, registerSecurityHeaders } from "./plugins/security";
import { registerSessions } from "./plugins/sessions";
import { createBillingProvider } from "./providers/billing";
import { createGenerationProviders } from "./providers/generation";
import { createMailProvider } from "./providers/mail/create-mail-provider";
import { createStorageProvider } from "./providers/storage";

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const CLEANUP_INTERVAL_MS = 15 * 60_000;

export interface AppDeps {
  /** An already-open database (tests share one per file); otherwise opened from config. */
  database?: DatabaseHandle;
  /** Where the built client lives; defaults to dist/client. */
  clientDir?: string;
}

/** Builds the whole app without listening: main.ts listens, tests call inject() or listen on port 0. */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ["req.headers.cookie", "req.headers.authorization"] },
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    // Requests never carry a stack trace back; the error handler decides what leaves.
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const database =
    deps.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: join(config.dataDir, "db") }));
  if (!deps.database) app.addHook("onClose", () => database.close());
  const { db } = database;

  await registerSecurityHeaders(app, config);
  registerCrossSiteRequestGuard(app, config);
  await registerSessions(app, config, db);

  await app.register(healthRoutes, { db });
  await app.register(authRoutes, {
    db,
    adminEmails: config.adminEmails,
    registrationsPerIpPerHour: config.raw.REGISTRATIONS_PER_IP_PER_HOUR,
  });
  const storage = createStorageProvider(config);
  await app.register(uploadRoutes, { db, storage, appOrigin: config.appOrigin });
  await app.register(siteConfigRoutes, { config });
  await app.register(billingRoutes, { db, provider: createBillingProvider(config, app.log) });
  const generators = createGenerationProviders(config);
  const images = { db, storage };
  await app.register(generationRoutes, {
    db,
    provider: generators.text,
    loadImage: createImageLoader(images),
    analyseImage,
  });
  await app.register(aiImageRoutes, {
    db,
    provider: generators.productImage,
    storeImage: createImageStore(images),
  });
  await app.register(usageRoutes);
  await app.register(contactRoutes, {
    db,
    mail: createMailProvider(config, app.log),
    contactTo: config.raw.CONTACT_TO ?? config.supportEmail,
    contactFrom: config.raw.CONTACT_FROM ?? config.supportEmail,
  });

  await registerClient(app, deps.clientDir ?? join(projectRoot, "dist/client"));

  startCleanupJob(app, async () => {
    await deleteExpiredSessions(db);
    await deleteExpiredRateLimits(db);
    await deleteAbandonedUploads({ db, storage });
  });
  return app;
}

/** Sweeps expired rows now and every 15 minutes; every copy may run it, the deletes are idempotent. */
function startCleanupJob(app: FastifyInstance, cleanup: () => Promise<void>): void {
  const run = () => cleanup().catch((err) => app.log.warn({ err }, "cleanup failed"));
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    void run();
    timer = setInterval(run, CLEANUP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
