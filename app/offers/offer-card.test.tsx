// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createInstance } from "i18next";
import type { ReactNode } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { cardExample, routeExample } from "~/charter/contract/examples";
import { loadPhoneRule } from "~/utils/phone-rule";
import type { Card, Route } from "~/charter/contract/schemas";
import type { Language } from "~/utils/language";
import { i18nOptions, resources } from "~/i18n/resources";
import type { SearchQuery } from "./address";
import type { AirportSummary } from "./airport-summary";
import { ContactManager } from "~/search/contact-manager";
import { NotFoundBlock } from "~/search/not-found-block";
import { OfferCard, type OfferCardProps } from "./offer-card";
import { ResultSkeletons } from "~/search/result-skeletons";

afterEach(cleanup);

const airports: Record<string, AirportSummary> = {
  UUWW: {
    icao: "UUWW",
    iata: "VKO",
    name: "Vnukovo International Airport",
    name_rus: "Внуково",
    city: "Moscow",
    city_rus: "Москва",
  },
  ULLI: {
    icao: "ULLI",
    iata: "LED",
    name: "Pulkovo Airport",
    name_rus: "Пулково",
    city: "St Petersburg",
    city_rus: "Санкт-Петербург",
  },
};

const query: SearchQuery = { from: "UUWW", to: "ULLI", date: "2026-12-01T12:00", pax: 4, back: null };

const siteSettings = {
  phone: "+7 495 123-45-67",
  phoneHref: "tel:+74951234567",
  email: "sales@charterline.example",
  messengers: [{ kind: "telegram", url: "https://t.me/charterline" }],
};

/** Renders under Remix's router, with a root route whose loader gives the site settings. */
async function renderInPage(node: ReactNode, language: Language = "ru") {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    ...i18nOptions,
    lng: language,
    resources: { ru: { translation: resources.ru }, en: { translation: resources.en } },
  });
  const Stub = createRemixStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ siteSettings }),
      children: [{ index: true, Component: () => <>{node}</>, action: () => ({ ok: true }) }],
    },
  ]);
  render(
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={["/"]} />
    </I18nextProvider>,
  );
}

async function renderCard(props: Partial<OfferCardProps> = {}, language: Language = "ru") {
  await renderInPage(
    <OfferCard
      card={cardExample}
      language={language}
      currency="rub"
      query={query}
      airports={airports}
      href="/flight/crd_01JD8Z3K7Q2W4E6R8T0Y/"
      {...props}
    />,
    language,
  );
  return screen.findByRole("article");
}

const fact = (article: HTMLElement, name: string) =>
  article.querySelector(`[data-fact="${name}"]`)?.textContent;

