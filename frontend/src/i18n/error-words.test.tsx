import * as React from "react";
import { describe, expect, it } from "vitest";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import ar from "../../messages/ar.json";
import es from "../../messages/es.json";
import { ApiError, chooseErrorMessage, errorReference, formErrorsOf } from "@/lib/api/errors";
import { withMessages } from "./test-provider";

const notFound = new ApiError("Request failed with status code 404", {
  status: 404,
  body: { detail: "Application not found", code: "application_not_found", request_id: "r-1" },
  code: "application_not_found",
});
const failed = new ApiError("Request failed with status code 500", {
  status: 500,
  body: { detail: "Something went wrong on our side. Please try again.", code: "internal", request_id: "r-2" },
  code: "internal",
});
const unknown = new ApiError("Request failed with status code 405", { status: 405, body: { detail: "Method Not Allowed", code: "method_not_allowed" } });

/** Says a failure as a toast would, once asked (after the page has mounted, as a failure comes). */
function Said({ error }: { error: unknown }) {
  const [said, setSaid] = React.useState("");
  return (
    <>
      <button type="button" onClick={() => setSaid([chooseErrorMessage(error, "fallback"), errorReference(error)?.description].filter(Boolean).join(" | "))}>
        say
      </button>
      <p role="status">{said}</p>
    </>
  );
}

async function say(error: unknown, wrapper?: React.JSXElementConstructor<{ children: React.ReactNode }>) {
  const view = render(<Said error={error} />, { wrapper });
  await userEvent.click(view.getByRole("button", { name: "say" }));
  const said = view.getByRole("status").textContent;
  view.unmount();
  return said;
}

describe("an API error's message", () => {
  it("is the catalog's words for its code in Arabic", async () => {
    expect(await say(notFound, withMessages("ar", ar))).toBe("لم يتم العثور على طلب التوظيف");
    expect(await say(failed, withMessages("ar", ar))).toBe("حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى. | المرجع: r-2");
  });

  it("is the server's English detail in English", async () => {
    expect(await say(notFound)).toBe("Application not found");
    expect(await say(failed)).toBe("Something went wrong on our side. Please try again. | Reference: r-2");
  });

  it("keeps the server's detail for a code the catalog does not know", async () => {
    expect(await say(unknown, withMessages("ar", ar))).toBe("Method Not Allowed");
  });

  it("says a network failure in Arabic", async () => {
    const offline = new ApiError("Network error: the server could not be reached.", { status: 0, code: "ERR_NETWORK" });
    expect(await say(offline, withMessages("ar", ar))).toBe("خطأ في الشبكة: تعذّر الوصول إلى الخادم.");
  });

  it("words each field problem by its code and values in the interface language", async () => {
    const invalid = new ApiError("Request failed with status code 422", {
      status: 422,
      body: {
        detail: [
          { loc: ["body", "name"], msg: "Must be at most 200 characters", type: "too_long", code: "too_long", params: { max: "200" } },
          { loc: ["body", "email"], msg: "Email is required", type: "missing", code: "email_required" },
          { loc: ["body", "x"], msg: "A problem from a newer server", type: "value_error", code: "not_in_any_catalog" },
        ],
      },
    });
    const spanish = await say(invalid, withMessages("es", es));
    const tooLong = es.fieldErrors.too_long.replace("{max}", "200");
    expect(spanish).toBe([tooLong, es.fieldErrors.email_required, "A problem from a newer server"].join(", "));
    expect(tooLong).not.toBe("Must be at most 200 characters");
    expect(await say(invalid)).toBe("Must be at most 200 characters, Email is required, A problem from a newer server");
  });

  it("gives forms their fields' problems in the interface language", async () => {
    const invalid = new ApiError("422", { status: 422, body: { detail: [{ loc: ["body", "resume_data", "phone"], msg: "Phone is required", type: "missing", code: "phone_required" }] } });
    function Form() {
      const [errors, setErrors] = React.useState<Record<string, string>>({});
      return (
        <>
          <button type="button" onClick={() => setErrors(formErrorsOf(invalid, ["body", "resume_data"]))}>
            say
          </button>
          <p role="status">{errors.phone}</p>
        </>
      );
    }
    const view = render(<Form />, { wrapper: withMessages("ar", ar) });
    await userEvent.click(view.getByRole("button", { name: "say" }));
    expect(view.getByRole("status").textContent).toBe(ar.fieldErrors.phone_required);
  });
});
