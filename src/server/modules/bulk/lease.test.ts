import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config";
import { DEFAULT_LEASE, DEFAULT_SWEEP_MS, gaveUpMessage, MAX_CLAIMS } from "./lease";

const base = { NODE_ENV: "test", DATA_DIR: "/tmp/studio-lease-test", SESSION_SECRET: "x".repeat(32) };

describe("bulk lease settings", () => {
  it("default to a 30 s lease renewed every 10 s, swept every 10 s: a dead copy's photo moves within 40 s", () => {
    const { raw } = loadConfig(base);
    expect(raw.BULK_LEASE_MS).toBe(DEFAULT_LEASE.leaseMs);
    expect(raw.BULK_HEARTBEAT_MS).toBe(DEFAULT_LEASE.heartbeatMs);
    expect(raw.BULK_SWEEP_INTERVAL_MS).toBe(DEFAULT_SWEEP_MS);
    expect(raw.BULK_LEASE_MS + raw.BULK_SWEEP_INTERVAL_MS).toBeLessThanOrEqual(60_000);
    expect(raw.BULK_HEARTBEAT_MS * 3).toBeLessThanOrEqual(raw.BULK_LEASE_MS);
  });

  it("are read from the environment", () => {
    const { raw } = loadConfig({
      ...base,
      BULK_LEASE_MS: "20000",
      BULK_HEARTBEAT_MS: "5000",
      BULK_SWEEP_INTERVAL_MS: "15000",
    });
    expect([raw.BULK_LEASE_MS, raw.BULK_HEARTBEAT_MS, raw.BULK_SWEEP_INTERVAL_MS]).toEqual([
      20_000, 5_000, 15_000,
    ]);
  });

  it("refuse a heartbeat that is not shorter than the lease, naming it", () => {
    expect(() => loadConfig({ ...base, BULK_LEASE_MS: "10000", BULK_HEARTBEAT_MS: "10000" })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ ...base, BULK_LEASE_MS: "10000", BULK_HEARTBEAT_MS: "10000" })).toThrow(
      /BULK_HEARTBEAT_MS: must be shorter than BULK_LEASE_MS/,
    );
    expect(() => loadConfig({ ...base, BULK_SWEEP_INTERVAL_MS: "0" })).toThrow(/BULK_SWEEP_INTERVAL_MS/);
    expect(() => loadConfig({ ...base, BULK_LEASE_MS: "soon" })).toThrow(/BULK_LEASE_MS/);
  });
});

describe("the message of a photo given up on", () => {
  it("says in words what happened and what to do", () => {
    const message = gaveUpMessage(MAX_CLAIMS);
    expect(message).toContain(`${MAX_CLAIMS} times`);
    expect(message).toMatch(/stopped before it finished/);
    expect(message).toMatch(/Try it again/);
    expect(message).not.toMatch(/unknown error/i);
  });
});
