import { greatCircleKm, type Point } from "./geo";

/**
 * The path actually flown round closed airspace (issue 14, item 3). Closed regions are data: a
 * simple outline in latitude/longitude, who it is closed to, and the source of the closure. When
 * the great circle between two airports crosses a region closed to that flight, the path goes
 * round it by the shortest chain of great-circle segments through points just outside the
 * regions' corners (a visibility graph). Its length is what flight.ts turns into a block time.
 *
 * The outlines are coarse on purpose (a few dozen corners each, drawn with the 12-nautical-mile
 * territorial sea on the coasts that matter): they decide which side of a country a route passes,
 * and the calibration against airline block times (docs/pricing-calibration.md, "Flight times") checks the
 * lengths they give, not the borders.
 */
export interface ClosedRegion {
  name: string;
  /**
   * `all`: closed to every civil flight. `russia-belarus`: closed to flights to or from Russia or
   * Belarus (the EU's and its neighbours' bans are on Russian and Belarusian carriers and aircraft;
   * a flight with an end there is one they fly).
   */
  closedTo: "all" | "russia-belarus";
  /** Flights that may cross it through a published corridor: either end at one of these. */
  corridor?: { airports: readonly string[]; countries: readonly string[]; source: string };
  /**
   * Airports inside the region that have reopened, and the point on its edge through which their
   * flights enter and leave: the path is flown round the region to the gate, then straight in.
   * An airport inside with no gate is reached straight (the rules close the rest).
   */
  gates?: readonly { airports: readonly string[]; at: readonly [number, number]; source: string }[];
  source: string;
  /** Corners as [latitude, longitude], in order round the outline. */
  outline: readonly (readonly [number, number])[];
}

const UKRAINE_EAST: readonly (readonly [number, number])[] = [
  [52.4, 34.0],
  [51.2, 35.5],
  [50.3, 36.2],
  [50.0, 37.6],
  [50.2, 38.5],
  [49.9, 40.2],
  [48.9, 40.1],
  [47.3, 39.4],
  // The Sea of Azov and the Kerch Strait.
  [46.6, 38.2],
  [45.9, 38.0],
  [45.2, 36.9],
  [44.7, 36.6],
];

