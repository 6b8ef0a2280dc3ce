/**
 * Compares a zod/mini schema the client parses answers with against the OpenAPI schema the
 * server declares for that answer, and lists every way a valid server answer could fail the
 * client's parse or lose a field the client reads. Used by contract.test.ts only; nothing in the
 * app imports it.
 *
 * The rules, from the client's side of each field:
 * - a field the client reads must exist on the server (a renamed or removed field is caught
 *   even where the client has a default or a fallback, which would otherwise hide it); only a
 *   field the client declares `z.optional` outright, one some answers lack, may be missing;
 * - a field the client requires must be required by the server;
 * - null from the server needs a client that accepts null;
 * - types agree (number accepts integer), arrays and objects recursively, and every enum value
 *   the server may send is one the client accepts (unless the client catches unknown values).
 */
import type { z } from "zod/mini";

/** The parts of an OpenAPI 3.1 schema object this comparison reads. */
export interface OpenApiSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, OpenApiSchema>;
  required?: string[];
  items?: OpenApiSchema;
  enum?: unknown[];
  allOf?: OpenApiSchema[];
  oneOf?: OpenApiSchema[];
  anyOf?: OpenApiSchema[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema?: OpenApiSchema }> }> }>>;
  components?: { schemas?: Record<string, OpenApiSchema> };
}

interface ZodDef {
  type: string;
  innerType?: z.ZodMiniType;
  in?: z.ZodMiniType;
  element?: z.ZodMiniType;
  shape?: Record<string, z.ZodMiniType>;
  entries?: Record<string, string>;
  options?: z.ZodMiniType[];
}

const def = (schema: z.ZodMiniType): ZodDef => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;
/** Whether an object may lack the key: optional, or filled in by a default. */
const mayBeAbsent = (schema: z.ZodMiniType): boolean =>
  (schema as unknown as { _zod: { optin?: string } })._zod.optin !== undefined;

/** The client's schema under its wrappers, and what the wrappers accept. */
interface ClientShape {
  def: ZodDef;
  nullable: boolean;
  /** `z.catch`: any value falls back, so the enum values need not match. */
  catches: boolean;
}

function unwrap(schema: z.ZodMiniType): ClientShape {
  let nullable = false;
  let catches = false;
  let d = def(schema);
  for (;;) {
    if (d.type === "nullable") nullable = true;
    if (d.type === "catch") catches = true;
    const next = ["optional", "nullable", "default", "catch"].includes(d.type) ? d.innerType : d.type === "pipe" ? d.in : undefined;
    if (!next) return { def: d, nullable, catches };
    d = def(next);
  }
}

/** The server's schema with references followed, `allOf` merged and null split off. */
interface ServerShape {
  types: Set<string>;
  nullable: boolean;
  properties: Record<string, OpenApiSchema>;
  required: Set<string>;
  items?: OpenApiSchema;
  enum?: unknown[];
  /** Alternatives (`oneOf`/`anyOf`) besides null; the client must accept each. */
  variants: OpenApiSchema[];
}

function resolve(schema: OpenApiSchema, doc: OpenApiDocument): ServerShape {
  if (schema.$ref) {
    const name = schema.$ref.replace("#/components/schemas/", "");
    const target = doc.components?.schemas?.[name];
    if (!target) throw new Error(`unresolved reference ${schema.$ref}`);
    return resolve(target, doc);
  }
  const types = new Set(schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type]);
  const shape: ServerShape = {
    types,
    nullable: types.delete("null"),
    properties: { ...schema.properties },
    required: new Set(schema.required),
    items: schema.items,
    enum: schema.enum?.filter((v) => v !== null),
    variants: [],
  };
  if (schema.enum?.includes(null)) shape.nullable = true;
  for (const part of schema.allOf ?? []) {
    const merged = resolve(part, doc);
    merged.types.forEach((t) => shape.types.add(t));
    Object.assign(shape.properties, merged.properties);
    merged.required.forEach((r) => shape.required.add(r));
    shape.items ??= merged.items;
    shape.enum ??= merged.enum;
    shape.nullable ||= merged.nullable;
  }
  for (const variant of [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])]) {
    const v = resolve(variant, doc);
    if (v.types.size === 0 && v.nullable && v.variants.length === 0) shape.nullable = true;
    else {
      shape.nullable ||= v.nullable;
      shape.variants.push(variant);
    }
  }
  return shape;
}

const TYPE_OF: Record<string, string[]> = {
  string: ["string"],
  number: ["number", "integer"],
  int: ["integer"],
  boolean: ["boolean"],
  array: ["array"],
  object: ["object"],
  enum: ["string"],
  literal: ["string", "number", "integer", "boolean"],
};

export function compareSchema(client: z.ZodMiniType, server: OpenApiSchema, doc: OpenApiDocument, at = "$"): string[] {
  const c = unwrap(client);
  const s = resolve(server, doc);
  const problems: string[] = [];
  if (s.nullable && !c.nullable) problems.push(`${at}: the server may send null; the client does not accept it`);
  if (s.variants.length > 0) {
    for (const variant of s.variants) problems.push(...compareSchema(client, variant, doc, at));
    return problems;
  }
  // An unconstrained server schema (`{}`, any JSON) promises nothing to compare.
  if (s.types.size === 0 && Object.keys(s.properties).length === 0 && !s.items && !s.enum) return problems;

  const accepted = TYPE_OF[c.def.type];
  if (!accepted) return [...problems, `${at}: the client's zod type "${c.def.type}" is not one this check knows`];
  const foreign = [...s.types].filter((t) => !accepted.includes(t));
  if (s.types.size > 0 && foreign.length > 0) {
    return [...problems, `${at}: the client expects ${c.def.type}, the server declares ${[...s.types].join(" | ")}`];
  }

  if (c.def.type === "enum" && !c.catches && s.enum) {
    const known = new Set(Object.values(c.def.entries ?? {}));
    const unknown = s.enum.filter((v) => !known.has(v as string));
    if (unknown.length > 0) problems.push(`${at}: the server may send ${unknown.map((v) => JSON.stringify(v)).join(", ")}, unknown to the client`);
  }
  if (c.def.type === "array" && c.def.element) {
    if (!s.items) problems.push(`${at}: the server declares no item type`);
    else problems.push(...compareSchema(c.def.element, s.items, doc, `${at}[]`));
  }
  if (c.def.type === "object") {
    for (const [key, field] of Object.entries(c.def.shape ?? {})) {
      const where = `${at}.${key}`;
      const serverField = s.properties[key];
      if (!serverField) {
        if (def(field).type !== "optional") problems.push(`${where}: the client reads it; the server's answer has no such field`);
        continue;
      }
      if (!mayBeAbsent(field) && !s.required.has(key)) {
        problems.push(`${where}: the client requires it; the server may leave it out`);
      }
      problems.push(...compareSchema(field, serverField, doc, where));
    }
  }
  return problems;
}
