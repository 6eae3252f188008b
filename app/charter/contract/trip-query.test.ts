import { describe, expect, it } from "vitest";
import { MAX_TRIP_LEGS } from "../engine/planner";
import { toValidationError } from "./errors";
import { legField, legParam, MAX_LEGS, TripSearchQuerySchema } from "./trip-query";

/* Issue 29, item 1: the `leg` parameters of GET /api/cards, read and named (decision 045). */

describe("the leg parameters of a multi-leg search", () => {
  it("allows as many legs as the planner plans", () => {
    expect(MAX_LEGS).toBe(MAX_TRIP_LEGS);
  });

  it("reads each leg, normalised as the one-way fields are", () => {
    expect(
      TripSearchQuerySchema.parse({
        leg: [" uuww , UWKD ,2026-12-01T09:00, 3", "UWKD,USSS,2026-12-01T09:00:30,2"],
      }),
    ).toEqual({
      legs: [
        { departure_airport: "UUWW", arrival_airport: "UWKD", departure_date: "2026-12-01T09:00:00", pax: 3 },
        { departure_airport: "UWKD", arrival_airport: "USSS", departure_date: "2026-12-01T09:00:30", pax: 2 },
      ],
    });
  });

  it("names every refused part by its leg, counted from 1", () => {
    const result = TripSearchQuerySchema.safeParse({
      leg: ["UUWW,UWKD,2026-12-05T09:00,3", "UWKD,UWKD,2026-12-04T09:00,3", "USSS;UUWW;2026-12-06T09:00;1"],
    });
    expect(result.success).toBe(false);
    expect(toValidationError(result.error!).error.fields).toEqual({
      "leg[2].to": "must differ from the leg's from",
      "leg[2].departure": "must not be before the departure of leg[1]",
      "leg[3]": expect.stringMatching(/^must be FROM,TO,YYYY-MM-DDTHH:MM,PAX/),
    });
  });

  it("writes a leg as its parameter and names its fields", () => {
    expect(
      legParam({
        departure_airport: "UUWW",
        arrival_airport: "UWKD",
        departure_date: "2026-12-01T09:00:00",
        pax: 3,
      }),
    ).toBe("UUWW,UWKD,2026-12-01T09:00,3");
    expect(legField(0)).toBe("leg[1]");
    expect(legField(4, "pax")).toBe("leg[5].pax");
  });
});
