import { describe, expect, it } from "vitest";
import { registrationSchema } from "~/flight/booking/fields";
import { phoneProblem } from "~/utils/phone";
import { phoneShapeProblem } from "~/utils/phone-limits";
import { checkForm, fieldReasons } from "./form-schema";
import { callbackSchema, checkCallback, checkPartner, partnerSchema } from "./lead-rules";

describe("the site forms' schemas (STYLE.md 14)", () => {
  it("name each refused field by its first failed rule, in the order the rules are written", () => {
    const schema = partnerSchema(phoneProblem);
    expect(
      fieldReasons(schema, { name: "   ", contact: "", message: "x".repeat(2_001), consent: "" }),
    ).toEqual({
      name: "required",
      contact: "required",
      message: "tooLong",
      consent: "required",
    });
    expect(
      fieldReasons(registrationSchema(phoneProblem), { name: "", phone: "", email: "", consent: false }),
    ).toEqual({ name: "required", phone: "required", consent: "required" });
  });

  it("give the action the values trimmed, as it sends them", () => {
    expect(
      checkPartner({ name: " Ирина ", contact: " irina@aero.ru ", message: " Привет\n", consent: "on" }),
    ).toEqual({
      success: true,
      data: { name: "Ирина", contact: "irina@aero.ru", message: "Привет", consent: "on" },
    });
    expect(checkCallback({ phone: " +7 916 123-45-67 ", consent: "on" })).toEqual({
      success: true,
      data: { phone: "+7 916 123-45-67", consent: "on" },
    });
  });

  it("call a field that was not posted at all required", () => {
    const checked = checkForm(callbackSchema(phoneProblem), {} as { phone: string; consent: string });
    expect(checked).toEqual({ success: false, reasons: { phone: "required", consent: "required" } });
  });

  it("refuse in the browser, before the phone rule has come, only what the full rule refuses too", () => {
    for (const phone of ["", "  ", "12a", "+7 (916) 123 - 45 - 67 . .", "12345", "+7 916 123-45-67"]) {
      const cheap = fieldReasons(callbackSchema(phoneShapeProblem), { phone, consent: "on" }).phone;
      const full = fieldReasons(callbackSchema(phoneProblem), { phone, consent: "on" }).phone;
      if (cheap) expect(full, phone).toBe(cheap);
    }
  });

  it("refuse every lead form until the visitor ticks the consent box (issue 28, item 8)", () => {
    const phone = "+7 916 123-45-67";
    for (const consent of ["", "off", "true", "1"]) {
      expect(checkCallback({ phone, consent }), consent).toEqual({
        success: false,
        reasons: { consent: "required" },
      });
    }
    expect(checkCallback({ phone, consent: "on" }).success).toBe(true);
    expect(checkPartner({ name: "Ирина", contact: "irina@aero.ru", message: "Привет", consent: "" })).toEqual(
      { success: false, reasons: { consent: "required" } },
    );
    expect(
      fieldReasons(registrationSchema(phoneProblem), { name: "Анна", phone, email: "", consent: false }),
    ).toEqual({ consent: "required" });
  });
});
