import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { requireText, setAt, useForm } from "./form";

type Contact = { subject: string; people: Array<{ name: string }> };
const validate = requireText<Contact>({ subject: "Subject is required" });

function ContactForm({ onValid }: { onValid: (v: Contact) => void }) {
  const form = useForm<Contact>({ defaultValues: { subject: "", people: [{ name: "Ada" }, { name: "Grace" }] }, validate });
  const people = form.list("people");
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      <label htmlFor="subject">Subject</label>
      <input id="subject" aria-invalid={!!form.errors.subject} {...form.field("subject")} />
      {form.errors.subject ? <p role="alert">{form.errors.subject}</p> : null}
      {people.keys.map((key, i) => (
        <div key={key}>
          <label htmlFor={`p${key}`}>Person {i + 1}</label>
          <input id={`p${key}`} {...form.field(`people.${i}.name`)} />
          <button type="button" onClick={() => people.remove(i)}>
            Remove {i + 1}
          </button>
        </div>
      ))}
      <button type="button" onClick={() => people.append({ name: "" })}>
        Add
      </button>
      <button type="button" onClick={() => form.reset()}>
        Reset
      </button>
      <button
        type="button"
        onClick={() => {
          form.setValue("subject", "Team");
          form.list("people").remove(0);
        }}
      >
        Start a team
      </button>
      <button
        type="button"
        onClick={() => {
          // Both from the latest value, not the one this render drew.
          form.updateValue("subject", (subject) => `${subject}!`);
          form.updateValue("subject", (subject) => `${subject}!`);
        }}
      >
        Exclaim
      </button>
      <button type="button" onClick={() => form.setValue("subject", "Chosen", { ownStep: true })}>
        Choose
      </button>
      <button type="button" onClick={form.undo} disabled={!form.canUndo}>
        Undo
      </button>
      <button type="button" onClick={form.redo} disabled={!form.canRedo}>
        Redo
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

describe("useForm", () => {
  it("updates a value from its latest value, however many updates one action makes", async () => {
    const user = userEvent.setup();
    render(<ContactForm onValid={vi.fn()} />);
    await user.type(screen.getByLabelText("Subject"), "Hi");
    await user.click(screen.getByRole("button", { name: "Exclaim" }));
    expect(screen.getByLabelText("Subject")).toHaveValue("Hi!!");
  });

  it("shows errors only after a submit, focuses the first invalid field, and clears them as the user types", async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<ContactForm onValid={onValid} />);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Subject is required");
    await vi.waitFor(() => expect(screen.getByLabelText("Subject")).toHaveFocus());
    expect(onValid).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText("Subject"), "Hello");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(onValid).toHaveBeenCalledWith({ subject: "Hello", people: [{ name: "Ada" }, { name: "Grace" }] });
  });

  it("keeps each entry's text with its entry when another is removed", async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<ContactForm onValid={onValid} />);
    await user.click(screen.getByRole("button", { name: "Add" }));
    await user.type(screen.getByLabelText("Person 3"), "Katherine");
    await user.click(screen.getByRole("button", { name: "Remove 1" }));
    expect(screen.getByLabelText("Person 1")).toHaveValue("Grace");
    expect(screen.getByLabelText("Person 2")).toHaveValue("Katherine");
    expect(screen.queryByLabelText("Person 3")).not.toBeInTheDocument();
  });

  it("resets to the first values and hides errors until the next submit", async () => {
    const user = userEvent.setup();
    render(<ContactForm onValid={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Send" }));
    await user.type(screen.getByLabelText("Person 1"), "!");
    await user.click(screen.getByRole("button", { name: "Reset" }));
    expect(screen.getByLabelText("Person 1")).toHaveValue("Ada");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("copies only what a path passes through", () => {
    const before = { a: { b: [1, 2] }, c: { d: 1 } };
    const after = setAt(before, "a.b.1", 5);
    expect(after).toEqual({ a: { b: [1, 5] }, c: { d: 1 } });
    expect(before.a.b).toEqual([1, 2]);
    expect(after.c).toBe(before.c);
  });

  it("undoes and redoes across fields, a word typed in one field being one step", async () => {
    const user = userEvent.setup();
    render(<ContactForm onValid={vi.fn()} />);
    expect(screen.getByRole("button", { name: "Undo" })).toBeDisabled();
    await user.type(screen.getByLabelText("Subject"), "Hello");
    await user.click(screen.getByRole("button", { name: "Remove 1" }));
    expect(screen.getAllByLabelText(/Person/)).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Undo" }));
    expect(screen.getAllByLabelText(/Person/).map((i) => (i as HTMLInputElement).value)).toEqual(["Ada", "Grace"]);
    expect(screen.getByLabelText("Subject")).toHaveValue("Hello");
    await user.click(screen.getByRole("button", { name: "Undo" }));
    expect(screen.getByLabelText("Subject")).toHaveValue("");
    expect(screen.getByRole("button", { name: "Undo" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Redo" }));
    expect(screen.getByLabelText("Subject")).toHaveValue("Hello");
    // A new change after an undo drops what could be redone.
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(screen.getByRole("button", { name: "Redo" })).toBeDisabled();
  });

  it("keeps an action's change apart from the typing just before and after it", async () => {
    const user = userEvent.setup();
    render(<ContactForm onValid={vi.fn()} />);
    const subject = screen.getByLabelText("Subject");
    await user.type(subject, "Hi");
    await user.click(screen.getByRole("button", { name: "Choose" }));
    await user.type(subject, "!");
    expect(subject).toHaveValue("Chosen!");

    await user.click(screen.getByRole("button", { name: "Undo" }));
    expect(subject).toHaveValue("Chosen");
    await user.click(screen.getByRole("button", { name: "Undo" }));
    expect(subject).toHaveValue("Hi");
  });

  it("makes one step of what one action changes in several fields", async () => {
    const user = userEvent.setup();
    render(<ContactForm onValid={vi.fn()} />);
    await user.type(screen.getByLabelText("Person 2"), "!");
    await user.click(screen.getByRole("button", { name: "Start a team" }));
    expect(screen.getByLabelText("Subject")).toHaveValue("Team");
    expect(screen.getAllByLabelText(/Person/)).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Undo" }));
    expect(screen.getByLabelText("Subject")).toHaveValue("");
    expect(screen.getByLabelText("Person 2")).toHaveValue("Grace!");
    // The next step back is the typing before it, not the same action a second time.
    await user.click(screen.getByRole("button", { name: "Undo" }));
    expect(screen.getByLabelText("Person 2")).toHaveValue("Grace");
    expect(screen.getByRole("button", { name: "Undo" })).toBeDisabled();
  });
});
