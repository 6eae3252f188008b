import type { AircraftType, AircraftTypeId } from "./aircraft-types";
import { GREY, MIST, NAVY, PAPER, SKY, STEEL } from "./palette";

/**
 * Side views of the aircraft types (issue 16, item 3): a drawing of every type the engine can offer,
 * in the style of the house fleet's pictures (public/media/fleet/*-exterior.svg), for the cards and
 * flight pages of aircraft that have no pictures of their own.
 *
 * The drawing is parametric and honest to the type's proportions: the overall length, height and
 * wing span are the type's published figures (aircraft-types.ts, `exterior`, with their sources),
 * drawn to one scale, and the shapes below (fuselage depth, wing, fin, engines, gear, windows) are
 * in metres of the real aircraft. The few shape figures with a published source name it in the
 * comment above the type; every other figure is an ESTIMATE at silhouette accuracy (about ±10 %),
 * from the type's well-known configuration (engine layout, tail, winglets, window shape and count)
 * rather than measured off a drawing: replace any with a figure from the maker's airport-planning
 * document when one is at hand, and run `npm run draw:types`. docs/fleet-sources.md ("Type
 * drawings") says the same. Pure and deterministic: the same table draws the same bytes, so the
 * committed files can be checked against it (type-pictures.test.ts).
 */

/** How the engines sit, which is most of what tells one type from another at a glance. */
export type EngineLayout =
  /** Two jets on the rear fuselage: most business jets. */
  | "rear-twin"
  /** Two on the rear fuselage and a third in the tail, fed by an S-duct (Falcon 7X). */
  | "rear-trijet"
  /** Two under the wings (the Airbus). */
  | "wing-twin"
  /** One turboprop in the nose (PC-12). */
  | "nose-turboprop";

/** Where the horizontal tail sits: on top of the fin, part-way up it, or on the tail cone. */
export type TailKind = "t-tail" | "cruciform" | "fuselage";

export type WindowShape = "oval" | "wide-oval" | "rounded" | "airliner";

export interface SideViewShape {
  /** Outside depth of the fuselage, m. */
  fuselageDepthM: number;
  /** Height of the fuselage's underside above the ground, gear down, m. */
  bellyM: number;
  nose: {
    /** From the tip to where the fuselage reaches its full depth, m. */
    lengthM: number;
    /** Height of the tip, as a fraction of the depth from the underside. */
    tip: number;
    /** 0 a pointed business-jet nose, 1 an airliner's round one. */
    bluntness: number;
  };
  /** Where the top line starts falling towards the tail, m from the nose. */
  topTaperM: number;
  /** Where the underside starts sweeping up to the tail, m from the nose. */
  tailconeM: number;
  /** The tail end's bottom and top, as fractions of the depth from the underside. */
  tailEnd: readonly [number, number];
  windows: {
    shape: WindowShape;
    count: number;
    /** Centre of the first window, m from the nose. */
    firstM: number;
    pitchM: number;
    widthM: number;
    heightM: number;
    /** Window positions (0-based) left out, for doors and exits. */
    skip?: readonly number[];
  };
  /** Doors drawn on the fuselage side: centre, width and height, m. */
  doors: readonly { atM: number; widthM: number; heightM: number }[];
  wing: {
    /** Leading edge at the root, m from the nose. */
    rootLeM: number;
    rootChordM: number;
    tipChordM: number;
    /** Leading-edge sweep, degrees. */
    sweepDeg: number;
    dihedralDeg: number;
    /** Height of the winglet above the tip, m (0: none). */
    wingletM: number;
    /** An airliner's wingtip fence, above and below the tip. */
    fence?: boolean;
  };
  fin: {
    rootChordM: number;
    tipChordM: number;
    /** Leading-edge sweep, degrees. */
    sweepDeg: number;
    /**
     * How far the fin's tip trailing edge stops short of the overall length, m (the overall length
     * ends at the rearmost point: the tail cone, the fin or the tailplane's tip).
     */
    insetM: number;
  };
  /** Where the fuselage itself ends, short of the overall length, m. */
  bodyInsetM: number;
  tail: {
    kind: TailKind;
    /** Up the fin, as a fraction of its height (cruciform); ignored otherwise. */
    at: number;
    /** The stabiliser as the side view shows it: root leading edge to tip trailing edge, m. */
    lengthM: number;
  };
  engines: {
    layout: EngineLayout;
    /** Nacelle centre, m from the nose. */
    centreM: number;
    /** Nacelle centre above the ground, m. */
    heightM: number;
    lengthM: number;
    diameterM: number;
    /** The turboprop's propeller diameter, m, and blades. */
    propeller?: { diameterM: number; blades: number };
  };
  gear: {
    /** Nose and main wheel positions, m from the nose. */
    noseM: number;
    mainM: number;
    /** Main wheel radius, m (the nose wheel is drawn at three quarters of it). */
    wheelM: number;
  };
}

/**
 * The shapes of every type the engine can offer. A type without an entry is a compile error here,
 * and a failing test (type-pictures.test.ts) if the entry is dropped.
 */
