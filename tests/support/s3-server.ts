import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
// s3rver ships no type declarations; the tiny surface used here is declared below.
// @ts-expect-error -- untyped CommonJS module
import S3rver from "s3rver";

interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
  httpServer?: Server;
}
type S3rverConstructor = new (options: Record<string, unknown>) => S3rverInstance;

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** S3_* variables pointing the app at this server. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on a random port over a temporary directory: the S3
 * provider is tested against it, not against a mock. s3rver accepts the key pair S3RVER/S3RVER.
 */
export async function startLocalS3(bucket = "studio-test-uploads"): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), "studio-s3rver-"));
  const server = new (S3rver as S3rverConstructor)({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: s3EnvFor(endpoint, bucket),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

function s3EnvFor(endpoint: string, bucket: string): Record<string, string> {
  return {
    S3_BUCKET: bucket,
    S3_REGION: "us-east-1",
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "true",
  };
}

export interface StoppableS3 extends LocalS3 {
  /** The store goes away: open connections are cut, new ones refused. Its files stay. */
  stop(): Promise<void>;
  /** The store comes back on the same port, over the same files. */
  start(): Promise<void>;
}

/**
 * The same real server for a storage outage (the chaos suite): stopped and started again on one
 * port over one directory, so what was stored before the outage is there after it.
 */
export async function startStoppableS3(bucket = "studio-test-uploads"): Promise<StoppableS3> {
  const directory = mkdtempSync(join(tmpdir(), "studio-s3rver-"));
  const run = async (port: number) => {
    const server = new (S3rver as S3rverConstructor)({
      address: "127.0.0.1",
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket }],
    });
    return { server, address: await server.run() };
  };
  let running: S3rverInstance | null;
  const first = await run(0);
  running = first.server;
  const { port } = first.address;
  const endpoint = `http://127.0.0.1:${port}`;
  const stop = async () => {
    const server = running;
    running = null;
    if (!server) return;
    // Requests under way are cut too, as when the store's machine goes away.
    server.httpServer?.closeAllConnections();
    await server.close();
  };
  return {
    endpoint,
    bucket,
    env: s3EnvFor(endpoint, bucket),
    stop,
    async start() {
      if (running) return;
      running = (await run(port)).server;
    },
    async close() {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
