/**
 * Error handling shared by every API call.
 *
 * The server answers errors as `{"detail": "message", "code": "not_found"}` or, for validation,
 * 422 with `{"detail": [{"loc": [...], "msg": "...", "type": "...", "code": "too_long",
 * "params": {"max": "200"}}]}`. The message shown is, in this order: the validation list joined
 * by ", " (each problem in the interface language's words for its code, else the server's
 * English), else the words for the code in the interface language, else the detail string
 * (English), else a plain-text body, else the client's own error message, else the caller's
 * default. Error bodies also carry `request_id` (the server's log reference); `errorReference`
 * shows it for server failures.
 */

import type { FieldError } from "./generated/types.gen";

export const TIMEOUT_CODE = "ECONNABORTED";
/** An answer its schema refused. */
export const SHAPE_CODE = "ERR_SHAPE";

export const NETWORK_CODE = "ERR_NETWORK";

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  /** The server's `code` for a failed answer, or the client's own (`NETWORK_CODE`, `TIMEOUT_CODE`, `SHAPE_CODE`). */
  readonly code: string | undefined;
  /** The limit a timed-out call had. */
  readonly timeoutMs: number | undefined;

  constructor(message: string, opts: { status: number; body?: unknown; code?: string; timeoutMs?: number }) {
    super(message);
    this.name = "ApiError";
    this.status = opts.status;
    this.body = opts.body;
    this.code = opts.code;
    this.timeoutMs = opts.timeoutMs;
  }

  get isTimeout(): boolean {
    return this.code === TIMEOUT_CODE;
  }
}


/**
 * The interface language's words for failures (the catalog's `errors`), given by `ErrorWords`
 * (src/i18n) inside the catalog's provider. Not given in English, whose words are the server's
 * details and the defaults below, as they are where no catalog is loaded.
 */
export interface ErrorWords {
  /** The words for a server error code, if the catalog has them. */
  forCode(code: string): string | undefined;
  /** The words for a field problem's code with its values, if the catalog has them. */
  forField(problem: FieldError): string | undefined;
  network(): string;
  timeout(ms: number): string;
  unexpectedResponse(): string;
  reference(id: string): string;
}

let words: ErrorWords | undefined;

/** Gives the words for failures in the interface language; returns the undo. */
export function setErrorWords(given: ErrorWords): () => void {
  words = given;
  return () => {
    if (words === given) words = undefined;
  };
}

/** A client-side failure (no answer, no answer in time, an answer of the wrong shape) in words. */
function clientFailure(error: ApiError): string {
  if (words && error.code === NETWORK_CODE) return words.network();
  if (words && error.code === TIMEOUT_CODE && error.timeoutMs !== undefined) return words.timeout(error.timeoutMs);
  if (words && error.code === SHAPE_CODE) return words.unexpectedResponse();
  return error.message;
}

/** The interface language's words for a failed answer's code, when there are any. */
function wordsForCode(body: unknown): string | undefined {
  if (!words || !body || typeof body !== "object" || !("code" in body)) return undefined;
  const code = (body as { code: unknown }).code;
  return typeof code === "string" ? words.forCode(code) : undefined;
}

function detailOf(body: unknown): unknown {
  if (body && typeof body === "object" && "detail" in body) {
    return (body as { detail: unknown }).detail;
  }
  return undefined;
}

/** Picks the user-facing message for a failed call, in the order above. */
export function chooseErrorMessage(
  error: unknown,
  fallback: string,
  opts: { timeoutMessage?: string } = {},
): string {
  if (opts.timeoutMessage && error instanceof ApiError && error.isTimeout) {
    return opts.timeoutMessage;
  }
  const body = error instanceof ApiError ? error.body : undefined;
  const detail = detailOf(body);
  if (Array.isArray(detail)) {
    const msgs = detail
      .filter(isFieldError)
      .map(fieldMessage)
      .filter((m) => m.length > 0);
    if (msgs.length > 0) return msgs.join(", ");
  }
  const translated = wordsForCode(body);
  if (translated) return translated;
  if (typeof detail === "string" && detail.trim()) return detail;
  if (typeof body === "string" && body.trim()) return body.trim();
  if (error instanceof ApiError) {
    // A client-side failure (network, timeout, bad response shape) carries its own message.
    if (error.status === 0 && error.message) return clientFailure(error);
  } else if (error instanceof Error && error.message) {
    return error.message;
  }
  return fallback;
}