export const SIDE_VIEW_SHAPES: Record<AircraftTypeId, SideViewShape> = {
  // CRJ200 airframe: fuselage 2.69 m across and wheelbase 11.4 m (Bombardier CRJ200 airport
  // planning manual); T-tail, small winglets, CF34-3B1 pods on the rear fuselage; the airliner's
  // row of small windows. Other figures estimates.
  "challenger-850": {
    fuselageDepthM: 2.69,
    bellyM: 0.85,
    nose: { lengthM: 3.6, tip: 0.4, bluntness: 0.15 },
    topTaperM: 19.5,
    tailconeM: 18.2,
    tailEnd: [0.55, 0.86],
    windows: { shape: "oval", count: 16, firstM: 5.2, pitchM: 0.82, widthM: 0.26, heightM: 0.36 },
    doors: [{ atM: 4.1, widthM: 0.9, heightM: 1.75 }],
    wing: {
      rootLeM: 10.6,
      rootChordM: 4.3,
      tipChordM: 1.3,
      sweepDeg: 28,
      dihedralDeg: 2.5,
      wingletM: 0.9,
    },
    fin: { rootChordM: 3.7, tipChordM: 2.3, sweepDeg: 40, insetM: 0.5 },
    bodyInsetM: 0.6,
    tail: { kind: "t-tail", at: 1, lengthM: 4.2 },
    engines: { layout: "rear-twin", centreM: 19.3, heightM: 2.95, lengthM: 3.4, diameterM: 1.35 },
    gear: { noseM: 2.1, mainM: 13.5, wheelM: 0.34 },
  },
  // T-tail, winglets, HTF7000 pods; six large windows a side. Figures estimates.
  "challenger-300": {
    fuselageDepthM: 2.5,
    bellyM: 0.72,
    nose: { lengthM: 3.4, tip: 0.4, bluntness: 0.1 },
    topTaperM: 14.6,
    tailconeM: 12.8,
    tailEnd: [0.55, 0.86],
    windows: { shape: "rounded", count: 6, firstM: 5.2, pitchM: 1.0, widthM: 0.38, heightM: 0.44 },
    doors: [{ atM: 3.9, widthM: 0.8, heightM: 1.65 }],
    wing: {
      rootLeM: 7.9,
      rootChordM: 4.2,
      tipChordM: 1.3,
      sweepDeg: 29,
      dihedralDeg: 2.5,
      wingletM: 1.2,
    },
    fin: { rootChordM: 3.8, tipChordM: 2.1, sweepDeg: 42, insetM: 0.4 },
    bodyInsetM: 1.2,
    tail: { kind: "t-tail", at: 1, lengthM: 4.0 },
    engines: { layout: "rear-twin", centreM: 14.5, heightM: 2.7, lengthM: 3.1, diameterM: 1.2 },
    gear: { noseM: 2.2, mainM: 10.6, wheelM: 0.33 },
  },
  // Long pointed nose, 35° wing with winglets, BR710 pods, swept T-tail; large oval windows.
  // Figures estimates.
  "global-5000": {
    fuselageDepthM: 2.8,
    bellyM: 1.0,
    nose: { lengthM: 4.3, tip: 0.38, bluntness: 0.05 },
    topTaperM: 22.0,
    tailconeM: 20.2,
    tailEnd: [0.55, 0.86],
    windows: { shape: "oval", count: 13, firstM: 5.6, pitchM: 0.96, widthM: 0.34, heightM: 0.46 },
    doors: [{ atM: 4.6, widthM: 0.9, heightM: 1.8 }],
    wing: {
      rootLeM: 11.2,
      rootChordM: 5.6,
      tipChordM: 1.4,
      sweepDeg: 35,
      dihedralDeg: 2.5,
      wingletM: 1.3,
    },
    fin: { rootChordM: 4.6, tipChordM: 2.6, sweepDeg: 44, insetM: 0.4 },
    bodyInsetM: 1.2,
    tail: { kind: "t-tail", at: 1, lengthM: 5.4 },
    engines: { layout: "rear-twin", centreM: 21.8, heightM: 3.3, lengthM: 4.4, diameterM: 1.5 },
    gear: { noseM: 3.0, mainM: 15.6, wheelM: 0.4 },
  },
  // PT6A-67P in the nose with a four-blade 2.67 m propeller (Pilatus PC-12 NG specification:
  // Hartzell, 105 in), straight wing with winglets, T-tail on a tall swept fin, rectangular windows,
  // the airstair and cargo doors at the rear left. Other figures estimates.
  "pilatus-pc-12-ng": {
    fuselageDepthM: 1.9,
    bellyM: 0.85,
    nose: { lengthM: 2.9, tip: 0.47, bluntness: 0.6 },
    topTaperM: 8.6,
    tailconeM: 8.4,
    tailEnd: [0.42, 0.76],
    windows: { shape: "rounded", count: 5, firstM: 3.75, pitchM: 0.7, widthM: 0.36, heightM: 0.42 },
    doors: [
      { atM: 7.5, widthM: 1.32, heightM: 1.35 },
      { atM: 8.55, widthM: 0.62, heightM: 1.35 },
    ],
    wing: {
      rootLeM: 4.6,
      rootChordM: 2.3,
      tipChordM: 1.2,
      sweepDeg: 2,
      dihedralDeg: 4,
      wingletM: 0.55,
    },
    fin: { rootChordM: 2.7, tipChordM: 1.3, sweepDeg: 36, insetM: 0.15 },
    bodyInsetM: 0.2,
    tail: { kind: "t-tail", at: 1, lengthM: 2.3 },
    engines: {
      layout: "nose-turboprop",
      centreM: 1.4,
      heightM: 1.8,
      lengthM: 2.4,
      diameterM: 1.1,
      propeller: { diameterM: 2.67, blades: 4 },
    },
    gear: { noseM: 1.7, mainM: 5.8, wheelM: 0.3 },
  },
  // HS.125-700/800 family: tailplane mounted part-way up the fin, TFE731 pods, six oval windows a
  // side; the 850XP adds winglets (AIN, 2006). Figures estimates.
  "hawker-850xp": hawker({ wingletM: 0.95 }),
  "hawker-800xp": hawker({ wingletM: 0 }),
  "hawker-700": hawker({ wingletM: 0 }),
  // Straight wing without winglets, PW545C pods, tailplane low on the fin (cruciform), seven oval
  // windows a side. Figures estimates.
  "citation-xls-plus": {
    fuselageDepthM: 2.05,
    bellyM: 0.55,
    nose: { lengthM: 3.2, tip: 0.4, bluntness: 0.15 },
    topTaperM: 11.0,
    tailconeM: 9.8,
    tailEnd: [0.52, 0.86],
    windows: { shape: "oval", count: 7, firstM: 4.3, pitchM: 0.72, widthM: 0.3, heightM: 0.42 },
    doors: [{ atM: 3.6, widthM: 0.6, heightM: 1.4 }],
    wing: {
      rootLeM: 6.2,
      rootChordM: 2.7,
      tipChordM: 1.2,
      sweepDeg: 4,
      dihedralDeg: 3,
      wingletM: 0,
    },
    fin: { rootChordM: 2.9, tipChordM: 1.3, sweepDeg: 42, insetM: 0 },
    bodyInsetM: 0.7,
    tail: { kind: "cruciform", at: 0.3, lengthM: 3.2 },
    engines: { layout: "rear-twin", centreM: 11.7, heightM: 2.0, lengthM: 2.6, diameterM: 0.95 },
    gear: { noseM: 2.4, mainM: 8.5, wheelM: 0.28 },
  },
  // Swept wing with winglets, PW535E pods, swept T-tail, large rounded windows. Figures estimates.
  "phenom-300e": {
    fuselageDepthM: 1.9,
    bellyM: 0.5,
    nose: { lengthM: 3.1, tip: 0.4, bluntness: 0.1 },
    topTaperM: 10.6,
    tailconeM: 9.6,
    tailEnd: [0.52, 0.86],
    windows: { shape: "rounded", count: 6, firstM: 4.15, pitchM: 0.8, widthM: 0.4, heightM: 0.44 },
    doors: [{ atM: 3.45, widthM: 0.62, heightM: 1.35 }],
    wing: {
      rootLeM: 6.0,
      rootChordM: 2.6,
      tipChordM: 1.0,
      sweepDeg: 26,
      dihedralDeg: 4,
      wingletM: 0.85,
    },
    fin: { rootChordM: 3.0, tipChordM: 1.6, sweepDeg: 42, insetM: 0.3 },
    bodyInsetM: 1.0,
    tail: { kind: "t-tail", at: 1, lengthM: 3.6 },
    engines: { layout: "rear-twin", centreM: 11.5, heightM: 2.0, lengthM: 2.5, diameterM: 0.95 },
    gear: { noseM: 2.0, mainM: 8.7, wheelM: 0.28 },
  },
  // ERJ-135 airframe: fuselage 2.28 m across (Embraer ERJ 135 airport planning manual); long
  // pointed nose, winglets, AE3007A pods, T-tail, a long row of windows. Other figures estimates.
  "legacy-600": {
    fuselageDepthM: 2.28,
    bellyM: 0.8,
    nose: { lengthM: 3.9, tip: 0.38, bluntness: 0.05 },
    topTaperM: 19.4,
    tailconeM: 18.0,
    tailEnd: [0.55, 0.86],
    windows: { shape: "oval", count: 13, firstM: 5.2, pitchM: 0.95, widthM: 0.3, heightM: 0.4 },
    doors: [{ atM: 4.35, widthM: 0.7, heightM: 1.6 }],
    wing: {
      rootLeM: 10.7,
      rootChordM: 3.9,
      tipChordM: 1.1,
      sweepDeg: 24,
      dihedralDeg: 5,
      wingletM: 1.1,
    },
    fin: { rootChordM: 3.5, tipChordM: 2.2, sweepDeg: 36, insetM: 0.5 },
    bodyInsetM: 0.6,
    tail: { kind: "t-tail", at: 1, lengthM: 4.3 },
    engines: { layout: "rear-twin", centreM: 19.6, heightM: 2.65, lengthM: 3.8, diameterM: 1.3 },
    gear: { noseM: 2.3, mainM: 13.9, wheelM: 0.32 },
  },
  // Three PW307A, two in pods and one in the tail fed by an S-duct whose intake sits on the
  // fuselage ahead of the fin; tailplane part-way up the fin; no winglets on the original wing;
  // 28 windows (Dassault Falcon 7X specification), 14 a side. Other figures estimates.
  "falcon-7x": {
    fuselageDepthM: 2.6,
    bellyM: 0.75,
    nose: { lengthM: 3.7, tip: 0.34, bluntness: 0.05 },
    topTaperM: 17.0,
    tailconeM: 16.0,
    tailEnd: [0.4, 0.9],
    windows: { shape: "rounded", count: 14, firstM: 4.9, pitchM: 0.78, widthM: 0.34, heightM: 0.42 },
    doors: [{ atM: 4.15, widthM: 0.8, heightM: 1.75 }],
    wing: {
      rootLeM: 8.3,
      rootChordM: 5.0,
      tipChordM: 1.4,
      sweepDeg: 34,
      dihedralDeg: 4,
      wingletM: 0,
    },
    fin: { rootChordM: 4.6, tipChordM: 2.0, sweepDeg: 46, insetM: 0 },
    bodyInsetM: 0.9,
    tail: { kind: "cruciform", at: 0.42, lengthM: 5.0 },
    engines: { layout: "rear-trijet", centreM: 17.4, heightM: 2.85, lengthM: 3.1, diameterM: 1.15 },
    gear: { noseM: 2.3, mainM: 13.0, wheelM: 0.35 },
  },
  // Long nose, winglets, Tay 611-8C pods, T-tail, and Gulfstream's big oval windows, twelve
  // (Gulfstream G450 specification sheet), six a side. Other figures estimates.
  "gulfstream-g450": {
    fuselageDepthM: 2.55,
    bellyM: 1.05,
    nose: { lengthM: 4.5, tip: 0.4, bluntness: 0.05 },
    topTaperM: 20.4,
    tailconeM: 19.6,
    tailEnd: [0.55, 0.86],
    windows: {
      shape: "wide-oval",
      count: 6,
      firstM: 6.4,
      pitchM: 1.6,
      widthM: 0.64,
      heightM: 0.48,
    },
    doors: [{ atM: 5.0, widthM: 0.9, heightM: 1.75 }],
    wing: {
      rootLeM: 10.2,
      rootChordM: 5.2,
      tipChordM: 1.2,
      sweepDeg: 31,
      dihedralDeg: 3,
      wingletM: 1.0,
    },
    fin: { rootChordM: 4.4, tipChordM: 2.1, sweepDeg: 42, insetM: 0.4 },
    bodyInsetM: 1.0,
    tail: { kind: "t-tail", at: 1, lengthM: 5.2 },
    engines: { layout: "rear-twin", centreM: 20.1, heightM: 3.1, lengthM: 4.2, diameterM: 1.4 },
    gear: { noseM: 3.0, mainM: 14.9, wheelM: 0.38 },
  },
  // Airbus A319 aircraft characteristics (airport planning): fuselage 3.95 m wide and 4.14 m deep,
  // wheelbase 11.04 m; engines under the wings, tailplane on the tail cone, wingtip fences (no
  // sharklets, as the exterior figures above); doors and overwing exits as the A319's. Other
  // figures estimates.
  "airbus-acj319": {
    fuselageDepthM: 4.14,
    bellyM: 1.85,
    nose: { lengthM: 5.0, tip: 0.42, bluntness: 1 },
    topTaperM: 24.5,
    tailconeM: 21.5,
    tailEnd: [0.6, 0.8],
    windows: {
      shape: "airliner",
      count: 40,
      firstM: 6.1,
      pitchM: 0.533,
      widthM: 0.23,
      heightM: 0.33,
      skip: [13, 16, 40],
    },
    doors: [
      { atM: 5.1, widthM: 0.81, heightM: 1.85 },
      { atM: 13.3, widthM: 0.51, heightM: 1.02 },
      { atM: 14.9, widthM: 0.51, heightM: 1.02 },
      { atM: 28.2, widthM: 0.81, heightM: 1.85 },
    ],
    wing: {
      rootLeM: 12.2,
      rootChordM: 6.1,
      tipChordM: 1.5,
      sweepDeg: 27,
      dihedralDeg: 5.1,
      wingletM: 0,
      fence: true,
    },
    fin: { rootChordM: 5.8, tipChordM: 2.0, sweepDeg: 40, insetM: 1.4 },
    bodyInsetM: 0,
    tail: { kind: "fuselage", at: 0, lengthM: 6.6 },
    engines: { layout: "wing-twin", centreM: 12.6, heightM: 1.7, lengthM: 4.4, diameterM: 2.1 },
    gear: { noseM: 5.1, mainM: 16.14, wheelM: 0.57 },
  },
  // Straight wing, FJ44-3A pods, tailplane low on the fin, six oval windows a side. Figures
  // estimates.
  "citation-cj2-plus": {
    fuselageDepthM: 1.75,
    bellyM: 0.5,
    nose: { lengthM: 2.9, tip: 0.42, bluntness: 0.15 },
    topTaperM: 9.4,
    tailconeM: 8.3,
    tailEnd: [0.52, 0.86],
    windows: { shape: "oval", count: 6, firstM: 3.9, pitchM: 0.6, widthM: 0.28, heightM: 0.38 },
    doors: [{ atM: 3.25, widthM: 0.6, heightM: 1.3 }],
    wing: {
      rootLeM: 5.5,
      rootChordM: 2.3,
      tipChordM: 1.0,
      sweepDeg: 3,
      dihedralDeg: 4,
      wingletM: 0,
    },
    fin: { rootChordM: 2.5, tipChordM: 1.2, sweepDeg: 40, insetM: 0 },
    bodyInsetM: 0.6,
    tail: { kind: "cruciform", at: 0.28, lengthM: 3.0 },
    engines: { layout: "rear-twin", centreM: 9.9, heightM: 1.8, lengthM: 2.2, diameterM: 0.8 },
    gear: { noseM: 1.9, mainM: 7.4, wheelM: 0.25 },
  },
};

