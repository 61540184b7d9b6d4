import fc from "fast-check";
import { WILDCARD_PARAMETER } from "../../../src/server/plugins/openapi-document";

/**
 * Values the fuzz learned from the app (ids of real rows, object paths, signed upload links,
 * e-mails, client secrets…), keyed by the name they were found under. Generated requests carry
 * `PoolRef` placeholders — a key list and an index — that are resolved only when the request is
 * sent: the generated case stays deterministic for a seed, while the values it picks are whatever
 * the app really holds at that moment (owned by the caller or by someone else).
 */
export class PoolRef {
  constructor(
    /** Names to draw from, in order of preference. */
    readonly keys: readonly string[],
    readonly index: number,
    /** What to use when the pool has nothing under these names yet. */
    readonly fallback: string,
  ) {}

  [fc.toStringMethod](): string {
    return `pool(${this.keys.join("|")}#${this.index})`;
  }
}

/** A path of the document as a matcher: `/api/posts/{id}` → named groups. */
export interface PathTemplate {
  path: string;
  pattern: RegExp;
  names: string[];
}

/**
 * The resource a path belongs to: its first two segments (`/api/social-media`). A value learned
 * from a reply of one resource is also filed as `name@resource`, so an `id` parameter of
 * `/api/social-media/posts/{id}` can prefer ids that came from `/api/social-media/…` replies.
 */
export function resourceOf(path: string): string {
  return path.split("/").slice(0, 3).join("/");
}

export function pathTemplate(path: string): PathTemplate {
  const names: string[] = [];
  const source = path
    .split("/")
    .map((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      if (!param?.[1]) return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      names.push(param[1]);
      // The document names Fastify's wildcard (`*`) WILDCARD_PARAMETER: it spans slashes.
      return param[1] === WILDCARD_PARAMETER ? "(.+)" : "([^/]+)";
    })
    .join("/");
  return { path, pattern: new RegExp(`^${source}$`), names };
}

const MAX_PER_KEY = 60;

export class ValuePool {
  readonly #values = new Map<string, string[]>();

  constructor(
    private readonly templates: readonly PathTemplate[],
    /** Extra names a key is also filed under, e.g. `objectPath` → `imagePath`. */
    private readonly aliases: Readonly<Record<string, readonly string[]>> = {},
  ) {}

  /** While true, values are also filed as `name#seed`: rows made on purpose, known to be intact. */
  seeding = false;

  add(key: string, value: string): void {
    const [base = key, scope] = key.split("@");
    const names = [key, ...(this.aliases[base] ?? []).map((alias) => (scope ? `${alias}@${scope}` : alias))];
    for (const name of this.seeding ? [...names, ...names.map((n) => `${n}#seed`)] : names) {
      let list = this.#values.get(name);
      if (!list) {
        list = [];
        this.#values.set(name, list);
      }
      if (list.includes(value)) continue;
      // The first values (the seeded rows) stay; later ones rotate through the rest of the slots.
      if (list.length >= MAX_PER_KEY) list.splice(MAX_PER_KEY / 2, 1);
      list.push(value);
    }
  }

  values(key: string): readonly string[] {
    return this.#values.get(key) ?? [];
  }

  /** The first of the ref's keys that holds anything decides; else the ref's fallback. */
  pick(ref: PoolRef): string {
    for (const key of ref.keys) {
      const list = this.#values.get(key);
      if (list && list.length > 0) return list[ref.index % list.length] as string;
    }
    return ref.fallback;
  }

  /**
   * Files every string of a reply under its key; strings that are paths or URLs of documented
   * operations also give their path parameters and query values (a signed upload link gives the
   * `*` key and its `sig`, `expires`, `max`, and the whole link under `url:<path>`).
   */
  harvest(
    value: unknown,
    scope: string,
    options: { key?: string; only?: ReadonlySet<string> } = {},
    depth = 0,
  ): void {
    if (depth > 8) return;
    const { key = "", only } = options;
    if (typeof value === "string") {
      if (!key || (only && !only.has(key))) return;
      if (value.length > 0 && value.length <= 4096) {
        this.add(key, value);
        this.add(`${key}@${resourceOf(scope)}`, value);
      }
      this.harvestUrl(value);
      return;
    }
    if (Array.isArray(value)) {
      for (const item of value.slice(0, 50)) this.harvest(item, scope, options, depth + 1);
      return;
    }
    if (value && typeof value === "object") {
      for (const [childKey, child] of Object.entries(value)) {
        this.harvest(child, scope, { key: childKey, only }, depth + 1);
      }
    }
  }

  private harvestUrl(value: string): void {
    if (!value.startsWith("/") && !/^https?:\/\//.test(value)) return;
    let url: URL;
    try {
      url = new URL(value, "http://localhost");
    } catch {
      return;
    }
    for (const template of this.templates) {
      const match = template.pattern.exec(url.pathname);
      if (!match) continue;
      // The whole link too: a signed URL is only valid with its own path and query together.
      this.add(`url:${template.path}`, `${url.pathname}${url.search}`);
      template.names.forEach((name, index) => {
        const raw = match[index + 1];
        if (raw === undefined) return;
        let decoded = raw;
        try {
          decoded = decodeURIComponent(raw);
        } catch {
          // kept as sent
        }
        this.add(name, decoded);
        this.add(`${name}@${resourceOf(template.path)}`, decoded);
      });
      for (const [name, queryValue] of url.searchParams) {
        this.add(`query:${name}`, queryValue);
        this.add(`query:${name}@${resourceOf(template.path)}`, queryValue);
      }
    }
  }
}
