// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen, within } from "@testing-library/react";
import { createInstance } from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { airportIndex } from "~/charter/airports/airports";
import type { CharterClient } from "~/charter/client/charter-client";
import { emptyLegCardExample, emptyLegResultSetExample } from "~/charter/contract/examples";
import type { EmptyLegCard } from "~/charter/contract/schemas";
import { i18nOptions, resources } from "~/i18n/resources";
import type { Language } from "~/utils/language";
import { loadEmptyLegsRoute } from "./empty-legs.server";
import { EmptyLegsView } from "./empty-legs-view";

/*
 * The empty-leg listing's page in both languages (spec §2 "el/", issue 28, items 7, 10 and 11),
 * drawn from its real loader over a charter API answer: the filter form's labels, the count, the
 * cards with the empty-leg badge and the discount, the flight links, the currency the language
 * starts in, and refused filters worded by their fields with what was typed kept. The browser's
 * part (typing and picking airports, a city meaning its airports, the GET form with and without
 * JavaScript, the keyboard path) is in tests/e2e/empty-legs.spec.ts, on the Russian page and for
 * the city trap in English too (decision 039).
 */

afterEach(cleanup);

const SITE_URL = "https://charterline.example";
const NOW = new Date("2026-11-21T10:00:00Z");
const charter = {
  airports: (q?: string, limit?: number) => (q ? airportIndex.search(q, limit) : airportIndex.all()),
  airport: (icao: string) => airportIndex.byIcao(icao),
};

const TEXT = {
  ru: {
    prefix: "",
    labels: ["Откуда", "Куда", "Вылет с", "Вылет по"],
    apply: "Применить",
    reset: "Сбросить фильтры",
    count: "12 пустых перелётов",
    badge: "Пустой перелёт",
    discount: /^−(\d{1,2}) %Скидка \1 %$/,
    sign: "₽",
    own: "RUB",
    showMore: "Показать ещё 2",
    invalid: /^Проверьте фильтры/,
    unknown: "Не нашли аэропорт «Xyzzy»",
    beforeFrom: "Последний день вылета раньше первого.",
  },
  en: {
    prefix: "/en",
    labels: ["From", "To", "Departing from", "Departing by"],
    apply: "Apply",
    reset: "Reset filters",
    count: "12 empty legs",
    badge: "Empty leg",
    discount: /^−(\d{1,2})%\1% off$/,
    sign: "$",
    own: "USD",
    showMore: "Show 2 more",
    invalid: /^Check the filters/,
    unknown: "No airport matches “Xyzzy”",
    beforeFrom: "The last departure day is before the first one.",
  },
} as const;

function legs(count: number): EmptyLegCard[] {
  return Array.from({ length: count }, (_, n) => ({
    ...emptyLegCardExample,
    id: `crd_el${String(n).padStart(14, "0")}`,
    departure_date: new Date(Date.parse("2026-11-23T06:00:00Z") + n * 86_400_000).toISOString(),
  }));
}

/** The page at `search` as its loader answers it, drawn under Remix's router at that address. */
async function renderPage(language: Language, search: string, cards = legs(12)) {
  const emptyLegs = vi.fn(async () => ({ ...emptyLegResultSetExample, cards }));
  const path = `${language === "en" ? "/en" : ""}/el/`;
  const data = await loadEmptyLegsRoute({
    request: new Request(`${SITE_URL}${path}${search}`),
    context: {
      services: { charter, charterClient: { emptyLegs } as unknown as CharterClient, env: { SITE_URL } },
    },
    now: NOW,
  });
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
      loader: () => ({ siteSettings: null }),
      children: [{ path: path.slice(1), Component: () => <EmptyLegsView data={data} /> }],
    },
  ]);
  render(
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={[`${path}${search}`]} />
    </I18nextProvider>,
  );
  await screen.findByRole("heading", { level: 1 });
  return { data, emptyLegs };
}

