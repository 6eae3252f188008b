import type { AircraftType, AircraftTypeId } from "./aircraft-types";
import { escapeXml, num, type SideViewShape } from "./side-view";
import { GREY, MIST, NAVY, PAPER, SKY, STEEL } from "./palette";

/**
 * Seat maps of the aircraft types (issue 16, item 3), drawn from above in the style of the house
 * fleet's (public/media/fleet/*-seats.svg): the cabin to its published length and width
 * (aircraft-types.ts, `cabin`), the wing where the side view puts it, and the seats of a TYPICAL
 * layout for the type's charter seat count (`maxPassengers`). An operator's aircraft may be fitted
 * otherwise: the picture says "typical" in its title, and the flight page says so in its alt text.
 *
 * Layouts are built from the modules business cabins are sold in (a club four, a divan, forward-
 * facing seats, a conference group, a galley and a lavatory), front to back; the space a cabin has
 * beyond its modules is spread between them as open floor.
 */

export type CabinModule =
  /** The galley along the left wall (and the entry opposite it). */
  | { kind: "galley"; lengthM?: number }
  /** Four seats facing in pairs across a table on each side of the aisle. */
  | { kind: "club" }
  /** One forward-facing seat on each side. */
  | { kind: "forward" }
  /** One side-facing seat on the right wall. */
  | { kind: "side-seat" }
  /** A divan on the left wall; opposite it a credenza, a side-facing seat, a second divan or two facing seats. */
  | { kind: "divan"; seats: number; opposite: "credenza" | "seat" | "divan" | "facing-pair" }
  /** Six chairs round a table on the left, a credenza on the right (wide cabins). */
  | { kind: "conference" }
  /** A bed on the left and a two-seat divan on the right, behind bulkheads. */
  | { kind: "stateroom"; lengthM?: number }
  /** A two-seat bench across the aft cabin, facing forward (a turboprop's). */
  | { kind: "bench" }
  /** Baggage reachable in flight, behind a net. */
  | { kind: "baggage" }
  /** A full-width lavatory; `belted`: its seat is certified for take-off and landing. */
  | { kind: "lav"; belted?: boolean; lengthM?: number };

export interface CabinLayout {
  /** Where the cabin begins, m from the nose (the cockpit divider). */
  cabinStartM: number;
  modules: readonly CabinModule[];
}

/**
 * A typical charter layout per type, for its `maxPassengers` (type-pictures.test.ts counts them).
 * Each is the type's usual executive arrangement for that count (docs/fleet-sources.md, "Type
 * drawings"), as the house fleet's seat maps are; every passenger place is a `class="seat"`.
 */
