import {
  serializerCompiler as encodingSerializerCompiler,
  ResponseSerializationError,
} from "fastify-type-provider-zod";
import { z } from "zod";

type ZodSchema = z.core.$ZodType;

/**
 * Every reply is checked against its route's zod schema before it is written, as
 * fastify-type-provider-zod does: keys the schema does not name are dropped (a user row never
 * leaks its password hash through a sloppy route) and a reply that breaks its schema becomes a 500.
 *
 * The library *encodes* (zod's backward direction), which first runs a check-free "canary" pass
 * over every schema that has checks and then the checks: on a hot read such as /api/usage-status
 * that was several times the cost of the JSON itself. For a schema where encoding and parsing are
 * the same function (nothing that transforms, defaults or catches anywhere in it) we parse
 * instead: the same verdict and the same output, at a fraction of the cost. Any other schema keeps
 * the library's encoding serializer, so codecs still turn values back into their wire form.
 */
export const responseSerializerCompiler: typeof encodingSerializerCompiler = (routeSchema) => {
  const { schema, method, url } = routeSchema;
  if (!(schema instanceof z.core.$ZodType) || !parsesAsItEncodes(schema)) {
    return encodingSerializerCompiler(routeSchema);
  }
  return (data) => {
    const result = z.safeParse(schema, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};

/** Schema kinds that hold no transformation of their own (their children are checked separately). */
const PLAIN_KINDS = new Set([
  "string",
  "number",
  "boolean",
  "bigint",
  "null",
  "undefined",
  "void",
  "never",
  "any",
  "unknown",
  "date",
  "nan",
  "literal",
  "enum",
  "template_literal",
]);

/**
 * Whether zod's forward (parse) and backward (encode) directions give the same result for this
 * schema: only plain kinds and containers of them. Transforms, pipes and codecs, defaults,
 * prefaults, catch, success, readonly and anything unknown answer no (the caller then encodes).
 */
export function parsesAsItEncodes(schema: ZodSchema, seen = new Set<ZodSchema>()): boolean {
  if (seen.has(schema)) return true; // a recursive schema: the cycle is judged where it started
  seen.add(schema);
  const plain = (child: ZodSchema | undefined) => child === undefined || parsesAsItEncodes(child, seen);
  const def = (schema as z.core.$ZodTypes)._zod.def;
  if (PLAIN_KINDS.has(def.type)) return true;
  switch (def.type) {
    case "object":
      return Object.values(def.shape).every((child) => plain(child)) && plain(def.catchall);
    case "array":
      return plain(def.element);
    case "optional":
    case "nullable":
      return plain(def.innerType);
    case "union":
      return def.options.every((option) => plain(option));
    case "intersection":
      return plain(def.left) && plain(def.right);
    case "record":
      return plain(def.keyType) && plain(def.valueType);
    case "tuple":
      return def.items.every((item) => plain(item)) && plain(def.rest ?? undefined);
    case "lazy":
      return plain(def.getter());
    default:
      return false;
  }
}
