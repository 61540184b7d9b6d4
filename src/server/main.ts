import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { installGracefulShutdown } from "./shutdown";

/** The process entry: read config, build the app, listen, and shut down cleanly on signals. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config);
  installGracefulShutdown(app, { drainMs: config.shutdownTimeoutMs });

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  // The bound port, not the configured one: PORT=0 picks a free port (tests do).
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  app.log.info(`Seller Content Studio is running on http://${shownHost}:${port}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