export const CABIN_LAYOUTS: Record<AircraftTypeId, CabinLayout> = {
  // Typical executive CRJ200: forward galley, two club fours, a divan facing a divan, aft lavatory (14).
  "challenger-850": {
    cabinStartM: 3.6,
    modules: [
      { kind: "galley" },
      { kind: "club" },
      { kind: "club" },
      { kind: "divan", seats: 3, opposite: "divan" },
      { kind: "lav", lengthM: 1.6 },
    ],
  },
  // Flight International (2004): "typically eight in a double club".
  "challenger-300": {
    cabinStartM: 3.4,
    modules: [{ kind: "galley" }, { kind: "club" }, { kind: "club" }, { kind: "lav" }],
  },
  // Typical three-zone cabin: club, conference club, divan with two facing seats opposite (13).
  "global-5000": {
    cabinStartM: 4.1,
    modules: [
      { kind: "galley" },
      { kind: "club" },
      { kind: "club" },
      { kind: "divan", seats: 3, opposite: "facing-pair" },
      { kind: "lav", lengthM: 1.5 },
    ],
  },
  // Typical executive eight (as the house PC-12): club four, two forward-facing seats, a two-seat bench aft, baggage.
  "pilatus-pc-12-ng": {
    cabinStartM: 3.2,
    modules: [{ kind: "club" }, { kind: "forward" }, { kind: "bench" }, { kind: "baggage" }],
  },
  // Typical HS.125 eight (as the house Hawkers): a side-facing seat by the door, club four, three-seat divan, aft lav.
  "hawker-850xp": hawkerLayout(),
  "hawker-800xp": hawkerLayout(),
  "hawker-700": hawkerLayout(),
  // Typical: side-facing seat, club four, two forward-facing seats, belted lav (8).
  "citation-xls-plus": {
    cabinStartM: 3.2,
    modules: [
      { kind: "galley", lengthM: 0.6 },
      { kind: "side-seat" },
      { kind: "club" },
      { kind: "forward" },
      { kind: "lav", belted: true, lengthM: 1.0 },
    ],
  },
  // Typical: club four, two forward-facing seats, belted lav (7).
  "phenom-300e": {
    cabinStartM: 3.1,
    modules: [
      { kind: "galley", lengthM: 0.7 },
      { kind: "club" },
      { kind: "forward" },
      { kind: "lav", belted: true, lengthM: 1.0 },
    ],
  },
  // Three zones as the Global's (13).
  "legacy-600": {
    cabinStartM: 3.9,
    modules: [
      { kind: "galley" },
      { kind: "club" },
      { kind: "club" },
      { kind: "divan", seats: 3, opposite: "facing-pair" },
      { kind: "lav", lengthM: 1.5 },
    ],
  },
  // Typical three-lounge cabin: club, conference club, divan with a seat opposite (12).
  "falcon-7x": {
    cabinStartM: 3.7,
    modules: [
      { kind: "galley" },
      { kind: "club" },
      { kind: "club" },
      { kind: "divan", seats: 3, opposite: "seat" },
      { kind: "lav", lengthM: 1.4 },
    ],
  },
  // Typical fourteen: club, conference club, two facing divans (14).
  "gulfstream-g450": {
    cabinStartM: 4.5,
    modules: [
      { kind: "galley" },
      { kind: "club" },
      { kind: "club" },
      { kind: "divan", seats: 3, opposite: "divan" },
      { kind: "lav", lengthM: 1.5 },
    ],
  },
  // A typical VIP cabin: galley, lounge (club four, divan), conference six, club four, stateroom
  // with a two-seat divan, washroom (19).
  "airbus-acj319": {
    cabinStartM: 5.6,
    modules: [
      { kind: "galley", lengthM: 2.2 },
      { kind: "club" },
      { kind: "divan", seats: 3, opposite: "credenza" },
      { kind: "conference" },
      { kind: "club" },
      { kind: "stateroom", lengthM: 3.6 },
      { kind: "lav", lengthM: 2.2 },
    ],
  },
  // Typical: refreshment centre, club four, two forward-facing seats, aft lav (6).
  "citation-cj2-plus": {
    cabinStartM: 2.9,
    modules: [
      { kind: "galley", lengthM: 0.45 },
      { kind: "club" },
      { kind: "forward" },
      { kind: "lav", lengthM: 0.75 },
    ],
  },
};

function hawkerLayout(): CabinLayout {
  return {
    cabinStartM: 2.9,
    modules: [
      { kind: "galley" },
      { kind: "side-seat" },
      { kind: "club" },
      { kind: "divan", seats: 3, opposite: "credenza" },
      { kind: "lav", lengthM: 0.9 },
    ],
  };
}

/** Seats a module gives (the belted lavatory's included). */
export function moduleSeats(module: CabinModule): number {
  switch (module.kind) {
    case "club":
      return 4;
    case "forward":
    case "bench":
    case "stateroom":
      return 2;
    case "side-seat":
      return 1;
    case "divan":
      return (
        module.seats +
        (module.opposite === "divan" ? module.seats : module.opposite === "facing-pair" ? 2 : 0) +
        (module.opposite === "seat" ? 1 : 0)
      );
    case "conference":
      return 6;
    case "lav":
      return module.belted ? 1 : 0;
    default:
      return 0;
  }
}

export function layoutSeats(layout: CabinLayout): number {
  return layout.modules.reduce((sum, module) => sum + moduleSeats(module), 0);
}

/** A module's length along the cabin before the spare floor is shared out, m. */
function naturalLength(module: CabinModule): number {
  switch (module.kind) {
    case "galley":
      return module.lengthM ?? 0.9;
    case "club":
      return 2.0;
    case "forward":
      return 0.85;
    case "side-seat":
      return 0.75;
    case "divan":
      return module.seats * 0.5 + 0.35;
    case "conference":
      return 2.2;
    case "stateroom":
      return module.lengthM ?? 2.4;
    case "bench":
      return 0.75;
    case "baggage":
      return 0.9;
    case "lav":
      return module.lengthM ?? 1.1;
  }
}

