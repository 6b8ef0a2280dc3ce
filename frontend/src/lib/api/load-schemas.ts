/**
 * The zod schemas of the API (generated from the server's OpenAPI document, `./generated`),
 * loaded with the first request rather than with the page: pages without forms then ship no zod
 * in their first-load JavaScript, and answers are parsed all the same.
 */
export const loadSchemas = () => import("./generated/zod.gen");

type Schemas = Awaited<ReturnType<typeof loadSchemas>>;

/**
 * One schema, as a promise for `apiRequest`'s `schema`: the request goes out at once and the
 * schemas' chunk loads beside it (awaiting `loadSchemas()` first would put a round trip for the
 * chunk before every first request of a page).
 */
export const schemaOf = <K extends keyof Schemas>(name: K): Promise<Schemas[K]> => loadSchemas().then((m) => m[name]);
