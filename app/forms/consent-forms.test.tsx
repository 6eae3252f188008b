// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createInstance } from "i18next";
import type { ReactNode } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import type { CharterClient } from "~/charter/client/charter-client";
import { i18nOptions, resources } from "~/i18n/resources";
import type { AirportSummary } from "~/offers/airport-summary";
import { NotFoundBlock } from "~/search/not-found-block";
import { searchRequestAction } from "~/search/results.server";
import { SEARCH_REQUEST_INTENT } from "~/search/search-request-form";
import { loadPhoneRule } from "~/utils/phone-rule";
import type { Language } from "~/utils/language";
import { silentLogger } from "~/utils/logger.server";
import { formPost } from "../../tests/support/requests";
import { CallbackWidget } from "./callback-widget";
import { sendCallback, sendPartnerEnquiry } from "./lead-actions.server";
import { CALLBACK_INTENT, PARTNER_INTENT } from "./lead-rules";
import { PartnerEnquiryForm } from "./partner-form";

/*
 * Consent on every lead form (issue 28, items 8 and 9), in both languages: the box starts unticked;
 * with JavaScript the button stays inactive, saying why, until the visitor ticks it; a post without
 * it (as a browser without JavaScript sends it) is refused by the form's real action, and the page
 * drawn from that answer gives the reason by the box, marks the box invalid and keeps what was
 * typed. The browser paths (Enter in a field, a page posted without JavaScript) are in
 * tests/e2e/consent.spec.ts, once per form; the actions' storage in lead-actions.server.test.ts and
 * search-request.server.test.ts.
 */

afterEach(cleanup);

const TEXT = {
  ru: {
    prefix: "",
    consent: /^Даю согласие на обработку моих персональных данных/,
    missing: "Чтобы отправить, отметьте согласие на обработку персональных данных.",
    required: "Отметьте согласие на обработку персональных данных: без него мы не можем принять заявку.",
    callbackPhone: "Ваш телефон",
    callbackSubmit: "Перезвоните мне",
    name: "Имя",
    contact: "E-mail или телефон",
    message: "Сообщение",
    partnerSubmit: "Отправить заявку",
    requestPhone: "Телефон",
    requestSubmit: "Отправить заявку",
    requestRefused: /^Заявка не отправлена\. Отметьте согласие на обработку персональных данных/,
  },
  en: {
    prefix: "/en",
    consent: /^I consent to Charterline processing the personal data/,
    missing: "To send this, tick the consent to the processing of your personal data.",
    required:
      "Tick the consent to the processing of your personal data: we cannot accept the request without it.",
    callbackPhone: "Your phone",
    callbackSubmit: "Call me back",
    name: "Name",
    contact: "E-mail or phone",
    message: "Message",
    partnerSubmit: "Send enquiry",
    requestPhone: "Phone",
    requestSubmit: "Send request",
    requestRefused:
      /^The request was not sent\. Please tick the consent to the processing of your personal data/,
  },
} as const;

const siteSettings = {
  phone: "+7 495 123-45-67",
  phoneHref: "tel:+74951234567",
  email: "sales@charterline.example",
  messengers: [],
  legalDocuments: [{ kind: "personalData", title: "Политика обработки данных", href: "/docs/pd.pdf" }],
};

const airports: Record<string, AirportSummary> = {
  UUWW: {
    icao: "UUWW",
    iata: "VKO",
    name: "Vnukovo",
    name_rus: "Внуково",
    city: "Moscow",
    city_rus: "Москва",
  },
  LFMN: { icao: "LFMN", iata: "NCE", name: "Nice", name_rus: "Ницца", city: "Nice", city_rus: "Ницца" },
};
const query = { from: "UUWW", to: "LFMN", date: "2026-12-01T12:00", pax: 2, back: null };

/** A charter client the refused posts must never reach: a call fails the test. */
const unreachable = new Proxy({} as CharterClient, {
  get: (_target, name) => () => {
    throw new Error(`the charter client was called (${String(name)}) for a post without consent`);
  },
});
const services = { charterClient: unreachable, logger: silentLogger };

