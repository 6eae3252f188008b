import { describe, expect, it } from "vitest";
import { aircraftSlug, tailFromSlug } from "./aircraft-slug";

// Issue 17, item 4: an aircraft's page is named by its tail number.
describe("aircraft page slug", () => {
  it("is the tail number in lower case and reads back", () => {
    expect(aircraftSlug("RA-67470")).toBe("ra-67470");
    expect(aircraftSlug("EW-435PC")).toBe("ew-435pc");
    expect(tailFromSlug("ra-67470")).toBe("RA-67470");
    expect(tailFromSlug(aircraftSlug("EW-435PC"))).toBe("EW-435PC");
  });

  it("refuses what cannot be a registration mark", () => {
    for (const slug of ["", "RA-67470", "ra_67470", "../etc", "ra-67470-extra", "a".repeat(20)]) {
      expect(tailFromSlug(slug)).toBeNull();
    }
  });
});