export const SEAT_MAP_WIDTH = 1000;
const MARGIN = 50;
/** Open floor between two modules at most; what is left over widens the galley and the lav. */
const MAX_GAP_M = 0.9;

const plural = (count: number) => {
  const tens = count % 100;
  const ones = count % 10;
  if (ones === 1 && tens !== 11) return "место";
  if (ones >= 2 && ones <= 4 && (tens < 12 || tens > 14)) return "места";
  return "мест";
};

/** The seat map of a type, as an SVG document. */
export function drawSeatMap(
  type: Pick<AircraftType, "name" | "cabin" | "exterior">,
  layout: CabinLayout,
  shape: SideViewShape,
): string {
  const cabinL = type.cabin.lengthM;
  const hw = type.cabin.widthM / 2;
  const hwExt = hw + 0.13;
  const nose = -layout.cabinStartM;
  const aft = cabinL + 1.05 * 2 * hwExt;
  const s = (SEAT_MAP_WIDTH - 2 * MARGIN) / (aft - nose);
  const height = Math.round(Math.max(260, 2 * hwExt * s * 2.1));
  // Seats a little bigger in a wide cabin, a little smaller in a narrow one.
  const seatScale = Math.min(1.05, Math.max(0.82, 0.9 * (hw / 0.915) ** 0.35));
  const k = hwExt / 1.045;
  const out: string[] = [];
  // Metres, to the centimetre.
  const n = (value: number) => num(value, 2);

  // The wing's shadow, from the side view's wing: root to tip on both sides.
  const { wing } = shape;
  const semi = type.exterior.wingSpanM / 2;
  const rootLe = wing.rootLeM - layout.cabinStartM;
  const tipLe = rootLe + (semi - hwExt) * Math.tan((wing.sweepDeg * Math.PI) / 180);
  for (const side of [-1, 1]) {
    out.push(
      `<path d="M${n(rootLe)} ${n(side * hwExt)}L${n(tipLe)} ${n(side * semi)}L${n(tipLe + wing.tipChordM)} ${n(side * semi)}L${n(rootLe + wing.rootChordM)} ${n(side * hwExt)}Z" fill="${MIST}"/>`,
    );
  }
  // The fuselage, cut behind the cabin as the house maps are.
  out.push(
    `<path d="M${n(nose)} 0C${n(nose)} ${n(-0.55 * hwExt)} ${n(nose * 0.45)} ${n(-hwExt)} 0 ${n(-hwExt)}H${n(cabinL)}C${n(cabinL + (aft - cabinL) * 0.5)} ${n(-hwExt)} ${n(aft)} ${n(-0.45 * hwExt)} ${n(aft)} ${n(-0.2 * hwExt)}V${n(0.2 * hwExt)}C${n(aft)} ${n(0.45 * hwExt)} ${n(cabinL + (aft - cabinL) * 0.5)} ${n(hwExt)} ${n(cabinL)} ${n(hwExt)}H0C${n(nose * 0.45)} ${n(hwExt)} ${n(nose)} ${n(0.55 * hwExt)} ${n(nose)} 0Z" fill="${PAPER}" stroke="${NAVY}" stroke-width="${n(0.06 * k)}"/>`,
    `<rect x="0" y="${n(-hw)}" width="${n(cabinL)}" height="${n(2 * hw)}" fill="#ffffff" stroke="${STEEL}" stroke-width="0.03"/>`,
  );
  // A turboprop's propeller, edge-on ahead of the nose.
  const propeller = shape.engines.propeller;
  if (propeller) {
    const r = propeller.diameterM / 2;
    out.push(
      `<rect x="${n(nose - 0.28)}" y="${n(-r)}" width="0.12" height="${n(2 * r)}" rx="0.06" fill="${MIST}" stroke="${NAVY}" stroke-width="0.04"/>`,
    );
  }
  // The windscreen and the two pilots.
  const wsFront = Math.max(nose + 0.25, -2.05 * k);
  out.push(
    `<path d="M${n(-1.43 * k)} ${n(-0.73 * k)}Q${n(wsFront)} 0 ${n(-1.43 * k)} ${n(0.73 * k)}L${n(-1.1 * k)} ${n(0.65 * k)}Q${n(wsFront + 0.46 * k)} 0 ${n(-1.1 * k)} ${n(-0.65 * k)}Z" fill="${NAVY}"/>`,
    `<use href="#p" transform="translate(${n(-0.69 * k)} ${n(-0.41 * k)}) scale(${n(0.9 * Math.min(1.2, k))})"/>`,
    `<use href="#p" transform="translate(${n(-0.69 * k)} ${n(0.41 * k)}) scale(${n(0.9 * Math.min(1.2, k))})"/>`,
  );
  // The doors on the side the house maps show them, where the side view has them.
  for (const door of shape.doors) {
    const x = door.atM - layout.cabinStartM - door.widthM / 2;
    out.push(
      `<rect x="${n(x)}" y="${n(hwExt - 0.12)}" width="${n(door.widthM)}" height="0.2" fill="${SKY}"/>`,
    );
  }

  // Modules front to back, the first against the cockpit divider and the last against the aft
  // bulkhead; the spare floor shared out between them.
  const natural = layout.modules.map(naturalLength);
  const total = natural.reduce((a, b) => a + b, 0);
  const spare = Math.max(0, cabinL - total);
  const gaps = Math.max(1, layout.modules.length - 1);
  const gap = Math.min(MAX_GAP_M, spare / gaps);
  const rest = spare - gap * gaps;
  const ends = layout.modules.filter((m) => m.kind === "galley" || m.kind === "lav").length;
  const squeeze = Math.min(1, cabinL / total);
  let x = ends === 0 ? rest / 2 : 0;
  const seat = (cx: number, cy: number, rotate: number) =>
    `<use href="#s" class="seat" transform="translate(${n(cx)} ${n(cy)}) rotate(${rotate}) scale(${n(seatScale)})"/>`;
  const seatY = hw - 0.36 * seatScale - 0.04;
  const rect = (x0: number, y0: number, w: number, h: number, fill: string, stroke = GREY) =>
    `<rect x="${n(x0)}" y="${n(y0)}" width="${n(w)}" height="${n(h)}" rx="0.06" fill="${fill}" stroke="${stroke}" stroke-width="0.025"/>`;
  const divan = (x0: number, seats: number, side: -1 | 1) => {
    const len = seats * 0.48 + 0.15;
    const y0 = side < 0 ? -hw : hw - 0.56;
    const parts = [rect(x0, y0, len, 0.56, NAVY)];
    for (let i = 0; i < seats; i += 1) {
      parts.push(
        `<use href="#c" class="seat" transform="translate(${n(x0 + 0.31 + i * 0.48)} ${n(side * (hw - 0.33))}) scale(0.8 0.9)"/>`,
      );
    }
    return parts.join("");
  };
  layout.modules.forEach((module, index) => {
    let len = natural[index]! * squeeze;
    if ((module.kind === "galley" || module.kind === "lav") && ends > 0) len += rest / ends;
    const c = x + len / 2;
    switch (module.kind) {
      case "galley":
        out.push(rect(x, -hw, len, Math.min(0.62, hw * 0.7), STEEL));
        break;
      case "club":
        for (const side of [-1, 1]) {
          out.push(
            seat(c - 0.74 * squeeze, side * seatY, 180),
            rect(c - 0.34, side < 0 ? -hw + 0.04 : hw - 0.65, 0.68, 0.61, STEEL, STEEL),
            seat(c + 0.74 * squeeze, side * seatY, 0),
          );
        }
        break;
      case "forward":
        out.push(seat(c, -seatY, 0), seat(c, seatY, 0));
        break;
      case "side-seat":
        out.push(seat(c, seatY, 90));
        break;
      case "divan": {
        const dl = module.seats * 0.48 + 0.15;
        out.push(divan(c - dl / 2, module.seats, -1));
        if (module.opposite === "divan") out.push(divan(c - dl / 2, module.seats, 1));
        else if (module.opposite === "seat") out.push(seat(c, seatY, 90));
        else if (module.opposite === "credenza") out.push(rect(c - 0.45, hw - 0.5, 0.9, 0.5, MIST));
        else {
          out.push(
            seat(c - 0.55, seatY, 180),
            rect(c - 0.2, hw - 0.6, 0.4, 0.56, STEEL, STEEL),
            seat(c + 0.55, seatY, 0),
          );
        }
        break;
      }
      case "conference": {
        const ty = -hw + 1.0;
        out.push(rect(c - 0.9, ty - 0.4, 1.8, 0.8, STEEL, GREY));
        for (const dx of [-0.6, 0, 0.6]) out.push(seat(c + dx, ty - 0.68, -90), seat(c + dx, ty + 0.68, 90));
        out.push(rect(c - 0.6, hw - 0.45, 1.2, 0.45, MIST));
        break;
      }
      case "stateroom":
        out.push(
          `<path d="M${n(x)} ${n(-hw)}V${n(-0.3)}M${n(x + len)} ${n(-hw)}V${n(-0.3)}M${n(x)} ${n(hw)}V${n(0.5)}M${n(x + len)} ${n(hw)}V${n(0.5)}" stroke="${GREY}" stroke-width="0.05"/>`,
          rect(c - 1.0, -hw + 0.1, 2.0, Math.min(1.6, hw), MIST),
          rect(c - 0.95, -hw + 0.2, 0.35, Math.min(1.4, hw - 0.2), "#ffffff"),
          divan(c - 0.55, 2, 1),
        );
        break;
      case "bench":
        out.push(rect(c - 0.3, -hw + 0.12, 0.56, 2 * hw - 0.24, NAVY));
        for (const side of [-1, 1]) {
          out.push(
            `<use href="#c" class="seat" transform="translate(${n(c - 0.05)} ${n(side * (hw * 0.45))}) rotate(90) scale(0.85 0.85)"/>`,
          );
        }
        break;
      case "baggage":
        out.push(
          `<rect x="${n(x)}" y="${n(-hw + 0.06)}" width="${n(len)}" height="${n(2 * hw - 0.12)}" fill="${MIST}" stroke="${GREY}" stroke-width="0.03" stroke-dasharray="0.08 0.06"/>`,
        );
        break;
      case "lav": {
        out.push(rect(x, -hw, len, 2 * hw, MIST));
        const tx = x + len - 0.32;
        out.push(
          module.belted
            ? seat(tx, hw * 0.45, 0)
            : `<ellipse cx="${n(tx)}" cy="${n(hw * 0.45)}" rx="0.22" ry="0.17" fill="#ffffff" stroke="${GREY}" stroke-width="0.03"/>`,
          rect(x + 0.1, -hw + 0.06, 0.4, 0.3, "#ffffff"),
        );
        break;
      }
    }
    x += len + gap;
  });

  const count = layoutSeats(layout);
  const title = `${escapeXml(type.name)}: типовая схема салона, ${count} ${plural(count)} / typical seat layout, ${count} seats`;
  const defs =
    `<defs><g id="s"><rect x="-0.3" y="-0.29" width="0.56" height="0.58" rx="0.09" fill="${SKY}"/><rect x="-0.27" y="-0.33" width="0.5" height="0.09" rx="0.04" fill="${NAVY}"/><rect x="-0.27" y="0.24" width="0.5" height="0.09" rx="0.04" fill="${NAVY}"/><rect x="0.16" y="-0.31" width="0.18" height="0.62" rx="0.07" fill="${NAVY}"/></g>` +
    `<g id="p"><rect x="-0.25" y="-0.24" width="0.46" height="0.48" rx="0.08" fill="${STEEL}"/><rect x="0.14" y="-0.26" width="0.14" height="0.52" rx="0.06" fill="${GREY}"/></g>` +
    `<g id="c"><rect x="-0.27" y="-0.22" width="0.54" height="0.44" rx="0.08" fill="${SKY}"/></g></defs>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SEAT_MAP_WIDTH} ${height}" width="${SEAT_MAP_WIDTH}" height="${height}" role="img" aria-labelledby="t"><title id="t">${title}</title>${defs}<g transform="translate(${n(MARGIN - nose * s)} ${n(height / 2)}) scale(${Math.round(s * 1000) / 1000})">${out.join("")}</g></svg>\n`;
}
