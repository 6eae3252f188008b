import { existsSync, readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { aircraftType } from "~/charter/fleet/aircraft-types";
import { HOUSE_FLEET } from "~/charter/fleet/fleet";
import { createDatasetSource } from "~/content/dataset-source.server";
import { PRODUCTION_DATASET_FILE } from "../support/content-fixtures";

/**
 * The CMS fleet of the shipped dataset, read through the embedded content source with GROQ as the
 * site reads it: in step with the charter engine's house fleet (spec §3, "Fleet item"), every
 * picture slot resolving to an SVG under public/, and the registration-mark lookup (spec §3) giving
 * every house aircraft a compensation PDF that exists.
 */

const PUBLIC_DIR = fileURLToPath(new URL("../../public", import.meta.url));
const source = createDatasetSource({ file: PRODUCTION_DATASET_FILE });

interface Picture {
  url: string | null;
  width: number | null;
  height: number | null;
  alt: { ru?: string; en?: string } | null;
}

interface FleetItem {
  _id: string;
  number: string;
  type: string;
  max_pax: number;
  year_of_creation: number;
  description: { ru?: string; en?: string } | null;
  images: Picture[] | null;
  salon: Picture | null;
  seats: Picture | null;
}

const PICTURE = `{
  "url": asset->url,
  "width": asset->metadata.dimensions.width,
  "height": asset->metadata.dimensions.height,
  alt
}`;

const fleet = (await source.fetch(
  `*[_type == "fleetAircraft"] | order(number asc){
    _id, number, type, max_pax, year_of_creation, description,
    "images": images[]${PICTURE},
    "salon": salon${PICTURE},
    "seats": seats${PICTURE}
  }`,
)) as FleetItem[];

const groups = (await source.fetch(
  `*[_type == "registrationMarkDocument"]{ _id, marks, "path": compensations.path, flights }`,
)) as { _id: string; marks: string[] | null; path: string | null; flights: string | null }[];

const houseTails = HOUSE_FLEET.map((aircraft) => aircraft.tailNumber).sort();
const svgOf = (url: string) => readFileSync(`${PUBLIC_DIR}${url}`, "utf8");

describe("CMS fleet against the charter engine's house fleet (spec §3)", () => {
  it("has one fleetAircraft per house tail number, with the engine's type, seats and year", () => {
    expect(fleet.map((item) => item.number)).toEqual(houseTails);
    for (const aircraft of HOUSE_FLEET) {
      const item = fleet.find((candidate) => candidate.number === aircraft.tailNumber);
      expect(item, aircraft.tailNumber).toMatchObject({
        _id: `fleet-${aircraft.tailNumber.toLowerCase()}`,
        type: aircraftType(aircraft.typeId).name,
        max_pax: aircraft.maxPassengers,
        year_of_creation: aircraft.yearOfCreation,
      });
    }
  });

  it("holds the spec's eleven aircraft by type, seats 6 to 14, built 1984 to 2020", () => {
    const counts: Record<string, number> = {};
    for (const item of fleet) counts[item.type] = (counts[item.type] ?? 0) + 1;
    expect(counts).toEqual({
      "Challenger 850": 2,
      "Challenger 300": 1,
      "Global 5000": 1,
      "Pilatus PC-12/47E NG": 2,
      "Hawker 850XP": 1,
      "Hawker 800XP": 3,
      "Hawker 700": 1,
    });
    const seats = fleet.map((item) => item.max_pax);
    const years = fleet.map((item) => item.year_of_creation);
    expect([Math.min(...seats), Math.max(...seats)]).toEqual([6, 14]);
    expect([Math.min(...years), Math.max(...years)]).toEqual([1984, 2020]);
  });

  it("describes every aircraft in Russian and English", () => {
    for (const item of fleet) {
      expect(item.description?.ru, item.number).toMatch(/[А-Яа-яЁё]/);
      expect(item.description?.en, item.number).toMatch(/^[A-Z]/);
      expect(item.description?.en, item.number).not.toMatch(/[А-Яа-яЁё]/);
    }
  });
});

describe("fleet pictures", () => {
  const slots = fleet.flatMap((item) => [
    ...(item.images ?? []).map((picture, index) => ({ where: `${item.number} images[${index}]`, picture })),
    { where: `${item.number} salon`, picture: item.salon },
    { where: `${item.number} seats`, picture: item.seats },
  ]);

  it("gives every aircraft two or three gallery pictures, a cabin view and a seat layout", () => {
    for (const item of fleet) {
      expect(item.images?.length, item.number).toBeGreaterThanOrEqual(2);
      expect(item.images?.length, item.number).toBeLessThanOrEqual(3);
      expect(item.salon?.url, item.number).toBeTruthy();
      expect(item.seats?.url, item.number).toBeTruthy();
    }
  });

  it("resolves every picture through asset->url to an SVG file in public/ with ru and en alt text", () => {
    for (const { where, picture } of slots) {
      expect(picture?.url, where).toMatch(/^\/media\/fleet\/[a-z0-9-]+\.svg$/);
      expect(existsSync(`${PUBLIC_DIR}${picture!.url}`), where).toBe(true);
      expect(picture?.width, where).toBeGreaterThan(0);
      expect(picture?.height, where).toBeGreaterThan(0);
      expect(picture?.alt?.ru, where).toBeTruthy();
      expect(picture?.alt?.en, where).toBeTruthy();
    }
  });

  it("keeps every SVG accessible, CSP-safe and compact", () => {
    for (const url of new Set(slots.map(({ picture }) => picture!.url!))) {
      const svg = svgOf(url);
      expect(svg, url).toMatch(/<svg[^>]* viewBox="0 0 \d+ \d+"/);
      expect(svg, url).toMatch(/<svg[^>]* role="img"/);
      expect(svg, url).toMatch(/<title[^>]*>[^<]+<\/title>/);
      // Served under `style-src 'self'`: presentation attributes only (ARCHITECTURE.md, CSP).
      expect(svg, url).not.toMatch(/\sstyle=|<style/);
      expect(statSync(`${PUBLIC_DIR}${url}`).size, url).toBeLessThan(15 * 1024);
    }
  });

  it("shows each aircraft's registration on its side view", () => {
    for (const item of fleet) {
      const exterior = item.images?.[0]?.url;
      expect(exterior, item.number).toBeTruthy();
      expect(svgOf(exterior!), item.number).toContain(`>${item.number}</text>`);
    }
  });

  it("draws exactly max_pax passenger places on each seat layout", () => {
    for (const item of fleet) {
      const places = svgOf(item.seats!.url!).match(/class="seat"/g) ?? [];
      expect(places.length, item.number).toBe(item.max_pax);
    }
  });
});

describe("registration-mark documents (spec §3)", () => {
  it("list every house tail exactly once", () => {
    const marks = groups.flatMap((group) => group.marks ?? []);
    const counts = houseTails.map((tail) => [tail, marks.filter((mark) => mark === tail).length]);
    expect(counts).toEqual(houseTails.map((tail) => [tail, 1]));
  });

  it("link a compensation PDF that exists, in Russian and in English", () => {
    expect(groups).toHaveLength(3);
    for (const group of groups) {
      expect(group.path, group._id).toMatch(/^\/docs\/compensation-[a-z0-9-]+\.pdf$/);
      for (const path of [group.path!, group.path!.replace(/^\/docs\//, "/docs/en/")]) {
        const file = `${PUBLIC_DIR}${path}`;
        expect(existsSync(file), path).toBe(true);
        expect(readFileSync(file).subarray(0, 5).toString("latin1"), path).toBe("%PDF-");
      }
    }
    expect(new Set(groups.map((group) => group.path)).size).toBe(3);
  });

  it("share one https flights link", () => {
    const links = new Set(groups.map((group) => group.flights));
    expect(links.size).toBe(1);
    expect([...links][0]).toMatch(/^https:\/\//);
  });
});
