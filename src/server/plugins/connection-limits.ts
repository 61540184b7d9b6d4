import type { Server } from "node:http";
import type { Socket } from "node:net";

/**
 * Caps the sockets one client address may hold open at once. Cheap (one Map of counters, no I/O)
 * and in front of everything: a client that opens thousands of half-sent requests gets its extra
 * connections closed at once instead of holding memory and file handles until they time out.
 * Only meaningful when clients connect directly; behind a proxy every socket is the proxy's.
 */
export function limitConnectionsPerAddress(server: Server, maxPerAddress: number): void {
  if (maxPerAddress <= 0) return;
  const open = new Map<string, number>();
  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress ?? "unknown";
    const count = (open.get(address) ?? 0) + 1;
    if (count > maxPerAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
