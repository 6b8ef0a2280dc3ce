"use client";

import * as React from "react";
import { formErrorsOf } from "@/lib/api/errors";

/**
 * Form state for Vitae's forms: values by path, errors from one validate function, lists with
 * stable keys. It does what react-hook-form did for us at a tenth of its first-load JavaScript
 * (about 15 kB gzipped, which put /create, /edit and /cover-letter over their first-load budget).
 *
 * Errors show after the first submit and follow every change from then on, as react-hook-form's
 * default onSubmit mode did.
 */

/** Messages keyed by field path: `name`, `work_experience.1.company`. */
export type FormErrors = Record<string, string>;

/** Every dotted path into `T`: `email`, `work_experience.0`, `work_experience.0.company`. */
export type Path<T> = T extends string | number | boolean | null | undefined
  ? never
  : T extends ReadonlyArray<infer Item>
    ? `${number}` | `${number}.${Path<Item>}`
    : { [K in keyof T & string]: K | `${K}.${Path<T[K]>}` }[keyof T & string];

/** The value at a path. */
export type PathValue<T, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? PathValue<Step<T, Head>, Rest>
  : Step<T, P>;
type Step<T, K extends string> = T extends ReadonlyArray<infer Item> ? Item : K extends keyof T ? T[K] : never;

/** The paths of `T` that hold lists. */
type ListPath<T> = { [P in Path<T>]: PathValue<T, P> extends ReadonlyArray<unknown> ? P : never }[Path<T>];
type ListItem<T, P extends string> = PathValue<T, P> extends ReadonlyArray<infer Item> ? Item : never;