describe("offer card (spec §2 'Card', issue 28 item 1: compact)", () => {
  it("shows the facts a visitor scans, in Russian, and leaves the details to the flight page", async () => {
    const article = await renderCard();
    // Each leg's date once, departure and arrival airport-local; the airports' codes (the cities
    // for the ear); flight time in hours and minutes.
    expect(fact(article, "departure")).toBe("Вылет: 1 дек. 12:00");
    expect(fact(article, "arrival")).toBe("прилёт 13:15");
    expect(fact(article, "route")).toContain("Москва VKO");
    expect(fact(article, "route")).toContain("Санкт-Петербург LED");
    expect(fact(article, "flight-time")).toContain("1 ч 15 мин");
    // The search's cities are in its top block: the card prints no line of them.
    expect(article.querySelector(".offer-card__cities")).toBeNull();
    // Seats with the Russian plural, aircraft type, class and the operator (issue 27, item 2).
    expect(fact(article, "seats")).toBe("14 мест");
    expect(article.textContent).toContain("Bombardier Challenger 850");
    expect(fact(article, "class")).toBe("Большой джет");
    expect(fact(article, "operator")).toBe("Оператор: Чартерлайн Авиэйшн");
    // A small picture: sized, lazy, never broken.
    const photo = article.querySelector("img");
    expect(photo?.getAttribute("src")).toBe(cardExample.aircraft_picture_url);
    expect(photo?.getAttribute("width")).toBe("128");
    expect(photo?.getAttribute("height")).toBe("96");
    expect(photo?.getAttribute("loading")).toBe("lazy");
    expect(fact(article, "price")).toBe("938\u00a0350\u00a0₽");
    expect(article.textContent).toContain("за перелёт");
    // Moved to the flight page (docs/decisions/040): the year, CO2, the offer number and its date.
    for (const moved of ["year", "co2", "offer"])
      expect(article.querySelector(`[data-fact="${moved}"]`)).toBeNull();
    expect(article.textContent).not.toContain("CL-104233");
    // One way: no there/back labels, no warning, no compare control unless the list gives one.
    expect(article.textContent).not.toContain("Туда");
    expect(article.querySelector("[data-warning]")).toBeNull();
    expect(article.querySelector("[data-compare-toggle]")).toBeNull();
  });

  it("is one link to the flight view, named by the aircraft type and the price", async () => {
    const article = await renderCard();
    const links = within(article).getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute("href")).toBe("/flight/crd_01JD8Z3K7Q2W4E6R8T0Y/");
    expect(links[0]?.textContent).toBe("Bombardier Challenger 850, 938\u00a0350\u00a0₽");
    expect(article.querySelectorAll("button, input, select, textarea")).toHaveLength(0);
  });

  it("speaks English under /en/, with both legs labelled for the ear and totalled", async () => {
    const back: Route = {
      ...routeExample,
      number: "CL-104234",
      departure_airport: "ULLI",
      arrival_airport: "UUWW",
      departure_date_local: "2026-12-05T23:10:00",
      arrival_date_local: "2026-12-06T01:31:00",
      flight_time_minutes: 141,
    };
    const roundTrip: Card = { ...cardExample, routes: [routeExample, back], max_pax: 1 };
    const article = await renderCard(
      { card: roundTrip, currency: "eur", query: { ...query, back: "2026-12-05T23:10" } },
      "en",
    );
    const legs = article.querySelectorAll(".offer-leg");
    expect(legs).toHaveLength(2);
    expect(legs[0]?.textContent).toMatch(/^Outbound: /);
    expect(legs[1]?.textContent).toMatch(/^Return: /);
    expect(legs[1]?.querySelector('[data-fact="departure"]')?.textContent).toBe("Departure: Dec 5 23:10");
    // Landing after midnight: "+1" to the eye, the words to the ear.
    const arrival = legs[1]?.querySelector('[data-fact="arrival"]');
    expect(arrival?.querySelector("sup")?.textContent).toBe("+1");
    expect(arrival?.textContent).toBe("arrives 01:31+1 1 day later");
    expect(legs[1]?.textContent).toContain("2 h 21 min");
    expect(legs[1]?.textContent).toContain("St Petersburg");
    expect(fact(article, "seats")).toBe("1 seat");
    expect(fact(article, "operator")).toBe("Operated by Charterline Aviation");
    expect(fact(article, "price")).toBe("€19,150");
    expect(article.textContent).toContain("for both flights");
  });

  it("shows the warning as an icon and words, its explanation for the ear through the link", async () => {
    const moved: Card = {
      ...cardExample,
      routes: [{ ...routeExample, departure_airport: "UUDD", departure_date_local: "2026-12-01T15:00:00" }],
    };
    const article = await renderCard({ card: moved });
    const badge = article.querySelector("[data-warning]");
    expect(badge?.getAttribute("data-warning")).toBe("timeAndAirport");
    expect(badge?.querySelector("strong")?.textContent).toBe("Время и аэропорт изменены");
    // The sentence that explains it is there for screen readers only, so it takes no line.
    expect(badge?.querySelector(".visually-hidden")?.textContent).toContain(
      "Другие аэропорт и время вылета, чем в запросе",
    );
    expect(badge?.querySelector("svg")).not.toBeNull();
    const link = within(article).getByRole("link");
    expect(link.getAttribute("aria-describedby")).toBe(badge?.id);
    // What changed is marked on the leg too; an airport missing from the map shows its ICAO code.
    expect(fact(article, "route")).toContain("UUDD");
    expect(article.querySelectorAll(".offer-leg__changed")).toHaveLength(2);
  });

  it.each([
    ["airport", { departure_airport: "UUDD" }, "Аэропорт изменён"],
    ["time", { departure_date_local: "2026-12-01T09:00:00" }, "Время изменено"],
  ] as const)("words the %s warning", async (_kind, change, text) => {
    const article = await renderCard({ card: { ...cardExample, routes: [{ ...routeExample, ...change }] } });
    expect(article.querySelector("[data-warning] strong")?.textContent).toBe(text);
  });

  it("counts a leg's technical stops; where it lands is on the flight page (issue 26, item 4)", async () => {
    const stop = {
      airport: "UDYZ",
      arrival: "2026-12-01T10:00:00Z",
      departure: "2026-12-01T11:00:00Z",
      arrival_local: "2026-12-01T14:00:00",
      departure_local: "2026-12-01T15:00:00",
    };
    const article = await renderCard({
      card: { ...cardExample, routes: [{ ...routeExample, stops: [stop] }] },
    });
    expect(fact(article, "stop")).toBe("1 техпосадка");
    expect(article.textContent).not.toContain("UDYZ");
  });

  it("marks the selected card and dims the others without hiding them", async () => {
    const selected = await renderCard({ selected: true });
    expect(within(selected).getByRole("link").getAttribute("aria-current")).toBe("true");
    expect(selected.className).toContain("offer-card--selected");
    expect(selected.querySelector(".offer-card__badge--selected")?.textContent).toBe("Выбрано");
    cleanup();
    const dimmed = await renderCard({ dimmed: true });
    expect(dimmed.className).toContain("offer-card--dimmed");
    expect(within(dimmed).getByRole("link").getAttribute("aria-current")).toBeNull();
  });

  it("draws a placeholder for a missing photo and badges an empty leg, which warns of nothing", async () => {
    const emptyLeg: Card = {
      ...cardExample,
      is_empty_leg: true,
      aircraft_picture_url: null,
      routes: [{ ...routeExample, departure_airport: "UUDD" }],
    };
    const article = await renderCard({ card: emptyLeg, query: null, eager: true });
    expect(article.querySelector("img")).toBeNull();
    expect(article.querySelector(".offer-card__placeholder svg")).not.toBeNull();
    expect(article.querySelector(".offer-card__badge--empty-leg")?.textContent).toBe("Пустой перелёт");
    // Outside a search, the card names the trip's cities once (the legs print codes).
    expect(article.querySelector(".offer-card__cities")?.textContent).toBe("UUDD → Санкт-Петербург");
    expect(article.querySelector("[data-warning]")).toBeNull();
  });

  it("gives a compare control beside the link: a link without scripts, a checkbox with them", async () => {
    const href = "/search/abc123def456/?compare=crd_01JD8Z3K7Q2W4E6R8T0Y";
    const article = await renderCard({ compare: { checked: false, href } });
    const links = within(article).getAllByRole("link");
    expect(links).toHaveLength(2);
    // The flight link is still the only one in the title; the control is its sibling, not nested.
    expect(article.querySelectorAll(".offer-card__link")).toHaveLength(1);
    const toggle = within(article).getByRole("link", {
      name: /^Сравнить ?: Bombardier Challenger 850, 938\u00a0350\u00a0₽$/,
    });
    expect(toggle.getAttribute("href")).toBe(href);
    expect(toggle.closest(".offer-card__link")).toBeNull();
    cleanup();

    let toggled = 0;
    const ticked = await renderCard({ compare: { checked: true, href, onToggle: () => (toggled += 1) } });
    const box = within(ticked).getByRole("checkbox", {
      name: /^Сравнить ?: Bombardier Challenger 850/,
    }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    expect(toggled).toBe(1);
  });
});

