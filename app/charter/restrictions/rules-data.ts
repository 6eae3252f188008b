/**
 * The closed airports and the closed airspace the product ships with (issue 14, item 2;
 * docs/decisions/013-route-restrictions.md). Each rule names the authority and the document that
 * imposed it and the day it took effect, so that a visitor's "this route cannot be flown" (spec §8,
 * the sanctions message) can always be traced to a source. These rows are upserted into
 * `route_restrictions` at start (seed.server.ts); operations add their own rows there, and the
 * rule book (rule-book.ts) is built from the table, not from this file.
 *
 * Dates are calendar days, `since` inclusive and `until` exclusive (the first day the rule no
 * longer applies). Countries are ISO 3166-1 alpha-2, as `country` in the airport index.
 */
export type RestrictionKind = "closed_airport" | "closed_airspace";

export interface RestrictionRule {
  id: string;
  kind: RestrictionKind;
  /** closed_airport: the one airport closed (ICAO); null when the rule closes whole countries. */
  icao: string | null;
  /**
   * closed_airport with no icao: every airport of these countries is closed.
   * closed_airspace: the countries whose airspace is closed to flights from and to `appliesTo`.
   */
  countries: string[];
  /**
   * closed_airspace: the countries the closure is aimed at. Flights between them and `countries`,
   * and aircraft operated from or registered in them, are barred; so, in return, are aircraft of
   * `countries` flying to them (Rosaviatsia's retaliatory restrictions of 25 and 28 February 2022
   * on the carriers of the states that closed their airspace). Empty for closed_airport.
   */
  appliesTo: string[];
  /** The authority and the document, in words a reader can search for. */
  source: string;
  sourceUrl: string | null;
  /** YYYY-MM-DD, the first day the rule applies. */
  since: string;
  /** YYYY-MM-DD, the first day it no longer applies (an airport reopened); null while in force. */
  until: string | null;
  note: string | null;
}

/**
 * Rosaviatsia restricted flights to eleven airports of southern and central Russia from 03:45
 * Moscow time on 24 February 2022 and added Lipetsk the same day (TASS-dossier of 11 September 2025,
 * tass.ru/info/25029409); the restriction has been extended by NOTAM ever since. Stavropol reopened
 * on 25 February 2022 and is not listed. Reopened since: Elista on 3 May 2024 (Government of Russia
 * and Rosaviatsia, Interfax 26 April 2024), Gelendzhik on 10 July 2025 (Rosaviatsia, Interfax
 * 10 August 2025) and Krasnodar on 11 September 2025 (Rosaviatsia, TASS 11 September 2025). Still
 * closed in 2026: Anapa, Belgorod, Bryansk, Voronezh, Kursk, Lipetsk, Rostov-on-Don and Simferopol
 * (Minister of Transport A. Nikitin, RIA Novosti via news.mail.ru, 25 February 2026).
 */
const ROSAVIATSIA_SOUTH =
  "Rosaviatsia (Federal Air Transport Agency of Russia): temporary restriction of flights to airports " +
  "of southern and central Russia from 24 February 2022, extended by NOTAM";
const ROSAVIATSIA_SOUTH_URL = "https://tass.ru/info/25029409";

function southernAirport(
  icao: string,
  city: string,
  reopened?: { until: string; source: string; url: string },
): RestrictionRule {
  return {
    id: `ru-south-${icao.toLowerCase()}`,
    kind: "closed_airport",
    icao,
    countries: [],
    appliesTo: [],
    source: reopened ? `${ROSAVIATSIA_SOUTH}; reopened: ${reopened.source}` : ROSAVIATSIA_SOUTH,
    sourceUrl: reopened ? reopened.url : ROSAVIATSIA_SOUTH_URL,
    since: "2022-02-24",
    until: reopened?.until ?? null,
    note: city,
  };
}

/** The 27 member states (Treaty on European Union, Art. 52), to which Art. 3d applies. */
// prettier-ignore
export const EU_MEMBER_STATES = [
  "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE",
  "IT", "LV", "LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE",
] as const;

