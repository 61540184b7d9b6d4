import { connect, type Socket } from "node:net";

/**
 * HTTP/1.1 by hand, for tests that need what fetch hides: a request left half-sent across a
 * signal, or a kept-alive socket left idle.
 */

/** Sends the head and half the body; finish() sends the rest and resolves with the raw reply. */
export async function startRequest(
  url: URL,
  method: string,
  path: string,
  body: Buffer,
  headers: Record<string, string>,
): Promise<{ finish: () => Promise<string> }> {
  const socket = await openSocket(url);
  const reply = readUntilClosed(socket);
  const head = Object.entries({ Host: url.host, ...headers, "Content-Length": String(body.length) })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  socket.write(`${method} ${path} HTTP/1.1\r\n${head}\r\n`);
  const half = Math.floor(body.length / 2);
  socket.write(body.subarray(0, half));
  return {
    finish: () => {
      // write, not end: a half-closed socket would abort the request (Node's http server does so).
      socket.write(body.subarray(half));
      return reply;
    },
  };
}

/**
 * A kept-alive connection that made one request and now sits idle; `closed` resolves when the
 * server closes it.
 */
export async function idleKeepAliveConnection(url: URL, path: string): Promise<{ closed: Promise<void> }> {
  const socket = await openSocket(url);
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  const answered = new Promise<void>((resolve) => {
    let text = "";
    socket.on("data", (chunk) => {
      text += chunk.toString();
      // A JSON reply with its length: done once the body after the head has that many bytes.
      const [head, body] = text.split("\r\n\r\n");
      const length = Number(/content-length: (\d+)/i.exec(head ?? "")?.[1] ?? Number.NaN);
      if (body !== undefined && Buffer.byteLength(body) >= length) resolve();
    });
  });
  socket.write(`GET ${path} HTTP/1.1\r\nHost: ${url.host}\r\nConnection: keep-alive\r\n\r\n`);
  await answered;
  return { closed };
}

export function openSocket(url: URL): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => resolve(socket));
    socket.once("error", reject);
  });
}

function readUntilClosed(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = "";
    socket.on("data", (chunk) => {
      text += chunk.toString();
    });
    socket.once("close", () => resolve(text));
  });
}

export function canConnect(url: URL): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
