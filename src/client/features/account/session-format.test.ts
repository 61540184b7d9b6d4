import { describe, expect, it } from "vitest";
import type { AccountSession } from "../../../domain/account";
import { deviceName, sortSessions, timeAgo } from "./session-format";

const session = (fields: Partial<AccountSession>): AccountSession => ({
  id: "s1",
  userAgent: null,
  ip: null,
  createdAt: "2026-03-01T00:00:00.000Z",
  lastSeenAt: "2026-03-01T00:00:00.000Z",
  expiresAt: "2026-05-30T00:00:00.000Z",
  current: false,
  ...fields,
});

describe("deviceName", () => {
  it.each([
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
      "Chrome on Windows",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87",
      "Edge on Windows",
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
      "Safari on macOS",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1",
      "Chrome on iPhone",
    ],
    [
      "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      "Safari on iPad",
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
      "Samsung Internet on Android",
    ],
    ["Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0", "Firefox on Linux"],
    [
      "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
      "Chrome on ChromeOS",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0",
      "Opera on Windows",
    ],
    ["curl/8.5.0", "curl"],
    ["", "Unknown device"],
    [null, "Unknown device"],
    ["???", "Unknown device"],
  ])("%s → %s", (agent, name) => {
    expect(deviceName(agent)).toBe(name);
  });
});

describe("timeAgo", () => {
  const now = new Date("2026-03-10T12:00:00.000Z");
  it.each([
    ["2026-03-10T11:59:30.000Z", "just now"],
    ["2026-03-10T11:55:00.000Z", "5 minutes ago"],
    ["2026-03-10T09:00:00.000Z", "3 hours ago"],
    ["2026-03-09T12:00:00.000Z", "yesterday"],
    ["2026-02-24T12:00:00.000Z", "2 weeks ago"],
    ["not a date", "at an unknown time"],
  ])("%s → %s", (iso, text) => {
    expect(timeAgo(iso, now)).toBe(text);
  });
});

describe("sortSessions", () => {
  it("puts this device first, then the most recently active", () => {
    const sorted = sortSessions([
      session({ id: "old", current: false, lastSeenAt: "2026-03-01T00:00:00.000Z" }),
      session({ id: "recent", current: false, lastSeenAt: "2026-03-09T00:00:00.000Z" }),
      session({ id: "this", current: true, lastSeenAt: "2026-03-05T00:00:00.000Z" }),
    ]);
    expect(sorted.map((s) => s.id)).toEqual(["this", "recent", "old"]);
  });
});
