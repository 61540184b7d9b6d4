import type { AddressInfo } from "node:net";
import { buildApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";

// The real app on its configured database, on a free port that it prints for the bench.
const app = await buildApp(loadConfig());
await app.listen({ port: 0, host: "127.0.0.1" });
console.log(`LISTENING ${(app.server.address() as AddressInfo).port}`);
process.once("SIGTERM", () => void app.close().then(() => process.exit(0)));
