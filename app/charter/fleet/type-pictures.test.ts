import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AIRCRAFT_TYPES } from "./aircraft-types";
import { CABIN_LAYOUTS, layoutSeats } from "./seat-map";
import { SIDE_VIEW_SHAPES } from "./side-view";
import { isTypeDrawing, typePictureFileNames, TYPE_PICTURES_PATH } from "./type-pictures";
import { typePicturesOf, typePicturesOfName } from "./type-pictures-lookup";
import { drawTypePictures, TYPE_PICTURES_DIR } from "./type-pictures-files";

/**
 * Issue 16, item 3: a picture on every card. Every type the engine can offer has a drawn side view
 * and seat map, committed under public/media/fleet/types/ and equal to what `npm run draw:types`
 * draws from the tables today.
 */
const dir = path.resolve(TYPE_PICTURES_DIR);
const drawn = drawTypePictures();
const byFile = new Map(drawn.map((picture) => [picture.file, picture.svg]));

/** The extremes of the absolute coordinates of a drawing (path commands, rects, circles, ellipses). */
function extent(svg: string) {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [, d] of svg.matchAll(/ d="([^"]+)"/g)) {
    // The end points of the absolute commands (a curve's control points lie off it); the relative
    // commands draw the windows, inside the body.
    for (const [, command, args] of d!.matchAll(/([MLCQHVZAmlcqhvza])([^MLCQHVZAmlcqhvza]*)/g)) {
      if (!"MLCQ".includes(command!)) continue;
      const values = args!
        .trim()
        .split(/[\s,]+/)
        .map(Number);
      xs.push(values[values.length - 2]!);
      ys.push(values[values.length - 1]!);
    }
  }
  const attr = (tag: string, name: string) =>
    Number(new RegExp(` ${name}="([-\\d.]+)"`).exec(tag)?.[1] ?? NaN);
  for (const [tag] of svg.matchAll(/<(ellipse|circle)[^>]*>/g)) {
    const r = attr(tag, "ry") || attr(tag, "r");
    const rx = attr(tag, "rx") || attr(tag, "r");
    xs.push(attr(tag, "cx") - rx, attr(tag, "cx") + rx);
    ys.push(attr(tag, "cy") - r, attr(tag, "cy") + r);
  }
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

