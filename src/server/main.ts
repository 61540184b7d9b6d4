import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";

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
  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    await app.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  app.log.info(`Seller Content Studio is running on http://${shownHost}:${config.port}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
