import { describe, expect, it } from "vitest";
import { latestWork, specRows } from "./card-facts";

describe("latestWork (spec §3: a non-zero overhaul year is shown instead of the renewal year)", () => {
  it("shows the overhaul when there was one, even with a later refurbishment", () => {
    expect(latestWork({ year_of_renewal: 2012, year_of_overhaul: 2019 })).toEqual({
      kind: "overhaul",
      year: 2019,
    });
    expect(latestWork({ year_of_renewal: 2021, year_of_overhaul: 2018 })).toEqual({
      kind: "overhaul",
      year: 2018,
    });
    expect(latestWork({ year_of_renewal: 0, year_of_overhaul: 2022 })).toEqual({
      kind: "overhaul",
      year: 2022,
    });
  });

  it("shows the cabin refurbishment when the overhaul year is 0", () => {
    expect(latestWork({ year_of_renewal: 2016, year_of_overhaul: 0 })).toEqual({
      kind: "renewal",
      year: 2016,
    });
  });

  it("shows neither for an aircraft that has had neither", () => {
    expect(latestWork({ year_of_renewal: 0, year_of_overhaul: 0 })).toBeNull();
  });
});

describe("specRows (spec §2 Fleet: specification grid; spec §9 locales)", () => {
  const global5000 = {
    flying_range: 9630,
    cruising_speed: 904,
    cabin_height: 1.91,
    interior_width: 2.4,
    cabin_length: 12.9,
    wing_span: 28.65,
    fuselage_height: 7.57,
    fuselage_length: 29.5,
  };

  it("formats kilometres, km/h and metres in Russian", () => {
    expect(specRows(global5000, "ru")).toEqual([
      // CLDR groups Russian thousands with a no-break space.
      { field: "flying_range", value: "9\u00a0630 км" },
      { field: "cruising_speed", value: "904 км/ч" },
      { field: "cabin_height", value: "1,91 м" },
      { field: "interior_width", value: "2,40 м" },
      { field: "cabin_length", value: "12,90 м" },
      { field: "wing_span", value: "28,65 м" },
      { field: "fuselage_height", value: "7,57 м" },
      { field: "fuselage_length", value: "29,50 м" },
    ]);
  });

  it("formats them in English", () => {
    expect(specRows(global5000, "en").map((row) => row.value)).toEqual([
      "9,630 km",
      "904 km/h",
      "1.91 m",
      "2.40 m",
      "12.90 m",
      "28.65 m",
      "7.57 m",
      "29.50 m",
    ]);
  });
});