describe("type drawings (issue 16, item 3)", () => {
  it("exist for every type the engine can offer: shape, seat layout and both files", () => {
    for (const type of AIRCRAFT_TYPES) {
      expect(SIDE_VIEW_SHAPES[type.id], `${type.id}: side-view shape`).toBeDefined();
      expect(CABIN_LAYOUTS[type.id], `${type.id}: cabin layout`).toBeDefined();
      const files = typePictureFileNames(type.id);
      for (const file of [files.exterior, files.thumb, files.seats]) {
        expect(existsSync(path.join(dir, file)), `${TYPE_PICTURES_DIR}/${file}`).toBe(true);
      }
      expect(typePicturesOf(type.id)).toEqual({
        avatar: `${TYPE_PICTURES_PATH}${files.exterior}`,
        thumb: `${TYPE_PICTURES_PATH}${files.thumb}`,
        seats: `${TYPE_PICTURES_PATH}${files.seats}`,
      });
      expect(typePicturesOfName(type.name)).toEqual(typePicturesOf(type.id));
    }
    expect(typePicturesOf("boeing-747")).toBeNull();
    expect(typePicturesOfName("Boeing 747")).toBeNull();
  });

  it("are committed as `npm run draw:types` draws them now, and nothing else is in their folder", () => {
    const committed = readdirSync(dir).sort();
    expect(committed).toEqual([...byFile.keys()].sort());
    for (const [file, svg] of byFile) {
      expect(readFileSync(path.join(dir, file), "utf8"), `${file} is stale: run npm run draw:types`).toBe(
        svg,
      );
    }
  });

  it("are small, named pictures in both languages", () => {
    for (const type of AIRCRAFT_TYPES) {
      const files = typePictureFileNames(type.id);
      const exterior = byFile.get(files.exterior)!;
      const thumb = byFile.get(files.thumb)!;
      const seats = byFile.get(files.seats)!;
      for (const svg of [exterior, thumb, seats]) {
        expect(Buffer.byteLength(svg)).toBeLessThan(8 * 1024);
        expect(svg).toMatch(
          /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 -?\d+ \d+ \d+"[^>]* role="img"/,
        );
        expect(svg).not.toMatch(/NaN|undefined|Infinity/);
        // Well-formed: every element opened is closed.
        const opened = [...svg.matchAll(/<([a-zA-Z]+)[^>]*?(\/?)>/g)].filter(([, , self]) => !self).length;
        const closed = [...svg.matchAll(/<\/[a-zA-Z]+>/g)].length;
        expect(opened).toBe(closed);
      }
      for (const svg of [exterior, thumb]) {
        expect(svg).toContain(`<title id="t">${type.name}: вид сбоку / side view</title>`);
      }
      // The thumbnail is the same drawing on a 3:2 canvas.
      expect(exterior).toContain('viewBox="0 0 1200 460"');
      expect(thumb).toContain('viewBox="0 -170 1200 800"');
      expect(thumb.slice(thumb.indexOf("<title"))).toBe(exterior.slice(exterior.indexOf("<title")));
      expect(seats).toMatch(
        new RegExp(
          `<title id="t">${type.name.replace(/[+.]/g, "\\$&")}: типовая схема салона, ${type.maxPassengers} мест[а]? / typical seat layout, ${type.maxPassengers} seats</title>`,
        ),
      );
    }
  });

  it("draw each type to its published length and height, on the house drawings' canvas", () => {
    for (const type of AIRCRAFT_TYPES) {
      const { lengthM, heightM } = type.exterior;
      // The house canvas: 1080 px from the nose (x 60) to the tail, the ground at y 420.
      const scale = 1080 / lengthM;
      const box = extent(byFile.get(typePictureFileNames(type.id).exterior)!);
      expect(box.maxX, `${type.id}: tail`).toBeLessThanOrEqual(1140.5);
      expect(box.maxX, `${type.id}: tail`).toBeGreaterThan(1140 - 0.3 * scale);
      // The propeller's spinner sits a little ahead of the cowling.
      expect(box.minX, `${type.id}: nose`).toBeGreaterThan(60 - 0.2 * scale);
      expect(box.minX, `${type.id}: nose`).toBeLessThan(60 + 0.1 * scale);
      expect(Math.abs(box.minY - (420 - heightM * scale)), `${type.id}: height`).toBeLessThan(0.2 * scale);
      expect(box.maxY, `${type.id}: ground`).toBeLessThanOrEqual(436);
    }
  });

  it("seat a typical layout of each type's charter seat count, inside its cabin", () => {
    for (const type of AIRCRAFT_TYPES) {
      expect(layoutSeats(CABIN_LAYOUTS[type.id]), type.id).toBe(type.maxPassengers);
      const seats = byFile.get(typePictureFileNames(type.id).seats)!;
      expect(seats.match(/class="seat"/g)?.length, `${type.id}: places drawn`).toBe(type.maxPassengers);
      const start = CABIN_LAYOUTS[type.id].cabinStartM;
      expect(start + type.cabin.lengthM, `${type.id}: cabin ends before the tail`).toBeLessThan(
        type.exterior.lengthM * 0.9,
      );
    }
  });

  it("are told from an aircraft's own pictures by their address", () => {
    expect(isTypeDrawing("/media/fleet/types/falcon-7x-exterior.svg")).toBe(true);
    expect(isTypeDrawing("/media/fleet/ra-02774-exterior.svg?w=480")).toBe(false);
    expect(isTypeDrawing(null)).toBe(false);
  });
});
