import { describe, expect, it } from "vitest";
import {
  PHONE_MAX_LENGTH,
  formatPhone,
  formatPhoneInput,
  formatPhoneTyping,
  isValidPhone,
  phoneE164,
  phoneProblem,
} from "./phone";

describe("the phone rule (API.md Conventions)", () => {
  it.each([
    "+7 (916) 123-45-67",
    "8 (916) 123-45-67",
    "8 916 123 45 67",
    "89161234567",
    "+79161234567",
    "+7 916 123-45-67",
    "+7.916.123.45.67",
    "8.916.123.45.67",
    "007 916 123 45 67",
    "00 7 916 123 45 67",
    "9161234567",
    "(916) 123-45-67",
    "7 916 123 45 67",
    "+7-916-123-45-67",
    "  +7 (916) 123-45-67  ",
    // Copied from a page: non-breaking spaces and en dashes.
    "+7\u00A0916\u00A0123–45–67",
  ])("reads the Russian spelling %j as +79161234567", (typed) => {
    expect(phoneE164(typed)).toBe("+79161234567");
  });

  it.each([
    ["+971 50 123 4567", "+971501234567"],
    ["00971 50 123 4567", "+971501234567"],
    ["+44 20 7946 0958", "+442079460958"],
    ["0044 20 7946 0958", "+442079460958"],
    ["+374 10 123456", "+37410123456"],
    ["+90 532 123 45 67", "+905321234567"],
    ["+1 (202) 555-0143", "+12025550143"],
    ["+86 138 0013 8000", "+8613800138000"],
    ["+7 701 234 56 78", "+77012345678"],
    ["8 (495) 120-45-45", "+74951204545"],
    ["8 800 555-35-35", "+78005553535"],
  ])("accepts a number of another country or a landline: %j", (typed, e164) => {
    expect(phoneE164(typed)).toBe(e164);
  });

  it.each([
    ["nothing", ""],
    ["spaces", "   "],
    ["too short", "12345"],
    ["too short with a country code", "+7 916 123"],
    ["a digit too many", "+7 916 123 45 678"],
    ["an unknown country code", "+999 123 456 789"],
    ["zeros", "+7 000 000 00 00"],
    ["a plus alone", "+"],
    ["a plus in the middle", "8 916 +123 45 67"],
    ["letters", "abc"],
    ["letters after the number", "+7 916 123-45-67 доб. 5"],
    ["a letter inside", "+7 916 12З-45-67"],
    ["an x", "+79161234567x"],
    ["a slash", "+7 916/123-45-67"],
    ["a scheme", "tel:+79161234567"],
    ["more than 24 characters", "+7  (916)  123 - 45 - 67."],
  ])("refuses %s", (_why, typed) => {
    expect(phoneE164(typed)).toBeNull();
    expect(isValidPhone(typed)).toBe(false);
  });

  it("refuses anything longer than 24 characters, however valid its digits", () => {
    const longest = "+7  (916)  123 - 45 - 67";
    expect(longest).toHaveLength(PHONE_MAX_LENGTH);
    expect(phoneE164(longest)).toBe("+79161234567");
    expect(phoneE164(`${longest}.`)).toBeNull();
    expect(phoneProblem(`${longest}.`)).toBe("tooLong");
  });

  it("names the problem: nothing typed, too long, not a number", () => {
    expect(phoneProblem("")).toBe("required");
    expect(phoneProblem(" ")).toBe("required");
    expect(phoneProblem("1".repeat(25))).toBe("tooLong");
    expect(phoneProblem("12345")).toBe("invalid");
    expect(phoneProblem("+7 (916) 123-45-67")).toBeNull();
  });
});

describe("formatting as the visitor types (AsYouType, region RU)", () => {
  it("lays a Russian number out the Russian way, with +7 or with 8", () => {
    expect(formatPhoneInput("+79161234567")).toBe("+7 (916) 123-45-67");
    expect(formatPhoneInput("89161234567")).toBe("8 (916) 123-45-67");
    expect(formatPhoneInput("8 916 123 45 67")).toBe("8 (916) 123-45-67");
    expect(formatPhoneInput("+7.916.123.45.67")).toBe("+7 (916) 123-45-67");
    expect(formatPhoneInput("007 916 123 45 67")).toBe("+7 (916) 123-45-67");
    expect(formatPhoneInput("9161234567")).toBe("916 123-45-67");
  });

  it("lays a foreign number out as its country writes it internationally", () => {
    expect(formatPhoneInput("+971501234567")).toBe("+971 50 123 4567");
    expect(formatPhoneInput("+442079460958")).toBe("+44 20 7946 0958");
    expect(formatPhoneInput("+905321234567")).toBe("+90 532 123 45 67");
  });

  it("typed key by key, ends with the same text whatever separators were typed", () => {
    for (const [typed, shown] of [
      ["+7 (916) 123-45-67", "+7 (916) 123-45-67"],
      ["8 916 123 45 67", "8 (916) 123-45-67"],
      ["+971 50 123 4567", "+971 50 123 4567"],
    ] as const) {
      let value = "";
      for (const key of typed) value = formatPhoneTyping(value + key, value.length + 1).value;
      expect(value, typed).toBe(shown);
    }
  });

  it("leaves text with letters, or a plus alone, as typed", () => {
    expect(formatPhoneInput("+")).toBe("+");
    expect(formatPhoneInput("")).toBe("");
    expect(formatPhoneInput("8916 звоните вечером")).toBe("8916 звоните вечером");
  });

  it("keeps the caret after the same digits, or at the end", () => {
    // A digit typed at the end: the caret stays at the end, past the added separators.
    expect(formatPhoneTyping("8 (916) 123-45-6", 16)).toEqual({ value: "8 (916) 123-45-6", caret: 16 });
    expect(formatPhoneTyping("89161", 5)).toEqual({ value: "8 (916) 1", caret: 9 });
    // A digit typed in the middle ("8 (916) |23-45-67" + "1"): after that digit, not at the end.
    const next = formatPhoneTyping("8 (916) 1123-45-67", 9);
    expect(next.value).toBe(formatPhoneInput("891611234567"));
    expect(next.value.slice(0, next.caret).replace(/\D/g, "")).toBe("89161");
    // "00" becomes "+": the caret after "007" lands after "+7".
    const zeros = formatPhoneTyping("007916", 3);
    expect(zeros.value.slice(0, zeros.caret)).toBe("+7");
  });

  it("shows a number back from any spelling, foreign ones in their own layout", () => {
    expect(formatPhone("89161234567")).toBe("+7 (916) 123-45-67");
    expect(formatPhone("+7 916 123 45 67")).toBe("+7 (916) 123-45-67");
    expect(formatPhone("00 44 20 7946 0958")).toBe("+44 20 7946 0958");
    expect(formatPhone(" not a phone ")).toBe("not a phone");
  });
});
