// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen } from "@testing-library/react";
import { createInstance } from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { i18nOptions, resources } from "~/i18n/resources";
import type { Language } from "~/utils/language";
import { OrderLink } from "./flight-detail";

afterEach(cleanup);

/** The flight page's Order link at `address`, as the router renders it there. */
async function orderHref(address: string, language: Language): Promise<string | null> {
  cleanup();
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ ...i18nOptions, resources, lng: language });
  const Stub = createRemixStub([
    {
      path: "*",
      Component: () => <OrderLink cardId="k89p4tbxcg01" number="K89P4TBXCG01-1" language={language} />,
    },
  ]);
  render(
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={[address]} />
    </I18nextProvider>,
  );
  return (await screen.findByRole("link")).getAttribute("href");
}

// The order page books without JavaScript and quotes the price in the page's currency (decision
// 033): the link that leads there carries a currency the visitor picked, and only that.
describe("the flight page's Order link", () => {
  it("carries the currency the visitor picked on the flight page", async () => {
    expect(await orderHref("/flight/k89p4tbxcg01/?currency=eur", "ru")).toBe(
      "/flight/k89p4tbxcg01/order/?currency=eur",
    );
    expect(await orderHref("/en/flight/k89p4tbxcg01/?currency=rub", "en")).toBe(
      "/en/flight/k89p4tbxcg01/order/?currency=rub",
    );
  });

  it("leaves out the page's own currency: roubles in Russian, dollars in English", async () => {
    expect(await orderHref("/flight/k89p4tbxcg01/?currency=rub", "ru")).toBe("/flight/k89p4tbxcg01/order/");
    expect(await orderHref("/en/flight/k89p4tbxcg01/", "en")).toBe("/en/flight/k89p4tbxcg01/order/");
  });
});
