import type { PlaceView, WatchLanguage } from "./types";

/**
 * The words of a watch's messages (issue 29, item 2; decision 047), in the language the visitor
 * subscribed in: the confirmation e-mail, the first message after it (the legs already on sale),
 * each later message (the legs new since), and the Telegram bot's replies. Every message names how
 * to leave: the manage link, and on Telegram the /stop command; an e-mail also carries RFC 8058's
 * one-click header (watches.server.ts).
 */

/** One leg as a message lists it. */
export interface LegLine {
  fromName: string;
  toName: string;
  /** Airport-local `YYYY-MM-DDTHH:MM:SS`, as the card gives it. */
  departureLocal: string;
  /** The window's end when the operator leaves in a window; null for a fixed time. */
  windowEndLocal: string | null;
  priceRub: number;
  priceEur: number;
  seats: number;
  aircraftType: string;
  /** "from Sheremetyevo instead of Vnukovo, +44 km", or null when the leg is on the route asked for. */
  detour: string | null;
  url: string;
}

export interface WatchLinks {
  manage: string;
  unsubscribe: string;
}

const MONTHS_RU = [
  "января",
  "февраля",
  "марта",
  "апреля",
  "мая",
  "июня",
  "июля",
  "августа",
  "сентября",
  "октября",
  "ноября",
  "декабря",
];
const MONTHS_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** `2026-12-01T09:30:00` → «1 декабря, 09:30» / "1 Dec, 09:30" (the airport's clock). */
export function localWhen(local: string, language: WatchLanguage): string {
  const [date = "", time = ""] = local.split("T");
  const [, month = "1", day = "1"] = date.split("-");
  const months = language === "en" ? MONTHS_EN : MONTHS_RU;
  return `${Number(day)} ${months[Number(month) - 1]}, ${time.slice(0, 5)}`;
}

const RUB = new Intl.NumberFormat("ru-RU", { maximumFractionDigits: 0 });
const EUR = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });

export function legText(leg: LegLine, language: WatchLanguage): string {
  const when = leg.windowEndLocal
    ? `${localWhen(leg.departureLocal, language)}–${leg.windowEndLocal.slice(11, 16)}`
    : localWhen(leg.departureLocal, language);
  const lines =
    language === "en"
      ? [
          `${leg.fromName} → ${leg.toName}, ${when} (local time)`,
          `${leg.aircraftType}, up to ${leg.seats} seats: €${EUR.format(leg.priceEur)} for the whole aircraft`,
        ]
      : [
          `${leg.fromName} → ${leg.toName}, ${when} (местное время)`,
          `${leg.aircraftType}, до ${leg.seats} мест: ${RUB.format(leg.priceRub)} ₽ за весь самолёт`,
        ];
  if (leg.detour) lines.push(language === "en" ? `Note: ${leg.detour}` : `Обратите внимание: ${leg.detour}`);
  lines.push(leg.url);
  return lines.join("\n");
}

function route(from: PlaceView, to: PlaceView, language: WatchLanguage): string {
  return `${from[language]} → ${to[language]}`;
}

function footer(language: WatchLanguage, links: WatchLinks, channel: "email" | "telegram"): string {
  if (language === "en") {
    return [
      "Empty legs sell out within hours: order on the site as soon as one suits you.",
      `Your watches: ${links.manage}`,
      channel === "telegram" ? "To stop these messages, send /stop." : `Unsubscribe: ${links.unsubscribe}`,
    ].join("\n");
  }
  return [
    "Пустые перелёты расходятся за часы: заказывайте на сайте, как только подойдёт.",
    `Ваши подписки: ${links.manage}`,
    channel === "telegram"
      ? "Чтобы больше не получать сообщения, отправьте /stop."
      : `Отписаться: ${links.unsubscribe}`,
  ].join("\n");
}

/** The double opt-in e-mail: nothing is sent to the address until its owner confirms. */
export function confirmEmail(options: {
  language: WatchLanguage;
  from: PlaceView;
  to: PlaceView;
  window: string;
  confirmUrl: string;
}): { subject: string; body: string } {
  const { language, from, to } = options;
  if (language === "en") {
    return {
      subject: `Confirm your empty-leg watch: ${route(from, to, "en")}`,
      body: [
        "Hello,",
        "",
        `someone — we hope you — asked Charterline to e-mail this address about empty legs ${route(from, to, "en")}, ${options.window}.`,
        "",
        `To start the watch, open this link and press "Confirm": ${options.confirmUrl}`,
        "",
        "If it was not you, ignore this e-mail: without the confirmation we will not write again, and the request is deleted in 7 days.",
        "",
        "Charterline, private jet charter",
      ].join("\n"),
    };
  }
  return {
    subject: `Подтвердите подписку на пустые перелёты: ${route(from, to, "ru")}`,
    body: [
      "Здравствуйте!",
      "",
      `На сайте Charterline попросили присылать на этот адрес пустые перелёты ${route(from, to, "ru")}, ${options.window}.`,
      "",
      `Чтобы включить подписку, откройте ссылку и нажмите «Подтвердить»: ${options.confirmUrl}`,
      "",
      "Если это были не вы, просто не отвечайте: без подтверждения мы больше не напишем, а заявка удалится через 7 дней.",
      "",
      "Charterline, аренда частных самолётов",
    ].join("\n"),
  };
}

