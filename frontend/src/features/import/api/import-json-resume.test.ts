import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/errors";
import { documentPath, importProblems } from "./import-json-resume";

describe("JSON Resume import problems", () => {
  it("writes locations as paths in the document", () => {
    expect(documentPath(["body", "work", "2", "startDate"])).toBe("work[2].startDate");
    expect(documentPath(["body", "skills", "0", "keywords", "3"])).toBe("skills[0].keywords[3]");
    expect(documentPath(["body", "basics"])).toBe("basics");
    expect(documentPath(["body"])).toBe("");
  });

  it("lists every problem of a 422 answer and nothing for other failures", () => {
    const body = {
      detail: [
        { loc: ["body", "work", "0", "startDate"], msg: "Expected a date like 2020-01 or 2020-01-15", type: "value_error.date" },
        { loc: ["body"], msg: "Expected a JSON Resume document", type: "type_error" },
      ],
    };
    expect(importProblems(new ApiError("x", { status: 422, body }))).toEqual([
      { path: "work[0].startDate", message: "Expected a date like 2020-01 or 2020-01-15" },
      { path: "(document)", message: "Expected a JSON Resume document" },
    ]);
    expect(importProblems(new ApiError("x", { status: 402, body: { detail: "cap" } }))).toBeNull();
    expect(importProblems(new ApiError("x", { status: 422, body: { detail: "text" } }))).toBeNull();
    expect(importProblems(new Error("boom"))).toBeNull();
  });
});
