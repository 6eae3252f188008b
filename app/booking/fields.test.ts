import { describe, expect, it } from "vitest";
import { EMAIL_PATTERN, LIMITS, PHONE_PATTERN } from "~/charter/contract/schemas";
import {
  BOOKING_EMAIL_PATTERN,
  BOOKING_PHONE_PATTERN,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  codeDigits,
  isCompleteCode,
  orderPath,
  registrationErrors,
} from "./fields";

describe("the booking form's rules (spec §5)", () => {
  it("are the API contract's rules, copied so the browser does not load the contract", () => {
    expect(BOOKING_PHONE_PATTERN.source).toBe(PHONE_PATTERN.source);
    expect(BOOKING_PHONE_PATTERN.flags).toBe(PHONE_PATTERN.flags);
    expect(BOOKING_EMAIL_PATTERN.source).toBe(EMAIL_PATTERN.source);
    expect(BOOKING_EMAIL_PATTERN.flags).toBe(EMAIL_PATTERN.flags);
    expect(NAME_MAX_LENGTH).toBe(LIMITS.nameLength);
    expect(EMAIL_MAX_LENGTH).toBe(LIMITS.emailLength);
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
    // spec §5: at most 16 characters, so the bracketed Russian spelling (18) is refused as written.
    expect(registrationErrors({ ...valid, phone: "+7 (916) 123-45-67" }).phone).toBe("format");
    expect(registrationErrors({ ...valid, phone: "89161234567" })).toEqual({});
    expect(registrationErrors({ ...valid, phone: "+7 916 123-45-6-" }).phone).toBe("format");
    expect(registrationErrors({ ...valid, email: "anna+jets@example.ru" }).email).toBe("format");
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
