import { describe, expect, it } from "vitest";
import { PartnerEmailBodySchema, PhoneSchema } from "~/charter/contract/schemas";
import { LEAD_LIMITS, partnerProblems, phoneProblem } from "~/forms/lead-rules";

/** The partner form's verdict on its contact, the other fields being fine. */
function contactProblem(contact: string) {
  return (
    partnerProblems({ name: "Ирина", contact, message: "Сотрудничество", consent: "on" }).contact ?? null
  );
}

describe("lead form rules (spec §5, API.md Conventions)", () => {
  it("judge a phone and a contact as the API contract does", () => {
    const contacts = [
      "+7 (916) 123-45-67",
      "8 916 123 45 67",
      "+374 10 123456",
      "ops@jets.travel",
      "12345",
      "x@y",
    ];
    for (const value of contacts) {
      const body = { name: "Ирина", contact: value, message: "Сотрудничество" };
      expect(contactProblem(value) === null, value).toBe(PartnerEmailBodySchema.safeParse(body).success);
      if (!value.includes("@")) {
        expect(phoneProblem(value) === null, value).toBe(PhoneSchema.safeParse(value).success);
      }
    }
  });

  it("take a phone in any spelling people type, from any country", () => {
    for (const phone of [
      "+7 (916) 123-45-67",
      "8 (916) 123-45-67",
      "8 916 123 45 67",
      "89161234567",
      "+7.916.123.45.67",
      "007 916 123 45 67",
      " +79161234567 ",
      "+971 50 123 4567",
      "+44 20 7946 0958",
      "+90 532 123 45 67",
    ]) {
      expect(phoneProblem(phone), phone).toBeNull();
    }
    expect(phoneProblem("")).toBe("required");
    expect(phoneProblem("+7 (916) 123 - 45 - 67 . .")).toBe("tooLong");
    for (const phone of ["12345", "+7 916 123", "7999abc4567", "+7 916 123-45-67 доб. 5"]) {
      expect(phoneProblem(phone), phone).toBe("invalid");
    }
  });

  it("take an e-mail or a phone as the partner's contact", () => {
    expect(contactProblem("ops@north-wings.aero")).toBeNull();
    expect(contactProblem("Anna.Petrova@Example.COM")).toBeNull();
    expect(contactProblem("ops@north-wings.travel")).toBeNull();
    expect(contactProblem("+79991234567")).toBeNull();
    expect(contactProblem("8 (916) 123-45-67")).toBeNull();
    expect(contactProblem("ops@north-wings")).toBe("invalid");
    expect(contactProblem("12345")).toBe("invalid");
    expect(contactProblem(" ")).toBe("required");
    expect(contactProblem(`${"a".repeat(LEAD_LIMITS.contact)}@x.ru`)).toBe("tooLong");
  });

  it("let the partner form be sent only with a name, a valid contact and a message", () => {
    const consent = "on";
    expect(
      partnerProblems({ name: "Ирина", contact: "irina@aero.ru", message: "Сотрудничество", consent }),
    ).toEqual({});
    expect(partnerProblems({ name: "", contact: "irina@aero", message: " ", consent })).toEqual({
      name: "required",
      contact: "invalid",
      message: "required",
    });
    expect(
      partnerProblems({
        name: "a".repeat(201),
        contact: "+79991234567",
        message: "b".repeat(2_001),
        consent,
      }),
    ).toEqual({ name: "tooLong", message: "tooLong" });
  });
});
