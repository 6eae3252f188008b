import { describe, expect, it } from "vitest";
import { multiLegFormPath, resolveMultiLegForm } from "./multi-leg-form";

/* Issue 29, item 1: the «Сложный маршрут» form without JavaScript (GET /search/multi/). */

const codes: Record<string, string> = {
  Казань: "UWKD",
  Kazan: "UWKD",
  UUWW: "UUWW",
  USSS: "USSS",
  UWKD: "UWKD",
};
const airportCode = (text: string) => codes[text] ?? null;
const form = (query: string) => resolveMultiLegForm(new URLSearchParams(query), "ru", airportCode);

describe("the multi-city form (issue 29, item 1)", () => {
  it("starts with one empty leg", () => {
    expect(form("")).toEqual({
      kind: "form",
      legs: [{ from: "", to: "", date: "", pax: "" }],
      problems: [],
      canAdd: true,
    });
  });

  it("adds a leg from the previous leg's to, with its passengers, up to five", () => {
    const two = form("from1=UUWW&to1=Казань&date1=2026-12-01T09:00&pax1=3&add=1");
    expect(two.kind === "form" && two.legs).toEqual([
      { from: "UUWW", to: "Казань", date: "2026-12-01T09:00", pax: "3" },
      { from: "Казань", to: "", date: "", pax: "3" },
    ]);
    const four = [1, 2, 3, 4].map((n) => `from${n}=A&to${n}=B&date${n}=&pax${n}=1`).join("&");
    const five = form(`${four}&add=1`);
    expect(five.kind === "form" && [five.legs.length, five.canAdd]).toEqual([5, false]);
    const still = form(`${four}&from5=B&to5=C&add=1`);
    expect(still.kind === "form" && still.legs.length).toBe(5);
  });

  it("opens filled with a search's legs to change them, and runs nothing (the results' «Изменить маршрут»)", () => {
    const legs = [
      { from: "UUWW", to: "UWKD", date: "2026-12-01T09:00", pax: 3 },
      { from: "UWKD", to: "USSS", date: "2026-12-03T10:00", pax: 2 },
    ];
    const path = multiLegFormPath(legs, "en");
    expect(path).toBe(
      "/en/search/multi/?from1=UUWW&to1=UWKD&date1=2026-12-01T09%3A00&pax1=3&from2=UWKD&to2=USSS&date2=2026-12-03T10%3A00&pax2=2&edit=1",
    );
    const opened = form(path.split("?")[1]!);
    expect(opened).toEqual({
      kind: "form",
      legs: [
        { from: "UUWW", to: "UWKD", date: "2026-12-01T09:00", pax: "3" },
        { from: "UWKD", to: "USSS", date: "2026-12-03T10:00", pax: "2" },
      ],
      problems: [],
      canAdd: true,
    });
  });

  it("goes to the multi-leg address when every leg reads, names of cities turned into codes", () => {
    expect(
      form(
        "from1=UUWW&to1=Казань&date1=2026-12-01T09:00&pax1=3&from2=Kazan&to2=USSS&date2=2026-12-03T10:00&pax2=2",
      ),
    ).toEqual({
      kind: "redirect",
      location: "/search/multi/UUWW-UWKD-2026-12-01T09%3A00-3/UWKD-USSS-2026-12-03T10%3A00-2/",
    });
  });

  it("comes back with each leg's problem", () => {
    const outcome = form(
      "from1=UUWW&to1=UWKD&date1=2026-12-01T09:00&pax1=3&from2=UWKD&to2=Атлантида&date2=&pax2=2",
    );
    expect(outcome.kind === "form" && outcome.problems).toEqual([{ leg: 2, key: "format" }]);
  });
});
