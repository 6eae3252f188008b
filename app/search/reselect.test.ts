import { describe, expect, it } from "vitest";
import { cardExample } from "~/charter/contract/examples";
import type { Card } from "~/charter/contract/schemas";
import { reselectCard } from "./reselect";

const card = (id: string, aircraft: string): Card => ({ ...cardExample, id, aircraft });

describe("reselectCard (spec §2: re-select a card with the same aircraft after a new search)", () => {
  const cards = [
    card("aaaaaaaaaaaa", "RA-11111"),
    card("bbbbbbbbbbbb", "RA-67221"),
    card("cccccccccccc", "RA-67221"),
  ];

  it("picks the first card of the same aircraft", () => {
    expect(reselectCard(cards, "RA-67221")?.id).toBe("bbbbbbbbbbbb");
  });

  it("matches the registration mark whatever its case", () => {
    expect(reselectCard(cards, "ra-11111")?.id).toBe("aaaaaaaaaaaa");
  });

  it("answers null when the aircraft is no longer offered, so the visitor lands on the results", () => {
    expect(reselectCard(cards, "RA-99999")).toBeNull();
    expect(reselectCard([], "RA-67221")).toBeNull();
  });

  it("answers null without a selection", () => {
    expect(reselectCard(cards, null)).toBeNull();
    expect(reselectCard(cards, " ")).toBeNull();
  });
});
