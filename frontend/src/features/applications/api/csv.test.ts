import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/errors";
import { csvProblems, splitPlace } from "./csv";

const refused = (detail: unknown, status = 422) => new ApiError("refused", { status, body: { detail } });

describe("a refused CSV file's problems", () => {
  it("are the server's, in its order, with the row and column of their place", () => {
    const problems = csvProblems(
      refused([
        { loc: ["body", "file", "3", "status"], msg: "Row 3, column status: Status must be one of saved, applied", type: "value_error" },
        { loc: ["body", "file", "5"], msg: "Row 5 has 11 cells, the header 10", type: "value_error" },
      ]),
    );
    expect(problems).toEqual([
      { row: "3", column: "status", message: "Row 3, column status: Status must be one of saved, applied" },
      { row: "5", column: null, message: "Row 5 has 11 cells, the header 10" },
    ]);
  });

  it("are none for another failure, which the caller reports", () => {
    expect(csvProblems(refused("This file is too large to import (at most 5 MB)", 413))).toBeNull();
    expect(csvProblems(refused([{ loc: ["body", "company"], msg: "Company is required", type: "value_error" }]))).toBeNull();
    expect(csvProblems(new Error("offline"))).toBeNull();
  });

  it("keep the server's words, the place split off to be set in bold", () => {
    expect(splitPlace("Row 3, column status: Status must be one of …")).toEqual(["Row 3, column status", ": Status must be one of …"]);
    expect(splitPlace("Row 5 has 11 cells")).toEqual(["Row 5", " has 11 cells"]);
    expect(splitPlace("A file can hold at most 5,000 applications.")).toEqual(["", "A file can hold at most 5,000 applications."]);
  });
});
