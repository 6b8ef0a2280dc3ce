import type { z } from "zod/mini";
import { ApiError, NETWORK_CODE, SHAPE_CODE, TIMEOUT_CODE } from "./errors";

export interface RequestOptions<T> {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON, or as `multipart/form-data` when it is a FormData (a file upload). */
  body?: unknown;
  /**
   * Response schema; the parsed value is returned. Omit for empty (204) answers. May be a promise
   * (`schemaOf` in load-schemas): it is awaited only once the answer is in, so the schemas' chunk
   * downloads while the request is under way instead of before it.
   */
  schema?: z.ZodMiniType<T> | Promise<z.ZodMiniType<T>>;
  timeoutMs?: number;
  signal?: AbortSignal;
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  const type = res.headers.get("content-type") ?? "";
  if (type.includes("json")) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/** The stable `code` of an error body (docs/api.md, "Errors"). */
function codeOf(body: unknown): string | undefined {
  const code = body && typeof body === "object" && "code" in body ? (body as { code: unknown }).code : undefined;
  return typeof code === "string" ? code : undefined;
}

/**
 * The one fetch wrapper: same-origin `/api`, cookies included, JSON (or a file form) in and JSON out, responses parsed
 * with zod (never trusted), failures thrown as ApiError.
 */
export async function apiRequest<T = void>(path: string, opts: RequestOptions<T> = {}): Promise<T> {
  // A schema still loading must not reject unobserved if the request fails first.
  if (opts.schema instanceof Promise) opts.schema.catch(() => undefined);
  const controller = new AbortController();
  let timedOut = false;
  const timer =
    opts.timeoutMs !== undefined
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, opts.timeoutMs)
      : undefined;
  const onOuterAbort = () => controller.abort();
  opts.signal?.addEventListener("abort", onOuterAbort);

  // The browser writes a form's Content-Type itself, with the boundary of its parts.
  const form = typeof FormData !== "undefined" && opts.body instanceof FormData ? opts.body : undefined;
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method: opts.method ?? "GET",
      credentials: "include",
      headers: {
        Accept: "application/json",
        ...(opts.body !== undefined && !form ? { "Content-Type": "application/json" } : {}),
      },
      body: form ?? (opts.body !== undefined ? JSON.stringify(opts.body) : undefined),
      signal: controller.signal,
    });
  } catch (e) {
    if (timedOut) {
      throw new ApiError(`timeout of ${opts.timeoutMs}ms exceeded`, { status: 0, code: TIMEOUT_CODE, timeoutMs: opts.timeoutMs });
    }
    if (opts.signal?.aborted) throw e;
    throw new ApiError("Network error: the server could not be reached.", { status: 0, code: NETWORK_CODE });
  } finally {
    if (timer) clearTimeout(timer);
    opts.signal?.removeEventListener("abort", onOuterAbort);
  }

  const body = await readBody(res);
  if (!res.ok) {
    throw new ApiError(`Request failed with status code ${res.status}`, { status: res.status, body, code: codeOf(body) });
  }
  if (!opts.schema) return undefined as T;
  const parsed = (await opts.schema).safeParse(body);
  if (!parsed.success) {
    throw new ApiError("The server sent an unexpected response.", { status: 0, body: undefined, code: SHAPE_CODE });
  }
  return parsed.data;
}
