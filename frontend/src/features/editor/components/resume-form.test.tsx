import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { emptyResumeForm } from "../resume-form-schema";
import { ResumeForm } from "./resume-form";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

function setup(mode: "create" | "edit" = "create") {
  const onSubmit = vi.fn();
  render(
    <ResumeForm mode={mode} defaultValues={emptyResumeForm} busy={false} onSubmit={onSubmit} actions={<button type="submit">Submit</button>} />,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe("ResumeForm", () => {
  it("shows the required-field messages on an empty submit and does not submit", async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Full name is required")).toBeInTheDocument();
    expect(screen.getByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Position is required")).toBeInTheDocument();
    expect(screen.getByText("Degree is required")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("never offers to remove the last entry, and does once there are two", async () => {
    const { user } = setup();
    expect(screen.queryByRole("button", { name: "Remove Experience 1" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Remove skill 1" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add Experience" }));
    expect(screen.getByRole("button", { name: "Remove Experience 2" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove Experience 1" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: /Remove Experience/ })).not.toBeInTheDocument());
    await user.click(screen.getByRole("button", { name: "Add Skill" }));
    expect(screen.getAllByRole("button", { name: /Remove skill/ })).toHaveLength(2);
  });

  it("edit mode cannot add or remove entries", () => {
    setup("edit");
    expect(screen.queryByRole("button", { name: "Add Experience" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add Education" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add Skill" })).not.toBeInTheDocument();
  });

  it("shows the photo errors for a non-image or too-large file", async () => {
    setup();
    const input = screen.getByTestId("photo-input");
    fireEvent.change(input, { target: { files: [new File(["x"], "cv.txt", { type: "text/plain" })] } });
    expect(await screen.findByText("Please upload an image file")).toBeInTheDocument();
    const big = new File([new Uint8Array(2_097_153)], "big.png", { type: "image/png" });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText("Photo size should be less than 2MB")).toBeInTheDocument();
  });
});
