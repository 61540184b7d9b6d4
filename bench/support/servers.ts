import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { join } from "node:path";

const tsx = join(process.cwd(), "node_modules/.bin/tsx");

export interface BenchServer {
  child: ChildProcess;
  port: number;
}

/**
 * Starts a server script in its own process (so it never shares an event loop with the load or
 * the browser driving it) and resolves with the port it prints as `LISTENING <port>`.
 */
export async function startServer(script: string, env: Record<string, string>): Promise<BenchServer> {
  const child = spawn(tsx, [script], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout?.setEncoding("utf8");
  for await (const chunk of child.stdout ?? []) {
    output += chunk;
    const match = /LISTENING (\d+)/.exec(output);
    if (match) return { child, port: Number(match[1]) };
  }
  throw new Error(`${script} exited before listening: ${output}`);
}

export async function stopServer(server: BenchServer): Promise<void> {
  if (server.child.exitCode !== null) return;
  server.child.kill("SIGTERM");
  await once(server.child, "exit");
}

/** Registers a fresh account on the app at `base`; returns its session cookie and user JSON. */
export async function registerBenchUser(base: string): Promise<{ cookie: string; userJson: string }> {
  const registered = await fetch(`${base}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({
      email: `bench.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`,
      password: "bench-password",
      firstName: "Bench",
    }),
  });
  const cookie = (registered.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const userJson = await registered.text();
  if (registered.status !== 201 || !cookie)
    throw new Error(`register failed: ${registered.status} ${userJson}`);
  return { cookie, userJson };
}
