import { describe, expect, it } from "vitest";
import {
  DEAL_STATUSES,
  canMove,
  checkMove,
  isFinal,
  moscowDayStart,
  nextStatuses,
  parseMoscowDateTime,
  preOrderStatusOf,
  toMoscowInput,
  type DealStatus,
} from "./pipeline";

const NOW = new Date("2026-12-01T09:00:00Z");
const HOUR = 3_600_000;

describe("the pipeline's moves", () => {
  it("goes forward, skipping steps", () => {
    expect(canMove("new", "contacted")).toBe(true);
    expect(canMove("new", "quoted")).toBe(true);
    expect(canMove("new", "booked")).toBe(true);
    expect(canMove("quoted", "booked")).toBe(true);
    expect(canMove("booked", "flown")).toBe(true);
  });

  it("moves back among the working stages, never back to new", () => {
    expect(canMove("option", "quoted")).toBe(true);
    expect(canMove("quoted", "contacted")).toBe(true);
    for (const from of DEAL_STATUSES) expect(canMove(from, "new")).toBe(false);
  });

  it("flies only what was booked, and loses only what was not", () => {
    for (const from of ["new", "contacted", "quoted", "option"] as const) {
      expect(canMove(from, "flown")).toBe(false);
      expect(canMove(from, "lost")).toBe(true);
    }
    expect(canMove("booked", "lost")).toBe(false);
    expect(canMove("booked", "cancelled")).toBe(true);
    expect(canMove("booked", "quoted")).toBe(false);
  });

  it("keeps flown and cancelled final, and lets a lost deal be reopened", () => {
    expect(isFinal("flown")).toBe(true);
    expect(isFinal("cancelled")).toBe(true);
    expect(isFinal("lost")).toBe(false);
    expect(nextStatuses("lost")).toEqual(["contacted"]);
  });

  it("renews an option, and allows no other move to the same status", () => {
    expect(canMove("option", "option")).toBe(true);
    for (const status of DEAL_STATUSES.filter((s) => s !== "option")) {
      expect(canMove(status, status)).toBe(false);
    }
  });

  it("maps every stage to API.md's pre-order status", () => {
    const mapped = Object.fromEntries(DEAL_STATUSES.map((s) => [s, preOrderStatusOf(s)]));
    expect(mapped).toEqual({
      new: "received",
      contacted: "in_progress",
      quoted: "in_progress",
      option: "in_progress",
      booked: "confirmed",
      flown: "confirmed",
      lost: "cancelled",
      cancelled: "cancelled",
    });
  });
});

describe("checkMove", () => {
  const move = (from: DealStatus, to: DealStatus, extra: Partial<Parameters<typeof checkMove>[0]> = {}) =>
    checkMove({ from, to, optionUntil: null, reason: null, now: NOW, ...extra });

  it("refuses a move the pipeline does not have", () => {
    expect(move("flown", "contacted")).toEqual({ ok: false, errors: { status: "not_allowed" } });
  });

  it("needs a future hold date, within the longest option, for an option", () => {
    expect(move("quoted", "option")).toEqual({ ok: false, errors: { optionUntil: "required" } });
    expect(move("quoted", "option", { optionUntil: new Date(NOW.getTime() - HOUR) })).toEqual({
      ok: false,
      errors: { optionUntil: "past" },
    });
    expect(move("quoted", "option", { optionUntil: new Date(NOW.getTime() + 61 * 24 * HOUR) })).toEqual({
      ok: false,
      errors: { optionUntil: "too_far" },
    });
    const until = new Date(NOW.getTime() + 48 * HOUR);
    expect(move("quoted", "option", { optionUntil: until, reason: "ignored" })).toEqual({
      ok: true,
      optionUntil: until,
      reason: null,
    });
  });

  it("needs a reason to lose or cancel, and trims it", () => {
    expect(move("contacted", "lost", { reason: "   " })).toEqual({
      ok: false,
      errors: { reason: "required" },
    });
    expect(move("contacted", "lost", { reason: "x".repeat(501) })).toEqual({
      ok: false,
      errors: { reason: "too_long" },
    });
    expect(move("booked", "cancelled", { reason: "  Клиент отменил поездку " })).toEqual({
      ok: true,
      optionUntil: null,
      reason: "Клиент отменил поездку",
    });
  });

  it("does not let a flight be flown before it departs", () => {
    expect(move("booked", "flown", { departsAt: new Date(NOW.getTime() + HOUR) })).toEqual({
      ok: false,
      errors: { status: "before_departure" },
    });
    expect(move("booked", "flown", { departsAt: new Date(NOW.getTime() - HOUR) }).ok).toBe(true);
  });

  it("reports every bad field at once", () => {
    expect(move("flown", "option")).toEqual({
      ok: false,
      errors: { status: "not_allowed", optionUntil: "required" },
    });
  });
});

describe("Moscow time", () => {
  it("reads a typed date-time as Moscow time", () => {
    expect(parseMoscowDateTime("2026-12-03T18:00")?.toISOString()).toBe("2026-12-03T15:00:00.000Z");
    expect(toMoscowInput(new Date("2026-12-03T15:00:00Z"))).toBe("2026-12-03T18:00");
  });

  it("refuses what is not a real date-time", () => {
    expect(parseMoscowDateTime("2026-02-31T10:00")).toBeNull();
    expect(parseMoscowDateTime("tomorrow")).toBeNull();
    expect(parseMoscowDateTime("2026-12-03T25:00")).toBeNull();
  });

  it("starts the Moscow day at 21:00 UTC of the day before", () => {
    expect(moscowDayStart(new Date("2026-12-01T22:30:00Z")).toISOString()).toBe("2026-12-01T21:00:00.000Z");
    expect(moscowDayStart(new Date("2026-12-01T20:59:00Z")).toISOString()).toBe("2026-11-30T21:00:00.000Z");
  });
});
