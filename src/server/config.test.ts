import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const tempDir = () => mkdtempSync(join(tmpdir(), "studio-config-"));

describe("loadConfig", () => {
  it("runs on embedded defaults with no environment at all", () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      env: "development",
      isProduction: false,
      cookieSecure: false,
    });
    expect(config.databaseUrl).toBeUndefined();
    // A development session secret is created once and reused across restarts.
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, "session-secret"), "utf8")).toBe(config.sessionSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(config.sessionSecret);
  });

  it("names every bad variable", () => {
    const attempt = () =>
      loadConfig({ DATA_DIR: tempDir(), PORT: "eighty", DATABASE_URL: "mysql://x", LOG_LEVEL: "loud" });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT/);
    expect(attempt).toThrow(/DATABASE_URL: must be a postgres/);
    expect(attempt).toThrow(/LOG_LEVEL/);
  });

  it("requires a strong SESSION_SECRET in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production", DATA_DIR: tempDir() })).toThrow(
      /SESSION_SECRET: required/,
    );
    expect(() => loadConfig({ NODE_ENV: "production", SESSION_SECRET: "short" })).toThrow(/at least 32/);
    const dataDir = tempDir();
    const config = loadConfig({ NODE_ENV: "production", SESSION_SECRET: "x".repeat(40), DATA_DIR: dataDir });
    expect(config.cookieSecure).toBe(true);
    expect(existsSync(join(dataDir, "session-secret"))).toBe(false);
  });

  it("treats empty variables as unset and normalises ADMIN_EMAILS", () => {
    const config = loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: "", ADMIN_EMAILS: " A@B.com ,, c@d.com" });
    expect(config.databaseUrl).toBeUndefined();
    expect([...config.adminEmails]).toEqual(["a@b.com", "c@d.com"]);
  });

  it("keeps cookies usable on an explicitly plain-http production origin", () => {
    const config = loadConfig({
      NODE_ENV: "production",
      SESSION_SECRET: "x".repeat(40),
      APP_ORIGIN: "http://localhost:3199/",
    });
    expect(config.appOrigin).toBe("http://localhost:3199");
    expect(config.cookieSecure).toBe(false);
  });

  it("trusts forwarded addresses only from a hop count or named proxies, never blanket true", () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(
      loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: "10.0.0.0/8, 192.168.1.7,loopback" }).trustProxy,
    ).toEqual(["10.0.0.0/8", "192.168.1.7", "loopback"]);
    expect(() => loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: "true" })).toThrow(
      /TRUST_PROXY: true would trust any/,
    );
    expect(() => loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: "10.0.0.0/99" })).toThrow(
      /TRUST_PROXY: must be/,
    );
    expect(() => loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: "proxy.example.com" })).toThrow(
      /TRUST_PROXY/,
    );
  });

  it("caps connections per client address only when no proxy sits in front", () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).maxConnectionsPerIp).toBe(64);
    expect(loadConfig({ DATA_DIR: tempDir(), MAX_CONNECTIONS_PER_IP: "5" }).maxConnectionsPerIp).toBe(5);
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: "1" }).maxConnectionsPerIp).toBe(0);
  });
});
