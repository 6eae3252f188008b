import type { CharterService } from "~/charter/index.server";
import { earliestDeparture, isWithinWindow, lastDepartureDay, readSearchAddress } from "~/charter";
import type { Language } from "~/utils/language";
import { searchPath } from "~/offers/address";
import { toAirportSummary, type AirportSummary } from "~/offers/airport-summary";
import { codeInFieldText } from "./airport-label";
import type { SearchAddressProblem } from "~/charter";
import type { SearchFormErrorKey, SearchFormField, SearchFormInitial } from "~/offers/search-form-types";

/**
 * The search form's address without JavaScript, `/search/` (spec §2 "Home" search form, §4 "Search
 * form"). A browser without scripts submits the form as it stands: airport fields hold an ICAO code
 * when the visitor picked from suggestions (they cannot without scripts) or the typed text. This
 * turns the text into airports, checks the date against the departure window (spec §9) and the
 * passengers (spec §4, at least one), and answers either the search address or the problems, each
 * keyed to its field, with everything the visitor typed so the form can show it again.
 */

export interface SearchFormProblem {
  key: SearchFormErrorKey;
  /** The visitor's own text, quoted in the message ("Не нашли аэропорт «…»"). */
  text?: string;
}

export type SearchFormOutcome =
  | { kind: "empty" }
  | { kind: "redirect"; location: string }
  | {
      kind: "invalid";
      initial: SearchFormInitial;
      problems: Partial<Record<SearchFormField, SearchFormProblem>>;
    };

type AirportLookup = Pick<CharterService, "airports" | "airport">;

const FIELDS = ["from", "to", "date", "back", "pax", "return"] as const;
const ICAO = /^[A-Za-z]{4}$/;

/** The airport search's own normalisation (spec §5): case-insensitive, ё as е, single spaces. */
function normalize(text: string): string {
  return text.trim().replace(/\s+/g, " ").toLowerCase().replaceAll("ё", "е");
}

/**
 * How well an airport matches, in the bands of the airport search (API.md: exact ICAO/IATA, then
 * name prefix, then city prefix, then anything else). Two best matches in the same band mean the
 * text did not say which airport the visitor meant («Москва» fits Vnukovo, Sheremetyevo and
 * Domodedovo alike), while «стамбул» names Istanbul Airport ahead of the city's other airports.
 */
function bandOf(airport: AirportSummary, query: string): number {
  if (query === normalize(airport.icao) || query === normalize(airport.iata)) return 0;
  if ([airport.name, airport.name_rus].some((name) => normalize(name).startsWith(query))) return 1;
  if ([airport.city, airport.city_rus].some((city) => normalize(city).startsWith(query))) return 2;
  return 3;
}

export type AirportResolution =
  { ok: true; airport: AirportSummary } | { ok: false; key: "missing" | "unknown" | "ambiguous" };

/** spec §5: an ICAO code as is, else the best ranked match, unless two match equally well. */
export function resolveAirport(charter: AirportLookup, text: string): AirportResolution {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, key: "missing" };
  if (ICAO.test(trimmed)) {
    const exact = charter.airport(trimmed.toUpperCase());
    if (exact) return { ok: true, airport: toAirportSummary(exact) };
  }
  // A field the picker filled reads "Внуково, Москва (VKO)": the code in brackets names the airport.
  const code = codeInFieldText(trimmed);
  if (code) {
    const [coded] = charter.airports(code, 1);
    if (coded && (coded.iata === code || coded.icao === code)) {
      return { ok: true, airport: toAirportSummary(coded) };
    }
  }
  const [best, next] = charter.airports(trimmed, 2);
  if (!best) return { ok: false, key: "unknown" };
  const query = normalize(trimmed);
  if (next && bandOf(best, query) >= bandOf(next, query)) return { ok: false, key: "ambiguous" };
  return { ok: true, airport: toAirportSummary(best) };
}

function isOn(value: string | null): boolean {
  return value !== null && value !== "" && value !== "0" && value !== "off";
}

/** Reads, resolves and checks the no-script form's query string. */
export function resolveSearchForm(
  charter: AirportLookup,
  params: URLSearchParams,
  language: Language,
  now: Date = new Date(),
): SearchFormOutcome {
  if (FIELDS.every((field) => !params.has(field))) return { kind: "empty" };
  const earliest = earliestDeparture(now);
  const text = (field: string) => (params.get(field) ?? "").trim();
  const problems: Partial<Record<SearchFormField, SearchFormProblem>> = {};
  const initial: SearchFormInitial = { query: {} };

  const fromText = text("from");
  const toText = text("to");
  const from = resolveAirport(charter, fromText);
  const to = resolveAirport(charter, toText);
  initial.query!.from = fromText;
  initial.query!.to = toText;
  if (from.ok) initial.from = from.airport;
  else problems.from = from.key === "missing" ? { key: "fromMissing" } : { key: from.key, text: fromText };
  if (to.ok) initial.to = to.airport;
  else problems.to = to.key === "missing" ? { key: "toMissing" } : { key: to.key, text: toText };

  // spec §4: turning the return on copies the departure date; with it off the back date is dropped.
  const returnOn = isOn(params.get("return"));
  const dateText = text("date");
  const paxText = text("pax");
  const backText = returnOn ? text("back") : "";
  // One validation, the contract's (`CardsQuerySchema`); the airports are the resolved ones.
  const reading = readSearchAddress({
    from: from.ok ? from.airport.icao : fromText,
    to: to.ok ? to.airport.icao : toText,
    date: dateText,
    pax: paxText,
    back: returnOn ? backText || dateText : null,
  });
  const refused = (problem: SearchAddressProblem) => !reading.ok && reading.problems.includes(problem);
  const { date, pax, back: parsedBack } = reading.address;

  if (from.ok && to.ok && refused("sameAirports")) {
    problems.to = { key: "sameAirports" };
    delete initial.to;
  }

  initial.query!.date = date ?? dateText;
  if (!dateText) problems.date = { key: "dateMissing" };
  else if (date === undefined) problems.date = { key: "dateInvalid" };
  else if (!isWithinWindow(date, earliest)) problems.date = { key: "dateOutside" };

  if (pax === undefined) problems.pax = { key: "pax" };
  else initial.query!.pax = pax;

  if (returnOn) {
    initial.query!.back = parsedBack ?? backText;
    if (!parsedBack) {
      if (backText) problems.back = { key: "backInvalid" };
    } else if (refused("backBefore")) problems.back = { key: "backBefore" };
    else if (parsedBack.slice(0, 10) > lastDepartureDay(earliest)) problems.back = { key: "backOutside" };
  }

  if (Object.keys(problems).length === 0 && reading.ok) {
    return { kind: "redirect", location: searchPath(reading.address, language) };
  }
  return { kind: "invalid", initial, problems: { ...problems, form: { key: "form" } } };
}
