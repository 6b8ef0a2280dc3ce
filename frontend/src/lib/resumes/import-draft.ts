import type { ImportDraft } from "@/lib/api/generated/zod.gen";

/**
 * Where an imported draft waits between the import dialog and the create form it fills
 * (`/create?import=<id>`).
 *
 * Session storage, keyed by a random id in the address: it survives the navigation and a reload
 * of /create (the user may be halfway through checking the draft), stays in this tab only and
 * ends with it, and never reaches the server. A draft is bound to the user who imported it and
 * read only by that user, so someone signing in later in the same tab never sees it; it is
 * dropped once saved, when another import replaces it, and after a day. When the browser refuses
 * storage (private modes, a full quota) the draft is kept in memory, which still carries it
 * through the client-side navigation to /create.
 */
const PREFIX = "vitae.import.";
const MAX_AGE_MS = 24 * 60 * 60 * 1000;
const ID = /^[0-9a-f]{32}$/;

export interface StoredDraft {
  /** The user who imported it. */
  user: string;
  at: number;
  /** The file's name, as the user chose it. */
  file: string;
  draft: ImportDraft;
}

const memory = new Map<string, StoredDraft>();

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** 128 random bits as hex; `crypto.getRandomValues` works on plain-http origins too. */
function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Drops every stored draft (one import at a time is kept). */
function forgetAll(): void {
  memory.clear();
  const store = storage();
  if (!store) return;
  try {
    for (const key of Object.keys(store)) if (key.startsWith(PREFIX)) store.removeItem(key);
  } catch {
    /* storage unavailable */
  }
}

/** Keeps a draft for `user` and returns the id that reads it back. */
export function keepDraft(user: string, file: string, draft: ImportDraft): string {
  forgetAll();
  const id = newId();
  const entry: StoredDraft = { user, at: Date.now(), file, draft };
  memory.set(id, entry);
  try {
    storage()?.setItem(PREFIX + id, JSON.stringify(entry));
  } catch {
    /* too large or refused: the copy in memory carries it to /create */
  }
  return id;
}

function isStoredDraft(value: unknown): value is StoredDraft {
  if (!value || typeof value !== "object") return false;
  const v = value as Partial<StoredDraft>;
  return (
    typeof v.user === "string" &&
    typeof v.at === "number" &&
    typeof v.file === "string" &&
    !!v.draft &&
    typeof v.draft === "object" &&
    !!v.draft.resume_data &&
    Array.isArray(v.draft.unplaced) &&
    Array.isArray(v.draft.warnings)
  );
}

/** The draft `id` names, if `user` imported it and it is not too old; null otherwise. */
export function readDraft(id: string | null, user: string): StoredDraft | null {
  if (!id || !ID.test(id)) return null;
  let entry: unknown = memory.get(id);
  if (!entry) {
    try {
      const raw = storage()?.getItem(PREFIX + id);
      entry = raw ? (JSON.parse(raw) as unknown) : null;
    } catch {
      entry = null;
    }
  }
  if (!isStoredDraft(entry)) return null;
  if (entry.user !== user || Date.now() - entry.at > MAX_AGE_MS) {
    forgetDraft(id);
    return null;
  }
  return entry;
}

/** Drops a draft (it was saved). */
export function forgetDraft(id: string): void {
  memory.delete(id);
  try {
    storage()?.removeItem(PREFIX + id);
  } catch {
    /* storage unavailable */
  }
}
