import { describe, expect, it } from "vitest";
import { cardExample, routeExample } from "~/charter/contract/examples";
import type { Card } from "~/charter/contract/schemas";
import {
  absolutePageUrl,
  breakdownIn,
  cabinDimensions,
  formatDayMonth,
  formatOrderDate,
  seatLayoutUrl,
  shareLinks,
  totalCo2Kg,
} from "./flight-facts";

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("the order-info date (spec §2: Russian day, month, year, hour, minute)", () => {
  it("writes Russian as «24 ноября 2026 г., 12:00», airport-local", () => {
    expect(formatOrderDate("2026-11-24T12:00:00", "ru")).toBe("24 ноября 2026 г., 12:00");
    expect(formatOrderDate("2026-03-01T07:05", "ru")).toBe("1 марта 2026 г., 07:05");
  });

  it("writes English in its own order, 24-hour", () => {
    expect(formatOrderDate("2026-11-24T18:30:00", "en")).toBe("November 24, 2026, 18:30");
  });

  it("gives the title's day and month", () => {
    expect(formatDayMonth("2026-11-24T12:00:00", "ru")).toBe("24 ноября");
    expect(formatDayMonth("2026-11-24T12:00:00", "en")).toBe("November 24");
  });
});

describe("the cabin section", () => {
  it("lists the six dimensions of spec §2 in metres, in its order, null ones left for 'on request'", () => {
    const rows = cabinDimensions({ ...routeExample.characteristics, wing_span: null }, "ru");
    expect(rows.map((row) => row.field)).toEqual([
      "cabin_height",
      "wing_span",
      "cabin_length",
      "fuselage_height",
      "interior_width",
      "fuselage_length",
    ]);
    expect(rows[1]?.value).toBeNull();
    for (const row of rows.filter((r) => r.value !== null))
      expect(nbsp(row.value ?? "")).toMatch(/^\d+,\d{2} м$/);
  });

  it("takes the seat layout from the aircraft images, else from the card", () => {
    const card = cardExample as Card;
    expect(seatLayoutUrl(card, "/media/seats.svg")).toBe("/media/seats.svg");
    expect(seatLayoutUrl(card, null)).toBe(card.aircraft_picture_urls.seats);
  });
});

describe("price breakdown and CO2", () => {
  it("itemises a leg in the chosen currency; the lines add up to its price within a unit a line", () => {
    for (const currency of ["rub", "usd", "eur"] as const) {
      const { lines, sum } = breakdownIn(routeExample, currency);
      expect(lines.length).toBe(routeExample.price_breakdown.length);
      expect(Math.abs(sum - routeExample.price[currency])).toBeLessThanOrEqual(lines.length);
    }
  });

  it("adds up the legs' CO2", () => {
    const card = { ...cardExample, routes: [routeExample, { ...routeExample, co2_kg: 1000 }] } as Card;
    expect(totalCo2Kg(card)).toBe(routeExample.co2_kg + 1000);
  });
});

describe("share links (spec §2: two messengers and e-mail, with the page's address)", () => {
  const url = absolutePageUrl("https://charterline.example/", "/flight/crd_1/", "?currency=eur");

  it("builds the absolute address on SITE_URL with the query string", () => {
    expect(url).toBe("https://charterline.example/flight/crd_1/?currency=eur");
  });

  it("carries the address, encoded, in every link", () => {
    const links = shareLinks(url, "Challenger 850, Москва → Стамбул");
    const encoded = encodeURIComponent(url);
    expect(links.telegram).toBe(
      `https://t.me/share/url?url=${encoded}&text=${encodeURIComponent("Challenger 850, Москва → Стамбул")}`,
    );
    expect(links.whatsapp.startsWith("https://wa.me/?text=")).toBe(true);
    expect(decodeURIComponent(links.whatsapp.slice("https://wa.me/?text=".length))).toContain(url);
    expect(links.email).toContain(`&body=${encoded}`);
    expect(links.email.startsWith("mailto:?subject=")).toBe(true);
  });
});
