import { describe, expect, it } from "vitest";
import { registrationSchema } from "~/flight/booking/fields";
import { phoneProblem } from "~/utils/phone";
import { phoneShapeProblem } from "~/utils/phone-limits";
import { checkForm, fieldReasons } from "./form-schema";
import { callbackSchema, checkCallback, checkPartner, partnerSchema } from "./lead-rules";

describe("the site forms' schemas (STYLE.md 14)", () => {
  it("name each refused field by its first failed rule, in the order the rules are written", () => {
    const schema = partnerSchema(phoneProblem);
    expect(fieldReasons(schema, { name: "   ", contact: "", message: "x".repeat(2_001) })).toEqual({
      name: "required",
      contact: "required",
      message: "tooLong",
    });
    expect(
      fieldReasons(registrationSchema(phoneProblem), { name: "", phone: "", email: "", consent: false }),
    ).toEqual({ name: "required", phone: "required", consent: "required" });
  });

  it("give the action the values trimmed, as it sends them", () => {
    expect(checkPartner({ name: " Ирина ", contact: " irina@aero.ru ", message: " Привет\n" })).toEqual({
      success: true,
      data: { name: "Ирина", contact: "irina@aero.ru", message: "Привет" },
    });
    expect(checkCallback({ phone: " +7 916 123-45-67 " })).toEqual({
      success: true,
      data: { phone: "+7 916 123-45-67" },
    });
  });

  it("call a field that was not posted at all required", () => {
    const checked = checkForm(callbackSchema(phoneProblem), {} as { phone: string });
    expect(checked).toEqual({ success: false, reasons: { phone: "required" } });
  });

  it("refuse in the browser, before the phone rule has come, only what the full rule refuses too", () => {
    for (const phone of ["", "  ", "12a", "+7 (916) 123 - 45 - 67 . .", "12345", "+7 916 123-45-67"]) {
      const cheap = fieldReasons(callbackSchema(phoneShapeProblem), { phone }).phone;
      const full = fieldReasons(callbackSchema(phoneProblem), { phone }).phone;
      if (cheap) expect(full, phone).toBe(cheap);
    }
  });
});