export function getAt(target: unknown, path: string): unknown {
  let current = target;
  for (const key of path.split(".")) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** A copy of `target` with `value` at `path`; what the path passes through is copied, the rest shared. */
export function setAt<T>(target: T, path: string, value: unknown): T {
  const dot = path.indexOf(".");
  const head = dot < 0 ? path : path.slice(0, dot);
  const copy = (Array.isArray(target) ? [...target] : { ...(target as object) }) as Record<string, unknown>;
  copy[head] = dot < 0 ? value : setAt(copy[head], path.slice(dot + 1), value);
  return copy as T;
}

/** A copy of `items` with the item at `from` moved to `to`. */
export function moved<I>(items: readonly I[], from: number, to: number): I[] {
  const copy = [...items];
  const [item] = copy.splice(from, 1);
  if (item !== undefined) copy.splice(to, 0, item);
  return copy;
}

export interface Form<T> {
  values: T;
  errors: FormErrors;
  /** The value, name and change handler of a text input, textarea or select. */
  field: <P extends Path<T>>(
    path: P,
  ) => { name: P; value: string; onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void };
  /**
   * `ownStep`: an undo step of its own, never joined to the changes just before or after it (what
   * an action such as "Fit to 1 page" sets, as opposed to a field being typed in).
   */
  setValue: <P extends Path<T>>(path: P, value: PathValue<T, P>, opts?: { ownStep?: boolean }) => void;
  /**
   * Sets the value at `path` from its latest value: what a control can call without the values of
   * the render it was drawn in (a memoised part of a form).
   */
  updateValue: <P extends Path<T>>(path: P, update: (value: PathValue<T, P>) => PathValue<T, P>) => void;
  /** A list's stable React keys, and adding and removing entries. */
  list: <P extends ListPath<T>>(
    path: P,
  ) => {
    keys: number[];
    append: (item: ListItem<T, P>) => void;
    remove: (index: number) => void;
    /** Moves the entry at `from` to `to`; its key (and so its inputs) moves with it. */
    move: (from: number, to: number) => void;
  };
  /**
   * A submit handler: validates, then calls `onValid`, or moves focus to the form's first field
   * marked `aria-invalid` (once the messages have rendered).
   */
  handleSubmit: (onValid: (values: T) => void) => (event?: React.FormEvent<HTMLFormElement>) => void;
  /**
   * Shows the server's messages for the values just sent (a 422's problems by field path, see
   * `formErrorsOf`), each at its field until that field is changed.
   */
  setServerErrors: (errors: FormErrors) => void;
  /** Back to `values` (by default the first ones), errors hidden until the next submit. */
  reset: (values?: T) => void;
  /**
   * Steps back and forward through the form's changes, across fields. Typing in one field is one
   * step: changes to the same field less than `UNDO_JOIN_MS` apart join the step before.
   */
  undo: () => void;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
}

/** Changes to one field closer together than this are one undo step (a word, not a letter). */
export const UNDO_JOIN_MS = 1000;
/** How many steps back a form keeps. */
const UNDO_DEPTH = 200;

export function useForm<T extends object>({
  defaultValues,
  validate,
}: {
  defaultValues: T;
  validate?: (values: T) => FormErrors;
}): Form<T> {
  const [values, setValues] = React.useState(defaultValues);
  const [submitted, setSubmitted] = React.useState(false);
  // The server's messages and the values they were about: each shows until its field changes.
  const [server, setServer] = React.useState<{ errors: FormErrors; about: T } | null>(null);
  const latest = React.useRef(values);
  React.useEffect(() => {
    latest.current = values;
  }, [values]);
  const setServerErrors = React.useCallback((errors: FormErrors) => setServer({ errors, about: latest.current }), []);
  const errors = React.useMemo(() => {
    const own = submitted && validate ? validate(values) : {};
    const fromServer: FormErrors = {};
    for (const [path, message] of Object.entries(server?.errors ?? {})) {
      if (server && getAt(values, path) === getAt(server.about, path)) fromServer[path] = message;
    }
    return { ...fromServer, ...own };
  }, [submitted, validate, values, server]);

  // Keys per list path, kept in step with the list's length (a reset may change it).
  const listKeys = React.useRef(new Map<string, number[]>());
  const nextKey = React.useRef(0);
  const keysFor = (path: string, length: number) => {
    let keys = listKeys.current.get(path);
    if (!keys || keys.length !== length) {
      keys = Array.from({ length }, () => nextKey.current++);
      listKeys.current.set(path, keys);
    }
    return keys;
  };

  // The values before each step, and the steps undone (for redo). Recorded from the committed
  // values, outside the state updaters, which React may call twice.
  const history = React.useRef({ past: [] as T[], future: [] as T[], lastPath: "", lastAt: 0 });
  // How many steps each way, as state: what the Undo and Redo buttons render from.
  const [steps, setSteps] = React.useState({ back: 0, forward: 0 });
  const counted = () => setSteps({ back: history.current.past.length, forward: history.current.future.length });
  const record = (path: string, ownStep = false) => {
    const h = history.current;
    const now = Date.now();
    // Changes made by one action (a handler that sets several fields) all see the same committed
    // values: they are one step, recorded once.
    if ((ownStep || h.lastPath !== path || now - h.lastAt >= UNDO_JOIN_MS) && h.past.at(-1) !== latest.current) {
      h.past.push(latest.current);
      if (h.past.length > UNDO_DEPTH) h.past.shift();
    }
    h.future = [];
    h.lastPath = ownStep ? "" : path;
    h.lastAt = now;
    counted();
  };
  const change = (path: string, update: (prev: T) => T, ownStep = false) => {
    record(path, ownStep);
    setValues(update);
  };
  const step = (from: T[], to: T[]) => {
    const target = from.pop();
    if (target === undefined) return;
    to.push(latest.current);
    history.current.lastPath = "";
    counted();
    setValues(target);
  };

  const setValue = (path: string, value: unknown, opts?: { ownStep?: boolean }) => change(path, (prev) => setAt(prev, path, value), opts?.ownStep);

  return {
    values,
    errors,
    field: (path) => ({
      name: path,
      value: String(getAt(values, path) ?? ""),
      onChange: (e) => setValue(path, e.target.value),
    }),
    setValue,
    updateValue: (path, update) => change(path, (prev) => setAt(prev, path, update(getAt(prev, path) as never))),
    setServerErrors,
    list: (path) => {
      const items = (getAt(values, path) as unknown[] | undefined) ?? [];
      const keys = keysFor(path, items.length);
      return {
        keys,
        append: (item) => {
          listKeys.current.set(path, [...keys, nextKey.current++]);
          change(`${path}:list`, (prev) => setAt(prev, path, [...((getAt(prev, path) as unknown[]) ?? []), item]));
        },
        remove: (index) => {
          listKeys.current.set(path, keys.filter((_, i) => i !== index));
          change(`${path}:list`, (prev) => setAt(prev, path, ((getAt(prev, path) as unknown[]) ?? []).filter((_, i) => i !== index)));
        },
        move: (from, to) => {
          if (to < 0 || to >= keys.length || from === to) return;
          listKeys.current.set(path, moved(keys, from, to));
          change(`${path}:list`, (prev) => setAt(prev, path, moved((getAt(prev, path) as unknown[]) ?? [], from, to)));
        },
      };
    },
    handleSubmit: (onValid) => (event) => {
      event?.preventDefault();
      setSubmitted(true);
      const formElement = event?.currentTarget;
      if (validate && Object.keys(validate(values)).length) {
        requestAnimationFrame(() => formElement?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
      } else onValid(values);
    },
    reset: (next = defaultValues) => {
      listKeys.current.clear();
      history.current = { past: [], future: [], lastPath: "", lastAt: 0 };
      counted();
      setSubmitted(false);
      setServer(null);
      setValues(next);
    },
    undo: () => step(history.current.past, history.current.future),
    redo: () => step(history.current.future, history.current.past),
    canUndo: steps.back > 0,
    canRedo: steps.forward > 0,
  };
}

/** A validate function for flat forms: each named field must hold more than whitespace. */
export function requireText<T extends object>(messages: { [K in keyof T & string]?: string }) {
  return (values: T): FormErrors => {
    const errors: FormErrors = {};
    for (const [key, message] of Object.entries(messages) as Array<[string, string | undefined]>) {
      if (message && !String(getAt(values, key) ?? "").trim()) errors[key] = message;
    }
    return errors;
  };
}

/**
 * Shows a failed submit's 422 problems at the form's `fields` (a request body's top-level fields)
 * and says whether any landed there. Any other failure, and a 422 about nothing the form shows,
 * is the caller's to report.
 */
export function showFieldErrors<T extends object>(form: Form<T>, error: unknown, fields: ReadonlyArray<keyof T & string>): boolean {
  const errors = Object.fromEntries(Object.entries(formErrorsOf(error)).filter(([path]) => (fields as readonly string[]).includes(path)));
  if (Object.keys(errors).length === 0) return false;
  form.setServerErrors(errors);
  return true;
}
