import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { toast } from "sonner";
import { toResumeData, type ResumeFormValues } from "../resume-form-schema";
import { filledForm } from "../test-fixtures";
import { PageFit } from "./page-fit";
import { ResumeForm } from "./resume-form";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn() }) }));

// As a saved resume's editor prints: its whole record, of which only the resume is sent.
const record = { id: "resume-1", updated_at: "2026-12-01T10:00:00Z" };
const printSaved = (values: ResumeFormValues) => ({ ...record, resume_data: toResumeData(values) });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const counted = (pages: number, last_page_lines: number) => json(200, { pages, last_page_lines, too_many_pages: false, notes: [] });

type Answer = (body: Record<string, unknown>) => Response | Promise<Response>;

/** The editor's form with its page count, the server answering each endpoint in turn from its list. */
function setup(answers: { pages: Answer[]; fit?: Answer[] }, form: ResumeFormValues = filledForm) {
  const sent: Record<"pages" | "fit", Record<string, unknown>[]> = { pages: [], fit: [] };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const endpoint = url === "/api/resume/pages" ? "pages" : url === "/api/resume/fit" ? "fit" : undefined;
      if (!endpoint) throw new Error(`unexpected request ${url}`);
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent[endpoint].push(body);
      const list = answers[endpoint] ?? [];
      const answer = list[Math.min(sent[endpoint].length, list.length) - 1];
      if (!answer) throw new Error(`no answer for ${endpoint}`);
      return answer(body);
    }),
  );
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ResumeForm
        mode="edit"
        defaultValues={form}
        busy={false}
        onSubmit={vi.fn()}
        template="classic"
        printable={printSaved}
        aboutPages={(values, setDesign) => <PageFit values={values} printable={printSaved} template="classic" onDesign={setDesign} />}
        actions={<button type="submit">Submit</button>}
      />
    </QueryClientProvider>,
  );
  return { sent, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("the editor's page count and fit", () => {
  it("shows the page count of the resume as it stands, and warns of a last page with a few lines", async () => {
    const { sent } = setup({ pages: [() => counted(2, 3)] });
    expect(screen.getByText("Counting pages…")).toBeInTheDocument();
    expect(await screen.findByText("2 pages")).toBeInTheDocument();
    expect(screen.getByText("Page 2 holds only 3 lines.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Fit to 1 page" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Fit to 2 pages" })).not.toBeInTheDocument();
    expect(sent.pages).toEqual([{ resume_data: toResumeData(filledForm), template: "classic" }]);
  });

  it("sends a small stand-in for the photo: the page engine needs to know there is one, not its pixels", async () => {
    const photo = `data:image/jpeg;base64,${"A".repeat(200_000)}`;
    const { sent } = setup({ pages: [() => counted(1, 30)] }, { ...filledForm, profile_photo: photo });
    expect(await screen.findByText("1 page")).toBeInTheDocument();
    const sentPhoto = (sent.pages[0]?.resume_data as { profile_photo: string }).profile_photo;
    expect(sentPhoto).toMatch(/^data:image\/png;base64,/);
    expect(sentPhoto.length).toBeLessThan(200);
  });

  it("offers both fits past two pages, and no warning when the last page is well filled", async () => {
    setup({ pages: [() => counted(3, 40)] });
    expect(await screen.findByText("3 pages")).toBeInTheDocument();
    expect(screen.queryByText(/holds only/)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Fit to 1 page" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Fit to 2 pages" })).toBeInTheDocument();
  });

  it("shows nothing when the server cannot count the pages", async () => {
    const { sent } = setup({ pages: [() => json(404, { detail: "Not Found" })] });
    await waitFor(() => expect(sent.pages).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText("Counting pages…")).not.toBeInTheDocument());
    expect(screen.queryByRole("button", { name: /Fit to/ })).not.toBeInTheDocument();
  });

  it("counts again once typing pauses, keeping the last count on screen until the new one comes", async () => {
    let answerSecond: (response: Response) => void = () => {};
    const { sent, user } = setup({
      pages: [() => counted(2, 3), () => new Promise<Response>((resolve) => (answerSecond = resolve)), () => json(422, { detail: [] })],
    });
    expect(await screen.findByText("2 pages")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Professional Summary"), " Short.");
    // One request for the whole burst of keys, sent after the pause.
    await waitFor(() => expect(sent.pages).toHaveLength(2));
    expect((sent.pages[1]?.resume_data as { summary: string }).summary).toBe("Writes programs. Short.");
    expect(screen.getByText("2 pages")).toBeInTheDocument();
    answerSecond(counted(1, 30));
    expect(await screen.findByText("1 page")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Fit to/ })).not.toBeInTheDocument();

    // A resume the server refuses mid-edit keeps the last count rather than none.
    await user.clear(screen.getByLabelText("Professional Summary"));
    await waitFor(() => expect(sent.pages).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText("1 page")).toBeInTheDocument();
  });

  it("applies the fitted design as one change that Undo takes back", async () => {
    const fitted = { font_size: 9.5, line_height: 1.1, margins_mm: 12, spacing: 0.5, accent: "#0f766e" };
    const { sent, user } = setup({
      pages: [() => counted(2, 3), () => counted(1, 52)],
      fit: [() => json(200, { design: fitted, pages: 1, notes: [] })],
    });
    await user.click(await screen.findByRole("button", { name: "Teal" }));
    const size = screen.getByRole("spinbutton", { name: "Text size (pt)" });
    const sizeBefore = (size as HTMLInputElement).value;

    await user.click(await screen.findByRole("button", { name: "Fit to 1 page" }));
    await waitFor(() => expect(size).toHaveValue(9.5));
    expect(sent.fit[0]).toMatchObject({ pages: 1, template: "classic", resume_data: { design: { accent: "#0f766e" } } });
    expect(toast.success).toHaveBeenCalledWith("Fitted to 1 page. Undo brings back the design you had.", undefined);
    expect(await screen.findByText("1 page")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Undo" }));
    expect(size).toHaveValue(Number(sizeBefore));
    // The accent chosen just before the fit is a step of its own.
    expect(screen.getByRole("button", { name: "Teal" })).toHaveAttribute("aria-pressed", "true");
  });

  it("says when the resume cannot fit, with how many lines it runs over", async () => {
    const { user } = setup({
      pages: [() => counted(2, 3)],
      fit: [() => json(422, { detail: "does not fit", code: "does_not_fit", over_lines: 12, pages: 2 })],
    });
    const size = await screen.findByRole("spinbutton", { name: "Text size (pt)" });
    const sizeBefore = (size as HTMLInputElement).value;
    await user.click(await screen.findByRole("button", { name: "Fit to 1 page" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("This resume does not fit on 1 page, even at the smallest settings: it runs 12 lines over.", undefined),
    );
    expect(size).toHaveValue(Number(sizeBefore));
    expect(screen.getByRole("button", { name: "Undo" })).toBeDisabled();
  });

  it("says so when the resume already fits, changing nothing", async () => {
    const { user } = setup({
      pages: [() => counted(2, 3)],
      fit: [() => json(200, { design: { accent: null }, pages: 1, notes: [] })],
    });
    await user.click(await screen.findByRole("button", { name: "Fit to 1 page" }));
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith("This resume already fits on 1 page: the design stays as it is.", undefined));
    expect(screen.getByRole("button", { name: "Undo" })).toBeDisabled();
  });
});
