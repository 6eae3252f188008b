import { describe, expect, it } from "vitest";
import { fleetSortSearch, isSortOnlyChange, parseFleetSort, sortFleet } from "./sort";

// A slice of the house fleet (spec §3: two Challenger 850, one Challenger 300, Hawkers, PC-12s).
const fleet = [
  { number: "RA-67632", type: "Pilatus PC-12/47E NG", year_of_creation: 2020, max_pax: 6 },
  { number: "RA-02811", type: "Hawker 800XP", year_of_creation: 1998, max_pax: 9 },
  { number: "RA-67471", type: "Challenger 850", year_of_creation: 2011, max_pax: 12 },
  { number: "RA-02774", type: "Hawker 700", year_of_creation: 1984, max_pax: 8 },
  { number: "RA-67470", type: "Challenger 850", year_of_creation: 2008, max_pax: 14 },
  { number: "RA-02795", type: "Hawker 800XP", year_of_creation: 2001, max_pax: 8 },
  { number: "EW-435PC", type: "Challenger 300", year_of_creation: 2010, max_pax: 8 },
];
const tails = (list: readonly { number: string }[]) => list.map((aircraft) => aircraft.number);

describe("fleet sort (spec §4: name, year, seats)", () => {
  it("orders by type, numbers compared as numbers, then by tail number", () => {
    expect(tails(sortFleet(fleet, "name", "ru"))).toEqual([
      "EW-435PC", // Challenger 300
      "RA-67470", // Challenger 850
      "RA-67471",
      "RA-02774", // Hawker 700
      "RA-02795", // Hawker 800XP
      "RA-02811",
      "RA-67632", // Pilatus
    ]);
    expect(tails(sortFleet(fleet, "name", "en"))).toEqual(tails(sortFleet(fleet, "name", "ru")));
  });

  it("orders by year of creation, newest first, ties by name", () => {
    const sorted = sortFleet(
      [...fleet, { number: "RA-73532", type: "Global 5000", year_of_creation: 2011, max_pax: 13 }],
      "year",
      "en",
    );
    expect(sorted.map((aircraft) => aircraft.year_of_creation)).toEqual([
      2020, 2011, 2011, 2010, 2008, 2001, 1998, 1984,
    ]);
    // 2011: Challenger 850 before Global 5000.
    expect(tails(sorted).slice(1, 3)).toEqual(["RA-67471", "RA-73532"]);
  });

  it("orders by seats, most first, ties by name", () => {
    expect(tails(sortFleet(fleet, "seats", "ru"))).toEqual([
      "RA-67470", // 14
      "RA-67471", // 12
      "RA-02811", // 9
      "EW-435PC", // 8: Challenger 300, Hawker 700, Hawker 800XP
      "RA-02774",
      "RA-02795",
      "RA-67632", // 6
    ]);
  });

  it("leaves the list it was given as it was", () => {
    const copy = [...fleet];
    sortFleet(fleet, "seats", "ru");
    expect(fleet).toEqual(copy);
  });

  it("reads ?sort= and writes the default as no parameter", () => {
    expect(parseFleetSort("year")).toBe("year");
    expect(parseFleetSort("seats")).toBe("seats");
    expect(parseFleetSort(null)).toBe("name");
    expect(parseFleetSort("price")).toBe("name");
    expect(fleetSortSearch("name")).toBe("");
    expect(fleetSortSearch("year")).toBe("?sort=year");
  });

  it("tells a change of sort from any other navigation", () => {
    const url = (path: string) => new URL(path, "http://localhost");
    expect(isSortOnlyChange(url("/fleet/"), url("/fleet/?sort=year"))).toBe(true);
    expect(isSortOnlyChange(url("/en/fleet/?sort=year"), url("/en/fleet/?sort=seats"))).toBe(true);
    expect(isSortOnlyChange(url("/fleet/"), url("/en/fleet/"))).toBe(false);
    expect(isSortOnlyChange(url("/fleet/"), url("/fleet/?utm_source=mail"))).toBe(false);
  });
});
