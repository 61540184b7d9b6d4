import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

export interface HungServer {
  endpoint: string;
  /** Requests that reached the server (each attempt of a retried one counts). */
  requests(): number;
  close(): Promise<void>;
}

/**
 * An HTTP server that stands in for an object store that has hung: it accepts connections and
 * reads requests, then answers nothing (`silent`), sends a reply's headers and the start of its
 * body and then nothing more (`stall-body`), or sends header lines forever (`trickle-headers`).
 */
export async function startHungServer(
  behaviour: "silent" | "stall-body" | "trickle-headers" = "silent",
): Promise<HungServer> {
  let requests = 0;
  const sockets = new Set<Socket>();
  const server = createServer((request: IncomingMessage, reply: ServerResponse) => {
    requests += 1;
    request.resume();
    if (behaviour === "stall-body") {
      reply.writeHead(200, { "content-type": "image/jpeg", "content-length": "100000" });
      reply.write(Buffer.alloc(10, 0xff));
    } else if (behaviour === "trickle-headers") {
      // Busy but never done: a header line every 100 ms keeps the socket from ever going idle.
      const socket = request.socket;
      socket.write("HTTP/1.1 200 OK\r\n");
      const timer = setInterval(() => socket.write("x-still-thinking: 1\r\n"), 100);
      socket.once("close", () => clearInterval(timer));
    }
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    requests: () => requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