export const CLOSED_REGIONS: readonly ClosedRegion[] = [
  {
    name: "Ukraine, Crimea and the Sea of Azov",
    closedTo: "all",
    source:
      "Ukraine closed its airspace to civil aviation on 24 February 2022 (UkSATSE NOTAM; EASA Conflict " +
      "Zone Information Bulletin 2022-01); Rosaviatsia closed Simferopol and the Azov and northern " +
      "Black Sea areas the same day",
    // Moldova falls inside the outline's western side; no route the product sells passes there.
    outline: [
      [51.6, 23.6],
      [51.5, 30.6],
      [52.4, 31.8],
      ...UKRAINE_EAST,
      [44.2, 34.6],
      [44.2, 33.2],
      [45.0, 32.2],
      [46.0, 30.5],
      [45.2, 29.7],
      [45.3, 28.2],
      [48.0, 26.6],
      [47.9, 24.9],
      [48.1, 22.9],
      [48.5, 22.1],
      [49.0, 22.6],
      [50.5, 24.0],
    ],
  },
  {
    name: "Southern Russia restricted zone",
    closedTo: "all",
    source:
      "Rosaviatsia, 24 February 2022: flights restricted in the south of Russia and airports closed at " +
      "Anapa, Belgorod, Bryansk, Voronezh, Gelendzhik, Krasnodar, Kursk, Lipetsk, Rostov-on-Don, " +
      "Simferopol and Elista (TASS, 30 August 2022); the outline encloses those airports",
    corridor: {
      airports: ["URSS"],
      countries: ["TR"],
      source:
        "State ATM Corporation, 30 August 2022: a 10 km corridor through the zone for flights to Sochi " +
        "and Turkey, 20-30 minutes shorter than the detour (TASS; Aeroflot schedule from 1 September 2022)",
    },
    gates: [
      {
        // Krasnodar (reopened 11 September 2025) and Gelendzhik (10 July 2025) are approached
        // "along the coast from the east" while the rest of the south stays closed (Frequent
        // Flyers' editor to Kommersant, 11 September 2025): the gate is the coast off Tuapse.
        // Aeroflot schedules Moscow - Krasnodar at 3 h 55 min against about 2 h before 2022.
        airports: ["URKK", "URKG"],
        at: [44.1, 39.1],
        source: "Kommersant, 11 September 2025; Aeroflot SU1100 schedule, 17 September 2025",
      },
    ],
    outline: [
      [52.4, 31.8],
      [53.5, 32.8],
      [53.6, 35.0],
      [53.1, 40.2],
      [51.3, 41.0],
      // East to the Volga, short of Volgograd (open): flights to the Caucasus went round it through
      // Kazakhstan's airspace (m24.ru, 30 August 2022), and Moscow - Mineralnye Vody is still
      // scheduled at 3 h 05 min against 2 h 15 min before 2022 (docs/pricing-calibration.md, "Flight times").
      [48.9, 43.9],
      [47.2, 45.6],
      [45.6, 46.6],
      [44.9, 45.5],
      [44.9, 41.6],
      [44.3, 39.0],
      [44.3, 38.0],
      ...[...UKRAINE_EAST].reverse(),
    ],
  },
  {
    name: "Estonia, Latvia, Lithuania and Poland",
    closedTo: "russia-belarus",
    source:
      "Closed to Russian aircraft from 25-26 February 2022 (national NOTAMs) and by Council Regulation " +
      "(EU) 2022/334 of 28 February 2022, to Belarusian by Regulation (EU) 2021/1030; Kaliningrad is " +
      "reached over the Gulf of Finland and the Baltic Sea in international airspace",
    outline: [
      // Estonia's north coast and islands, Latvia's and Lithuania's coasts, with their territorial sea.
      [59.68, 28.0],
      [59.72, 26.5],
      [59.68, 25.0],
      [59.55, 23.5],
      [59.2, 22.2],
      [59.1, 21.7],
      [58.3, 21.4],
      [57.75, 21.85],
      [57.4, 21.15],
      [56.5, 20.6],
      [55.75, 20.65],
      // Round the Kaliningrad Region: the Curonian Spit, the Neman, the Polish border, the Vistula Spit.
      [55.3, 20.95],
      [55.3, 21.3],
      [55.08, 22.0],
      [54.95, 22.85],
      [54.36, 22.8],
      [54.4, 21.0],
      [54.45, 19.62],
      [54.75, 19.35],
      // Poland's coast, western and southern borders.
      [54.95, 18.5],
      [54.95, 17.5],
      [54.5, 16.0],
      [54.2, 14.5],
      [53.9, 14.2],
      [52.5, 14.6],
      [51.0, 14.9],
      [50.3, 16.5],
      [49.4, 19.0],
      [49.0, 22.6],
      // The borders with Ukraine, Belarus and Russia.
      [50.5, 24.0],
      [51.6, 23.6],
      [52.3, 23.2],
      [53.95, 23.5],
      [54.1, 24.8],
      [54.6, 25.8],
      [55.2, 26.8],
      [55.7, 26.6],
      [56.0, 27.6],
      [56.1, 28.2],
      [56.9, 27.8],
      [57.5, 27.4],
      [57.9, 27.6],
      [58.5, 27.5],
      [59.0, 28.1],
      [59.45, 28.05],
    ],
  },
  {
    name: "Finland",
    closedTo: "russia-belarus",
    source:
      "Closed to Russian aircraft from 28 February 2022 (Finnish Government; Council Regulation (EU) 2022/334)",
    outline: [
      [60.55, 27.85],
      [60.3, 27.7],
      [60.15, 26.6],
      [59.93, 25.5],
      [59.87, 24.0],
      [59.6, 22.9],
      [59.65, 21.5],
      [59.7, 20.0],
      [60.0, 19.2],
      [61.0, 19.0],
      [65.5, 24.0],
      [69.0, 20.5],
      [70.1, 27.5],
      [69.0, 28.8],
      [67.0, 29.6],
      [63.0, 31.5],
      [61.5, 29.5],
      [60.9, 28.5],
    ],
  },
];

/** How far outside a region's corner the path turns (km): clear of the border, as controllers keep it. */
const CORNER_CLEARANCE_KM = 10;
const KM_PER_DEGREE = 111.2;
const RADIANS = Math.PI / 180;

/**
 * A region in the gnomonic projection centred on it, where every great circle is a straight line:
 * whether a leg crosses an outline is then a few segment-intersection tests, exact and cheap. The
 * outline's sides are read as great-circle arcs between its corners.
 */
interface Region {
  source: ClosedRegion;
  lats: Float64Array;
  lons: Float64Array;
  xs: Float64Array;
  ys: Float64Array;
  sinLat0: number;
  cosLat0: number;
  lon0: number;
  minLat: number;
  maxLat: number;
  minLon: number;
  maxLon: number;
}

