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
 * the browser driving it) and resolves with the port it prints as `LISTENING <port>`. Its output
 * keeps being drained afterwards: a server that logs (LOG_LEVEL=info) must not fill the pipe or
 * write to a closed one.
 */
export async function startServer(script: string, env: Record<string, string>): Promise<BenchServer> {
  const child = spawn(tsx, [script], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const stdout = child.stdout;
  if (!stdout) throw new Error(`${script} has no stdout`);
  stdout.setEncoding("utf8");
  return new Promise((resolve, reject) => {
    let output = "";
    const onExit = () => reject(new Error(`${script} exited before listening: ${output}`));
    const onData = (chunk: string) => {
      output += chunk;
      const match = /LISTENING (\d+)/.exec(output);
      if (!match) return;
      stdout.off("data", onData);
      stdout.resume(); // from now on its output is read and dropped
      child.off("exit", onExit);
      resolve({ child, port: Number(match[1]) });
    };
    stdout.on("data", onData);
    child.once("exit", onExit);
  });
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
