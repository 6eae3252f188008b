import { describe, expect, it } from "vitest";
import { isReturnTrip, legNames, legNameText } from "./trip-legs";

const leg = (from: string, to: string) => ({ departure_airport: from, arrival_airport: to });

// Issue 29, item 1: legs are «Перелёт 1», «Перелёт 2»… on a multi-leg trip; «Туда»/«Обратно» only
// for a return; the name is read off the routes, so every page and message says the same (decision 046).
describe("the names of a trip's legs", () => {
  it("gives a one-way flight's only leg no name", () => {
    expect(legNames([leg("UUWW", "URSS")])).toEqual([{ kind: "none" }]);
  });

  it("calls a return's two legs there and back", () => {
    const trip = [leg("UUWW", "URSS"), leg("URSS", "UUWW")];
    expect(isReturnTrip(trip)).toBe(true);
    expect(legNames(trip)).toEqual([{ kind: "there" }, { kind: "back" }]);
  });

  it("numbers every leg of a three-leg tour from 1, never a third «Обратно»", () => {
    const tour = [leg("UUWW", "UWKD"), leg("UWKD", "USSS"), leg("USSS", "UUWW")];
    expect(isReturnTrip(tour)).toBe(false);
    expect(legNames(tour)).toEqual([
      { kind: "leg", n: 1 },
      { kind: "leg", n: 2 },
      { kind: "leg", n: 3 },
    ]);
  });

  it("numbers two legs that do not come back: a chain, or two unconnected flights", () => {
    expect(legNames([leg("UUWW", "UWKD"), leg("UWKD", "USSS")]).map((n) => n.kind)).toEqual(["leg", "leg"]);
    expect(legNames([leg("UUWW", "UWKD"), leg("ULLI", "URSS")]).map((n) => n.kind)).toEqual(["leg", "leg"]);
  });

  it("numbers all five legs of the longest trip", () => {
    const five = [
      leg("UUWW", "UWKD"),
      leg("UWKD", "USSS"),
      leg("USSS", "UNNT"),
      leg("UNNT", "URSS"),
      leg("URSS", "UUWW"),
    ];
    expect(legNames(five).map((name) => (name.kind === "leg" ? name.n : 0))).toEqual([1, 2, 3, 4, 5]);
  });

  it("words a name in either language for the messages and the console", () => {
    expect(legNameText({ kind: "leg", n: 3 }, "ru")).toBe("Перелёт 3");
    expect(legNameText({ kind: "leg", n: 3 }, "en")).toBe("Leg 3");
    expect(legNameText({ kind: "there" }, "ru")).toBe("Туда");
    expect(legNameText({ kind: "back" }, "en")).toBe("Return");
    expect(legNameText({ kind: "none" }, "en")).toBeNull();
  });
});
