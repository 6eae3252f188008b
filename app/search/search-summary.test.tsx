// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createInstance } from "i18next";
import type { ReactNode } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18nOptions, resources } from "~/i18n/resources";
import type { SearchQuery } from "~/offers/address";
import type { AirportSummary } from "~/offers/airport-summary";
import type { Language } from "~/utils/language";
import { SearchSummary, summaryDates } from "./search-summary";

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
  URSS: { icao: "URSS", iata: "AER", name: "Sochi", name_rus: "Сочи", city: "Sochi", city_rus: "Сочи" },
};
const oneWay: SearchQuery = { from: "UUWW", to: "URSS", date: "2026-12-12T12:00", pax: 4, back: null };

async function renderIn(language: Language, node: ReactNode) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    ...i18nOptions,
    lng: language,
    resources: { ru: { translation: resources.ru }, en: { translation: resources.en } },
  });
  render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
}

// Issue 28, item 1 (decision 041): the phone's one-line summary of the search.
describe("search summary", () => {
  it("reads route, day and passengers, in either language", async () => {
    await renderIn(
      "ru",
      <SearchSummary
        query={oneWay}
        airports={airports}
        language="ru"
        hydrated
        open={false}
        onToggle={() => {}}
      />,
    );
    expect(screen.getByTestId("search-summary").querySelector("p")?.textContent).toBe(
      "Москва → Сочи, 12 дек. · 4 пасс.",
    );
    cleanup();
    await renderIn(
      "en",
      <SearchSummary
        query={oneWay}
        airports={airports}
        language="en"
        hydrated
        open={false}
        onToggle={() => {}}
      />,
    );
    expect(screen.getByTestId("search-summary").querySelector("p")?.textContent).toBe(
      "Moscow → Sochi, Dec 12 · 4 pax",
    );
  });

  it("gives a round trip as one range of days", () => {
    const back = { ...oneWay, back: "2026-12-15T18:00" };
    expect(summaryDates(back, "ru")).toBe("12–15 дек.");
    // Built by hand, the same in Node and the browser (no thin spaces of `formatRange`).
    expect(summaryDates(back, "en")).toBe("Dec 12–15");
    const acrossMonths = { ...oneWay, date: "2026-11-28T12:00", back: "2026-12-03T10:00" };
    expect(summaryDates(acrossMonths, "ru")).toBe("28 нояб. – 3 дек.");
  });

  it("is a disclosure button with scripts and a link to the search block without them", async () => {
    const onToggle = vi.fn();
    await renderIn(
      "ru",
      <SearchSummary
        query={oneWay}
        airports={airports}
        language="ru"
        hydrated
        open={false}
        onToggle={onToggle}
      />,
    );
    const button = screen.getByRole("button", { name: "Изменить поиск" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(button.getAttribute("aria-controls")).toBe("search-edit");
    fireEvent.click(button);
    expect(onToggle).toHaveBeenCalledTimes(1);
    cleanup();
    await renderIn(
      "ru",
      <SearchSummary
        query={oneWay}
        airports={airports}
        language="ru"
        hydrated={false}
        open={false}
        onToggle={onToggle}
      />,
    );
    expect(screen.getByRole("link", { name: "Изменить поиск" }).getAttribute("href")).toBe("#search-edit");
  });
});
