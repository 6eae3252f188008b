import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { aircraftType } from "~/charter/fleet/aircraft-types";
import { HOUSE_FLEET } from "~/charter/fleet/fleet";
import { SINGLETONS, schemaTypes } from "../../schemas";
import {
  documentsOfType,
  isPublished,
  readDataset,
  SPEC_LANDING_ROUTES,
  SPEC_LANDING_SLUGS,
} from "../support/content-fixtures";
import { createSchemaValidator, formatIssues, type StoredDocument } from "../support/schema-validator";

/**
 * The embedded dataset (content/production.ndjson) against the schemas and the contract of
 * docs/decisions/007-content-model.md: every document as the Studio would validate it, every
 * picture file still the one its asset document names, and the content the spec fixes (the ten
 * landing pages and their routes of spec §2, the eleven aircraft of spec §3, the registration-mark
 * groups of spec §3).
 */

const PUBLIC_DIR = fileURLToPath(new URL("../../public", import.meta.url));

const documents = readDataset();
const byId = new Map(documents.map((document) => [document._id, document]));
// The published content; the shipped draft (issue 17, item 1) is validated with the rest above.
const ofType = (type: string) => documentsOfType(documents.filter(isPublished), type);
const ASSET_TYPES = new Set(["sanity.imageAsset", "sanity.fileAsset"]);

type RouteItem = { arrival?: unknown; price_from?: unknown };

function routePrices(items: unknown): Record<string, unknown> {
  return Object.fromEntries(
    (Array.isArray(items) ? (items as RouteItem[]) : []).map((item) => [
      String(item.arrival),
      item.price_from,
    ]),
  );
}

/** spec §2, "Landing pages": the from-price in EUR of each destination, by its ICAO code. */
const INTERNATIONAL_ROUTES = routePrices(SPEC_LANDING_ROUTES.international);
const DOMESTIC_ROUTES = routePrices(SPEC_LANDING_ROUTES.domestic);

