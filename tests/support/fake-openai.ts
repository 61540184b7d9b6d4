import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local HTTP server that speaks the OpenAI REST protocol for the calls the app makes
 * (POST /v1/chat/completions, POST /v1/images/generations), answering with the shapes OpenAI
 * returns. Each request takes the next scripted behaviour; the requests are kept for assertions.
 */
export type FakeBehaviour =
  | { kind: "chat"; content: string }
  | { kind: "images"; b64: string }
  | { kind: "status"; status: number; body: unknown; headers?: Record<string, string> }
  | { kind: "hang" };

export interface RecordedRequest {
  path: string;
  headers: IncomingMessage["headers"];
  body: Record<string, unknown>;
}

export interface FakeOpenAi {
  baseURL: string;
  requests: RecordedRequest[];
  /** Queue behaviours; when the queue is empty, `fallback` answers. */
  enqueue(...behaviours: FakeBehaviour[]): void;
  fallback: FakeBehaviour | ((request: RecordedRequest) => FakeBehaviour);
  /** How long every answer takes (a real model takes seconds); 0 by default. */
  latencyMs: number;
  close(): Promise<void>;
}

export function chatCompletion(content: string, model = "gpt-4o-mini-2024-07-18") {
  return {
    id: `chatcmpl-${Math.random().toString(36).slice(2, 14)}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        message: { role: "assistant", content, refusal: null, annotations: [] },
        logprobs: null,
        finish_reason: "stop",
      },
    ],
    usage: {
      prompt_tokens: 1187,
      completion_tokens: 642,
      total_tokens: 1829,
      prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
      completion_tokens_details: {
        reasoning_tokens: 0,
        audio_tokens: 0,
        accepted_prediction_tokens: 0,
        rejected_prediction_tokens: 0,
      },
    },
    service_tier: "default",
    system_fingerprint: "fp_560af6e559",
  };
}

/** A model's usable social answer: a caption for each of the six networks (the app keeps the chosen ones). */
export function socialAnswer(product = "stoneware mug"): FakeBehaviour {
  const caption = `Meet our ${product}: made by hand in small batches, ready for your morning coffee.`;
  return {
    kind: "chat",
    content: JSON.stringify({
      posts: {
        instagram: `${caption} #handmade #pottery`,
        facebook: caption,
        twitter: `${caption.slice(0, 200)} #handmade`,
        linkedin: caption,
        pinterest: caption,
        tiktok: `${caption} #handmade`,
      },
      hashtags: ["#handmade", "#pottery", "#mug"],
      suggestedSchedule: "Tuesday and Thursday, 11am",
    }),
  };
}

export const rateLimitBody = {
  error: {
    message:
      "Rate limit reached for gpt-4o-mini in organization org-abc on requests per min (RPM): Limit 500, Used 500, Requested 1. Please try again in 120ms.",
    type: "requests",
    param: null,
    code: "rate_limit_exceeded",
  },
};

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const queue: FakeBehaviour[] = [];
  const requests: RecordedRequest[] = [];
  const hanging: ServerResponse[] = [];
  const fake: FakeOpenAi = {
    baseURL: "",
    requests,
    enqueue: (...behaviours) => queue.push(...behaviours),
    latencyMs: 0,
    fallback: {
      kind: "status",
      status: 500,
      body: { error: { message: "no scripted answer", type: "server_error" } },
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      server.close();
      await once(server, "close");
    },
  };

  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    const recorded: RecordedRequest = {
      path: req.url ?? "",
      headers: req.headers,
      body: text ? JSON.parse(text) : {},
    };
    requests.push(recorded);
    const behaviour =
      queue.shift() ?? (typeof fake.fallback === "function" ? fake.fallback(recorded) : fake.fallback);
    if (fake.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, fake.latencyMs));
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, {
        "content-type": "application/json",
        "x-request-id": `req_${requests.length}`,
        ...headers,
      });
      res.end(JSON.stringify(body));
    };
    switch (behaviour.kind) {
      case "chat":
        return json(200, chatCompletion(behaviour.content, String(recorded.body.model ?? "gpt-4o-mini")));
      case "images":
        return json(200, {
          created: Math.floor(Date.now() / 1000),
          data: [{ b64_json: behaviour.b64, revised_prompt: null }],
          usage: { total_tokens: 4200, input_tokens: 60, output_tokens: 4140 },
        });
      case "status":
        return json(behaviour.status, behaviour.body, behaviour.headers);
      case "hang":
        hanging.push(res);
        return;
    }
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  fake.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}
