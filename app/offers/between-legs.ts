import type { TFunction } from "i18next";
import type { Card, Route } from "~/charter";

/*
 * What the aircraft does between two legs of a multi-leg trip, and why (issue 29, item 1: "the
 * flight page, with every leg and what the aircraft does between legs and why"). The planner
 * (app/charter/engine/planner.ts, rule 6) spends each gap the cheaper of two ways and bills it on
 * the leg after the gap (docs/api-multi-leg.md):
 *
 * - it waits where it landed: `crew_overnight` at that airport for the crew's nights away from
 *   base, `daily_minimum` for each whole day it does not fly, then, when the next leg leaves from
 *   another airport, one `positioning` flight there;
 * - or it flies away and comes back: a `positioning` flight from where it landed (home, or to its
 *   other scheduled work) and one back to the next leg's departure.
 *
 * Read from the breakdown lines' named fields only, so a page in either language says the same.
 * Pure and client-safe.
 */

export type BetweenLegs =
  | {
      kind: "wait";
      /** The leg before the gap, from 1; the gap is between it and the next. */
      after: number;
      /** Where it waits: the earlier leg's arrival. */
      at: string;
      /** Crew nights charged there (0 at the aircraft's own base or within a day). */
      nights: number;
      /** Days charged at the daily minimum, for not flying. */
      days: number;
      /** Where it then flies empty to, when the next leg leaves from elsewhere; else null. */
      then: string | null;
    }
  | {
      kind: "ferry";
      after: number;
      /** Where it landed. */
      at: string;
      /** Where it flies to meanwhile (its base, or the start of its other work). */
      away: string;
      /** The next leg's departure, where it comes back to. */
      back: string;
      /** Calendar days between the landing and the next departure, each on its airport's calendar. */
      days: number;
    };

const day = (local: string) => Date.parse(`${local.slice(0, 10)}T00:00:00Z`) / 86_400_000;

/** The gap before `next` (routes[index], index ≥ 1), read from `next`'s breakdown. */
export function gapBefore(previous: Route, next: Route, after: number): BetweenLegs {
  const at = previous.arrival_airport;
  const start = next.departure_airport;
  const lines = next.price_breakdown;
  const ferries = lines.filter((line) => line.item === "positioning");
  const away = ferries.find((line) => line.from === at && line.to && line.to !== start);
  if (away?.to) {
    const days = Math.max(0, Math.round(day(next.departure_date_local) - day(previous.arrival_date_local)));
    return { kind: "ferry", after, at, away: away.to, back: start, days };
  }
  const overnight = lines.find((line) => line.item === "crew_overnight" && line.airport === at);
  const minimum = lines.find((line) => line.item === "daily_minimum");
  const onward = at !== start ? ferries.find((line) => line.from === at && line.to === start) : undefined;
  return {
    kind: "wait",
    after,
    at,
    nights: overnight?.nights ?? 0,
    days: minimum?.days ?? 0,
    then: onward ? start : null,
  };
}

/**
 * Every gap of a trip of numbered legs (three to five, or two that are not a return), in order.
 * Empty for a one-way flight and for a return, whose stay the flight page words on its own
 * (flight-facts' `stayPlan`, issue 14 item 1).
 */
export function betweenLegs(card: Pick<Card, "routes">, numbered: boolean): BetweenLegs[] {
  if (!numbered) return [];
  const gaps: BetweenLegs[] = [];
  for (let index = 1; index < card.routes.length; index += 1) {
    gaps.push(gapBefore(card.routes[index - 1]!, card.routes[index]!, index));
  }
  return gaps;
}

/**
 * A gap in plain words, sentence by sentence, in the page's language (`multiLeg.between.*`):
 * what the aircraft does, what of it is in the price, and why. `place` names an airport.
 */
export function betweenLegsText(gap: BetweenLegs, place: (icao: string) => string, t: TFunction): string {
  const lead = t("multiLeg.between.lead", { from: gap.after, to: gap.after + 1 });
  if (gap.kind === "ferry") {
    return [
      `${lead} ${t("multiLeg.between.ferry", { away: place(gap.away), back: place(gap.back) })}`,
      t("multiLeg.between.ferryWhy"),
    ].join(" ");
  }
  const sentences = [`${lead} ${t("multiLeg.between.wait", { airport: place(gap.at) })}`];
  const charged: string[] = [];
  if (gap.nights > 0) charged.push(t("multiLeg.between.nights", { count: gap.nights }));
  if (gap.days > 0) charged.push(t("multiLeg.between.days", { count: gap.days }));
  sentences.push(
    charged.length > 0
      ? t("multiLeg.between.charged", { items: charged.join(t("multiLeg.between.and")) })
      : t("multiLeg.between.free"),
  );
  if (charged.length > 0) sentences.push(t("multiLeg.between.waitWhy"));
  if (gap.then) sentences.push(t("multiLeg.between.then", { airport: place(gap.then), leg: gap.after + 1 }));
  return sentences.join(" ");
}
