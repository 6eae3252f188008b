import { describe, expect, it } from "vitest";
import { EmailSchema, LIMITS, PhoneSchema } from "~/charter/contract/schemas";
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  codeDigits,
  isCompleteCode,
  orderPath,
  registrationErrors,
} from "./fields";

describe("the booking form's rules (spec §5, API.md Conventions)", () => {
  it("judge a phone and an e-mail as the API contract does", () => {
    expect(NAME_MAX_LENGTH).toBe(LIMITS.nameLength);
    expect(EMAIL_MAX_LENGTH).toBe(LIMITS.emailLength);
    expect(PHONE_MAX_LENGTH).toBe(24);
    const phones = ["+7 (916) 123-45-67", "8 916 123 45 67", "+44 20 7946 0958", "12345", "+7 916 abc", ""];
    for (const phone of phones) {
      const fields = { name: "Анна", phone, email: "", consent: true };
      expect(registrationErrors(fields).phone === undefined, phone).toBe(
        PhoneSchema.safeParse(phone).success,
      );
    }
    const emails = ["name@company.travel", "x@aviacompany.aero", "anna@example", "a b@example.ru"];
    for (const email of emails) {
      const fields = { name: "Анна", phone: "89161234567", email, consent: true };
      expect(registrationErrors(fields).email === undefined, email).toBe(
        EmailSchema.safeParse(email).success,
      );
    }
  });

  const valid = { name: "Анна", phone: "+7 916 123-45-67", email: "", consent: true };

  it("lets the booking through with a name, a valid phone and consent; the e-mail is optional (decision 009)", () => {
    expect(registrationErrors(valid)).toEqual({});
    expect(registrationErrors({ ...valid, email: "anna.petrova@example.ru" })).toEqual({});
    expect(registrationErrors({ ...valid, email: "  " })).toEqual({});
  });

  it("gives each refused field its reason", () => {
    expect(registrationErrors({ name: " ", phone: "", email: "anna@example", consent: false })).toEqual({
      name: "required",
      phone: "required",
      email: "format",
      consent: "required",
    });
    expect(registrationErrors({ ...valid, name: "x".repeat(201) }).name).toBe("tooLong");
    expect(registrationErrors({ ...valid, name: "Анна\u0000" }).name).toBe("control");
    // API.md: the usual Russian spellings and foreign numbers pass; a short or garbled one does not.
    expect(registrationErrors({ ...valid, phone: "+7 (916) 123-45-67" })).toEqual({});
    expect(registrationErrors({ ...valid, phone: "8 (916) 123-45-67" })).toEqual({});
    expect(registrationErrors({ ...valid, phone: "89161234567" })).toEqual({});
    expect(registrationErrors({ ...valid, phone: "+971 50 123 4567" })).toEqual({});
    expect(registrationErrors({ ...valid, phone: "12345" }).phone).toBe("format");
    expect(registrationErrors({ ...valid, phone: "+7 916 123-45-6-" }).phone).toBe("format");
    expect(registrationErrors({ ...valid, phone: "+7 (916) 123 - 45 - 67 . ." }).phone).toBe("tooLong");
    expect(registrationErrors({ ...valid, email: "anna+jets@example.ru" })).toEqual({});
    expect(registrationErrors({ ...valid, email: "name@company.travel" })).toEqual({});
    expect(registrationErrors({ ...valid, email: `${"a".repeat(250)}@example.ru` }).email).toBe("tooLong");
  });

  it("takes the code's digits from what was typed or pasted, and calls four of them complete (spec §4)", () => {
    expect(codeDigits("Код: 1234")).toBe("1234");
    expect(codeDigits("12 34 56")).toBe("1234");
    expect(codeDigits("12a")).toBe("12");
    expect(isCompleteCode("123")).toBe(false);
    expect(isCompleteCode("0123")).toBe(true);
    expect(isCompleteCode("12345")).toBe(false);
  });

  it("posts to the card's order page in the page's language, with the trailing slash", () => {
    expect(orderPath("abc123def456", "ru")).toBe("/flight/abc123def456/order/");
    expect(orderPath("abc123def456", "en")).toBe("/en/flight/abc123def456/order/");
  });
});