/** Gnomonic coordinates of a point, or null beyond 80° from the centre (no leg the product sells gets there). */
function project(region: Region, lat: number, lon: number): [number, number] | null {
  const phi = lat * RADIANS;
  const dLon = (lon - region.lon0) * RADIANS;
  const cosPhi = Math.cos(phi);
  const sinPhi = Math.sin(phi);
  const cosC = region.sinLat0 * sinPhi + region.cosLat0 * cosPhi * Math.cos(dLon);
  if (cosC < 0.17) return null;
  return [
    (cosPhi * Math.sin(dLon)) / cosC,
    (region.cosLat0 * sinPhi - region.sinLat0 * cosPhi * Math.cos(dLon)) / cosC,
  ];
}

function prepare(source: ClosedRegion): Region {
  const lats = Float64Array.from(source.outline, ([lat]) => lat);
  const lons = Float64Array.from(source.outline, ([, lon]) => lon);
  const lat0 = lats.reduce((sum, lat) => sum + lat, 0) / lats.length;
  const region: Region = {
    source,
    lats,
    lons,
    xs: new Float64Array(lats.length),
    ys: new Float64Array(lats.length),
    sinLat0: Math.sin(lat0 * RADIANS),
    cosLat0: Math.cos(lat0 * RADIANS),
    lon0: lons.reduce((sum, lon) => sum + lon, 0) / lons.length,
    minLat: Math.min(...lats),
    maxLat: Math.max(...lats),
    minLon: Math.min(...lons),
    maxLon: Math.max(...lons),
  };
  lats.forEach((lat, i) => {
    const [x, y] = project(region, lat, lons[i]!)!;
    region.xs[i] = x;
    region.ys[i] = y;
  });
  return region;
}

const REGIONS: readonly Region[] = CLOSED_REGIONS.map(prepare);

/** Ray casting in the region's projection. */
function contains(region: Region, point: Point): boolean {
  const { lat, lon } = point;
  // Great-circle sides bulge poleward of the corners' latitudes by well under a degree at these sizes.
  if (
    lat < region.minLat - 1 ||
    lat > region.maxLat + 1 ||
    lon < region.minLon - 1 ||
    lon > region.maxLon + 1
  ) {
    return false;
  }
  const projected = project(region, lat, lon);
  if (!projected) return false;
  const [x, y] = projected;
  const { xs, ys } = region;
  let inside = false;
  for (let i = 0, j = xs.length - 1; i < xs.length; j = i++) {
    if (ys[i]! > y !== ys[j]! > y) {
      const crossX = xs[j]! + ((y - ys[j]!) / (ys[i]! - ys[j]!)) * (xs[i]! - xs[j]!);
      if (x < crossX) inside = !inside;
    }
  }
  return inside;
}

const cross = (ax: number, ay: number, bx: number, by: number, cx: number, cy: number) =>
  (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);

/** Whether the great circle a→b (both ends outside the region) cuts through the region's outline. */
function crosses(region: Region, a: Point, b: Point): boolean {
  const pa = project(region, a.lat, a.lon);
  const pb = project(region, b.lat, b.lon);
  if (!pa || !pb) return false;
  const [ax, ay] = pa;
  const [bx, by] = pb;
  const { xs, ys } = region;
  for (let i = 0, j = xs.length - 1; i < xs.length; j = i++) {
    const d1 = cross(ax, ay, bx, by, xs[j]!, ys[j]!);
    const d2 = cross(ax, ay, bx, by, xs[i]!, ys[i]!);
    if (d1 > 0 === d2 > 0) continue;
    const d3 = cross(xs[j]!, ys[j]!, xs[i]!, ys[i]!, ax, ay);
    const d4 = cross(xs[j]!, ys[j]!, xs[i]!, ys[i]!, bx, by);
    if (d3 > 0 !== d4 > 0) return true;
  }
  return false;
}

/** An end of a leg: where it is, and what the closures ask of it (its ICAO code and ISO country). */
export type Place = Point & { icao: string; country: string };

const RUSSIA_OR_BELARUS = new Set(["RU", "BY"]);

