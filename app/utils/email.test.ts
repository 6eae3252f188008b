import { describe, expect, it } from "vitest";
import { EMAIL_MAX_LENGTH, isValidEmail } from "./email";

describe("the e-mail rule (API.md Conventions)", () => {
  it.each([
    "name@company.travel",
    "x@aviacompany.aero",
    "a@b.museum",
    "anna.petrova@example.com",
    "anna.petrova+jet@example.com",
    "o'brien@example.ie",
    "Anna_P@mail.ru",
    "sales@sub.domain.company.co.uk",
    "ops-team@my-company.online",
    "info@пример.рф",
    "info@xn--e1afmkfd.xn--p1ai",
    "  name@company.travel  ",
  ])("accepts %j", (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ["nothing", ""],
    ["no at", "name.company.travel"],
    ["two ats", "a@b@c.com"],
    ["no domain", "name@"],
    ["no top-level domain", "name@localhost"],
    ["a one-letter top-level domain", "name@company.x"],
    ["a numeric top-level domain", "name@company.123"],
    ["a leading dot", ".name@company.com"],
    ["two dots", "na..me@company.com"],
    ["a trailing dot in the local part", "name.@company.com"],
    ["a hyphen ending a label", "name@company-.com"],
    ["a space", "na me@company.com"],
    ["an angle bracket", "<name@company.com>"],
    ["a local part over 64 characters", `${"a".repeat(65)}@company.com`],
    ["a label over 63 characters", `name@${"a".repeat(64)}.com`],
    ["an address over 254 characters", `name@${"a.".repeat(124)}com`],
  ])("refuses %s", (_why, email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it("takes an address of exactly 254 characters", () => {
    const email = `n@${"a".repeat(63)}.${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(53)}.travel`;
    expect(email).toHaveLength(EMAIL_MAX_LENGTH);
    expect(isValidEmail(email)).toBe(true);
  });
});
