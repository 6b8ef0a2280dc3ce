import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/errors";
import { setErrorWords } from "@/lib/api/errors";
import { csvProblems } from "./csv";

const refused = (detail: unknown, status = 422) => new ApiError("refused", { status, body: { detail } });

describe("a refused CSV file's problems", () => {
  const found = refused([
    { loc: ["body", "file", "3", "status"], msg: "Row 3, column status: Status must be one of saved, applied", type: "value_error", code: "status_unknown" },
    { loc: ["body", "file", "5"], msg: "Row 5: this row has 11 cells but the header names 10 columns", type: "value_error", code: "csv_row_too_wide", params: { cells: "11", columns: "10" } },
  ]);

  it("are the server's, in its order, with the row and column of their place apart from their words", () => {
    expect(csvProblems(found)).toEqual([
      { row: "3", column: "status", message: "Status must be one of saved, applied" },
      { row: "5", column: null, message: "this row has 11 cells but the header names 10 columns" },
    ]);
  });

  it("are in the interface language's words for their code when it has them", () => {
    const undo = setErrorWords({
      forCode: () => undefined,
      forField: (p) => (p.code === "csv_row_too_wide" ? `cette ligne a ${p.params?.cells} cellules` : undefined),
      network: () => "",
      timeout: () => "",
      unexpectedResponse: () => "",
      reference: () => "",
    });
    try {
      expect(csvProblems(found)?.map((p) => p.message)).toEqual(["Status must be one of saved, applied", "cette ligne a 11 cellules"]);
    } finally {
      undo();
    }
  });

  it("are none for another failure, which the caller reports", () => {
    expect(csvProblems(refused("This file is too large to import (at most 5 MB)", 413))).toBeNull();
    expect(csvProblems(refused([{ loc: ["body", "company"], msg: "Company is required", type: "value_error" }]))).toBeNull();
    expect(csvProblems(new Error("offline"))).toBeNull();
  });
});
