import { describe, expect, it } from "vitest";
import { assignForm, formErrors, noteForm, readStatusChange, statusChangeForm } from "./order-forms";
import { MESSAGE_MAX_LENGTH, NOTE_MAX_LENGTH } from "./pipeline";

const errorsOf = (result: { success: true } | { success: false; error: Parameters<typeof formErrors>[0] }) =>
  result.success ? {} : formErrors(result.error);

describe("the status change form", () => {
  it("reads what a form posts", () => {
    expect(
      readStatusChange({
        version: " 3 ",
        status: "option",
        optionUntil: " 2026-12-03T18:00 ",
        reason: " as typed ",
        channel: "sms",
        message: "  Held until {{until}}.  ",
      }),
    ).toEqual({
      values: {
        version: 3,
        status: "option",
        optionUntil: new Date("2026-12-03T15:00:00Z"),
        reason: " as typed ",
        channel: "sms",
        message: "Held until {{until}}.",
      },
      errors: {},
    });
  });

  it("reads a missing field, or a file, as blank", () => {
    const file = new File(["x"], "x.txt");
    expect(
      readStatusChange({ version: 1, status: "contacted", optionUntil: file, reason: null, channel: null }),
    ).toEqual({
      values: {
        version: 1,
        status: "contacted",
        optionUntil: null,
        reason: "",
        channel: "",
        message: "",
      },
      errors: {},
    });
  });

  it("names each wrong field, and still reads the others", () => {
    const { values, errors } = readStatusChange({
      version: "x",
      status: "won",
      optionUntil: "2026-02-31T10:00",
      reason: "Why",
      channel: "fax",
      message: "Hello",
    });
    expect(errors).toEqual({
      version: "invalid",
      status: "required",
      optionUntil: "invalid",
      channel: "invalid",
    });
    expect(Object.keys(errors)).toEqual(["version", "status", "optionUntil", "channel"]);
    expect(values).toEqual({
      version: null,
      status: null,
      optionUntil: null,
      reason: "Why",
      channel: null,
      message: "Hello",
    });
    expect(
      readStatusChange({ version: "1", status: "quoted", optionUntil: "tomorrow" }).values,
    ).toMatchObject({
      version: 1,
      status: "quoted",
      optionUntil: null,
    });
  });

  it("takes a version as a whole number from 1", () => {
    for (const version of ["1", " 7 ", 2, "0x10"]) {
      expect(errorsOf(statusChangeForm.safeParse({ version, status: "new" }))).toEqual({});
    }
    for (const version of ["", "0", "-1", "1.5", "x", "Infinity", null, undefined, 0]) {
      expect(errorsOf(statusChangeForm.safeParse({ version, status: "new" }))).toEqual({
        version: "invalid",
      });
    }
  });

  it("wants a message with a channel, short enough for it, and nothing without one", () => {
    const status = { version: "1", status: "quoted" };
    expect(readStatusChange({ ...status, channel: "", message: "x".repeat(10_000) }).errors).toEqual({});
    expect(readStatusChange({ ...status, channel: "email", message: "   " }).errors).toEqual({
      message: "required",
    });
    expect(readStatusChange({ ...status, channel: "sms" }).errors).toEqual({ message: "required" });
    const sms = "x".repeat(MESSAGE_MAX_LENGTH.sms);
    expect(readStatusChange({ ...status, channel: "sms", message: ` ${sms} ` }).errors).toEqual({});
    expect(readStatusChange({ ...status, channel: "sms", message: `${sms}x` }).errors).toEqual({
      message: "too_long",
    });
    expect(readStatusChange({ ...status, channel: "email", message: `${sms}x` }).errors).toEqual({});
    // A wrong channel is the channel's problem, not the message's.
    expect(readStatusChange({ ...status, channel: "SMS", message: "" }).errors).toEqual({
      channel: "invalid",
    });
  });

  it("checks the message even when other fields are wrong", () => {
    expect(
      readStatusChange({
        version: "x",
        status: "won",
        optionUntil: "soon",
        channel: "sms",
        message: "x".repeat(MESSAGE_MAX_LENGTH.sms + 1),
      }).errors,
    ).toEqual({ version: "invalid", status: "required", optionUntil: "invalid", message: "too_long" });
  });
});

describe("the assignment form", () => {
  it("takes a staff id, or blank for nobody", () => {
    expect(assignForm.parse({ version: "2", assigneeId: " s1 " })).toEqual({ version: 2, assigneeId: "s1" });
    expect(assignForm.parse({ version: 2, assigneeId: "  " })).toEqual({ version: 2, assigneeId: null });
    expect(assignForm.parse({ version: "2", assigneeId: null })).toEqual({ version: 2, assigneeId: null });
  });

  it("wants the version seen", () => {
    expect(errorsOf(assignForm.safeParse({ version: "", assigneeId: "s1" }))).toEqual({ version: "invalid" });
    expect(errorsOf(assignForm.safeParse({ assigneeId: 5 }))).toEqual({ version: "invalid" });
  });
});

describe("the note form", () => {
  it("keeps the note trimmed", () => {
    expect(noteForm.parse({ body: "  Call after 18:00 \n" })).toEqual({ body: "Call after 18:00" });
    expect(errorsOf(noteForm.safeParse({ body: ` ${"x".repeat(NOTE_MAX_LENGTH)} ` }))).toEqual({});
  });

  it("wants a note, and not too long a one", () => {
    for (const body of ["", "   \n", null, undefined, 5]) {
      expect(errorsOf(noteForm.safeParse({ body }))).toEqual({ body: "required" });
    }
    expect(errorsOf(noteForm.safeParse({ body: "x".repeat(NOTE_MAX_LENGTH + 1) }))).toEqual({
      body: "too_long",
    });
  });
});
