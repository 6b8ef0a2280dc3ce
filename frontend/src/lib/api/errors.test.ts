import { describe, expect, it } from "vitest";
import { ApiError, TIMEOUT_CODE, chooseErrorMessage, detailOr, errorReference, fieldErrorsOf, formErrorsOf } from "./errors";

const FALLBACK = "Failed to create resume. Please try again.";
const TIMEOUT = "AI generation is taking longer than expected. Please try again with shorter descriptions.";

describe("chooseErrorMessage order", () => {
  it("uses the timeout message for a timed-out call", () => {
    const err = new ApiError("timeout of 60000ms exceeded", { status: 0, code: TIMEOUT_CODE });
    expect(chooseErrorMessage(err, FALLBACK, { timeoutMessage: TIMEOUT })).toBe(TIMEOUT);
  });

  it("joins a validation list's messages with commas", () => {
    const err = new ApiError("Request failed with status code 422", {
      status: 422,
      body: {
        detail: [
          { loc: ["body", "resume_data", "name"], msg: "Full name is required", type: "value_error" },
          { loc: ["body", "resume_data", "email"], msg: "Please enter a valid email address", type: "value_error" },
        ],
      },
    });
    expect(chooseErrorMessage(err, FALLBACK)).toBe("Full name is required, Please enter a valid email address");
  });

  it("prefers a detail string next", () => {
    const err = new ApiError("x", { status: 502, body: { detail: "The AI writer is unavailable" } });
    expect(chooseErrorMessage(err, FALLBACK)).toBe("The AI writer is unavailable");
  });

  it("then a plain string body", () => {
    const err = new ApiError("x", { status: 500, body: "Service unavailable" });
    expect(chooseErrorMessage(err, FALLBACK)).toBe("Service unavailable");
  });

  it("then the client's own error message", () => {
    expect(chooseErrorMessage(new Error("Network Error"), FALLBACK)).toBe("Network Error");
    const net = new ApiError("Network error: the server could not be reached.", { status: 0 });
    expect(chooseErrorMessage(net, FALLBACK)).toBe("Network error: the server could not be reached.");
  });

  it("falls back to the default", () => {
    expect(chooseErrorMessage(undefined, FALLBACK)).toBe(FALLBACK);
    expect(chooseErrorMessage(new ApiError("", { status: 500, body: { detail: [] } }), FALLBACK)).toBe(FALLBACK);
  });

  it("ignores the timeout message when the call did not time out", () => {
    const err = new ApiError("x", { status: 400, body: { detail: "Bad" } });
    expect(chooseErrorMessage(err, FALLBACK, { timeoutMessage: TIMEOUT })).toBe("Bad");
  });
});

describe("detailOr", () => {
  it("uses the server's detail, else the fallback", () => {
    expect(detailOr(new ApiError("x", { status: 400, body: { detail: "Card declined" } }), "F")).toBe("Card declined");
    expect(detailOr(new ApiError("x", { status: 500, body: "<html>" }), "F")).toBe("F");
    expect(detailOr(new Error("boom"), "F")).toBe("F");
  });
});

describe("isMissingEndpoint", () => {
  it("tells a server without the route from a missing record", async () => {
    const { isMissingEndpoint } = await import("./errors");
    expect(isMissingEndpoint(new ApiError("x", { status: 404, body: { detail: "Not found" } }))).toBe(true);
    expect(isMissingEndpoint(new ApiError("x", { status: 404, body: { detail: "Resume not found" } }))).toBe(false);
    expect(isMissingEndpoint(new ApiError("x", { status: 401, body: { detail: "Not found" } }))).toBe(false);
  });
});

describe("errorReference", () => {
  it("shows the request id of a server failure", () => {
    const err = new ApiError("x", { status: 502, body: { detail: "The AI writer is unavailable", request_id: "3f0c-42" } });
    expect(errorReference(err)).toEqual({ description: "Reference: 3f0c-42" });
    expect(chooseErrorMessage(err, FALLBACK)).toBe("The AI writer is unavailable");
  });

  it("shows nothing for the user's own mistakes or bodies without an id", () => {
    expect(errorReference(new ApiError("x", { status: 404, body: { detail: "Resume not found", request_id: "a" } }))).toBeUndefined();
    expect(errorReference(new ApiError("x", { status: 500, body: { detail: "Something went wrong" } }))).toBeUndefined();
    expect(errorReference(new Error("network"))).toBeUndefined();
  });
});

describe("field errors of a 422", () => {
  const invalid = new ApiError("Request failed with status code 422", {
    status: 422,
    body: {
      detail: [
        { loc: ["body", "resume_data", "email"], msg: "Please enter a valid email address", type: "value_error.email" },
        { loc: ["body", "resume_data", "work_experience", "0", "position"], msg: "Position is required", type: "missing" },
        { loc: ["body", "resume_data", "email"], msg: "Must be at most 254 characters", type: "too_long" },
        { loc: ["body", "resume_data"], msg: "This resume is too long", type: "too_long" },
        { loc: ["body", "subject"], msg: "Subject is required", type: "missing" },
      ],
    },
  });

  it("keys each message by its field under the given location, first message first", () => {
    expect(formErrorsOf(invalid, ["body", "resume_data"])).toEqual({
      email: "Please enter a valid email address",
      "work_experience.0.position": "Position is required",
    });
    expect(formErrorsOf(invalid)).toMatchObject({ subject: "Subject is required" });
  });

  it("reads nothing from other failures", () => {
    expect(fieldErrorsOf(new ApiError("x", { status: 400, body: { detail: [{ loc: ["body"], msg: "m", type: "t" }] } }))).toEqual([]);
    expect(formErrorsOf(new ApiError("x", { status: 422, body: { detail: "Bad" } }))).toEqual({});
    expect(formErrorsOf(new Error("x"))).toEqual({});
  });
});