/** The three Hawkers share the HS.125-700/800 fuselage, wing plan and tail (15.5 m long). */
function hawker({ wingletM }: { wingletM: number }): SideViewShape {
  return {
    fuselageDepthM: 2.0,
    bellyM: 0.55,
    nose: { lengthM: 2.9, tip: 0.42, bluntness: 0.2 },
    topTaperM: 11.3,
    tailconeM: 9.6,
    tailEnd: [0.55, 0.88],
    windows: { shape: "oval", count: 6, firstM: 4.3, pitchM: 0.8, widthM: 0.3, heightM: 0.42 },
    doors: [{ atM: 3.35, widthM: 0.7, heightM: 1.55 }],
    wing: { rootLeM: 6.0, rootChordM: 3.1, tipChordM: 1.2, sweepDeg: 22, dihedralDeg: 2, wingletM },
    fin: { rootChordM: 2.8, tipChordM: 1.4, sweepDeg: 40, insetM: 0 },
    bodyInsetM: 0.5,
    tail: { kind: "cruciform", at: 0.22, lengthM: 3.2 },
    engines: { layout: "rear-twin", centreM: 11.3, heightM: 2.1, lengthM: 2.8, diameterM: 1.0 },
    gear: { noseM: 2.1, mainM: 8.5, wheelM: 0.3 },
  };
}

