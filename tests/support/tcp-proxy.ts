import { connect, createServer, type Server, type Socket } from "node:net";

/**
 * A TCP proxy in front of a server (the machine's PostgreSQL, which other tests share and which
 * must never be stopped): app copies connect through it, and `down()` makes the server look gone
 * to them alone, as a stopped database or a cut network does. Open connections are cut and new
 * ones refused (ECONNREFUSED) until `up()` listens again on the same port.
 */
export interface TcpProxy {
  port: number;
  /** Cuts every connection through the proxy and refuses new ones. */
  down(): Promise<void>;
  /** Accepts connections again, on the same port. */
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  };
  const newServer = () =>
    createServer((client) => {
      const upstream = connect(target.port, target.host);
      track(client);
      track(upstream);
      // Either side going away takes the other with it, as a real cut does.
      const cut = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on("error", cut).on("close", cut);
      upstream.on("error", cut).on("close", cut);
      client.pipe(upstream);
      upstream.pipe(client);
    });
  const listen = (server: Server, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        const address = server.address();
        resolve(typeof address === "object" && address ? address.port : port);
      });
    });

  let server: Server | null = newServer();
  const port = await listen(server, 0);
  const stop = async () => {
    const closing = server;
    server = null;
    if (!closing) return;
    const closed = new Promise<void>((resolve) => closing.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return {
    port,
    down: stop,
    async up() {
      if (server) return;
      server = newServer();
      await listen(server, port);
    },
    close: stop,
  };
}
