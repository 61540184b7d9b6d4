import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** One message as the SMTP server received it: the envelope and the parsed headers and body. */
export interface ReceivedMail {
  mailFrom: string;
  rcptTo: string[];
  raw: string;
  /** Header names lower-cased, values unfolded and RFC 2047-decoded; repeated headers keep every value. */
  headers: Array<[name: string, value: string]>;
  header(name: string): string | undefined;
  /** The text body, transfer-decoded. */
  text: string;
}

export interface SmtpTestServer {
  /** `smtp://127.0.0.1:<port>`, ready for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** The recipients of every DATA attempt, including refused ones. */
  attempts: string[][];
  close(): Promise<void>;
}

/**
 * A real SMTP server on a random local port (smtp-server, the library nodemailer's authors ship
 * for this). No TLS and no auth, so nodemailer talks plain SMTP to it. With `rejectData` every
 * message is refused after DATA with a 554, as a misconfigured relay would.
 */
export async function startSmtpTestServer(options: { rejectData?: boolean } = {}): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const attempts: string[][] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        attempts.push(session.envelope.rcptTo.map((r) => r.address));
        if (options.rejectData) {
          const error = Object.assign(new Error("Message rejected by test relay"), { responseCode: 554 });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        const mailFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        received.push(
          parseMail(
            raw,
            mailFrom,
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    attempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function parseMail(raw: string, mailFrom: string, rcptTo: string[]): ReceivedMail {
  const split = raw.indexOf("\r\n\r\n");
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? "" : raw.slice(split + 4);
  const headers: Array<[string, string]> = [];
  for (const line of head.split("\r\n")) {
    const last = headers.at(-1);
    if (/^[ \t]/.test(line) && last) {
      last[1] += line.replace(/^[ \t]+/, " ");
      continue;
    }
    const colon = line.indexOf(":");
    if (colon > 0) headers.push([line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()]);
  }
  for (const entry of headers) entry[1] = decodeEncodedWords(entry[1]);
  const header = (name: string) => headers.find(([n]) => n === name.toLowerCase())?.[1];
  const encoding = header("content-transfer-encoding")?.toLowerCase();
  const text =
    encoding === "quoted-printable"
      ? decodeQuotedPrintable(body)
      : encoding === "base64"
        ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
        : body;
  return { mailFrom, rcptTo, raw, headers, header, text: text.replace(/\r\n/g, "\n") };
}

function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([bBqQ])\?([^?]*)\?=/g, (_m, _charset: string, kind: string, data: string) =>
      kind.toLowerCase() === "b"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

function decodeQuotedPrintable(value: string): string {
  const bytes = value
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}