describe("blocks around the results (spec §2, §8)", () => {
  it("shows five placeholder cards to the eye and one status line to the ear", async () => {
    await renderInPage(<ResultSkeletons />);
    const status = await screen.findByRole("status");
    expect(status.textContent).toBe("Загружаем предложения…");
    const list = document.querySelector(".offer-skeletons");
    expect(list?.getAttribute("aria-hidden")).toBe("true");
    expect(list?.querySelectorAll("[data-skeleton]")).toHaveLength(5);
  });

  it("invites to call or write a manager after the results", async () => {
    await renderInPage(<ContactManager />);
    const phone = await screen.findByRole("link", { name: "Позвонить: +7 495 123-45-67" });
    expect(phone.getAttribute("href")).toBe("tel:+74951234567");
    expect(screen.getByRole("link", { name: /sales@charterline\.example/ }).getAttribute("href")).toBe(
      "mailto:sales@charterline.example",
    );
    expect(screen.getByRole("link", { name: "Написать в Telegram" }).getAttribute("href")).toBe(
      "https://t.me/charterline",
    );
  });

  it("says nothing was found, that sanctions may apply, and takes a phone number", async () => {
    await renderInPage(
      <NotFoundBlock query={{ ...query, back: "2026-12-05T18:30" }} airports={airports} language="ru" />,
    );
    const heading = await screen.findByRole("heading", { name: "Не нашли самолётов на этот маршрут" });
    const block = heading.closest("section") as HTMLElement;
    expect(block.textContent).toContain("санкционные ограничения");
    expect(block.textContent).toContain("Москва (VKO) → Санкт-Петербург (LED), вт, 1 декабря, 12:00");
    expect(within(block).getByRole("link", { name: "Позвонить: +7 495 123-45-67" })).toBeTruthy();
    const form = block.querySelector("form") as HTMLFormElement;
    const hidden = Object.fromEntries(
      Array.from(form.querySelectorAll<HTMLInputElement>("input[type=hidden]")).map((input) => [
        input.name,
        input.value,
      ]),
    );
    expect(hidden).toEqual({
      intent: "search-request",
      departure_airport: "UUWW",
      arrival_airport: "ULLI",
      departure_datetime: "2026-12-01T12:00",
      departure_datetime_back: "2026-12-05T18:30",
    });
    expect(form.getAttribute("method")).toBe("post");
  });

  it("names the closed country, links the Restrictions page and keeps the form (spec §8, issue 14 item 2)", async () => {
    const nice = { ...query, to: "LFMN" };
    await renderInPage(
      <NotFoundBlock
        query={nice}
        airports={airports}
        language="ru"
        restriction={{ code: "closed_airspace", airports: ["LFMN"], countries: ["FR"] }}
      />,
    );
    const heading = await screen.findByRole("heading", { name: "Этот маршрут сейчас закрыт" });
    const block = heading.closest("section") as HTMLElement;
    expect(block.getAttribute("data-restriction")).toBe("closed_airspace");
    expect(block.textContent).toContain(
      "Воздушное пространство Франции закрыто для рейсов из России и в Россию.",
    );
    expect(block.textContent).toContain("Стамбуле или Дубае");
    expect(block.textContent).not.toContain("санкционные ограничения");
    const link = within(block).getByRole("link", { name: "Куда можно летать из России и как лететь дальше" });
    expect(link.getAttribute("href")).toBe("/restrictions/");
    const form = block.querySelector("form") as HTMLFormElement;
    expect(form.querySelector<HTMLInputElement>("input[name=arrival_airport]")?.value).toBe("LFMN");
  });

  it("names the closed airport in English and links the English Restrictions page", async () => {
    await renderInPage(
      <NotFoundBlock
        query={{ ...query, to: "ULLI" }}
        airports={airports}
        language="en"
        restriction={{ code: "closed_airport", airports: ["ULLI"], countries: ["RU"] }}
      />,
      "en",
    );
    const heading = await screen.findByRole("heading", { name: "This route is closed at present" });
    const block = heading.closest("section") as HTMLElement;
    expect(block.textContent).toContain(
      "St Petersburg airport (LED) is closed to flights by the Russian authorities.",
    );
    const link = within(block).getByRole("link", { name: "Where you can fly from Russia and how to fly on" });
    expect(link.getAttribute("href")).toBe("/en/restrictions/");
    expect(block.querySelector("form")).not.toBeNull();
  });

  it("offers to watch the route for empty legs around the date (issue 29, item 2)", async () => {
    await renderInPage(<NotFoundBlock query={query} airports={airports} language="ru" />);
    const link = await screen.findByRole("link", { name: "Подписаться на пустые перелёты" });
    const href = new URL(link.getAttribute("href")!, "http://x");
    expect(href.pathname).toBe("/watches/new/");
    expect(Object.fromEntries(href.searchParams)).toEqual({
      from: query.from,
      to: query.to,
      date_from: "2026-11-28",
      date_to: "2026-12-04",
      pax: "4",
    });
  });

  it("enables the send button once the phone is valid and the consent given (spec §5, issue 28, items 8–9)", async () => {
    await renderInPage(<NotFoundBlock query={query} airports={airports} language="ru" />);
    const phone = await screen.findByLabelText("Телефон");
    const send = () => screen.getByRole("button", { name: "Отправить заявку" }) as HTMLButtonElement;
    // Hydrated (useHydrated flips in an effect after the form appears, so it is waited for): the
    // button is in view, and disabled for an empty or wrong number.
    await waitFor(() => expect(send().disabled).toBe(true));
    // The phone rule, which the field asks for when it is focused (app/utils/phone-rule.ts).
    await act(() => loadPhoneRule());
    fireEvent.change(phone, { target: { value: "12" } });
    fireEvent.blur(phone);
    expect(send().disabled).toBe(true);
    expect(phone.getAttribute("aria-invalid")).toBe("true");
    // The usual Russian spelling is a valid number, laid out as it is typed.
    fireEvent.change(phone, { target: { value: "8 916 123 45 67" } });
    expect((phone as HTMLInputElement).value).toBe("8 (916) 123-45-67");
    // Still disabled until the visitor ticks the consent themselves: it is never ticked for them.
    const consent = screen.getByRole("checkbox", { name: /персональных данных/ }) as HTMLInputElement;
    expect(consent.checked).toBe(false);
    expect(send().disabled).toBe(true);
    fireEvent.click(consent);
    expect(send().disabled).toBe(false);
  });

  it("tells the visitor the request was sent, or why not with the number to call", async () => {
    await renderInPage(
      <NotFoundBlock query={query} airports={airports} language="ru" actionData={{ ok: true }} />,
    );
    expect((await screen.findByText(/Заявка отправлена/)).getAttribute("data-request-status")).toBe("sent");
    cleanup();
    await renderInPage(
      <NotFoundBlock
        query={query}
        airports={airports}
        language="ru"
        actionData={{ ok: false, message: "Сервис заявок временно недоступен." }}
      />,
    );
    const status = (await screen.findByText("Заявка не отправлена.")).parentElement as HTMLElement;
    expect(status.getAttribute("data-request-status")).toBe("failed");
    expect(status.textContent).toContain("Сервис заявок временно недоступен.");
    expect(within(status).getByRole("link").getAttribute("href")).toBe("tel:+74951234567");
  });
});
