import { type AppConfig, ConfigError, loadConfig } from "./config";
import { createProcessLogger, installProcessLogging, logFatal } from "./process-log";
import { installGracefulShutdown } from "./shutdown";

// Before anything can crash or warn: a crash, a start-up failure and Node's process warnings (the
// AWS SDK's Node version notice among them) leave as JSON lines like the rest of the log.
const log = createProcessLogger();
installProcessLogging(log);

/** The process entry: read config, build the app, listen, and shut down cleanly on signals. */
async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      log.fatal(error.message);
      process.exit(1);
    }
    throw error;
  }
  log.level = config.logLevel;

  // Loaded here rather than imported above, so a module that fails to load (a native addon, a
  // broken build) is a JSON line too.
  const { buildApp } = await import("./app");
  const app = await buildApp(config);
  installGracefulShutdown(app, { drainMs: config.shutdownTimeoutMs });

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  // The bound port, not the configured one: PORT=0 picks a free port (tests do).
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  app.log.info(`Seller Content Studio is running on http://${shownHost}:${port}`);
  const { warmUp } = await import("./warm-up");
  void warmUp(app.log);
}

main().catch((error: unknown) => {
  logFatal(log, error, "start-up failed; exiting");
  process.exit(1);
});
