import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it } from "vitest";
import { createLogMailProvider, maskAddress } from "./log-mail";
import type { OutgoingMail } from "./mail-provider";

/** Finding 29.9c: without SMTP_URL, production logs held recipients' and visitors' addresses. */

function capturingLog(): { log: FastifyBaseLogger; lines: unknown[][] } {
  const lines: unknown[][] = [];
  const log = { info: (...args: unknown[]) => lines.push(args) } as unknown as FastifyBaseLogger;
  return { log, lines };
}

const contactMail: OutgoingMail = {
  from: { name: "Seller Content Studio", address: "support@studio.example" },
  to: "support@studio.example",
  replyTo: { name: "Jane Visitor", address: "jane.visitor@home.example" },
  subject: "My order for Jane's shop",
  text: "Hello, my phone number is 555-0100",
  priority: "high",
};

describe("the log mail provider", () => {
  it("logs no address, subject or body in production: only a masked recipient", async () => {
    const { log, lines } = capturingLog();
    await createLogMailProvider(log, { production: true }).send({ ...contactMail, to: "owner@shop.example" });
    const written = JSON.stringify(lines);
    expect(lines).toHaveLength(1);
    for (const secret of ["jane.visitor", "home.example", "owner@", "Jane", "555-0100", "My order"]) {
      expect(written).not.toContain(secret);
    }
    expect(lines[0]?.[0]).toEqual({ mail: { to: "o***@shop.example" } });
    expect(String(lines[0]?.[1])).toMatch(/not sent/);
  });

  it("keeps the details that help outside production, never the body", async () => {
    const { log, lines } = capturingLog();
    await createLogMailProvider(log, { production: false }).send(contactMail);
    expect(lines[0]?.[0]).toEqual({
      mail: {
        to: "support@studio.example",
        replyTo: "jane.visitor@home.example",
        subject: "My order for Jane's shop",
        priority: "high",
      },
    });
    expect(JSON.stringify(lines)).not.toContain("555-0100");
  });

  it("masks addresses", () => {
    expect(maskAddress("jane.doe@example.com")).toBe("j***@example.com");
    expect(maskAddress("a@b.example")).toBe("a***@b.example");
    expect(maskAddress("not-an-address")).toBe("***");
    expect(maskAddress("@example.com")).toBe("***");
  });
});
