import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

// The floor: node:http answering a fixed JSON body, with no framework, session or database.
const body = process.env.BODY ?? "{}";
const server = createServer((_req, res) => {
  res.writeHead(200, { "content-type": "application/json; charset=utf-8" });
  res.end(body);
});
server.listen(0, "127.0.0.1", () => console.log(`LISTENING ${(server.address() as AddressInfo).port}`));
process.once("SIGTERM", () => server.close(() => process.exit(0)));