/** The canvas of the house drawings: the aircraft 1080 px long on a 1200 × 460 picture. */
export const SIDE_VIEW_WIDTH = 1200;
export const SIDE_VIEW_HEIGHT = 460;
const NOSE_X = 60;
const DRAWN_LENGTH = 1080;
const GROUND_Y = 420;

/** A coordinate with one decimal (or `digits`): deterministic, and short. */
export function num(value: number, digits = 1): string {
  const scale = 10 ** digits;
  const rounded = Math.round(value * scale) / scale;
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

const rad = (deg: number) => (deg * Math.PI) / 180;

export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The side view of a type, as an SVG document. */
export function drawSideView(
  type: Pick<AircraftType, "name" | "exterior">,
  shape: SideViewShape,
  /**
   * "wide": the house drawings' 1200 × 460; "thumb": the same drawing on a 3:2 canvas, for the
   * gallery thumbnails, which are cut to 3:2 (a wide picture would lose its nose and tail).
   */
  frame: "wide" | "thumb" = "wide",
): string {
  const { lengthM: L, heightM: H, wingSpanM } = type.exterior;
  const s = DRAWN_LENGTH / L;
  // Metres along the aircraft (from the nose) and above the ground, to the picture's pixels.
  const X = (m: number) => NOSE_X + m * s;
  const Y = (m: number) => GROUND_Y - m * s;
  const P = (x: number, y: number) => `${num(X(x))} ${num(Y(y))}`;
  const D = shape.fuselageDepthM;
  const b = shape.bellyM;
  const t = b + D;
  const out: string[] = [];

  // Shadow on the ground.
  out.push(`<ellipse cx="600" cy="426" rx="${num(DRAWN_LENGTH * 0.46)}" ry="9" fill="${MIST}"/>`);

  // Gear: a strut and a wheel under the nose and under the wing.
  const { gear } = shape;
  for (const [atM, r] of [
    [gear.noseM, gear.wheelM * 0.75],
    [gear.mainM, gear.wheelM],
  ] as const) {
    const x = num(X(atM));
    out.push(
      `<path d="M${x} ${num(Y(b + 0.05))}V${num(Y(r))}" stroke="${GREY}" stroke-width="${num(Math.max(3, r * s * 0.35))}"/>`,
      `<circle cx="${x}" cy="${num(Y(r))}" r="${num(r * s)}" fill="${NAVY}"/>`,
      `<circle cx="${x}" cy="${num(Y(r))}" r="${num(r * s * 0.45)}" fill="${STEEL}"/>`,
    );
  }

  // The fin, its root hidden under the tail cone, with a dorsal fillet running into it; its tip's
  // trailing edge `insetM` short of the overall length.
  const { fin } = shape;
  const bodyEnd = L - shape.bodyInsetM;
  // The overall height is the top of the fin, or of the T-tail's bullet fairing.
  const stabThickness = Math.max(0.1, shape.tail.lengthM * 0.05);
  const finTopY = shape.tail.kind === "t-tail" ? H - stabThickness * 1.1 : H;
  const lean = Math.tan(rad(fin.sweepDeg));
  const finTipTe = L - fin.insetM;
  const finTipLe = finTipTe - fin.tipChordM;
  // The fin stands on the top line where it falls towards the tail: its root is found in a few
  // steps (the root's height moves it along the sweep, which moves its height).
  const tailTop = b + shape.tailEnd[1] * D;
  const topAt = (x: number) => {
    const f = Math.min(1, Math.max(0, (x - shape.topTaperM) / (bodyEnd - shape.topTaperM)));
    return t - (t - tailTop) * f * f;
  };
  let finRootY = tailTop;
  for (let i = 0; i < 4; i += 1) {
    finRootY = topAt(finTipLe - (finTopY - finRootY) * lean + fin.rootChordM / 2) - 0.12 * D;
  }
  const finHeight = finTopY - finRootY;
  const finRootLe = finTipLe - finHeight * lean;
  const finRootTe = finRootLe + fin.rootChordM;
  const finLeAt = (y: number) => finRootLe + (y - finRootY) * lean;
  const finTeAt = (y: number) => finRootTe + ((finTipTe - finRootTe) * (y - finRootY)) / finHeight;
  const fillet = fin.rootChordM * 0.55;
  const filletTop = t + 0.22 * (finTopY - t);
  const trijet = shape.engines.layout === "rear-trijet";
  out.push(
    `<path d="M${P(finRootLe - (trijet ? 0 : fillet), t - 0.02)}Q${P(finLeAt(t) - fillet * 0.15, t)} ${P(finLeAt(filletTop), filletTop)}L${P(finTipLe, finTopY)}L${P(finTipTe, finTopY)}L${P(finRootTe, finRootY)}Z" fill="${NAVY}"/>`,
  );
  // The house livery's light band across the fin.
  const band = (lo: number, hi: number) => {
    const y0 = finRootY + lo * finHeight;
    const y1 = finRootY + hi * finHeight;
    return `<path d="M${P(finLeAt(y0), y0)}L${P(finLeAt(y1), y1)}L${P(finTeAt(y1), y1)}L${P(finTeAt(y0), y0)}Z" fill="${SKY}"/>`;
  };
  out.push(shape.tail.kind === "cruciform" ? band(0.66, 0.74) : band(0.5, 0.58));

  // Falcon 7X: the centre engine's S-duct intake on top of the fuselage, ahead of the fin.
  if (trijet) {
    const start = finRootLe - 1.5;
    const lip = t + 0.55;
    out.push(
      `<path d="M${P(start, t - 0.1)}L${P(start, lip)}Q${P(start + 1.2, lip + 0.05)} ${P(finLeAt(lip + 0.2), lip + 0.2)}L${P(finRootLe + 1.2, t - 0.1)}Z" fill="${MIST}" stroke="${NAVY}" stroke-width="2" stroke-linejoin="round"/>`,
      `<path d="M${P(start, t + 0.02)}L${P(start, lip)}Q${P(start + 0.2, lip)} ${P(start + 0.25, t + 0.28)}Q${P(start + 0.2, t + 0.02)} ${P(start, t + 0.02)}Z" fill="${NAVY}"/>`,
    );
  }

  // The stabiliser when it sits on the fin (drawn over it); a fuselage-mounted one comes later.
  const stabiliser = (rootLe: number, y: number, fairing: boolean) => {
    const len = shape.tail.lengthM;
    const th = stabThickness;
    const parts = [
      `<path d="M${P(rootLe, y)}Q${P(rootLe + len * 0.25, y + th * 1.4)} ${P(rootLe + len * 0.55, y + th * 1.2)}L${P(rootLe + len, y + th * 0.2)}L${P(rootLe + len, y - th * 0.5)}Q${P(rootLe + len * 0.45, y - th * 0.9)} ${P(rootLe, y)}Z" fill="${STEEL}" stroke="${NAVY}" stroke-width="1.5" stroke-linejoin="round"/>`,
    ];
    if (fairing) {
      parts.push(
        `<ellipse cx="${num(X(rootLe + len * 0.4))}" cy="${num(Y(y))}" rx="${num(len * 0.24 * s)}" ry="${num(th * 1.1 * s)}" fill="${STEEL}" stroke="${NAVY}" stroke-width="1.5"/>`,
      );
    }
    return parts.join("");
  };
  // Its tip's trailing edge never passes the overall length.
  const stabLe = (le: number) => Math.min(le, L - shape.tail.lengthM);
  if (shape.tail.kind === "t-tail") {
    out.push(stabiliser(stabLe(finTipLe + fin.tipChordM * 0.1), finTopY, true));
  } else if (shape.tail.kind === "cruciform") {
    const y = finRootY + shape.tail.at * finHeight;
    out.push(stabiliser(stabLe(finLeAt(y) + 0.1), y, false));
  }

  // The fuselage, after the house drawing's outline: the nose curves, a straight cabin, the tail
  // cone rising to the tail end.
  const n = shape.nose;
  const tipY = b + n.tip * D;
  const tailBottom = b + shape.tailEnd[0] * D;
  const upperCp = 0.52 + 0.38 * n.bluntness;
  const lowerNose = n.lengthM * 0.9;
  // A turboprop's nose is the engine cowling, lower than the cabin, with the windscreen rising
  // steeply behind it.
  const prop = shape.engines.layout === "nose-turboprop";
  const cowlTop = tipY + 0.3 * D;
  const cowlBack = n.lengthM * 0.75;
  const upperNose = prop
    ? `C${P(0.04, tipY + 0.22 * D)} ${P(0.25 * n.lengthM, cowlTop)} ${P(0.4 * n.lengthM, cowlTop)}L${P(cowlBack, cowlTop + 0.04 * D)}C${P(cowlBack + 0.3, cowlTop + 0.1 * D)} ${P(n.lengthM - 0.2, t)} ${P(n.lengthM + 0.3, t)}`
    : `C${P(0.02 * n.lengthM, tipY + upperCp * (t - tipY))} ${P((0.32 - 0.12 * n.bluntness) * n.lengthM, t)} ${P(n.lengthM, t)}`;
  const lowerNoseCurve = prop
    ? `C${P(0.45 * n.lengthM, b)} ${P(0.1, tipY - 0.3 * D)} ${P(0, tipY)}Z`
    : `C${P(lowerNose * (0.39 - 0.2 * n.bluntness), b)} ${P(0.008 * n.lengthM, b + (0.48 + 0.3 * n.bluntness) * (tipY - b))} ${P(0, tipY)}Z`;
  const body = [
    `M${P(0, tipY)}`,
    upperNose,
    `L${P(shape.topTaperM, t)}`,
    `C${P(shape.topTaperM + 0.55 * (bodyEnd - shape.topTaperM), t)} ${P(bodyEnd - 0.12 * (bodyEnd - shape.topTaperM), tailTop + 0.02 * D)} ${P(bodyEnd, tailTop)}`,
    `L${P(bodyEnd, tailBottom)}`,
    `C${P(bodyEnd - 0.26 * (bodyEnd - shape.tailconeM), b + 0.58 * (tailBottom - b))} ${P(shape.tailconeM + 0.2 * (bodyEnd - shape.tailconeM), b)} ${P(shape.tailconeM, b)}`,
    `L${P(lowerNose, b)}`,
    lowerNoseCurve,
  ].join("");
  out.push(
    `<path d="${body}" fill="${PAPER}" stroke="${NAVY}" stroke-width="2" stroke-linejoin="round"/>`,
    `<clipPath id="body"><path d="${body}"/></clipPath>`,
  );
  // The cheatline, kept inside the outline.
  const lineStart = 0.09 * L;
  const lineEnd = 0.985 * L;
  out.push(
    `<g clip-path="url(#body)"><path d="M${P(lineStart, b + 0.36 * D)}L${P(lineEnd, b + 0.48 * D)}V${num(Y(b + 0.38 * D))}L${P(lineStart, b + 0.26 * D)}Z" fill="${NAVY}"/><path d="M${P(lineStart, b + 0.41 * D)}L${P(lineEnd, b + 0.53 * D)}" stroke="${SKY}" stroke-width="3.5"/></g>`,
  );

  // The windscreen (an airliner's is a narrower band of panes; a turboprop's rises behind the
  // cowling).
  if (prop) {
    out.push(
      `<path d="M${P(cowlBack + 0.1, cowlTop + 0.08 * D)}L${P(n.lengthM - 0.1, t - 0.04 * D)}L${P(n.lengthM + 0.35, t - 0.06 * D)}L${P(n.lengthM + 0.3, cowlTop + 0.08 * D)}Z" fill="${NAVY}"/>`,
    );
  } else {
    const ws =
      n.bluntness > 0.8
        ? { from: 0.6, to: 0.93, low: 0.64, high: 0.78 }
        : { from: 0.42, to: 0.98, low: 0.72, high: 0.97 };
    out.push(
      `<path d="M${P(ws.from * n.lengthM, b + ws.low * D)}L${P(((ws.from + ws.to) / 2) * n.lengthM, b + (ws.high - 0.04) * D)}L${P(ws.to * n.lengthM, b + ws.high * D)}L${P(ws.to * n.lengthM, b + (ws.low + 0.02) * D)}Z" fill="${NAVY}"/>`,
    );
  }

  // Windows, one path.
  out.push(`<path d="${windowsPath(shape, X, Y, s)}" fill="${NAVY}"/>`);

  // Doors: an outline, as the house drawings have it.
  for (const door of shape.doors) {
    const bottom = b + Math.max(0.08 * D, (D - door.heightM) * 0.32);
    out.push(
      `<rect x="${num(X(door.atM - door.widthM / 2))}" y="${num(Y(bottom + door.heightM))}" width="${num(door.widthM * s)}" height="${num(door.heightM * s)}" rx="${num(Math.min(door.widthM, door.heightM) * 0.17 * s)}" fill="none" stroke="${GREY}" stroke-width="1.5"/>`,
    );
  }

  // The near wing: root at the underside, the tip higher by its dihedral and further aft by its
  // sweep, over the real half-span.
  const { wing } = shape;
  const semi = wingSpanM / 2 - D / 2;
  const rootY = b + 0.08 * D;
  const tipLe = wing.rootLeM + semi * Math.tan(rad(wing.sweepDeg));
  const tipTe = tipLe + wing.tipChordM;
  const tipY2 = rootY + semi * Math.tan(rad(wing.dihedralDeg)) * 0.35;
  const rootTe = wing.rootLeM + wing.rootChordM;
  const thick = Math.max(0.18, wing.rootChordM * 0.09);
  out.push(
    `<path d="M${P(wing.rootLeM, rootY)}Q${P(wing.rootLeM + 0.3 * (tipLe - wing.rootLeM), tipY2 + thick * 0.6)} ${P(tipLe, tipY2 + thick * 0.3)}L${P(tipTe, tipY2 + thick * 0.15)}L${P(rootTe, rootY - thick * 0.9)}L${P(wing.rootLeM + 0.3, rootY - thick)}Q${P(wing.rootLeM - 0.15, rootY - thick * 0.7)} ${P(wing.rootLeM, rootY)}Z" fill="${STEEL}" stroke="${NAVY}" stroke-width="1.5" stroke-linejoin="round"/>`,
  );
  if (wing.wingletM > 0) {
    // Narrower at the top and swept back.
    const h = wing.wingletM;
    const c = wing.tipChordM;
    const base = tipY2 + thick * 0.3;
    out.push(
      `<path d="M${P(tipLe + 0.3 * c, base)}L${P(tipTe + h * 0.6 - 0.4 * c, base + h)}L${P(tipTe + h * 0.6, base + h)}L${P(tipTe, base)}Z" fill="${STEEL}" stroke="${NAVY}" stroke-width="1.5" stroke-linejoin="round"/>`,
    );
  }
  if (wing.fence) {
    const base = tipY2 + thick * 0.3;
    out.push(
      `<path d="M${P(tipTe - 0.75, base - 0.5)}L${P(tipTe + 0.35, base + 0.55)}L${P(tipTe + 0.05, base - 0.45)}Z" fill="${STEEL}" stroke="${NAVY}" stroke-width="1.5" stroke-linejoin="round"/>`,
    );
  }

  // A tailplane on the tail cone (the Airbus), in front of the body.
  if (shape.tail.kind === "fuselage") {
    out.push(stabiliser(stabLe(finRootLe + 0.3 * fin.rootChordM), b + 0.62 * D, false));
  }

  // Engines.
  const e = shape.engines;
  if (e.layout === "rear-twin" || e.layout === "rear-trijet" || e.layout === "wing-twin") {
    out.push(nacelle(e, P, e.layout === "wing-twin" ? "wing" : "fuselage", t, rootY));
  }
  if (e.layout === "rear-trijet") {
    // The centre engine's nozzle at the tail end.
    const ny = b + ((shape.tailEnd[0] + shape.tailEnd[1]) / 2) * D;
    const r = 0.42;
    out.push(
      `<path d="M${P(bodyEnd - 0.2, ny + r)}L${P(bodyEnd + 0.35, ny + r * 0.8)}L${P(bodyEnd + 0.35, ny - r * 0.8)}L${P(bodyEnd - 0.2, ny - r)}Z" fill="${GREY}" stroke="${NAVY}" stroke-width="1.5"/>`,
    );
  }
  if (e.layout === "nose-turboprop" && e.propeller) {
    // Exhaust stack on the cowling, spinner, and the blades seen edge-on in the disc.
    const ex = e.centreM - 0.2;
    out.push(
      `<path d="M${P(ex, b + 0.55 * D)}L${P(ex + 0.35, b + 0.62 * D)}L${P(ex + 0.42, b + 0.44 * D)}L${P(ex + 0.05, b + 0.4 * D)}Z" fill="${GREY}"/>`,
    );
    const axis = b + n.tip * D;
    const r = e.propeller.diameterM / 2;
    const blades: string[] = [];
    for (let i = 0; i < e.propeller.blades; i += 1) {
      // Blades at even angles round the hub, foreshortened to their height in the side view.
      const angle = (Math.PI * 2 * i) / e.propeller.blades + Math.PI / 4;
      const tipH = Math.sin(angle) * r;
      const w = 0.09 + 0.05 * Math.abs(Math.cos(angle));
      blades.push(`M${P(0.12 - w, axis)}L${P(0.1, axis + tipH)}L${P(0.12 + w, axis)}Z`);
    }
    out.push(
      `<path d="${blades.join("")}" fill="${NAVY}" stroke="${NAVY}" stroke-width="3" stroke-linejoin="round"/>`,
      `<path d="M${P(0.45, axis + 0.32)}Q${P(-0.1, axis + 0.2)} ${P(-0.12, axis)}Q${P(-0.1, axis - 0.2)} ${P(0.45, axis - 0.32)}Z" fill="${NAVY}"/>`,
    );
  }

  const title = `${escapeXml(type.name)}: вид сбоку / side view`;
  const height = frame === "thumb" ? (SIDE_VIEW_WIDTH * 2) / 3 : SIDE_VIEW_HEIGHT;
  const top = (SIDE_VIEW_HEIGHT - height) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 ${top} ${SIDE_VIEW_WIDTH} ${height}" width="${SIDE_VIEW_WIDTH}" height="${height}" role="img" aria-labelledby="t"><title id="t">${title}</title>${out.join("")}</svg>\n`;
}

/** Every window of the row as sub-paths of one path. */
function windowsPath(
  shape: SideViewShape,
  X: (m: number) => number,
  Y: (m: number) => number,
  s: number,
): string {
  const w = shape.windows;
  const skip = new Set(w.skip ?? []);
  const centreY = shape.bellyM + (w.shape === "airliner" ? 0.6 : 0.58) * shape.fuselageDepthM;
  const rx = (w.widthM / 2) * s;
  const ry = (w.heightM / 2) * s;
  const parts: string[] = [];
  for (let i = 0; i < w.count; i += 1) {
    if (skip.has(i)) continue;
    const cx = X(w.firstM + i * w.pitchM);
    const cy = Y(centreY);
    if (w.shape === "oval" || w.shape === "wide-oval") {
      parts.push(
        `M${num(cx - rx)} ${num(cy)}a${num(rx)} ${num(ry)} 0 1 0 ${num(2 * rx)} 0a${num(rx)} ${num(ry)} 0 1 0 ${num(-2 * rx)} 0Z`,
      );
    } else {
      // A rounded rectangle (the corner a third of the narrower side; an airliner's a half).
      const r = Math.min(rx, ry) * (w.shape === "airliner" ? 0.9 : 0.65);
      const x0 = cx - rx;
      const y0 = cy - ry;
      const iw = 2 * rx - 2 * r;
      const ih = 2 * ry - 2 * r;
      const a = `a${num(r)} ${num(r)} 0 0 1`;
      parts.push(
        `M${num(x0 + r)} ${num(y0)}h${num(iw)}${a} ${num(r)} ${num(r)}v${num(ih)}${a} ${num(-r)} ${num(r)}h${num(-iw)}${a} ${num(-r)} ${num(-r)}v${num(-ih)}${a} ${num(r)} ${num(-r)}Z`,
      );
    }
  }
  return parts.join("");
}

/** An engine pod with its pylon: to the fuselage (rear engines) or down from the wing. */
function nacelle(
  e: SideViewShape["engines"],
  P: (x: number, y: number) => string,
  mount: "fuselage" | "wing",
  top: number,
  wingY: number,
): string {
  const front = e.centreM - e.lengthM / 2;
  const back = e.centreM + e.lengthM / 2;
  const r = e.diameterM / 2;
  const hi = e.heightM + r;
  const lo = e.heightM - r;
  const parts: string[] = [];
  if (mount === "fuselage") {
    // A short pylon from the pod back down to the fuselage side.
    parts.push(
      `<path d="M${P(front + 0.3 * e.lengthM, lo + 0.15 * r)}L${P(front + 0.45 * e.lengthM, Math.min(top - 0.05, lo - 0.45 * r))}L${P(back + 0.05 * e.lengthM, Math.min(top - 0.05, lo - 0.3 * r))}L${P(back - 0.05 * e.lengthM, lo + 0.2 * r)}Z" fill="${STEEL}"/>`,
    );
  } else {
    // The pylon up to the wing's leading edge.
    parts.push(
      `<path d="M${P(front + 0.35 * e.lengthM, hi - 0.1)}L${P(front + 0.45 * e.lengthM, wingY + 0.55)}L${P(back + 0.45 * e.lengthM, wingY + 0.2)}L${P(back - 0.05 * e.lengthM, hi - 0.3)}Z" fill="${STEEL}" stroke="${NAVY}" stroke-width="1.5" stroke-linejoin="round"/>`,
    );
  }
  const lip = 0.08 * e.lengthM;
  const tailStart = back - 0.2 * e.lengthM;
  parts.push(
    `<path d="M${P(front, hi)}L${P(tailStart, hi)}Q${P(back, hi - 0.1 * r)} ${P(back, e.heightM + 0.45 * r)}L${P(back + 0.12 * e.lengthM, e.heightM)}L${P(back, e.heightM - 0.45 * r)}Q${P(back, lo + 0.1 * r)} ${P(tailStart, lo)}L${P(front, lo)}Q${P(front - lip * 0.8, e.heightM)} ${P(front, hi)}Z" fill="${MIST}" stroke="${NAVY}" stroke-width="2" stroke-linejoin="round"/>`,
    `<path d="M${P(front, hi)}Q${P(front - lip * 0.8, e.heightM)} ${P(front, lo)}L${P(front + lip * 1.2, lo)}L${P(front + lip * 1.2, hi)}Z" fill="${NAVY}"/>`,
  );
  return parts.join("");
}
