import { join } from "node:path";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppConfig } from "./config";
import { type DatabaseHandle, openDatabase } from "./db/client";
import { accountRoutes } from "./modules/account/routes";
import { adminRoutes } from "./modules/admin/routes";
import { aiImageRoutes } from "./modules/ai-image/routes";
import { apiTokenRoutes } from "./modules/api-tokens/routes";
import { deleteExpiredApiTokens } from "./modules/api-tokens/service";
import { deleteExpiredTokens } from "./modules/auth/auth-tokens";
import { authRoutes } from "./modules/auth/routes";
import { billingRoutes } from "./modules/billing/routes";
import { brandProfileRoutes } from "./modules/brand-profiles/routes";
import { bulkInstanceName, startBulkQueue } from "./modules/bulk/bulk-queue";
import { processBulkItem } from "./modules/bulk/process-item";
import { ProviderPause } from "./modules/bulk/provider-retry";
import { bulkRoutes } from "./modules/bulk/routes";
import { calendarRoutes } from "./modules/calendar/routes";
import { contactRoutes } from "./modules/contact/routes";
import { downloadRoutes } from "./modules/downloads/routes";
import { createPublicImageLinks } from "./modules/exports/public-image-links";
import { exportRoutes } from "./modules/exports/routes";
import { analyseLoadedSample, createImageLoader, createImageStore } from "./modules/generation/image-loader";
import { generationRoutes } from "./modules/generation/routes";
import { healthRoutes } from "./modules/health/routes";
import { deleteExpiredRateLimits } from "./modules/rate-limit/service";
import { deleteExpiredSessions } from "./modules/sessions/service";
import { siteConfigRoutes } from "./modules/site-config/routes";
import { getSiteConfig } from "./modules/site-config/service";
import { uploadRoutes } from "./modules/uploads/routes";
import { deleteAbandonedUploads, deleteOrphanObjects } from "./modules/uploads/service";
import { usageRoutes } from "./modules/usage/routes";
import { registerApiTokenAuth } from "./plugins/api-token-auth";
import { registerClient, registerCrawlerFiles } from "./plugins/client";
import { registerCompression } from "./plugins/compression";
import { limitConnectionsPerAddress } from "./plugins/connection-limits";
import { registerDrain } from "./plugins/drain";
import { answerFrameworkError, registerErrorHandler } from "./plugins/error-handler";
import {
  createAppLogger,
  flushAppLog,
  flushAppLogSync,
  REQUEST_ID_HEADER,
  RequestLogController,
  registerRequestAbortLog,
  registerSecurityEventLog,
  requestIdFor,
} from "./plugins/logging";
import { registerOpenApi } from "./plugins/openapi";
import { responseSerializerCompiler } from "./plugins/response-serializer";
import {
  registerCrossSiteRequestGuard,
  registerPrivateApiCaching,
  registerSecurityHeaders,
} from "./plugins/security";
import { registerSessions } from "./plugins/sessions";
import { flushOnCrash } from "./process-log";
import { createBillingProvider } from "./providers/billing";
import { createGenerationProviders } from "./providers/generation";
import { createMailProvider } from "./providers/mail/create-mail-provider";
import { createStorageProvider } from "./providers/storage";
import { projectRoot } from "./server-paths";

const CLEANUP_INTERVAL_MS = 15 * 60_000;
const ORPHAN_SWEEP_INTERVAL_MS = 60 * 60_000;

export interface AppDeps {
  /** An already-open database (tests share one per file); otherwise opened from config. */
  database?: DatabaseHandle;
  /** Where the built client lives; defaults to dist/client. */
  clientDir?: string;
}

