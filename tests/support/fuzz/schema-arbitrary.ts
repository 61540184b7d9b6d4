import fc from "fast-check";

/**
 * JSON Schema (the 2020-12 subset zod 4 emits into the OpenAPI document) → a fast-check
 * arbitrary of values that *fit* the schema's shape: object/properties/required/
 * additionalProperties/propertyNames, string with min/maxLength, pattern and the email/uri/uuid/
 * date-time formats, enum/const, number/integer with bounds, boolean, null, array with
 * min/maxItems, anyOf/oneOf/allOf, type lists ("nullable"), $ref into the document and `{}`.
 * Anything else falls back to an arbitrary JSON value. The values are "valid-shaped", not
 * guaranteed valid: a server may still refuse them for rules a schema cannot say.
 */

export type Schema = Record<string, unknown> | boolean;

export interface SchemaArbitraryOptions {
  /** The whole document, for `$ref: "#/..."`. */
  root?: unknown;
  /**
   * A value source for a named string (a property, a parameter): pooled real values such as ids
   * or object paths. Returning undefined means no hint for that name.
   */
  hint?: (
    name: string | undefined,
    schema: Record<string, unknown>,
    fallback: fc.Arbitrary<string>,
  ) => fc.Arbitrary<unknown> | undefined;
  /** Longest generated free-text string (boundary-length strings are added separately). */
  maxStringLength?: number;
  /** Longest generated array and most keys of a generated map. */
  maxItems?: number;
  /**
   * Inside an array: a patterned or uuid string is always generated in shape. One off-shape item
   * in ten would make most arrays of them off-shape; the request plans add hostile items anyway.
   */
  inArray?: boolean;
}

const INT32_MIN = -2_147_483_648;
const INT32_MAX = 2_147_483_647;

const textUnit = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz ABCXYZ0123456789-_.,'&#") },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }) },
);

export function arbitraryFor(
  schema: Schema | undefined,
  options: SchemaArbitraryOptions = {},
  name?: string,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (schema === undefined || schema === true) return anyJson();
  if (schema === false) return fc.constant(undefined);
  if (depth > 12) return fc.constant(null);
  const s = resolveRef(schema, options.root);

  if ("const" in s) return fc.constant(s.const);
  if (Array.isArray(s.enum) && s.enum.length > 0) return fc.constantFrom(...(s.enum as unknown[]));

  const alternatives = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
  if (Array.isArray(alternatives) && alternatives.length > 0) {
    const { anyOf: _a, oneOf: _o, ...rest } = s;
    return fc.oneof(
      ...alternatives.map((alternative) =>
        arbitraryFor(mergeSchemas(rest, alternative, options.root), options, name, depth + 1),
      ),
    );
  }
  if (Array.isArray(s.allOf) && s.allOf.length > 0) {
    const { allOf, ...rest } = s;
    const merged = (allOf as Schema[]).reduce<Record<string, unknown>>(
      (acc, part) => mergeSchemas(acc, part, options.root),
      rest,
    );
    return arbitraryFor(merged, options, name, depth + 1);
  }

  const type = s.type ?? inferType(s);
  if (Array.isArray(type)) {
    return fc.oneof(...type.map((one) => arbitraryFor({ ...s, type: one }, options, name, depth + 1)));
  }
  switch (type) {
    case "string":
      return stringArbitrary(s, options, name);
    case "integer":
      return integerArbitrary(s);
    case "number":
      return numberArbitrary(s);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return arrayArbitrary(s, options, name, depth);
    case "object":
      return objectArbitrary(s, options, depth);
    default:
      return anyJson();
  }
}

function inferType(s: Record<string, unknown>): string | undefined {
  if ("properties" in s || "additionalProperties" in s || "propertyNames" in s) return "object";
  if ("items" in s || "prefixItems" in s) return "array";
  if ("minLength" in s || "maxLength" in s || "pattern" in s || "format" in s) return "string";
  if ("minimum" in s || "maximum" in s) return "number";
  return undefined;
}

