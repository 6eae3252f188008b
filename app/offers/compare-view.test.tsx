// @vitest-environment happy-dom
import { useLocation } from "@remix-run/react";
import { createRemixStub } from "@remix-run/testing";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createInstance } from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { cardExample, routeExample } from "~/charter/contract/examples";
import type { Card } from "~/charter/contract/schemas";
import { i18nOptions, resources } from "~/i18n/resources";
import type { Language } from "~/utils/language";
import type { AirportSummary } from "./airport-summary";
import { CompareTray, useCompare } from "./compare-view";
import { OfferCard } from "./offer-card";

afterEach(cleanup);

const airports: Record<string, AirportSummary> = {
  UUWW: {
    icao: "UUWW",
    iata: "VKO",
    name: "Vnukovo",
    name_rus: "Внуково",
    city: "Moscow",
    city_rus: "Москва",
  },
  ULLI: {
    icao: "ULLI",
    iata: "LED",
    name: "Pulkovo",
    name_rus: "Пулково",
    city: "St Petersburg",
    city_rus: "Санкт-Петербург",
  },
};

const TYPES = ["Bombardier Challenger 850", "Embraer Legacy 600", "Cessna Citation XLS+", "Hawker 900XP"];
const cards: Card[] = TYPES.map((type, index) => ({
  ...cardExample,
  id: `crd_${"abcd"[index]}`,
  aircraft_type: type,
  aircraft_year_of_creation: 2008 + index,
  routes: [{ ...routeExample, aircraft_type: type }],
}));

const query = { from: "UUWW", to: "ULLI", date: "2026-12-01T12:00", pax: 2, back: null };

/** The list as the results screen wires it: each card's control and the tray from one useCompare. */
function List({ language, scripts }: { language: Language; scripts: boolean }) {
  const live = useCompare(cards);
  // As the server renders it, and as it stays where JavaScript does not run: links, no handlers.
  const compare = scripts
    ? live
    : { ...live, hydrated: false, control: (id: string) => ({ ...live.control(id), onToggle: undefined }) };
  const { search } = useLocation();
  return (
    <>
      {cards.map((card) => (
        <OfferCard
          key={card.id}
          card={card}
          language={language}
          currency="rub"
          query={query}
          airports={airports}
          href={`/flight/${card.id}/`}
          compare={compare.control(card.id)}
        />
      ))}
      <CompareTray
        compare={compare}
        cards={cards}
        language={language}
        currency="rub"
        airports={airports}
        hrefOf={(card) => `/flight/${card.id}/`}
      />
      <output data-testid="search">{decodeURIComponent(search)}</output>
    </>
  );
}

async function stub(path: string, language: Language = "ru", scripts = true) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    ...i18nOptions,
    lng: language,
    resources: { ru: { translation: resources.ru }, en: { translation: resources.en } },
  });
  const Stub = createRemixStub([
    { path: "/search/:id/", Component: () => <List language={language} scripts={scripts} /> },
  ]);
  return (
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={[path]} />
    </I18nextProvider>
  );
}

const box = (type: string) =>
  screen.getByRole("checkbox", { name: new RegExp(`^Сравнить ?: ${type.replace(/[+.]/g, "\\$&")},`) });

