/**
 * The zod schemas of API answers, loaded with the first request rather than with the page: pages
 * without forms then ship no zod in their first-load JavaScript, and answers are
 * parsed all the same.
 */
export const loadSchemas = () => import("./schemas");
