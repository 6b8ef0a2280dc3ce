/**
 * The client's answer schemas held to the server's OpenAPI document, so a server change that
 * breaks the client (a field renamed or removed, made optional or nullable, a type or enum value
 * changed) fails here instead of in a user's browser. The document is the one `/api/openapi.json`
 * serves: `OPENAPI_JSON` names a file holding it (scripts/test.sh writes one), else it is printed
 * by `cargo run -p vitae-api --example openapi`.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import type { z } from "zod/mini";
import * as schemas from "./schemas";
import { compareSchema, type OpenApiDocument, type OpenApiSchema } from "./contract";

/** Which answer each client schema parses: operation and status. */
const ANSWERS: Array<[keyof typeof schemas, "get" | "post" | "put", string]> = [
  ["configSchema", "get", "/api/config"],
  ["userSchema", "get", "/api/auth/me"],
  ["userSchema", "post", "/api/auth/session"],
  ["resumeListSchema", "get", "/api/resume/list"],
  ["resumeRecordSchema", "get", "/api/resume/{id}"],
  ["resumeRecordSchema", "put", "/api/resume/{id}"],
  ["generateResponseSchema", "post", "/api/resume/generate"],
  ["idResponseSchema", "post", "/api/resume/save"],
  ["idResponseSchema", "post", "/api/support/contact"],
  ["importedResumeSchema", "post", "/api/resume/import"],
  ["importDraftSchema", "post", "/api/resume/import/file"],
  ["coverLetterSchema", "post", "/api/cover-letter/generate"],
  ["coverLetterListSchema", "get", "/api/resume/{id}/cover-letters"],
  ["linkedinTipsSchema", "post", "/api/linkedin/tips"],
  ["plansResponseSchema", "get", "/api/plans"],
  ["checkoutSchema", "post", "/api/payment/create-checkout"],
  ["portalSchema", "post", "/api/payment/portal"],
  ["paymentStatusSchema", "get", "/api/payment/status/{session_id}"],
  ["atsReportSchema", "post", "/api/ats/score"],
  ["tailorResponseSchema", "post", "/api/resume/{id}/tailor"],
];

/** Exported schemas that are parts of the answers above, checked through them. */
const PARTS = new Set([
  "workEntrySchema",
  "educationEntrySchema",
  "resumeDataSchema",
  "enhancedWorkEntrySchema",
  "aiEnhancedDataSchema",
  "resumeListItemSchema",
  "planSchema",
  "keywordKindSchema",
  "importSourceSchema",
  "fieldErrorSchema",
  "validationErrorSchema",
]);

function loadDocument(): OpenApiDocument {
  const file = process.env.OPENAPI_JSON;
  const text = file
    ? fs.readFileSync(file, "utf8")
    : execFileSync("cargo", ["run", "-q", "-p", "vitae-api", "--example", "openapi"], {
        cwd: fileURLToPath(new URL("../../../..", import.meta.url)),
        encoding: "utf8",
        maxBuffer: 16 * 1024 * 1024,
      });
  return JSON.parse(text) as OpenApiDocument;
}

describe("client schemas against /api/openapi.json", () => {
  let doc: OpenApiDocument;
  beforeAll(() => {
    doc = loadDocument();
  }, 600_000);

  it("names the answer of every exported schema", () => {
    const named = new Set(ANSWERS.map(([name]) => name as string));
    const unplaced = Object.keys(schemas).filter((k) => k.endsWith("Schema") && !named.has(k) && !PARTS.has(k));
    expect(unplaced, "add new answer schemas to ANSWERS (or PARTS)").toEqual([]);
  });

  it.each(ANSWERS)("%s reads %s %s", (name, method, route) => {
    const operation = doc.paths[route]?.[method];
    expect(operation, `${method.toUpperCase()} ${route} is in the document`).toBeDefined();
    const response = operation?.responses["200"] ?? operation?.responses["201"];
    const server = response?.content?.["application/json"]?.schema;
    expect(server, `${method.toUpperCase()} ${route} answers JSON`).toBeDefined();
    const problems = compareSchema(schemas[name] as z.ZodMiniType, server!, doc);
    expect(problems).toEqual([]);
  });

  it("reads validation problems as the server describes them", () => {
    // 422 answers carry no schema per operation; their entries are the FieldError component.
    expect(compareSchema(schemas.fieldErrorSchema, { $ref: "#/components/schemas/FieldError" }, doc)).toEqual([]);
  });
});

describe("compareSchema", () => {
  const client = schemas.userSchema;
  const user: OpenApiSchema = {
    type: "object",
    required: ["id", "name", "email", "subscription_status", "pdf_credits", "cancel_at_period_end"],
    properties: {
      id: { type: "string" },
      name: { type: "string" },
      email: { type: "string" },
      picture: { type: ["string", "null"] },
      subscription_status: { type: "string", enum: ["active", "inactive"] },
      subscription_plan: { oneOf: [{ type: "null" }, { $ref: "#/components/schemas/PlanId" }] },
      subscription_end: { type: ["string", "null"] },
      pdf_credits: { type: "integer" },
      cancel_at_period_end: { type: "boolean" },
    },
  };
  const doc = (schema: OpenApiSchema): OpenApiDocument => ({
    paths: {},
    components: { schemas: { User: schema, PlanId: { type: "string", enum: ["single_pdf", "pro_monthly"] } } },
  });
  const check = (schema: OpenApiSchema) => compareSchema(client, { $ref: "#/components/schemas/User" }, doc(schema));
  const without = (key: string): OpenApiSchema => {
    const properties = { ...user.properties };
    delete properties[key];
    return { ...user, properties, required: user.required?.filter((k) => k !== key) };
  };

  it("accepts an answer the client reads", () => {
    expect(check(user)).toEqual([]);
  });

  it("catches a renamed or removed field, even one the client defaults", () => {
    expect(check(without("email"))).toEqual(["$.email: the client reads it; the server's answer has no such field"]);
    expect(check(without("pdf_credits"))).toEqual(["$.pdf_credits: the client reads it; the server's answer has no such field"]);
  });

  it("catches a required field made optional, nullable or of another type", () => {
    expect(check({ ...user, required: user.required?.filter((k) => k !== "id") })).toEqual([
      "$.id: the client requires it; the server may leave it out",
    ]);
    expect(check({ ...user, properties: { ...user.properties, name: { type: ["string", "null"] } } })).toEqual([
      "$.name: the server may send null; the client does not accept it",
    ]);
    expect(check({ ...user, properties: { ...user.properties, pdf_credits: { type: "string" } } })).toEqual([
      "$.pdf_credits: the client expects number, the server declares string",
    ]);
  });

  it("catches an enum value the client does not know", () => {
    const plans = compareSchema(schemas.planSchema, { $ref: "#/components/schemas/Plan" }, {
      paths: {},
      components: {
        schemas: {
          Plan: {
            type: "object",
            required: ["id", "name", "price", "currency_symbol", "period"],
            properties: {
              id: { type: "string", enum: ["single_pdf", "pro_monthly", "team"] },
              name: { type: "string" },
              price: { type: "number" },
              currency_symbol: { type: "string" },
              period: { type: "string" },
              description: { type: "string" },
              features: { type: "array", items: { type: "string" } },
              popular: { type: "boolean" },
              amount: { type: "integer" },
              currency: { type: "string" },
            },
          },
        },
      },
    });
    expect(plans).toEqual(['$.id: the server may send "team", unknown to the client']);
  });
});