/** The first message after the confirmation (`legs` may be empty) or a later one (`legs` new). */
export function legsMessage(options: {
  kind: "welcome" | "legs";
  channel: "email" | "telegram";
  language: WatchLanguage;
  from: PlaceView;
  to: PlaceView;
  legs: LegLine[];
  links: WatchLinks;
}): { subject: string; body: string } {
  const { language, from, to, legs, kind, links, channel } = options;
  const r = route(from, to, language);
  const list = legs.map((leg) => legText(leg, language)).join("\n\n");
  if (language === "en") {
    const subject =
      kind === "welcome"
        ? `Watch confirmed: ${r}`
        : legs.length === 1
          ? `Empty leg ${legs[0]!.fromName} → ${legs[0]!.toName}, ${localWhen(legs[0]!.departureLocal, "en")}`
          : `${legs.length} new empty legs: ${r}`;
    const head =
      kind === "welcome"
        ? legs.length > 0
          ? `Your watch ${r} is on. On sale now:`
          : `Your watch ${r} is on. Nothing matches right now; we will write as soon as a leg appears.`
        : legs.length === 1
          ? `A new empty leg for your watch ${r}:`
          : `New empty legs for your watch ${r}:`;
    return { subject, body: [head, list, footer("en", links, channel)].filter(Boolean).join("\n\n") };
  }
  const subject =
    kind === "welcome"
      ? `Подписка включена: ${r}`
      : legs.length === 1
        ? `Пустой перелёт ${legs[0]!.fromName} → ${legs[0]!.toName}, ${localWhen(legs[0]!.departureLocal, "ru")}`
        : `Новые пустые перелёты (${legs.length}): ${r}`;
  const head =
    kind === "welcome"
      ? legs.length > 0
        ? `Подписка ${r} включена. Уже в продаже:`
        : `Подписка ${r} включена. Сейчас подходящих перелётов нет: напишем, как только появятся.`
      : legs.length === 1
        ? `Новый пустой перелёт по вашей подписке ${r}:`
        : `Новые пустые перелёты по вашей подписке ${r}:`;
  return { subject, body: [head, list, footer("ru", links, channel)].filter(Boolean).join("\n\n") };
}

/** The bot's answers to /start without a valid token, to /stop, and to anything else. */
export function botReply(
  kind: "unknown_token" | "stopped" | "nothing_to_stop" | "help" | "already_bound",
  language: WatchLanguage,
  stopped = 0,
): string {
  const en = {
    unknown_token:
      "This link has expired or was already used. Subscribe again on charterline.ru/en/el/ and press Start in the link you get.",
    stopped: `Done: ${stopped} watch${stopped === 1 ? "" : "es"} stopped. You will get no more messages from us.`,
    nothing_to_stop: "You have no active watches.",
    help: "This bot tells you of empty legs you watch on charterline.ru. To stop, send /stop.",
    already_bound: "This watch is already confirmed in another chat.",
  };
  const ru = {
    unknown_token:
      "Ссылка устарела или уже использована. Подпишитесь ещё раз на charterline.ru/el/ и нажмите «Start» в новой ссылке.",
    stopped: `Готово: подписок отключено — ${stopped}. Больше сообщений от нас не будет.`,
    nothing_to_stop: "Активных подписок нет.",
    help: "Этот бот сообщает о пустых перелётах по вашим подпискам на charterline.ru. Чтобы отписаться, отправьте /stop.",
    already_bound: "Эта подписка уже подтверждена в другом чате.",
  };
  return (language === "en" ? en : ru)[kind];
}

const RU_DAYS: Partial<Record<Intl.LDMLPluralRule, string>> = { one: "день", few: "дня", many: "дней" };

/** The window as a message names it: «с 1 по 15 декабря» / "1 to 15 Dec", or the rolling days. */
export function windowText(
  window: { date_from: string | null; date_to: string | null; days_ahead: number | null },
  language: WatchLanguage,
): string {
  if (window.days_ahead !== null) {
    const days = window.days_ahead;
    if (language === "en") return `over the next ${days} ${days === 1 ? "day" : "days"}`;
    return `на ближайшие ${days} ${RU_DAYS[new Intl.PluralRules("ru").select(days)] ?? "дня"}`;
  }
  const from = localWhen(`${window.date_from}T00:00`, language).split(",")[0];
  const to = localWhen(`${window.date_to}T00:00`, language).split(",")[0];
  return language === "en" ? `${from} to ${to}` : `с ${from} по ${to}`;
}
