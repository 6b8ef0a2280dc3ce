import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MAX_IMPORT_FILE_BYTES } from "../api/import-file";
import messages from "../../../../messages/en.json";
import { readDraft } from "@/lib/resumes/import-draft";
import { importedDraft } from "@/lib/resumes/test-fixtures";
import { ImportResumeDialog } from "./import-resume-dialog";

const FILE_TOO_LARGE = messages.import.file.tooLarge;
const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));
vi.mock("@/lib/auth/session", () => ({ useUser: () => ({ id: "user-1" }) }));
vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function setup(answer?: () => Promise<Response>) {
  const fetchFn = vi.fn(answer ?? (async () => json(200, importedDraft)));
  vi.stubGlobal("fetch", fetchFn);
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ImportResumeDialog />
    </QueryClientProvider>,
  );
  const pick = (file: File) => fireEvent.change(screen.getByTestId("import-resume-input"), { target: { files: [file] } });
  return { fetchFn, pick };
}

const pdf = (name = "cv.pdf") => new File(["%PDF-1.7 resume"], name, { type: "application/pdf" });

beforeEach(() => {
  push.mockReset();
  window.sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe("ImportResumeDialog", () => {
  it("opens with a drop zone that is a button, reachable with the keyboard", async () => {
    setup();
    expect(screen.getByRole("dialog", { name: "Import existing resume" })).toBeInTheDocument();
    const zone = screen.getByRole("button", { name: "Drop your resume here, or choose a file" });
    expect(zone).toHaveAccessibleDescription("PDF, Word (.docx) or LinkedIn export (.zip), up to 5 MB");
    const input = screen.getByTestId("import-resume-input");
    expect(input).toHaveAttribute("accept", expect.stringContaining(".pdf,.docx,.zip"));
    const click = vi.spyOn(input, "click");
    zone.focus();
    await userEvent.setup().keyboard("{Enter}");
    expect(click).toHaveBeenCalled();
  });

  it("refuses a file over 5 MB without sending it", async () => {
    const { fetchFn, pick } = setup();
    pick(new File([new Uint8Array(MAX_IMPORT_FILE_BYTES + 1)], "huge.pdf", { type: "application/pdf" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(FILE_TOO_LARGE);
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it("shows the server's reason when it refuses the file, and lets the user try another", async () => {
    const refusals = [
      json(422, { detail: "This PDF has no text we can read — it may be a scan", request_id: "r1" }),
      json(415, {
        detail: "This file type is not supported: upload a PDF, a Word document (.docx) or a LinkedIn data export (.zip)",
      }),
    ];
    const { fetchFn, pick } = setup(async () => refusals.shift()!);
    pick(pdf("scan.pdf"));
    expect(await screen.findByRole("alert")).toHaveTextContent("This PDF has no text we can read — it may be a scan");
    pick(new File(["hello"], "notes.txt", { type: "text/plain" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("This file type is not supported"));
    expect(fetchFn).toHaveBeenCalledTimes(2);
    expect(push).not.toHaveBeenCalled();
  });

  it("says it is reading while the file uploads", async () => {
    let answer: (r: Response) => void = () => {};
    setup(() => new Promise<Response>((resolve) => (answer = resolve)));
    fireEvent.drop(screen.getByTestId("import-drop-zone"), { dataTransfer: { files: [pdf()] } });
    expect(await screen.findByRole("status")).toHaveTextContent("Reading your resume…");
    expect(screen.getByTestId("import-drop-zone")).toHaveAttribute("aria-disabled", "true");
    answer(json(429, { detail: "Too many requests. Please wait a moment and try again." }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many requests.");
  });

  it("sends the file as a form and opens /create with the draft, kept for this user only", async () => {
    const { fetchFn, pick } = setup();
    pick(pdf());
    await waitFor(() => expect(push).toHaveBeenCalledTimes(1));
    const [url, init] = fetchFn.mock.calls[0]! as unknown as [string, RequestInit];
    expect(url).toBe("/api/resume/import/file");
    expect(init.method).toBe("POST");
    expect((init.body as FormData).get("file")).toBeInstanceOf(File);

    const target = new URL(push.mock.calls[0]![0] as string, "http://x");
    expect(target.pathname).toBe("/create");
    const id = target.searchParams.get("import");
    expect(readDraft(id, "user-1")).toMatchObject({ file: "cv.pdf", draft: importedDraft });
    expect(readDraft(id, "someone-else")).toBeNull();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