/** Builds the whole app without listening: main.ts listens, tests call inject() or listen on port 0. */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const logger = createAppLogger(config);
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    // One line per request, at completion, instead of Fastify's two (issue 31).
    logController: new RequestLogController(),
    genReqId: requestIdFor,
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1_048_576,
    // A whole request (headers and body) must arrive within this; trickled bodies are cut off.
    requestTimeout: config.requestTimeoutMs,
    // A socket that sends nothing for a minute is closed.
    connectionTimeout: 60_000,
    http: {
      // Headers must arrive quickly; only a body may legitimately take long (a photo on a slow link).
      headersTimeout: Math.min(20_000, config.requestTimeoutMs),
      // How often Node enforces those deadlines (its default, 30 s, would let a trickle run over).
      connectionsCheckingInterval: Math.min(5_000, Math.max(250, config.requestTimeoutMs / 4)),
    },
    // While draining, a request that still arrives on an open connection (a proxy's pooled one,
    // sent just as the copy began closing) is served like the ones in flight, with
    // `Connection: close`; a 503 here reached the seller through the proxy (plugins/drain.ts).
    return503OnClosing: false,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  limitConnectionsPerAddress(app.server, config.maxConnectionsPerIp);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  registerErrorHandler(app);
  // Hooks that do no I/O take Fastify's `done` callback instead of being async: an async hook costs
  // a promise and a microtask turn on every request, and every API request runs all of them.
  app.addHook("onRequest", (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  registerRequestAbortLog(app);
  registerSecurityEventLog(app);
  // A crash writes the buffered lines before its own; closing writes them too (onClose hooks run
  // newest first, so this one, registered before the database's, runs after it).
  const forgetCrashFlush = flushOnCrash(() => flushAppLogSync(logger));
  app.addHook("onClose", async () => {
    forgetCrashFlush();
    await flushAppLog(logger);
  });
  // Before every route and @fastify/static: the compression hook attaches route by route.
  await registerCompression(app);
  await registerOpenApi(app);

  const database =
    deps.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: join(config.dataDir, "db"),
      poolSize: config.raw.DATABASE_POOL_MAX,
      queuePoolSize: config.raw.BULK_QUEUE_POOL_MAX,
      onConnectionError: (err) => app.log.warn({ err }, "database connection lost"),
    }));
  if (!deps.database) app.addHook("onClose", () => database.close());
  const drain = registerDrain(app, { drainMs: config.shutdownTimeoutMs });
  const { db } = database;

  registerSecurityHeaders(app, config);
  registerCrossSiteRequestGuard(app, config);
  registerPrivateApiCaching(app);
  await registerSessions(app, config, db);
  registerApiTokenAuth(app, { db, config, requestsPerMinute: config.raw.API_RATE_LIMIT_PER_MINUTE });

  const storage = createStorageProvider(config);
  await app.register(healthRoutes, { db, storage });
  const mail = await createMailProvider(config, app.log);
  await app.register(authRoutes, {
    db,
    adminEmails: config.adminEmails,
    registrationsPerIpPerHour: config.raw.REGISTRATIONS_PER_IP_PER_HOUR,
    mail,
    log: app.log,
    from: config.raw.CONTACT_FROM ?? config.supportEmail,
    supportEmail: config.supportEmail,
    logLinks: !config.isProduction,
    linkOrigin: accountLinkOrigin(config),
    cookieSecure: config.cookieSecure,
  });
  await app.register(uploadRoutes, { db, storage, appOrigin: config.appOrigin });
  await app.register(siteConfigRoutes, { config });
  const billing = await createBillingProvider(config, app.log);
  await app.register(billingRoutes, { db, provider: billing });
  await app.register(apiTokenRoutes, { db });
  await app.register(brandProfileRoutes, { db });
  await app.register(accountRoutes, { db, storage, billing });
  const generators = await createGenerationProviders(config);
  const images = { db, storage };
  await app.register(generationRoutes, {
    db,
    provider: generators.text,
    loadImage: createImageLoader(images),
    analyseImage: analyseLoadedSample,
    storage,
  });
  await app.register(exportRoutes, { db, storage, imageLinks: createPublicImageLinks(config) });
  const bulkItemDeps = {
    db,
    provider: generators.bulkText,
    loadImage: createImageLoader(images),
    analyseImage: analyseLoadedSample,
    pause: new ProviderPause(),
    itemTimeoutMs: config.raw.BULK_ITEM_TIMEOUT_MS,
    lease: { leaseMs: config.raw.BULK_LEASE_MS, heartbeatMs: config.raw.BULK_HEARTBEAT_MS },
    instanceName: bulkInstanceName(),
    log: app.log,
  };
  const bulkQueue = await startBulkQueue(database, {
    concurrency: config.raw.BULK_CONCURRENCY,
    itemTimeoutMs: config.raw.BULK_ITEM_TIMEOUT_MS,
    sweepMs: config.raw.BULK_SWEEP_INTERVAL_MS,
    leaseMs: config.raw.BULK_LEASE_MS,
    process: (itemId) => processBulkItem(bulkItemDeps, itemId),
    log: app.log,
  });
  // Claiming stops before anything else closes; running photos then get what is left of the drain
  // (this hook runs before the database's: onClose hooks run newest first).
  drain.whenClosing(() => bulkQueue.stopClaiming());
  app.addHook("onClose", () => bulkQueue.stop(drain.remainingMs()));
  await app.register(bulkRoutes, {
    db,
    enqueue: (ids) => bulkQueue.enqueue(ids),
    progressPollMs: 500,
    imageLinks: createPublicImageLinks(config),
    writer: generators.text,
    processItem: bulkItemDeps,
  });
  await app.register(calendarRoutes, { db, appOrigin: config.appOrigin });
  await app.register(downloadRoutes, { db, storage });
  await app.register(adminRoutes, {
    db,
    storage,
    provider: generators.text,
    loadImage: createImageLoader(images),
    analyseImage: analyseLoadedSample,
    enqueueBulk: (ids) => bulkQueue.enqueue(ids),
    inject: (options) => app.inject(options),
  });
  await app.register(aiImageRoutes, {
    db,
    provider: generators.productImage,
    storeImage: createImageStore(images),
  });
  await app.register(usageRoutes);
  await app.register(contactRoutes, {
    db,
    mail,
    contactTo: config.raw.CONTACT_TO ?? config.supportEmail,
    contactFrom: config.raw.CONTACT_FROM ?? config.supportEmail,
  });

  registerCrawlerFiles(app, config.appOrigin);
  await registerClient(app, deps.clientDir ?? join(projectRoot, "dist/client"), getSiteConfig(config).banner);

  let lastOrphanSweep = 0;
  startCleanupJob(app, async () => {
    await deleteExpiredSessions(db);
    await deleteExpiredTokens(db);
    await deleteExpiredApiTokens(db);
    await deleteExpiredRateLimits(db);
    await deleteAbandonedUploads({ db, storage });
    // Lists the whole store (one LIST request per 1,000 objects on S3): hourly is plenty.
    if (Date.now() - lastOrphanSweep >= ORPHAN_SWEEP_INTERVAL_MS) {
      lastOrphanSweep = Date.now();
      const removed = await deleteOrphanObjects({ db, storage });
      if (removed > 0) app.log.info({ removed }, "removed stored objects that no upload names");
    }
  });
  return app;
}

/**
 * Where e-mailed links point: APP_ORIGIN; outside production the local address. In production
 * without APP_ORIGIN there is none: a link built from a request's Host header could be pointed
 * at another site (reset-link poisoning), so no link is sent and a warning says why.
 */
function accountLinkOrigin(config: AppConfig): string | null {
  if (config.appOrigin) return config.appOrigin;
  return config.isProduction ? null : `http://localhost:${config.port}`;
}

/**
 * A hop count becomes "trust the nearest N hops" (Fastify 5.12 ignores a bare number, failing
 * closed); an address list is passed on for proxy-addr to match each hop against.
 */
function trustProxyOption(
  trust: AppConfig["trustProxy"],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === "number") return (_address, hop) => hop < trust;
  return trust;
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
