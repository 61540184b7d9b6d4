/**
 * Writes docs/openapi.json from the route schemas of the app as it runs on its embedded defaults
 * (`npm run openapi`). A test fails when the committed file is not what this produces.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { OPENAPI_DOCUMENT_PATH } from "../src/server/plugins/openapi";
import { formatOpenApiDocument } from "../src/server/plugins/openapi-document";

const dataDir = mkdtempSync(join(tmpdir(), "studio-openapi-"));
const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent" });
const database = await openDatabase({ pgliteDir: join(dataDir, "db") });
const app = await buildApp(config, { database, clientDir: join(dataDir, "no-client") });
await app.ready();
writeFileSync(OPENAPI_DOCUMENT_PATH, formatOpenApiDocument(app.swagger()));
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
console.log(`wrote ${OPENAPI_DOCUMENT_PATH}`);