/**
 * The outermost regions are part of the Union's territory (TFEU Art. 349 and 355(1)) and the airport
 * index lists them under their own ISO codes; the Azores, Madeira and the Canaries are already PT/ES.
 * The overseas countries and territories (French Polynesia, New Caledonia, Aruba…) are not Union
 * territory and are not listed.
 */
const EU_OUTERMOST_REGIONS = ["GP", "MQ", "GF", "RE", "YT", "MF"] as const;

export const RULES: readonly RestrictionRule[] = [
  southernAirport("URRP", "Rostov-on-Don (Platov)"),
  southernAirport("URKA", "Anapa"),
  southernAirport("UUOB", "Belgorod"),
  southernAirport("UUBP", "Bryansk"),
  southernAirport("UUOO", "Voronezh"),
  southernAirport("UUOK", "Kursk"),
  southernAirport("UUOL", "Lipetsk"),
  // The airport index lists Crimea's airports with country UA, so the Ukraine rule below closes
  // Simferopol too; it is named here as well because Rosaviatsia's notice names it.
  southernAirport("UKFF", "Simferopol"),
  // The same airport under its Russian code: the airport index lists Simferopol twice (UKFF under
  // UA, URFF under RU; decision record 005), and the Ukraine rule reaches only the first. Without
  // this the engine flew to URFF and the nearest-open list of issue 26, item 9 named it.
  southernAirport("URFF", "Simferopol"),
  southernAirport("URKK", "Krasnodar (Pashkovsky)", {
    until: "2025-09-11",
    source: "Rosaviatsia, 11 September 2025 (first scheduled flight 17 September 2025)",
    url: "https://tass.ru/info/25029409",
  }),
  southernAirport("URKG", "Gelendzhik", {
    until: "2025-07-10",
    source: "Rosaviatsia, civil flights permitted from 10 July 2025, 08:30–20:00 Moscow time",
    url: "https://www.interfax.ru/russia/1040533",
  }),
  southernAirport("URWI", "Elista", {
    until: "2024-05-03",
    source: "Government of Russia and Rosaviatsia, 26 April 2024: open to civil flights from 3 May 2024",
    url: "https://www3.interfax-russia.ru/tourism/news/zakrytyy-s-fevralya-2022-goda-aeroport-elisty-s-3-maya-otkroetsya-dlya-poletov",
  }),
  {
    id: "ua-airspace",
    kind: "closed_airport",
    icao: null,
    countries: ["UA"],
    appliesTo: [],
    source:
      "UkSATSE (Ukrainian State Air Traffic Services Enterprise) NOTAM of 24 February 2022, 00:45 UTC: " +
      "air traffic services to civil users of Ukraine's airspace suspended",
    sourceUrl: "https://ch-aviation.com/portal/news/112957-ukraine-closes-airspace-as-russia-invades",
    since: "2022-02-24",
    until: null,
    note: "Every airport of Ukraine, Crimea's included (the airport index lists them with country UA)",
  },
  {
    id: "eu-russia",
    kind: "closed_airspace",
    icao: null,
    countries: [...EU_MEMBER_STATES, ...EU_OUTERMOST_REGIONS],
    appliesTo: ["RU"],
    source:
      "Council Regulation (EU) 2022/334 of 28 February 2022 amending Regulation (EU) No 833/2014, " +
      "Article 3d: aircraft operated by Russian carriers, Russian-registered, or owned, chartered or " +
      "controlled by Russian persons may not land in, take off from or overfly the Union",
    sourceUrl: "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32022R0334",
    since: "2022-02-28",
    until: null,
    note:
      "Since Regulation (EU) 2024/1745 (24 June 2024) also any non-scheduled flight whose place or time " +
      "a Russian person determines: a charter booked from Russia on any operator",
  },
  {
    id: "eu-belarus",
    kind: "closed_airspace",
    icao: null,
    countries: [...EU_MEMBER_STATES, ...EU_OUTERMOST_REGIONS],
    appliesTo: ["BY"],
    source:
      "Council Regulation (EU) 2021/907 of 4 June 2021 amending Regulation (EC) No 765/2006 (Belarusian " +
      "carriers, from 5 June 2021), extended by Council Regulation (EU) 2022/398 of 9 March 2022 to " +
      "Belarusian-registered aircraft and aircraft owned, chartered or controlled by Belarusian persons",
    sourceUrl: "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32021R0907",
    since: "2021-06-05",
    until: null,
    note: null,
  },
  {
    id: "gb-russia",
    kind: "closed_airspace",
    icao: null,
    // Rosaviatsia's retaliatory list of 28 February 2022 names Anguilla, the British Virgin Islands,
    // Gibraltar and Jersey with the United Kingdom as having closed their airspace.
    countries: ["GB", "GI", "JE", "AI", "VG"],
    appliesTo: ["RU"],
    source:
      "The Air Navigation (Restriction of Flying) (Russian Aircraft) Regulations 2022 (SI 2022/183) and the Russia " +
      "(Sanctions) (EU Exit) (Amendment) (No. 4) Regulations 2022 (SI 2022/241), regulation 57J: a " +
      "Russian aircraft must not overfly or land in the United Kingdom; territories as listed by " +
      "Rosaviatsia on 28 February 2022",
    sourceUrl: "https://www.legislation.gov.uk/uksi/2022/241/note/made",
    since: "2022-02-25",
    until: null,
    note: "Aircraft owned, chartered or operated by a person connected with Russia, or registered in Russia",
  },
  {
    id: "gb-belarus",
    kind: "closed_airspace",
    icao: null,
    countries: ["GB"],
    appliesTo: ["BY"],
    source:
      "The Air Navigation (Restriction of Flying) (Belarusian Aircraft) Regulations 2021 (SI 2021/1475, " +
      "from 18 December 2021) and the Republic of Belarus (Sanctions) (EU Exit) Regulations 2019 " +
      "(SI 2019/600) as amended, regulation 29A: a Belarusian aircraft must not overfly or land in the " +
      "United Kingdom",
    sourceUrl: "https://www.legislation.gov.uk/uksi/2019/600/regulation/29A",
    since: "2021-12-18",
    until: null,
    note: "Aircraft owned, chartered or operated by a person connected with Belarus, or registered in Belarus",
  },
  {
    id: "ch-russia",
    kind: "closed_airspace",
    icao: null,
    countries: ["CH"],
    appliesTo: ["RU"],
    source:
      "Swiss Federal Council, 28 February 2022: Swiss airspace closed from 15:00 to all flights from " +
      "Russia and to all movements of aircraft with Russian markings (Ordinance on measures related " +
      "to the situation in Ukraine)",
    sourceUrl: "https://news.ru/amp/europe/shvejcariya-zakryla-svoyo-nebo-dlya-vseh-samolyotov-iz-rossii",
    since: "2022-02-28",
    until: null,
    note: null,
  },
  {
    id: "no-russia",
    kind: "closed_airspace",
    icao: null,
    countries: ["NO"],
    appliesTo: ["RU"],
    source:
      "Government of Norway, announced 27 February 2022 by the Minister of Foreign Affairs; formal ban " +
      "in force from 09:15 on 28 February 2022 (Civil Aviation Authority of Norway)",
    sourceUrl: "https://www.thelocal.no/20220228/norway-closes-airspace-to-russian-aircraft/",
    since: "2022-02-28",
    until: null,
    note: null,
  },
  {
    id: "is-russia",
    kind: "closed_airspace",
    icao: null,
    countries: ["IS"],
    appliesTo: ["RU"],
    source:
      "Government of Iceland, 27 February 2022; Icelandic Transport Authority (Samgöngustofa): airspace " +
      "closed to aircraft owned or leased by Russian parties and to operators licensed by Russia",
    sourceUrl:
      "https://www.samgongustofa.is/um/frettir/flugfrettir/islensk-lofthelgi-lokud-russneskum-loftforum",
    since: "2022-02-27",
    until: null,
    note: null,
  },
  {
    id: "ca-russia",
    kind: "closed_airspace",
    icao: null,
    countries: ["CA"],
    appliesTo: ["RU"],
    source:
      "Transport Canada NOTAM of 27 February 2022: Canadian airspace closed to aircraft owned, " +
      "chartered or operated by Russian persons and to Russian-registered aircraft",
    sourceUrl: "https://www.netnewsledger.com/2022/02/27/canada-closing-airspace-to-russia/",
    since: "2022-02-27",
    until: null,
    note: null,
  },
  {
    id: "us-russia",
    kind: "closed_airspace",
    icao: null,
    // The United States' airspace: its territories have their own ISO codes in the airport index.
    countries: ["US", "PR", "GU", "VI", "AS", "MP", "UM"],
    appliesTo: ["RU"],
    source:
      "US Department of Transportation Order 2022-3-1 of 1 March 2022 and FAA NOTAM FDC 2/2415 " +
      "(effective 2 March 2022, revised 10 March 2022): aircraft owned, operated, registered, chartered, " +
      "leased or controlled by or for Russian persons barred from US airspace",
    sourceUrl:
      "https://www.transportation.gov/briefing-room/us-will-block-russian-aircraft-using-all-domestic-airspace",
    since: "2022-03-02",
    until: null,
    note: null,
  },
  {
    id: "al-russia",
    kind: "closed_airspace",
    icao: null,
    countries: ["AL"],
    appliesTo: ["RU"],
    source:
      "Government of Albania, announced 27 February 2022 by Foreign Minister Olta Xhaçka, in force " +
      "from the night of 27 to 28 February 2022; Albania is on Rosaviatsia's retaliatory list of 28 February",
    sourceUrl: "https://ru-main.ru/russia-closed-sky-for-several-dozen-countries/",
    since: "2022-02-28",
    until: null,
    note: null,
  },
  {
    id: "mk-russia",
    kind: "closed_airspace",
    icao: null,
    countries: ["MK"],
    appliesTo: ["RU"],
    source: "Government of North Macedonia, 28 February 2022: airspace closed to Russian air carriers",
    sourceUrl: "https://archive.cij.world/?p=58400",
    since: "2022-02-28",
    until: null,
    note: null,
  },
  {
    id: "me-russia",
    kind: "closed_airspace",
    icao: null,
    countries: ["ME"],
    appliesTo: ["RU"],
    source:
      "Civil Aviation Agency of Montenegro, 4 March 2022, at the request of the Ministry of Capital " +
      "Investments: airspace closed to Russian aircraft",
    sourceUrl: "https://en.interfax.com.ua/news/general/807350.html",
    since: "2022-03-04",
    until: null,
    note: null,
  },
  {
    id: "enclaves-russia",
    kind: "closed_airspace",
    icao: null,
    // Monaco, San Marino and the Vatican lie inside French or Italian airspace, Andorra between French
    // and Spanish, Liechtenstein inside Swiss; Guernsey and the Isle of Man are reached only through
    // British or French airspace. No aircraft barred from those reaches them.
    countries: ["MC", "SM", "VA", "AD", "LI", "GG", "IM"],
    appliesTo: ["RU"],
    source:
      "No rule of their own: the closures of the surrounding airspace (Regulation (EU) 2022/334, " +
      "the Swiss Federal Council of 28 February 2022, the United Kingdom's regulations of 2022)",
    sourceUrl: null,
    since: "2022-02-28",
    until: null,
    note: "Enclaves of closed airspace",
  },
  {
    id: "enclaves-belarus",
    kind: "closed_airspace",
    icao: null,
    countries: ["MC", "SM", "VA", "AD"],
    appliesTo: ["BY"],
    source: "No rule of their own: the surrounding Union airspace (Regulation (EU) 2021/907)",
    sourceUrl: null,
    since: "2021-06-05",
    until: null,
    note: "Enclaves of closed airspace",
  },
];