function appliesTo(region: ClosedRegion, from: Place, to: Place): boolean {
  if (
    region.closedTo === "russia-belarus" &&
    !RUSSIA_OR_BELARUS.has(from.country) &&
    !RUSSIA_OR_BELARUS.has(to.country)
  ) {
    return false;
  }
  const corridor = region.corridor;
  if (!corridor) return true;
  const through = (end: Place) =>
    corridor.airports.includes(end.icao) || corridor.countries.includes(end.country);
  return !through(from) && !through(to);
}

/** Whether the great circle a→b stays out of the regions, with a bounding-box test before any outline. */
function clear(a: Point, b: Point, regions: readonly Region[], km = greatCircleKm(a, b)): boolean {
  // The great circle bulges poleward of the straight line between its ends by at most a few per cent
  // of its length at these latitudes: a box that wide around the ends holds it.
  const margin = (km / KM_PER_DEGREE) * 0.15 + 0.1;
  const minLat = Math.min(a.lat, b.lat) - margin;
  const maxLat = Math.max(a.lat, b.lat) + margin;
  const minLon = Math.min(a.lon, b.lon) - margin * 2;
  const maxLon = Math.max(a.lon, b.lon) + margin * 2;
  for (const region of regions) {
    if (region.maxLat < minLat || region.minLat > maxLat || region.maxLon < minLon || region.minLon > maxLon)
      continue;
    if (crosses(region, a, b)) return false;
  }
  return true;
}

/** Points just outside each corner, along the outward bisector; those inside another active region are dropped. */
function cornerPoints(regions: readonly Region[]): Point[] {
  const points: Point[] = [];
  for (const region of regions) {
    const { lats, lons } = region;
    const n = lats.length;
    const scale = Math.cos(((region.minLat + region.maxLat) / 2) * (Math.PI / 180));
    let area = 0;
    for (let i = 0, j = n - 1; i < n; j = i++)
      area += lons[j]! * scale * lats[i]! - lons[i]! * scale * lats[j]!;
    // Outward normals (x east, y north): right of each edge for an anticlockwise outline, left for a clockwise one.
    const side = area > 0 ? 1 : -1;
    for (let i = 0; i < n; i++) {
      const prev = (i + n - 1) % n;
      const next = (i + 1) % n;
      const normal = (from: number, to: number) => {
        const dx = (lons[to]! - lons[from]!) * scale;
        const dy = lats[to]! - lats[from]!;
        const length = Math.hypot(dx, dy) || 1;
        return [(side * dy) / length, (-side * dx) / length] as const;
      };
      const [ax, ay] = normal(prev, i);
      const [bx, by] = normal(i, next);
      const length = Math.hypot(ax + bx, ay + by) || 1;
      const offset = CORNER_CLEARANCE_KM / KM_PER_DEGREE;
      points.push({
        lat: lats[i]! + ((ay + by) / length) * offset,
        lon: lons[i]! + (((ax + bx) / length) * offset) / scale,
      });
    }
  }
  return points.filter((point) => !regions.some((region) => contains(region, point)));
}

interface Graph {
  regions: readonly Region[];
  nodes: Point[];
  /** Great-circle km between nodes i and j where the segment is clear, else Infinity. */
  km: Float64Array;
}

const graphs = new Map<string, Graph>();

/** The corner graph for one set of active regions, built once per set (there are four or five sets). */
function graphFor(regions: readonly Region[]): Graph {
  const key = regions.map((r) => r.source.name).join("|");
  let graph = graphs.get(key);
  if (!graph) {
    const nodes = cornerPoints(regions);
    const km = new Float64Array(nodes.length * nodes.length).fill(Infinity);
    for (let i = 0; i < nodes.length; i++) {
      for (let j = i + 1; j < nodes.length; j++) {
        const d = greatCircleKm(nodes[i]!, nodes[j]!);
        if (clear(nodes[i]!, nodes[j]!, regions, d)) km[i * nodes.length + j] = km[j * nodes.length + i] = d;
      }
    }
    graph = { regions, nodes, km };
    graphs.set(key, graph);
  }
  return graph;
}