for (const lang of ["ru", "en"] as const) {
  const text = TEXT[lang];

  describe(`the empty-leg listing (${lang})`, () => {
    it("labels its filters and lists a page of legs with the badge, the discount and the flight link", async () => {
      await renderPage(lang, "");
      for (const label of text.labels) expect(screen.getByLabelText(label, { exact: true })).toBeTruthy();
      expect(screen.getByRole("button", { name: text.apply })).toBeTruthy();
      expect(screen.getByRole("link", { name: text.reset }).getAttribute("href")).toBe(`${text.prefix}/el/`);
      expect(screen.getByRole("heading", { level: 2, name: text.count })).toBeTruthy();
      const cards = document.querySelectorAll(".el-list .offer-card");
      expect(cards).toHaveLength(10);
      const first = cards[0] as HTMLElement;
      expect(first.querySelector(".offer-card__badge")?.textContent).toBe(text.badge);
      expect(first.querySelector(".offer-card__discount")?.textContent).toMatch(text.discount);
      // Issue 28, item 10: the language's own currency until the visitor picks another.
      expect(first.querySelector('[data-fact="price"]')?.textContent).toContain(text.sign);
      expect(first.querySelector('s[data-fact="normal-price"]')?.textContent).toContain(text.sign);
      const own = screen.getByRole("link", { name: new RegExp(text.own) });
      expect(own.getAttribute("aria-current")).toBe("true");
      for (const link of document.querySelectorAll(".el-list .offer-card__link")) {
        expect(link.getAttribute("href")).toMatch(new RegExp(`^${text.prefix}/flight/crd_el\\d{14}/$`));
      }
      expect(screen.getByRole("link", { name: text.showMore }).getAttribute("href")).toBe(
        `${text.prefix}/el/?shown=20`,
      );
    });

    it("keeps a picked currency in the flight links and the filters' address", async () => {
      await renderPage(lang, "?pax=2&currency=eur");
      expect(screen.getByRole("link", { name: /EUR/ }).getAttribute("aria-current")).toBe("true");
      expect(
        screen.getByRole("link", { name: new RegExp(text.own) }).getAttribute("aria-current"),
      ).toBeNull();
      for (const price of document.querySelectorAll('.el-list [data-fact="price"]')) {
        expect(price.textContent).toContain("€");
      }
      const link = document.querySelector(".el-list .offer-card__link");
      expect(link?.getAttribute("href")).toMatch(
        new RegExp(`^${text.prefix}/flight/[^/?]+/\\?currency=eur$`),
      );
      const form = screen.getByRole("button", { name: text.apply }).closest("form") as HTMLFormElement;
      expect(form.querySelector<HTMLInputElement>("input[type=hidden][name=currency]")?.value).toBe("eur");
    });

    it("words refused filters by their fields, keeps what was typed and shows no listing", async () => {
      const { emptyLegs } = await renderPage(lang, "?to=Xyzzy&date_from=2026-11-28&date_to=2026-11-25");
      expect(emptyLegs).not.toHaveBeenCalled();
      expect(screen.getByRole("alert").textContent).toMatch(text.invalid);
      expect(document.getElementById("el-to-error")?.textContent).toContain(text.unknown);
      expect(document.getElementById("el-date_to-error")?.textContent).toBe(text.beforeFrom);
      const to = screen.getByLabelText(text.labels[1], { exact: true }) as HTMLInputElement;
      expect(to.value).toBe("Xyzzy");
      expect(to.getAttribute("aria-invalid")).toBe("true");
      const dateFrom = screen.getByLabelText(text.labels[2]) as HTMLInputElement;
      const dateTo = screen.getByLabelText(text.labels[3]) as HTMLInputElement;
      expect(dateFrom.value).toBe("2026-11-28");
      expect(dateTo.value).toBe("2026-11-25");
      expect(dateTo.getAttribute("aria-invalid")).toBe("true");
      expect(document.querySelectorAll(".offer-card")).toHaveLength(0);
      expect(within(document.body).queryByRole("list", { name: /./ })).toBeNull();
    });
  });
}
