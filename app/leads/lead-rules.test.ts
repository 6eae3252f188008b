import { describe, expect, it } from "vitest";
import { EMAIL_PATTERN, PHONE_PATTERN } from "~/charter/contract/schemas";
import {
  LEAD_EMAIL_PATTERN,
  LEAD_LIMITS,
  LEAD_PHONE_PATTERN,
  contactProblem,
  partnerProblems,
  phoneProblem,
} from "./lead-rules";

describe("lead form rules (spec §5)", () => {
  it("check with the API contract's own patterns and limits", () => {
    // The browser's copies must not drift from what the API accepts.
    expect(LEAD_PHONE_PATTERN.source).toBe(PHONE_PATTERN.source);
    expect(LEAD_PHONE_PATTERN.flags).toBe(PHONE_PATTERN.flags);
    expect(LEAD_EMAIL_PATTERN.source).toBe(EMAIL_PATTERN.source);
    expect(LEAD_EMAIL_PATTERN.flags).toBe(EMAIL_PATTERN.flags);
  });

  it("take a phone of 5 to 16 characters that starts with a digit or + and ends with a digit", () => {
    for (const phone of ["+79991234567", "8 999 123-45-67", "12345", "+7(999)1234567", " +79991234567 "]) {
      expect(phoneProblem(phone), phone).toBeNull();
    }
    expect(phoneProblem("")).toBe("required");
    for (const phone of ["1234", "+7 (999) 123-45-67", "79991234567-", "-79991234567", "7999abc4567"]) {
      expect(phoneProblem(phone), phone).toBe("invalid");
    }
  });

  it("take an e-mail or a phone as the partner's contact", () => {
    expect(contactProblem("ops@north-wings.aero")).toBeNull();
    expect(contactProblem("Anna.Petrova@Example.COM")).toBeNull();
    expect(contactProblem("+79991234567")).toBeNull();
    expect(contactProblem("ops@north-wings")).toBe("invalid");
    expect(contactProblem("ops@north-wings.travel")).toBe("invalid");
    expect(contactProblem(" ")).toBe("required");
    expect(contactProblem(`${"a".repeat(LEAD_LIMITS.contact)}@x.ru`)).toBe("tooLong");
  });

  it("let the partner form be sent only with a name, a valid contact and a message", () => {
    expect(partnerProblems({ name: "Ирина", contact: "irina@aero.ru", message: "Сотрудничество" })).toEqual(
      {},
    );
    expect(partnerProblems({ name: "", contact: "irina@aero", message: " " })).toEqual({
      name: "required",
      contact: "invalid",
      message: "required",
    });
    expect(
      partnerProblems({ name: "a".repeat(201), contact: "+79991234567", message: "b".repeat(2_001) }),
    ).toEqual({ name: "tooLong", message: "tooLong" });
  });
});
