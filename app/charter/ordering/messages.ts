import type { Card, Route } from "../contract/schemas";
import { orderNumber } from "../order-number";

/**
 * The words of the notifications (issue 6). The text message speaks the visitor's language (read
 * from the page the booking started on); the e-mails go to the Russian sales team in Russian.
 */

export type MessageLanguage = "ru" | "en";

export function languageOfPage(url: string | null | undefined): MessageLanguage {
  if (!url) return "ru";
  try {
    return /^\/en(\/|$)/.test(new URL(url).pathname) ? "en" : "ru";
  } catch {
    return "ru";
  }
}

/**
 * The login code. The last line is the origin-bound one-time-code format (WICG "SMS OTP format"),
 * which lets Safari and Chrome offer the code to `autocomplete="one-time-code"` on our site only.
 */
export function loginCodeText(code: string, language: MessageLanguage, siteHost: string): string {
  const first =
    language === "en"
      ? `Charterline: your code is ${code}. Do not share it with anyone.`
      : `Charterline: код ${code} для заказа рейса. Никому его не сообщайте.`;
  return `${first}\n\n@${siteHost} #${code}`;
}

const MOSCOW_DATE = new Intl.DateTimeFormat("ru-RU", { day: "2-digit", month: "2-digit", year: "numeric" });

function localDateTime(local: string): string {
  // `2026-12-01T12:00:00` → `01.12.2026 12:00`: airport-local, as the card shows it.
  const [date = "", time = ""] = local.split("T");
  const [y, m, d] = date.split("-");
  return `${d}.${m}.${y} ${time.slice(0, 5)}`;
}

function money(route: Pick<Route, "price">): string {
  const { rub, usd, eur } = route.price;
  const f = (n: number) => n.toLocaleString("ru-RU").replace(/\u00a0/g, " ");
  return `${f(rub)} ₽ / ${f(usd)} $ / ${f(eur)} €`;
}

export interface Customer {
  name: string;
  phone: string;
  email: string | null;
  url: string | null;
}

export function preOrderEmail(options: {
  preOrderId: string;
  card: Card;
  customer: Customer;
  airportName: (icao: string) => string;
  flightUrl: string;
  createdAt: Date;
}): { subject: string; body: string } {
  const { card, customer, airportName } = options;
  const legs = card.routes.map((route, index) =>
    [
      `${index === 0 ? "Туда" : "Обратно"}: ${airportName(route.departure_airport)} → ${airportName(route.arrival_airport)}`,
      `  Вылет ${localDateTime(route.departure_date_local)}, прилёт ${localDateTime(route.arrival_date_local)} (местное время)`,
      `  Оферта ${route.number}, пассажиров ${route.pax}, в пути ${route.flight_time_minutes} мин, ${route.distance_km} км`,
      `  Цена: ${money(route)}`,
    ].join("\n"),
  );
  const total = card.routes.reduce(
    (sum, route) => ({
      rub: sum.rub + route.price.rub,
      usd: sum.usd + route.price.usd,
      eur: sum.eur + route.price.eur,
    }),
    { rub: 0, usd: 0, eur: 0 },
  );
  // Issue 28, item 5: the order's number, the one the customer was given and the console shows.
  const number = orderNumber(options.preOrderId);
  const subject =
    `Заказ ${number}: ${card.departure_airport} → ${card.arrival_airport}, ` +
    `${localDateTime(card.departure_date_local)}, ${card.aircraft_type}`;
  const body = [
    `Новый заказ ${number} от ${MOSCOW_DATE.format(options.createdAt)}. Клиент подтвердил телефон кодом из SMS: позвоните ему.`,
    "",
    `Клиент: ${customer.name}`,
    `Телефон: ${customer.phone}`,
    `E-mail: ${customer.email ?? "не указан"}`,
    customer.url ? `Страница заказа: ${customer.url}` : null,
    "",
    `Самолёт: ${card.aircraft_type}, борт ${card.aircraft}, ${card.aircraft_year_of_creation} г., до ${card.max_pax} мест (${card.aircraft_class})`,
    card.is_empty_leg ? "Пустой перелёт (empty leg)" : null,
    ...legs,
    card.routes.length > 1 ? `Итого: ${money({ price: total })}` : null,
    "",
    `Карточка: ${options.flightUrl}`,
  ]
    .filter((line): line is string => line !== null)
    .join("\n");
  return { subject, body };
}

export function leadEmail(options: {
  leadId: string;
  kind: "partner" | "search";
  name: string;
  contact: string;
  message: string;
  details: Record<string, string | null>;
}): { subject: string; body: string } {
  const who = options.name || "без имени";
  const subject =
    options.kind === "search"
      ? `Запрос рейса: ${options.details.departure_airport ?? "?"} → ${options.details.arrival_airport ?? "?"}, ${who}`
      : `Заявка с сайта: ${who}`;
  const detailLines = Object.entries(options.details)
    .filter(([, value]) => value)
    .map(
      ([key, value]) =>
        `${DETAIL_LABELS[key] ?? key}: ${key.includes("datetime") ? localDateTime(value!) : value}`,
    );
  const body = [
    `Заявка ${orderNumber(options.leadId)}.`,
    "",
    `Имя: ${who}`,
    `Контакт: ${options.contact}`,
    ...detailLines,
    "",
    options.message,
  ].join("\n");
  return { subject, body };
}

const DETAIL_LABELS: Record<string, string> = {
  departure_airport: "Откуда",
  arrival_airport: "Куда",
  departure_datetime: "Вылет туда (местное время)",
  departure_datetime_back: "Вылет обратно (местное время)",
};