describe("content/production.ndjson", () => {
  it("has unique document ids", () => {
    const ids = documents.map((document) => document._id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it("holds only documents that pass their schema", () => {
    const validator = createSchemaValidator(schemaTypes);
    const errors = documents
      .filter((document) => !ASSET_TYPES.has(document._type))
      .flatMap((document) => validator.validateDocument(document, byId))
      .filter((issue) => issue.level === "error");
    expect(formatIssues(errors)).toBe("");
  });

  it("has every asset file under public/ with the sha1 its asset document names", () => {
    const problems: string[] = [];
    for (const asset of documents.filter((document) => ASSET_TYPES.has(document._type))) {
      const {
        _id: id,
        url,
        sha1hash,
        size,
      } = asset as StoredDocument & { url?: unknown; sha1hash?: unknown; size?: unknown };
      if (typeof url !== "string" || !url.startsWith("/") || url.includes("..")) {
        problems.push(`${id}: url ${String(url)} is not a path on the site`);
        continue;
      }
      const file = `${PUBLIC_DIR}${url}`;
      if (!existsSync(file)) {
        problems.push(`${id}: public${url} does not exist`);
        continue;
      }
      const bytes = readFileSync(file);
      const sha1 = createHash("sha1").update(bytes).digest("hex");
      if (sha1 !== sha1hash)
        problems.push(`${id}: public${url} has sha1 ${sha1}, the document says ${String(sha1hash)}`);
      if (typeof sha1hash === "string" && !id.includes(sha1hash))
        problems.push(`${id}: the id does not carry its sha1`);
      if (size !== bytes.length)
        problems.push(`${id}: size ${String(size)}, the file has ${bytes.length} bytes`);
    }
    expect(problems).toEqual([]);
  });

  it("has each singleton exactly once, under its type name as _id", () => {
    const found = SINGLETONS.map(({ type }) => ({ type, ids: ofType(type).map((document) => document._id) }));
    expect(found).toEqual(SINGLETONS.map(({ type }) => ({ type, ids: [type] })));
  });

  it("has the ten landing pages of spec §2", () => {
    const slugs = ofType("landingPage").map(
      (page) => (page.slug as { current?: string } | undefined)?.current,
    );
    expect(slugs.sort()).toEqual([...SPEC_LANDING_SLUGS].sort());
  });

  it("gives every landing page the destinations and from-prices of spec §2", () => {
    const routes = ofType("landingPage").map((page) => ({
      slug: (page.slug as { current?: string } | undefined)?.current,
      international: routePrices(page.spec_items_intl),
      domestic: routePrices(page.spec_items_dom),
    }));
    expect(routes).toEqual(
      routes.map(({ slug }) => ({ slug, international: INTERNATIONAL_ROUTES, domestic: DOMESTIC_ROUTES })),
    );
  });

  it("has the eleven aircraft of the house fleet, one document per tail number", () => {
    const aircraft = ofType("fleetAircraft").map((document) => ({
      id: document._id,
      number: document.number,
    }));
    const expected = HOUSE_FLEET.map(({ tailNumber }) => ({
      id: `fleet-${tailNumber.toLowerCase()}`,
      number: tailNumber,
    }));
    const byNumber = (a: { number: unknown }, b: { number: unknown }) =>
      String(a.number).localeCompare(String(b.number));
    expect(HOUSE_FLEET).toHaveLength(11);
    expect(aircraft.sort(byNumber)).toEqual(expected.sort(byNumber));
  });

  it("presents each aircraft with the figures the charter engine prices and cards it with", () => {
    // The fleet page shows the CMS document and a flight card the engine's aircraft: the two must
    // agree (ARCHITECTURE.md, "Data": the tail numbers join them).
    const mismatches = HOUSE_FLEET.flatMap((aircraft) => {
      const document = ofType("fleetAircraft").find((candidate) => candidate.number === aircraft.tailNumber);
      if (!document) return [];
      const type = aircraftType(aircraft.typeId);
      const expected: Record<string, unknown> = {
        type: type.name,
        max_pax: aircraft.maxPassengers,
        year_of_creation: aircraft.yearOfCreation,
        year_of_renewal: aircraft.yearOfRenewal,
        year_of_overhaul: aircraft.yearOfOverhaul,
        cabin_height: type.cabin.heightM,
        cabin_length: type.cabin.lengthM,
        interior_width: type.cabin.widthM,
        wing_span: type.exterior.wingSpanM,
        fuselage_height: type.exterior.heightM,
        fuselage_length: type.exterior.lengthM,
        flying_range: type.rangeKm,
        cruising_speed: type.cruiseSpeedKmh,
      };
      return Object.entries(expected)
        .filter(([field, value]) => document[field] !== value)
        .map(
          ([field, value]) =>
            `${document._id}.${field}: ${JSON.stringify(document[field])}, engine ${JSON.stringify(value)}`,
        );
    });
    expect(mismatches).toEqual([]);
  });

  it("groups the registration marks as spec §3 does, covering every house aircraft once", () => {
    const groups = ofType("registrationMarkDocument").map((document) => ({
      marks: Array.isArray(document.marks) ? (document.marks as string[]) : [],
      flights: document.flights,
    }));
    const family = (marks: string[]) =>
      marks.every((mark) => /^RA-0(27|28)\d\d$/.test(mark))
        ? "RA-027xx/028xx"
        : marks.every((mark) => /^RA-(67\d{3}|73532)$/.test(mark))
          ? "RA-67xxx/73532"
          : marks.every((mark) => mark.startsWith("EW-"))
            ? "EW-"
            : `mixed: ${marks.join(", ")}`;
    expect(groups.map(({ marks }) => `${family(marks)} × ${marks.length}`).sort()).toEqual([
      // Spec §3 says two EW- marks but eleven marks in all (5 + 5 + 2 is twelve); the house fleet has
      // eleven aircraft, one of them Belarusian, and a mark without an aircraft would be a promise
      // about a flight nobody sells.
      "EW- × 1",
      "RA-027xx/028xx × 5",
      "RA-67xxx/73532 × 5",
    ]);
    expect(new Set(groups.map(({ flights }) => flights)).size).toBe(1);
    const marks = groups.flatMap((group) => group.marks);
    const uncovered = HOUSE_FLEET.map(({ tailNumber }) => tailNumber).filter(
      (tail) => marks.filter((mark) => mark === tail).length !== 1,
    );
    expect(uncovered).toEqual([]);
  });
});