function resolveRef(schema: Record<string, unknown>, root: unknown): Record<string, unknown> {
  let current = schema;
  for (let hops = 0; typeof current.$ref === "string" && hops < 20; hops += 1) {
    const ref = current.$ref as string;
    if (!ref.startsWith("#/")) return {};
    let target: unknown = root;
    for (const part of ref.slice(2).split("/")) {
      const key = part.replaceAll("~1", "/").replaceAll("~0", "~");
      target = target && typeof target === "object" ? (target as Record<string, unknown>)[key] : undefined;
    }
    const { $ref: _ref, ...siblings } = current;
    current = {
      ...(target && typeof target === "object" ? (target as Record<string, unknown>) : {}),
      ...siblings,
    };
  }
  return current;
}

function mergeSchemas(base: Record<string, unknown>, extra: Schema, root: unknown): Record<string, unknown> {
  if (typeof extra === "boolean") return base;
  return { ...base, ...resolveRef(extra, root) };
}

function stringArbitrary(
  s: Record<string, unknown>,
  options: SchemaArbitraryOptions,
  name: string | undefined,
): fc.Arbitrary<unknown> {
  const minLength = typeof s.minLength === "number" ? s.minLength : 0;
  const maxLength = typeof s.maxLength === "number" ? s.maxLength : Number.POSITIVE_INFINITY;
  const cap = Math.max(minLength, Math.min(maxLength, options.maxStringLength ?? 40));
  const format = typeof s.format === "string" ? s.format : undefined;
  // Free text seldom fits a uuid or a pattern: for those it is an occasional off-shape value (the
  // request plans add hostile ones), not a quarter of all bodies.
  const shaped =
    format === "uuid" || (typeof s.pattern === "string" && compilePattern(s.pattern) !== undefined);
  const inShapeOnly = shaped && options.inArray === true;
  const choices: fc.WeightedArbitrary<unknown>[] = inShapeOnly
    ? []
    : [{ weight: shaped ? 1 : 4, arbitrary: fc.string({ unit: textUnit, minLength, maxLength: cap }) }];

  const fits = (value: string) => value.length >= minLength && value.length <= maxLength;
  if (format === "email" || (!format && name && /e-?mail/i.test(name))) {
    choices.push({ weight: 6, arbitrary: fc.emailAddress().filter(fits) });
  } else if (format === "uri" || format === "url" || (!format && name && /url|uri|link/i.test(name))) {
    choices.push({ weight: 6, arbitrary: fc.webUrl({ withQueryParameters: true }).filter(fits) });
  } else if (format === "uuid") {
    choices.push({ weight: 6, arbitrary: fc.uuid() });
  } else if (format === "date-time") {
    choices.push({
      weight: 6,
      arbitrary: fc
        .date({ min: new Date("1970-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
        .map((date) => date.toISOString()),
    });
  }
  if (typeof s.pattern === "string") {
    const pattern = compilePattern(s.pattern);
    // A pattern we cannot honour is skipped: the free-text choice stays.
    if (pattern) choices.push({ weight: 6, arbitrary: fc.stringMatching(pattern).filter(fits) });
  }
  // The exact boundary: as long as allowed (and as short as allowed), unless it must be in shape.
  if (!inShapeOnly && Number.isFinite(maxLength) && maxLength > cap && maxLength <= 20_000) {
    choices.push({ weight: 1, arbitrary: fc.constant("x".repeat(maxLength)) });
  }
  if (!inShapeOnly && minLength > 0)
    choices.push({ weight: 1, arbitrary: fc.constant("y".repeat(minLength)) });

  const generated = fc.oneof(...choices) as fc.Arbitrary<string>;
  // Pooled real values (when the app has any under this name) two times in three, else the above.
  const hinted = options.hint?.(name, s, generated);
  return hinted ? fc.oneof({ weight: 1, arbitrary: generated }, { weight: 2, arbitrary: hinted }) : generated;
}

function compilePattern(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern, "u");
  } catch {
    try {
      return new RegExp(pattern);
    } catch {
      return undefined;
    }
  }
}

function integerArbitrary(s: Record<string, unknown>): fc.Arbitrary<unknown> {
  const { min, max } = bounds(s, true);
  const lo = Math.max(min, INT32_MIN);
  const hi = Math.min(max, INT32_MAX);
  const choices: fc.Arbitrary<unknown>[] = [];
  if (lo <= hi) choices.push(fc.integer({ min: lo, max: hi }));
  const edges = [min, max].filter((edge) => Number.isSafeInteger(edge));
  if (edges.length > 0) choices.push(fc.constantFrom(...edges));
  return choices.length > 0 ? fc.oneof(...choices) : fc.constant(0);
}

function numberArbitrary(s: Record<string, unknown>): fc.Arbitrary<unknown> {
  const { min, max } = bounds(s, false);
  return fc.double({
    min: Number.isFinite(min) ? min : -1e9,
    max: Number.isFinite(max) ? max : 1e9,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

function bounds(s: Record<string, unknown>, integer: boolean): { min: number; max: number } {
  const step = integer ? 1 : Number.EPSILON;
  let min = typeof s.minimum === "number" ? s.minimum : Number.NEGATIVE_INFINITY;
  let max = typeof s.maximum === "number" ? s.maximum : Number.POSITIVE_INFINITY;
  if (typeof s.exclusiveMinimum === "number") min = Math.max(min, s.exclusiveMinimum + step);
  if (typeof s.exclusiveMaximum === "number") max = Math.min(max, s.exclusiveMaximum - step);
  if (integer) {
    min = Number.isFinite(min) ? Math.ceil(min) : -1_000_000;
    max = Number.isFinite(max) ? Math.floor(max) : 1_000_000;
  }
  return { min, max };
}

function arrayArbitrary(
  s: Record<string, unknown>,
  options: SchemaArbitraryOptions,
  name: string | undefined,
  depth: number,
): fc.Arbitrary<unknown> {
  const minLength = typeof s.minItems === "number" ? s.minItems : 0;
  const maxItems = typeof s.maxItems === "number" ? s.maxItems : Number.POSITIVE_INFINITY;
  const maxLength = Math.max(minLength, Math.min(maxItems, options.maxItems ?? 4));
  const items = arbitraryFor(s.items as Schema | undefined, { ...options, inArray: true }, name, depth + 1);
  const choices: fc.WeightedArbitrary<unknown>[] = [
    { weight: 8, arbitrary: fc.array(items, { minLength, maxLength }) },
  ];
  // The boundary: exactly as many items as allowed.
  if (Number.isFinite(maxItems) && maxItems > maxLength && maxItems <= 1000) {
    choices.push({ weight: 1, arbitrary: fc.array(items, { minLength: maxItems, maxLength: maxItems }) });
  }
  return fc.oneof(...choices);
}

function objectArbitrary(
  s: Record<string, unknown>,
  options: SchemaArbitraryOptions,
  depth: number,
): fc.Arbitrary<unknown> {
  const properties = (s.properties ?? {}) as Record<string, Schema>;
  const required = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, child] of Object.entries(properties)) {
    model[key] = arbitraryFor(child, options, key, depth + 1);
  }
  const requiredKeys = Object.keys(model).filter((key) => required.has(key));
  const fixed = fc.record(model, { requiredKeys });

  const additional = s.additionalProperties;
  if (!additional || typeof additional !== "object") return fixed;
  // A map (z.record): keys from propertyNames, values from additionalProperties.
  const names = s.propertyNames as Schema | undefined;
  const keys =
    names && typeof names === "object"
      ? (arbitraryFor(names, options, undefined, depth + 1).filter(
          (key) => typeof key === "string",
        ) as fc.Arbitrary<string>)
      : fc.string({ unit: textUnit, minLength: 1, maxLength: 12 });
  const values = arbitraryFor(additional as Schema, options, undefined, depth + 1);
  const map = fc.dictionary(keys, values, { maxKeys: options.maxItems ?? 4, noNullPrototype: true });
  return fc.tuple(fixed, map).map(([a, b]) => ({ ...b, ...a }));
}

function anyJson(): fc.Arbitrary<unknown> {
  return fc.jsonValue({ maxDepth: 3 });
}