/** Renders under Remix's router, with a root route whose loader gives the site settings. */
async function renderInPage(node: ReactNode, language: Language) {
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

const button = (name: string) => screen.getByRole("button", { name }) as HTMLButtonElement;
const box = (name: RegExp) => screen.getByRole("checkbox", { name }) as HTMLInputElement;

for (const lang of ["ru", "en"] as const) {
  const text = TEXT[lang];

  describe(`consent on the lead forms (${lang})`, () => {
    it("callback: unticked, the button inactive with the reason until it is ticked", async () => {
      await renderInPage(<CallbackWidget />, lang);
      const phone = await screen.findByLabelText(text.callbackPhone);
      await act(() => loadPhoneRule());
      fireEvent.change(phone, { target: { value: "+7 916 123-45-67" } });
      fireEvent.blur(phone);
      expect(box(text.consent).checked).toBe(false);
      expect(button(text.callbackSubmit).disabled).toBe(true);
      expect(screen.getByText(text.missing)).toBeTruthy();
      fireEvent.click(box(text.consent));
      expect(button(text.callbackSubmit).disabled).toBe(false);
      expect(screen.queryByText(text.missing)).toBeNull();
      // Unticked again: the reason shows by the box itself.
      fireEvent.click(box(text.consent));
      expect(button(text.callbackSubmit).disabled).toBe(true);
      expect(screen.getByText(text.required)).toBeTruthy();
    });

    it("callback: a post without consent is refused, with the reason by the box and the number kept", async () => {
      const refused = await sendCallback(
        formPost(`${text.prefix}/`, { intent: CALLBACK_INTENT, phone: "+79161234567" }),
        services,
        "198.51.100.1",
      );
      expect(refused.status).toBe(400);
      if (refused.body.ok) throw new Error("taken without consent");
      await renderInPage(<CallbackWidget actionData={refused.body} />, lang);
      const phone = (await screen.findByLabelText(text.callbackPhone)) as HTMLInputElement;
      expect(phone.value).toBe("+79161234567");
      expect(box(text.consent).checked).toBe(false);
      expect(box(text.consent).getAttribute("aria-invalid")).toBe("true");
      expect(screen.getByText(text.required)).toBeTruthy();
      // Ticked, the reason goes and the form may be sent again.
      fireEvent.click(box(text.consent));
      expect(screen.queryByText(text.required)).toBeNull();
      expect(button(text.callbackSubmit).disabled).toBe(false);
    });

    it("partner: unticked, and with every field right the button waits for the consent, saying so", async () => {
      await renderInPage(<PartnerEnquiryForm />, lang);
      const form = (await screen.findByLabelText(text.contact)).closest("form") as HTMLFormElement;
      fireEvent.change(within(form).getByLabelText(text.name, { exact: true }), {
        target: { value: "Ирина Волкова" },
      });
      fireEvent.change(within(form).getByLabelText(text.contact), {
        target: { value: "irina@aero-partner.ru" },
      });
      fireEvent.change(within(form).getByLabelText(text.message), {
        target: { value: "Два Challenger 850 во Внуково." },
      });
      expect(box(text.consent).checked).toBe(false);
      expect(button(text.partnerSubmit).disabled).toBe(true);
      expect(screen.getByText(text.missing)).toBeTruthy();
      fireEvent.click(box(text.consent));
      expect(button(text.partnerSubmit).disabled).toBe(false);
    });

    it("partner: a post without consent is refused, with the reason by the box and every field kept", async () => {
      const refused = await sendPartnerEnquiry(
        formPost(`${text.prefix}/partners/`, {
          intent: PARTNER_INTENT,
          name: "Ирина Волкова",
          contact: "irina@aero-partner.ru",
          message: "Два Challenger 850 во Внуково.",
        }),
        services,
        "198.51.100.2",
      );
      expect(refused.status).toBe(400);
      if (refused.body.ok) throw new Error("taken without consent");
      expect(refused.body.problems).toEqual({ consent: "required" });
      await renderInPage(<PartnerEnquiryForm actionData={refused.body} />, lang);
      const contact = (await screen.findByLabelText(text.contact)) as HTMLInputElement;
      expect(contact.value).toBe("irina@aero-partner.ru");
      expect((screen.getByLabelText(text.message) as HTMLTextAreaElement).value).toBe(
        "Два Challenger 850 во Внуково.",
      );
      expect(box(text.consent).checked).toBe(false);
      expect(box(text.consent).getAttribute("aria-invalid")).toBe("true");
      expect(screen.getByText(text.required)).toBeTruthy();
    });

    it("closed-route request: unticked and in sight; a post without consent says why, keeping the number", async () => {
      const restriction = { code: "closed_airspace" as const, airports: ["LFMN"], countries: ["FR"] };
      await renderInPage(
        <NotFoundBlock query={query} airports={airports} language={lang} restriction={restriction} />,
        lang,
      );
      await screen.findByLabelText(text.requestPhone);
      expect(box(text.consent).checked).toBe(false);
      // The button waits for the consent once the form knows JavaScript runs (useHydrated, flipped
      // by an effect after the form has appeared): waited for, not read at the form's first render.
      await waitFor(() => expect(button(text.requestSubmit).disabled).toBe(true));
      cleanup();

      const refused = await searchRequestAction(
        formPost(`${text.prefix}/search/abcdefghijkl/`, {
          intent: SEARCH_REQUEST_INTENT,
          departure_airport: "UUWW",
          arrival_airport: "LFMN",
          departure_datetime: query.date,
          departure_datetime_back: "",
          phone: "+79161234567",
        }),
        services,
        "198.51.100.3",
      );
      expect(refused.status).toBe(400);
      await renderInPage(
        <NotFoundBlock
          query={query}
          airports={airports}
          language={lang}
          restriction={restriction}
          actionData={refused.body}
        />,
        lang,
      );
      const phone = (await screen.findByLabelText(text.requestPhone)) as HTMLInputElement;
      expect(phone.value).toBe("+79161234567");
      const status = document.querySelector("[data-request-status]");
      expect(status?.getAttribute("data-request-status")).toBe("failed");
      expect(status?.textContent).toMatch(text.requestRefused);
      expect(box(text.consent).checked).toBe(false);
      expect(box(text.consent).getAttribute("aria-invalid")).toBe("true");
      expect(screen.getByText(text.required)).toBeTruthy();
    });
  });
}