/** The problems of a 422 answer (`detail`: a list of `FieldError`), or none for any other failure. */
export function fieldErrorsOf(error: unknown): FieldError[] {
  if (!(error instanceof ApiError) || error.status !== 422) return [];
  const detail = detailOf(error.body);
  if (!Array.isArray(detail)) return [];
  return detail.filter(isFieldError);
}

function isFieldError(d: unknown): d is FieldError {
  if (!d || typeof d !== "object") return false;
  const { loc, msg } = d as Partial<FieldError>;
  return Array.isArray(loc) && loc.every((s: unknown) => typeof s === "string") && typeof msg === "string";
}

/**
 * A field problem in the interface language: the catalog's words for its `code` with its
 * `params`, else the server's English `msg`. The words never name the problem's place in a file
 * ("Row 3, column status"), which `msg` may start with: a screen that shows places says them
 * itself (`problemWithoutPlace`).
 */
export function fieldMessage(problem: FieldError): string {
  return (typeof problem.code === "string" && words?.forField(problem)) || problem.msg;
}

/** A field problem's words without the place its English `msg` may start with. */
export function problemWithoutPlace(problem: FieldError): string {
  const translated = typeof problem.code === "string" ? words?.forField(problem) : undefined;
  if (translated) return translated;
  const place = /^Row \d+(, column [^:]+)?: /.exec(problem.msg)?.[0] ?? "";
  return problem.msg.slice(place.length);
}

/**
 * A 422's messages by form field: the problems located under `under` (`["body"]` for a request
 * body, `["body", "resume_data"]` for the resume of one), keyed by the rest of their location
 * joined with dots (`work_experience.0.position`), as `lib/form` names fields. The first message
 * of a field wins; problems elsewhere are left out.
 */
export function formErrorsOf(error: unknown, under: readonly string[] = ["body"]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const problem of fieldErrorsOf(error)) {
    const { loc } = problem;
    if (loc.length <= under.length || under.some((part, i) => loc[i] !== part)) continue;
    const path = loc.slice(under.length).join(".");
    errors[path] ??= fieldMessage(problem);
  }
  return errors;
}

/** The server's `detail` string (in the interface language) when present, else the fallback (checkout, cover letter, support). */
export function detailOr(error: unknown, fallback: string): string {
  const detail = error instanceof ApiError ? detailOf(error.body) : undefined;
  if (typeof detail === "string" && detail.trim()) return (error instanceof ApiError && wordsForCode(error.body)) || detail;
  if (Array.isArray(detail)) return chooseErrorMessage(error, fallback);
  return fallback;
}

/**
 * True when the server has no such endpoint at all (its generic 404), as opposed to a missing
 * record ("Resume not found"). Lets a screen say honestly that a feature is not available.
 */
export function isMissingEndpoint(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 404) return false;
  const detail = detailOf(error.body);
  return detail === undefined || (typeof detail === "string" && /^not found$/i.test(detail.trim()));
}

/**
 * Toast options that show "Reference: <request id>" under the message of a server failure
 * (5xx), so a support request can quote it and the operator can find the log line. Nothing for
 * the user's own mistakes (4xx), whose message says what to change.
 */
export function errorReference(error: unknown): { description: string } | undefined {
  if (!(error instanceof ApiError) || error.status < 500) return undefined;
  const body = error.body;
  if (body && typeof body === "object" && "request_id" in body) {
    const id = (body as { request_id: unknown }).request_id;
    if (typeof id === "string" && id.trim()) return { description: words ? words.reference(id.trim()) : `Reference: ${id.trim()}` };
  }
  return undefined;
}
