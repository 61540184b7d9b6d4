import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough, Readable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LocalStorage, ObjectTooLargeError, TEMPORARY_FILE_MAX_AGE_MS } from "./local-storage";

let root: string;
let storage: LocalStorage;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "studio-local-storage-"));
  storage = new LocalStorage({ rootDir: root, signingKey: randomBytes(32) });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Everything under the root, as relative paths. */
const files = () => readdirSync(root, { recursive: true, encoding: "utf8" });
const partFiles = () => files().filter((name) => name.endsWith(".part"));

describe("LocalStorage.writeStream", () => {
  it("stores the bytes under the key and leaves no temporary file", async () => {
    const result = await storage.writeStream("uploads/a", Readable.from([Buffer.from("abc")]), 10);
    expect(result).toEqual({ size: 3 });
    expect(files().sort()).toEqual(["uploads", "uploads/a"]);
  });

  it.each([
    ["destroyed before the write starts", () => new PassThrough().destroy()],
    [
      "errored before the write starts",
      () => new PassThrough().on("error", () => {}).destroy(new Error("reset")),
    ],
  ])("rejects a source %s and keeps no temporary file", async (_name, makeSource) => {
    // The write fails at once, before the temporary file is even open: its removal must still
    // come after the file exists and is closed, or the file would be left behind.
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await expect(storage.writeStream(`uploads/k${attempt}`, makeSource(), 10)).rejects.toThrow();
    }
    expect(partFiles()).toEqual([]);
    expect(files().filter((name) => name.startsWith("uploads/k"))).toEqual([]);
  });

  it("waits for the file to close before removing it, whatever the source's error", async () => {
    // Many writes at once that fail with a real error (as an aborted request does: ECONNRESET),
    // while the file opens are still queued behind each other.
    const writes = Array.from({ length: 200 }, (_, index) => {
      const source = new PassThrough().on("error", () => {});
      const write = storage.writeStream(`uploads/m${index}`, source, 1024 * 1024);
      source.write(Buffer.alloc(1024));
      setImmediate(() => source.destroy(Object.assign(new Error("aborted"), { code: "ECONNRESET" })));
      return write.then(
        () => "stored",
        () => "rejected",
      );
    });
    expect(new Set(await Promise.all(writes))).toEqual(new Set(["rejected"]));
    expect(partFiles()).toEqual([]);
  });

  it("rejects when the source is destroyed mid-body, and keeps nothing", async () => {
    const source = new PassThrough();
    const write = storage.writeStream("uploads/b", source, 1024 * 1024);
    source.write(Buffer.alloc(64 * 1024));
    await new Promise((resolve) => setTimeout(resolve, 20));
    source.destroy();
    await expect(write).rejects.toThrow();
    expect(partFiles()).toEqual([]);
    expect(existsSync(join(root, "uploads/b"))).toBe(false);
  });

  it("stops past the cap with ObjectTooLargeError, keeps nothing, and leaves the source open", async () => {
    const source = new PassThrough();
    const write = storage.writeStream("uploads/c", source, 10);
    source.write(Buffer.alloc(11));
    await expect(write).rejects.toBeInstanceOf(ObjectTooLargeError);
    // Not destroyed: the caller can still answer 413 on the same connection.
    expect(source.destroyed).toBe(false);
    expect(partFiles()).toEqual([]);
    expect(existsSync(join(root, "uploads/c"))).toBe(false);
    source.destroy();
  });
});

describe("LocalStorage.sweepTemporaryFiles", () => {
  it("removes temporary files older than an hour anywhere under the root, and nothing else", async () => {
    mkdirSync(join(root, "uploads/deeper"), { recursive: true });
    const old = new Date(Date.now() - TEMPORARY_FILE_MAX_AGE_MS - 60_000);
    const paths = {
      stale: join(root, "uploads/x.0123456789ab.part"),
      staleDeeper: join(root, "uploads/deeper/y.abcdefabcdef.part"),
      fresh: join(root, "uploads/z.0123456789ab.part"),
      object: join(root, "uploads/object"),
      notOurs: join(root, "uploads/report.part"),
    };
    for (const path of Object.values(paths)) writeFileSync(path, "x");
    for (const path of [paths.stale, paths.staleDeeper, paths.object, paths.notOurs])
      utimesSync(path, old, old);

    expect(await storage.sweepTemporaryFiles()).toBe(2);
    expect(existsSync(paths.stale)).toBe(false);
    expect(existsSync(paths.staleDeeper)).toBe(false);
    expect(existsSync(paths.fresh)).toBe(true);
    expect(existsSync(paths.object)).toBe(true);
    expect(existsSync(paths.notOurs)).toBe(true);
  });

  it("is fine with an empty or missing root", async () => {
    rmSync(root, { recursive: true, force: true });
    expect(await storage.sweepTemporaryFiles()).toBe(0);
  });
});