/** Dijkstra over the corners, from `from` to `to`; Infinity when no chain of clear segments joins them. */
function shortestRound(graph: Graph, from: Point, to: Point): { km: number; path: Point[] } {
  const { nodes, km, regions } = graph;
  const n = nodes.length;
  const start = nodes.map((node) => {
    const d = greatCircleKm(from, node);
    return clear(from, node, regions, d) ? d : Infinity;
  });
  const end = nodes.map((node) => {
    const d = greatCircleKm(node, to);
    return clear(node, to, regions, d) ? d : Infinity;
  });
  const dist = Float64Array.from(start);
  const previous = new Int32Array(n).fill(-1);
  const done = new Uint8Array(n);
  for (;;) {
    let u = -1;
    for (let i = 0; i < n; i++)
      if (!done[i] && dist[i]! < Infinity && (u === -1 || dist[i]! < dist[u]!)) u = i;
    if (u === -1) break;
    done[u] = 1;
    for (let v = 0; v < n; v++) {
      const through = dist[u]! + km[u * n + v]!;
      if (!done[v] && through < dist[v]!) {
        dist[v] = through;
        previous[v] = u;
      }
    }
  }
  let best = Infinity;
  let last = -1;
  for (let i = 0; i < n; i++) {
    if (dist[i]! + end[i]! < best) {
      best = dist[i]! + end[i]!;
      last = i;
    }
  }
  const path: Point[] = [];
  for (let i = last; i !== -1; i = previous[i]!) path.unshift(nodes[i]!);
  return { km: best, path };
}

/** The regions closed to a flight, leaving out any that holds one of its ends (the rules refuse those). */
function activeRegions(from: Place, to: Place): Region[] {
  return REGIONS.filter(
    (region) => appliesTo(region.source, from, to) && !contains(region, from) && !contains(region, to),
  );
}

/** The gate of a region an airport inside it is flown through, as a place outside the region. */
function gateOf(end: Place): Place | null {
  for (const region of REGIONS) {
    const gate = region.source.gates?.find((candidate) => candidate.airports.includes(end.icao));
    if (gate && contains(region, end)) {
      return { lat: gate.at[0], lon: gate.at[1], icao: `${end.icao}~gate`, country: end.country };
    }
  }
  return null;
}

/** The flown path between two airports as waypoints (the ends included), for the calibration and tests. */
export function flownPath(from: Place, to: Place): { km: number; waypoints: Point[] } {
  // An airport inside a closed region is entered through its gate: round the region to the gate,
  // then straight in. Two airports behind the same gate fly between them directly.
  const fromGate = gateOf(from);
  const toGate = gateOf(to);
  if ((fromGate || toGate) && !(fromGate && toGate)) {
    if (toGate) {
      const outer = flownPath(from, toGate);
      return { km: outer.km + greatCircleKm(toGate, to), waypoints: [...outer.waypoints, to] };
    }
    const outer = flownPath(fromGate!, to);
    return { km: greatCircleKm(from, fromGate!) + outer.km, waypoints: [from, ...outer.waypoints] };
  }
  return aroundRegions(from, to);
}

function aroundRegions(from: Place, to: Place): { km: number; waypoints: Point[] } {
  const direct = greatCircleKm(from, to);
  const regions = activeRegions(from, to);
  if (regions.length === 0 || clear(from, to, regions, direct)) return { km: direct, waypoints: [from, to] };
  // Built from the lower-numbered airport, so that A→B and B→A take the same path.
  const [a, b] = from.icao <= to.icao ? [from, to] : [to, from];
  const round = shortestRound(graphFor(regions), a, b);
  if (!Number.isFinite(round.km)) return { km: direct, waypoints: [from, to] };
  const waypoints = [a, ...round.path, b];
  return { km: round.km, waypoints: a === from ? waypoints : waypoints.reverse() };
}

/**
 * Lengths already worked out, per pair of airports: the regions are fixed for the process, so a
 * length never goes stale. A detour costs about 0.15 ms and a search meets the same pairs again
 * (every aircraft's base to the departure airport); the map is emptied at MEMO_LIMIT pairs
 * (about 3 MB), far more than the fleet's bases times the airports searched in a day.
 */
const memo = new Map<string, number>();
const MEMO_LIMIT = 50_000;

/**
 * The length of the path actually flown between two airports, before the routing factor of
 * flight.ts: the great circle, or the shortest way round the regions closed to this flight
 * (issue 14, item 3).
 */
export function flownPathKm(from: Place, to: Place): number {
  const key = from.icao <= to.icao ? `${from.icao}${to.icao}` : `${to.icao}${from.icao}`;
  let km = memo.get(key);
  if (km === undefined) {
    if (memo.size >= MEMO_LIMIT) memo.clear();
    km = flownPath(from, to).km;
    memo.set(key, km);
  }
  return km;
}

/** The names of the closed regions a point lies in, whoever they are closed to (the tests check the outlines with it). */
export function regionsContaining(point: Point): string[] {
  return REGIONS.filter((region) => contains(region, point)).map((region) => region.source.name);
}
