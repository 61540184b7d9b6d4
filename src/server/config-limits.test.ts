import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";
import { DEFAULT_POOL_SIZE, DEFAULT_QUEUE_POOL_SIZE } from "./db/client";
import { S3_DEFAULTS } from "./providers/storage/s3-storage";

/** The pool sizes and object-store timeouts of issue 31.8: defaults, custom values, bad values. */
const base = () => ({ DATA_DIR: mkdtempSync(join(tmpdir(), "studio-config-limits-")) });

const SETTINGS = {
  DATABASE_POOL_MAX: { min: 1, max: 1000, fallback: DEFAULT_POOL_SIZE },
  BULK_QUEUE_POOL_MAX: { min: 1, max: 1000, fallback: DEFAULT_QUEUE_POOL_SIZE },
  S3_CONNECT_TIMEOUT_MS: { min: 100, max: 60_000, fallback: S3_DEFAULTS.connectTimeoutMs },
  S3_REQUEST_TIMEOUT_MS: { min: 1000, max: 600_000, fallback: S3_DEFAULTS.requestTimeoutMs },
  S3_MAX_ATTEMPTS: { min: 1, max: 10, fallback: S3_DEFAULTS.maxAttempts },
} as const;
type Setting = keyof typeof SETTINGS;
const names = Object.keys(SETTINGS) as Setting[];

describe("pool sizes and object-store timeouts", () => {
  it("default to the values the code used before they were settings", () => {
    const { raw } = loadConfig(base());
    expect(raw.DATABASE_POOL_MAX).toBe(10);
    expect(raw.BULK_QUEUE_POOL_MAX).toBe(4);
    expect(raw.S3_CONNECT_TIMEOUT_MS).toBe(3_000);
    expect(raw.S3_REQUEST_TIMEOUT_MS).toBe(10_000);
    expect(raw.S3_MAX_ATTEMPTS).toBe(2);
    for (const name of names) expect(raw[name], name).toBe(SETTINGS[name].fallback);
  });

  it("treat an empty variable as unset", () => {
    const { raw } = loadConfig({ ...base(), ...Object.fromEntries(names.map((name) => [name, ""])) });
    for (const name of names) expect(raw[name], name).toBe(SETTINGS[name].fallback);
  });

  it("take custom values, the bounds included", () => {
    const low = loadConfig({
      ...base(),
      ...Object.fromEntries(names.map((name) => [name, `${SETTINGS[name].min}`])),
    });
    const high = loadConfig({
      ...base(),
      ...Object.fromEntries(names.map((name) => [name, ` ${SETTINGS[name].max} `])),
    });
    for (const name of names) {
      expect(low.raw[name], name).toBe(SETTINGS[name].min);
      expect(high.raw[name], name).toBe(SETTINGS[name].max);
    }
    expect(loadConfig({ ...base(), DATABASE_POOL_MAX: "25", BULK_QUEUE_POOL_MAX: "6" }).raw).toMatchObject({
      DATABASE_POOL_MAX: 25,
      BULK_QUEUE_POOL_MAX: 6,
    });
  });

  it.each(["0", "-1", "2.5", "ten", "1e2", "0x10", "12abc", "99999999999"])(
    "refuse %j at start, naming the variable and what it must be",
    (value) => {
      for (const name of names) {
        const attempt = () => loadConfig({ ...base(), [name]: value });
        expect(attempt, `${name}=${value}`).toThrow(ConfigError);
        const { min, max } = SETTINGS[name];
        expect(attempt, `${name}=${value}`).toThrow(`${name}: must be a whole number from ${min} to ${max}`);
      }
    },
  );

  it("refuse a value past either bound", () => {
    for (const name of names) {
      const { min, max } = SETTINGS[name];
      expect(() => loadConfig({ ...base(), [name]: `${min - 1}` }), name).toThrow(name);
      expect(() => loadConfig({ ...base(), [name]: `${max + 1}` }), name).toThrow(name);
    }
  });

  it("name every bad one at once", () => {
    const attempt = () =>
      loadConfig({ ...base(), DATABASE_POOL_MAX: "0", BULK_QUEUE_POOL_MAX: "many", S3_MAX_ATTEMPTS: "11" });
    expect(attempt).toThrow(/DATABASE_POOL_MAX: .*\n.*BULK_QUEUE_POOL_MAX: .*\n.*S3_MAX_ATTEMPTS: /);
  });
});