// Issue 28, item 1: "Compare: up to 3 offers side by side".
describe("compare up to three offers (issue 28, item 1)", () => {
  it("ticks offers into the address, refuses a fourth, and lays the chosen side by side", async () => {
    render(await stub("/search/r6pg5dx2b200/?sort=Year&compare=crd_a"));
    const bar = await screen.findByRole("region", { name: "Сравнение предложений" });
    expect(bar.textContent).toContain("Для сравнения: 1 из 3");
    expect(bar.textContent).toContain("Отметьте ещё одно предложение");
    expect((box(TYPES[0]!) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(box(TYPES[1]!));
    fireEvent.click(box(TYPES[2]!));
    // The address carries the list in the order ticked, the view's other parameters kept.
    expect(screen.getByTestId("search").textContent).toBe("?sort=Year&compare=crd_a,crd_b,crd_c");
    expect(bar.textContent).toContain("Для сравнения: 3 из 3");

    // A fourth is refused, in words, and the list stays as it was.
    fireEvent.click(box(TYPES[3]!));
    expect((box(TYPES[3]!) as HTMLInputElement).checked).toBe(false);
    expect(within(bar).getByRole("status").textContent).toBe(
      "Сравнить можно не больше трёх предложений. Уберите одно из выбранных, чтобы добавить другое.",
    );
    expect(screen.getByTestId("search").textContent).toBe("?sort=Year&compare=crd_a,crd_b,crd_c");

    // The table: the offers as columns, a row per fact, a link to each flight page.
    const table = document.querySelector<HTMLTableElement>(".compare-table");
    expect(table?.querySelectorAll("thead th[scope=col]")).toHaveLength(3);
    const rows = Array.from(table?.querySelectorAll("tbody tr") ?? []).map((row) =>
      row.getAttribute("data-compare-row"),
    );
    expect(rows).toEqual([
      "picture",
      "class",
      "year",
      "seats",
      "operator",
      "departure-0",
      "arrival-0",
      "flight-time-0",
      "stops-0",
      "co2",
      "price",
      "link",
    ]);
    const year = table?.querySelector('[data-compare-row="year"]');
    expect(Array.from(year?.querySelectorAll("td") ?? []).map((cell) => cell.textContent)).toEqual([
      "2008",
      "2009",
      "2010",
    ]);
    expect(table?.querySelector('[data-compare-row="departure-0"] td')?.textContent).toBe(
      "вт, 1 декабря, 12:00Москва, Внуково (VKO)",
    );
    expect(table?.querySelector('[data-compare-row="stops-0"] td')?.textContent).toBe("Без посадок");
    expect(table?.querySelector('[data-compare-row="price"] td')?.textContent).toBe(
      "938\u00a0350\u00a0₽ за перелёт",
    );
    const open = within(table!).getAllByRole("link", { name: /^Открыть предложение: /, hidden: true });
    expect(open.map((link) => link.getAttribute("href"))).toEqual([
      "/flight/crd_a/",
      "/flight/crd_b/",
      "/flight/crd_c/",
    ]);

    // Taking one away makes room again; Clear empties the list and the bar goes.
    fireEvent.click(within(bar).getByRole("button", { name: /^Убрать из сравнения: Embraer Legacy 600/ }));
    expect(screen.getByTestId("search").textContent).toBe("?sort=Year&compare=crd_a,crd_c");
    fireEvent.click(within(bar).getByRole("button", { name: "Очистить" }));
    expect(screen.getByTestId("search").textContent).toBe("?sort=Year");
    expect(screen.queryByRole("region", { name: "Сравнение предложений" })).toBeNull();
  });

  it("works as links without JavaScript, and the page says why a fourth was refused", async () => {
    render(await stub("/search/r6pg5dx2b200/?compare=crd_a,crd_b,crd_c,crd_d,gone", "en", false));
    await screen.findByRole("region", { name: "Offer comparison" });
    const page = document;
    // Each card's control is a link to the address with that card toggled.
    const toggles = Array.from(page.querySelectorAll<HTMLAnchorElement>("a[data-compare-toggle]"));
    expect(
      toggles.map((link) => [
        link.getAttribute("data-checked"),
        decodeURIComponent(link.getAttribute("href") ?? ""),
      ]),
    ).toEqual([
      ["true", "/search/r6pg5dx2b200/?compare=crd_b,crd_c"],
      ["true", "/search/r6pg5dx2b200/?compare=crd_a,crd_c"],
      ["true", "/search/r6pg5dx2b200/?compare=crd_a,crd_b"],
      ["false", "/search/r6pg5dx2b200/?compare=crd_a,crd_b,crd_c,crd_d"],
    ]);
    expect(page.querySelector("[role=status]")?.textContent).toBe(
      "You can compare up to three offers. Remove one of those chosen to add another.",
    );
    // Compare opens the table by its fragment; the table is on the page for it, three columns.
    const compare = Array.from(page.querySelectorAll("a")).find((link) => link.textContent === "Compare");
    expect(decodeURIComponent(compare?.getAttribute("href") ?? "")).toBe(
      "/search/r6pg5dx2b200/?compare=crd_a,crd_b,crd_c#compare-view",
    );
    expect(page.querySelectorAll("#compare-view thead th[scope=col]")).toHaveLength(3);
    expect(page.querySelector("#compare-view a[href='#compare-bar']")?.textContent).toBe("Close");
  });
});
