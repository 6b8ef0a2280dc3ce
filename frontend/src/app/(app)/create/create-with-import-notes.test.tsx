import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { keepDraft } from "@/lib/resumes/import-draft";
import { importedDraft } from "@/lib/resumes/test-fixtures";
import { CreateWithImportNotes } from "./create-with-import-notes";

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
    expect(summary).toHaveTextContent("The photo was left out.");
  });

  it("says a Vitae PDF came back as an exact copy", async () => {
    search = `import=${keepDraft("user-1", "mine.pdf", { ...importedDraft, source: "vitae", unplaced: [], warnings: [] })}`;
    setup();
    expect(await screen.findByTestId("import-summary")).toHaveTextContent("This is an exact copy of a resume made with Vitae.");
    expect(screen.queryByRole("region", { name: "Text we could not place" })).not.toBeInTheDocument();
  });

});
