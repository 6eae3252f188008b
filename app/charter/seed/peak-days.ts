import type { PeakPeriod } from "../engine/peak-days";

/**
 * The peak-day calendar the product starts with (issue 26, item 6): Russia's public holidays over
 * the order window and the year after it, each with the days off next to it, and the summer season
 * at the resort airports. Operations edit it in the console (/ops/supply/peak-days/); the seed
 * inserts a period only when its id is new, so a period edited or removed there stays so.
 *
 * Sources:
 * - The holidays themselves: Labour Code of the Russian Federation, art. 112 (1–8 January,
 *   23 February, 8 March, 1 and 9 May, 12 June, 4 November; a holiday that falls on a day off moves
 *   the day off to the next working day; the two January days that fall on a weekend are moved by
 *   the Government's annual decree).
 * - 31 December 2026 is a day off: Government decree No. 1466 of 24 September 2025 «О переносе
 *   выходных дней в 2026 году» (the day off of Sunday 4 January 2026 moved to Thursday
 *   31 December 2026), reported by TASS on 24 September 2025 (https://tass.ru/obschestvo/25149527).
 * - The New Year holidays of 2027 run from 31 December 2026 to 10 January 2027: the Ministry of
 *   Labour's explanatory note to that decree's draft, as reported with the draft
 *   (https://zarsto.ru/mintryd-predstavil-proekt-kalendaria-prazdnichnyh-vyhodnyh-na-2026-goda.html).
 * - Where the 2027 decree would move the days off of Saturday 2 and Sunday 3 January 2027 was not
 *   published when this was written (a draft reported by news.mail.ru on 28 December 2025,
 *   https://news.mail.ru/society/69263681/, put one on Friday 5 November); the periods below keep
 *   to what the Labour Code fixes, and operations extend them in the console once the decree is out.
 * - Resort airports in summer: June to August, the season of the Black Sea coast, the Caucasian
 *   Mineral Waters and the Baltic coast. Anapa (URKA) is left out: Rosaviatsia's closure of the
 *   southern airports still holds it (restrictions/rules-data.ts), so nothing flies there.
 */
export interface SeedPeakPeriod extends PeakPeriod {
  source: string;
}

const LABOUR_CODE = "ТК РФ, ст. 112 (праздничные дни и перенос выходного на следующий рабочий день)";
const RESORT_AIRPORTS = ["URSS", "URKG", "URMM", "UMKK"] as const;

export const SEED_PEAK_PERIODS: readonly SeedPeakPeriod[] = [
  {
    id: "ru-new-year-2027",
    name: { ru: "Новогодние праздники", en: "New Year holidays" },
    from: "2026-12-31",
    to: "2027-01-10",
    airports: [],
    source:
      `${LABOUR_CODE}; 31 декабря 2026 — выходной по постановлению Правительства РФ от 24.09.2025 № 1466; ` +
      "каникулы 31 декабря — 10 января по пояснительной записке Минтруда",
  },
  {
    id: "ru-defender-day-2027",
    name: { ru: "День защитника Отечества", en: "Defender of the Fatherland Day" },
    from: "2027-02-23",
    to: "2027-02-23",
    airports: [],
    source: `${LABOUR_CODE}; 23 февраля 2027 — вторник`,
  },
  {
    id: "ru-womens-day-2027",
    name: { ru: "Международный женский день", en: "International Women's Day" },
    from: "2027-03-06",
    to: "2027-03-08",
    airports: [],
    source: `${LABOUR_CODE}; 8 марта 2027 — понедельник, с выходными 6–7 марта`,
  },
  {
    id: "ru-may-day-2027",
    name: { ru: "Праздник Весны и Труда", en: "Spring and Labour Day" },
    from: "2027-05-01",
    to: "2027-05-03",
    airports: [],
    source: `${LABOUR_CODE}; 1 мая 2027 — суббота, выходной переносится на понедельник 3 мая`,
  },
  {
    id: "ru-victory-day-2027",
    name: { ru: "День Победы", en: "Victory Day" },
    from: "2027-05-08",
    to: "2027-05-10",
    airports: [],
    source: `${LABOUR_CODE}; 9 мая 2027 — воскресенье, выходной переносится на понедельник 10 мая`,
  },
  {
    id: "ru-russia-day-2027",
    name: { ru: "День России", en: "Russia Day" },
    from: "2027-06-12",
    to: "2027-06-14",
    airports: [],
    source: `${LABOUR_CODE}; 12 июня 2027 — суббота, выходной переносится на понедельник 14 июня`,
  },
  {
    id: "ru-unity-day-2027",
    name: { ru: "День народного единства", en: "Unity Day" },
    from: "2027-11-04",
    to: "2027-11-04",
    airports: [],
    source: `${LABOUR_CODE}; 4 ноября 2027 — четверг; перенос дней 2–3 января 2027 года ещё не утверждён`,
  },
  {
    id: "ru-new-year-2028",
    name: { ru: "Новогодние праздники", en: "New Year holidays" },
    from: "2028-01-01",
    to: "2028-01-09",
    airports: [],
    source:
      `${LABOUR_CODE}; 1–8 января 2028 и воскресенье 9 января; ` +
      "31 декабря 2027 — по постановлению о переносе выходных на 2027 год, когда оно выйдет",
  },
  {
    id: "ru-resort-summer-2027",
    name: { ru: "Летний сезон на курортах", en: "Summer season at the resorts" },
    from: "2027-06-01",
    to: "2027-08-31",
    airports: RESORT_AIRPORTS,
    source:
      "Курортный сезон: Сочи, Геленджик, Минеральные Воды, Калининград; " +
      "Анапа (URKA) закрыта решением Росавиации",
  },
];
