import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { keepDraft } from "@/lib/resumes/import-draft";
import { importedDraft } from "@/lib/resumes/test-fixtures";
import messages from "../../../../../messages/en.json";
import { CreateWithImportNotes } from "./create-with-import-notes";

const DRAFT_GONE = messages.editor.create.draftGone;

let search = "";
let userId = "user-1";
vi.mock("next/navigation", () => ({ useSearchParams: () => new URLSearchParams(search) }));
vi.mock("@/lib/auth/session", () => ({ useUser: () => ({ id: userId }) }));
vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), loading: vi.fn(), dismiss: vi.fn() }) }));

function setup() {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <CreateWithImportNotes />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  window.sessionStorage.clear();
  userId = "user-1";
  search = "";
});

describe("/create with an imported draft: the notes about it", { timeout: 20_000 }, () => {
  it("lists the text it could not place, each line copied or dismissed on its own", async () => {
    search = `import=${keepDraft("user-1", "cv.pdf", importedDraft)}`;
    const user = setup();
    const panel = await screen.findByRole("region", { name: "Text we could not place" });
    expect(within(panel).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Hobbies: chess, rowing",
      "References available on request",
    ]);
    await user.click(within(panel).getByRole("button", { name: "Copy line 2" }));
    expect(await navigator.clipboard.readText()).toBe("References available on request");
    expect(within(panel).getByRole("button", { name: "Copied line 2" })).toBeInTheDocument();

    await user.click(within(panel).getByRole("button", { name: "Dismiss line 1" }));
    expect(within(panel).getAllByRole("listitem")).toHaveLength(1);
    await user.click(within(panel).getByRole("button", { name: "Dismiss text we could not place" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Text we could not place" })).not.toBeInTheDocument());

    const summary = screen.getByTestId("import-summary");
    expect(summary).toHaveTextContent("Filled in from cv.pdf.");
    // Each note in the catalog's words, its field named in them.
    expect(summary).toHaveTextContent("The photo is not part of an imported PDF: add it again in the editor");
    expect(summary).toHaveTextContent("A job's position was longer than 200 characters and was shortened; the rest is under unplaced text");
  });

  it("says a Vitae PDF came back as an exact copy", async () => {
    search = `import=${keepDraft("user-1", "mine.pdf", { ...importedDraft, source: "vitae", unplaced: [], warnings: [], notes: [] })}`;
    setup();
    expect(await screen.findByTestId("import-summary")).toHaveTextContent("This is an exact copy of a resume made with Vitae.");
    expect(screen.queryByRole("region", { name: "Text we could not place" })).not.toBeInTheDocument();
  });

});

describe("CreateResume with an imported draft", { timeout: 20_000 }, () => {
  it("opens the form filled with every section of the draft", async () => {
    search = `import=${keepDraft("user-1", "cv.pdf", importedDraft)}`;
    setup();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue("Ada Lovelace");
    expect(screen.getByLabelText(/^Email/)).toHaveValue("ada@example.com");
    expect(screen.getByLabelText(/^Position/)).toHaveValue("Analyst");
    expect(screen.getByLabelText(/^Company/)).toHaveValue("Engines Ltd");
    expect(screen.getByLabelText(/Experience Level/)).toHaveValue("mid");
    // The added sections (a lazy part of the form) carry the draft's entries too.
    expect(await screen.findByDisplayValue("French")).toBeInTheDocument();
    expect(screen.getByDisplayValue("Difference Engine notes")).toBeInTheDocument();
    // What the file lacked stays empty for the user to fill, and the form's checks still apply.
    expect(screen.getByLabelText(/^Phone/)).toHaveValue("");
  });

  it("never shows one user's draft to another, and opens empty", async () => {
    search = `import=${keepDraft("user-1", "cv.pdf", importedDraft)}`;
    userId = "user-2";
    setup();
    expect(screen.getByText(DRAFT_GONE)).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue("");
  });

  it("opens the empty form without an import", () => {
    setup();
    expect(screen.queryByTestId("import-summary")).not.toBeInTheDocument();
    expect(screen.queryByText(DRAFT_GONE)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue("");
  });
});

describe("CreateResume when the server refuses the resume (422)", { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("toasts the messages joined by commas and shows each at its field", async () => {
    const detail = [
      { loc: ["body", "resume_data", "email"], msg: "Please enter a valid email address", type: "value_error.email" },
      { loc: ["body", "resume_data", "work_experience", "0", "position"], msg: "Must be at most 200 characters", type: "too_long" },
      { loc: ["body", "resume_data", "skills", "0"], msg: "Must be at most 100 characters", type: "too_long" },
    ];
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ detail }), { status: 422, headers: { "content-type": "application/json" } })),
    );
    const complete = { ...importedDraft.resume_data, phone: "+44 20 1234", summary: "Writes programs.", skills: ["Analysis"] };
    search = `import=${keepDraft("user-1", "cv.pdf", { ...importedDraft, resume_data: complete })}`;
    const user = setup();
    await user.click(screen.getByRole("button", { name: "Generate Resume with AI" }));

    const { toast } = await import("sonner");
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        "Please enter a valid email address, Must be at most 200 characters, Must be at most 100 characters",
        undefined,
      ),
    );
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText(/^Position/)).toHaveAccessibleDescription("Must be at most 200 characters");
    expect(screen.getByLabelText("Skill 1")).toHaveAccessibleDescription("Must be at most 100 characters");

    // A message stays until its field is changed.
    await user.type(screen.getByLabelText(/^Email/), "m");
    expect(screen.queryByText("Please enter a valid email address")).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Position/)).toHaveAccessibleDescription("Must be at most 200 characters");
  });
});
