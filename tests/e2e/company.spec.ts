import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * The information pages of spec §2 (about, contacts, restrictions, partners, how it works) and the
 * not-found page, in both languages. The expected copy is read from the dataset the server under
 * test serves (content/production.ndjson unless CONTENT_DATASET_FILE names another), so an editor's
 * change to the copy does not break the test.
 */
type Localized = { ru: string; en?: string };
type Doc = { _id: string; _type: string } & Record<string, unknown>;
type Block = { _type: string; style?: string; children?: { text: string }[] };

const datasetFile = process.env.CONTENT_DATASET_FILE ?? "content/production.ndjson";
const documents = readFileSync(datasetFile, "utf8")
  .split("\n")
  .filter((line) => line.trim() !== "")
  .map((line) => JSON.parse(line) as Doc);
const byId = new Map(documents.map((document) => [document._id, document]));

function singleton<T>(id: string): T {
  const document = byId.get(id);
  if (!document) throw new Error(`${datasetFile} has no ${id} document`);
  return document as unknown as T;
}

interface Seo {
  seo: { title: Localized; description?: Localized; keywords?: Localized; robots?: string };
}

const about = singleton<
  Seo & {
    heading: Localized;
    intro?: Localized;
    body?: { ru: Block[]; en?: Block[] };
    facts: { value: string; label: Localized }[];
    certificatesHeading: Localized;
    certificates: { title: Localized; number?: string }[];
    pictures: unknown[];
    teamHeading: Localized;
    team: { name: Localized; role: Localized }[];
  }
>("aboutPage");
const contacts = singleton<
  Seo & { heading: Localized; intro?: Localized; requisites?: Localized; directions?: Localized }
>("contactsPage");
const restrictions = singleton<
  Seo & {
    heading: Localized;
    countriesHeading: Localized;
    countries: { code: string; name: Localized }[];
    onward?: { ru: Block[]; en?: Block[] };
    contactNote?: Localized;
  }
>("restrictionsPage");
const partnersPage = singleton<
  Seo & {
    heading: Localized;
    intro?: Localized;
    partnersHeading: Localized;
    formHeading: Localized;
    formText?: Localized;
  }
>("partnersPage");
const partners = documents
  .filter((document) => document._type === "partner" && !document._id.startsWith("drafts."))
  .map((document) => document as Doc & { name: string; order?: number; fleet?: Localized })
  .sort((a, b) => (a.order ?? 1e6) - (b.order ?? 1e6) || a.name.localeCompare(b.name));
const howItWorks = singleton<
  Seo & {
    heading: Localized;
    intro?: Localized;
    slides: { title: Localized; text: Localized }[];
    comic: { title: Localized; image: { asset: { _ref: string } } };
  }
>("howItWorksPage");
const notFound = singleton<{
  title: Localized;
  errorCode?: string;
  message: Localized;
  homeLinkLabel: Localized;
}>("notFoundPage");
const settings = singleton<{ phone: string; email: string; address: Localized; workingHours?: Localized }>(
  "siteSettings",
);
const comicUrl = (byId.get(howItWorks.comic.image.asset._ref) as Doc & { url: string }).url;

const LANGUAGES = [
  {
    lang: "ru",
    prefix: "",
    home: "Главная",
    locale: "ru-RU",
    close: "Закрыть",
    breadcrumb: "Навигационная цепочка",
  },
  { lang: "en", prefix: "/en", home: "Home", locale: "en-US", close: "Close", breadcrumb: "Breadcrumb" },
] as const;
type Language = (typeof LANGUAGES)[number];

/** A localized field as the page shows it: English falls back to Russian (ARCHITECTURE.md). */
function text(field: Localized | undefined, language: Language): string {
  if (!field) return "";
  return language.lang === "en" ? (field.en ?? field.ru) : field.ru;
}

function blocks(field: { ru: Block[]; en?: Block[] } | undefined, language: Language): Block[] {
  if (!field) return [];
  return language.lang === "en" ? (field.en ?? field.ru) : field.ru;
}

/** Whitespace as a browser's innerText collapses it, for matching multi-line CMS text. */
const squash = (value: string) => value.replace(/\s+/g, " ").trim();

/** Every SEO field of the page's document, hreflang in both languages, and BreadcrumbList Home → page. */
async function expectSeo(page: Page, document: Seo, language: Language, path: string, crumb: string) {
  await expect(page).toHaveTitle(text(document.seo.title, language));
  const head = page.locator("head");
  if (document.seo.description) {
    await expect(head.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      text(document.seo.description, language),
    );
  }
  if (document.seo.keywords) {
    await expect(head.locator('meta[name="keywords"]')).toHaveAttribute(
      "content",
      text(document.seo.keywords, language),
    );
  }
  await expect(head.locator('meta[name="robots"]')).toHaveAttribute(
    "content",
    document.seo.robots ?? "index, follow",
  );
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`${language.prefix}${path}$`),
  );
  await expect(head.locator('link[rel="alternate"][hreflang="ru"]')).toHaveAttribute(
    "href",
    new RegExp(`[^n]${path}$`),
  );
  await expect(head.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    "href",
    new RegExp(`/en${path}$`),
  );

  const jsonLd = (await head.locator('script[type="application/ld+json"]').allTextContents()).map(
    (body) => JSON.parse(body) as { "@type": string; itemListElement?: { name: string; item: string }[] },
  );
  const breadcrumbs = jsonLd.filter((block) => block["@type"] === "BreadcrumbList");
  expect(breadcrumbs).toHaveLength(1);
  expect(breadcrumbs[0]?.itemListElement?.map((item) => item.name)).toEqual([language.home, crumb]);
  expect(breadcrumbs[0]?.itemListElement?.map((item) => new URL(item.item).pathname)).toEqual([
    `${language.prefix}/`,
    `${language.prefix}${path}`,
  ]);

  // The same trail is on the page.
  const trail = page.getByRole("navigation", { name: language.breadcrumb });
  await expect(trail.getByRole("link", { name: language.home })).toHaveAttribute(
    "href",
    `${language.prefix}/`,
  );
  await expect(trail.locator('[aria-current="page"]')).toHaveText(crumb);
}

// What these tests read (the CMS texts, their order, links, the 404 status) is the same at every
// width: they run at the desktop width. The page types' phone layout is checked with axe and a
// screenshot in pages.spec.ts; the comic's modal, which fills a phone's screen, runs at both
// (decision 039).
for (const language of LANGUAGES) {
  test.describe(`information pages in ${language.lang}`, () => {
    test(
      "about: story, facts, certificates, pictures and two team cards",
      { tag: "@language-neutral" },
      async ({ page, visit }) => {
        await visit(`${language.prefix}/about/`, `about-${language.lang}`);
        await expectSeo(page, about, language, "/about/", language.lang === "ru" ? "О компании" : "About us");
        const main = page.getByRole("main");
        await expect(main.getByRole("heading", { level: 1 })).toHaveText(text(about.heading, language));
        if (about.intro) await expect(main.getByText(squash(text(about.intro, language)))).toBeVisible();
        const firstHeading = blocks(about.body, language).find((block) => block.style === "h2");
        if (firstHeading) {
          await expect(
            main.getByRole("heading", { level: 2, name: firstHeading.children?.[0]?.text }),
          ).toBeVisible();
        }
        for (const fact of about.facts) {
          await expect(main.getByText(text(fact.label, language), { exact: true })).toBeVisible();
        }
        await expect(
          main.getByRole("heading", { level: 2, name: text(about.certificatesHeading, language) }),
        ).toBeVisible();
        for (const certificate of about.certificates) {
          await expect(
            main.getByRole("heading", { level: 3, name: text(certificate.title, language) }),
          ).toBeVisible();
        }
        await expect(main.locator(".about-gallery img")).toHaveCount(about.pictures.length);
        await expect(
          main.getByRole("heading", { level: 2, name: text(about.teamHeading, language) }),
        ).toBeVisible();
        const team = main.locator(".team-card");
        await expect(team).toHaveCount(2);
        await expect(team.getByRole("heading", { level: 3 })).toHaveText(
          about.team.map((member) => text(member.name, language)),
        );
      },
    );

    test(
      "contacts: the site settings' contacts as links, directions and company details",
      { tag: "@language-neutral" },
      async ({ page, visit }) => {
        await visit(`${language.prefix}/contacts/`, `contacts-${language.lang}`);
        await expectSeo(
          page,
          contacts,
          language,
          "/contacts/",
          language.lang === "ru" ? "Контакты" : "Contacts",
        );
        const main = page.getByRole("main");
        await expect(main.getByRole("heading", { level: 1 })).toHaveText(text(contacts.heading, language));
        if (contacts.intro)
          await expect(main.getByText(squash(text(contacts.intro, language)))).toBeVisible();
        const phone = main.getByRole("link", { name: settings.phone });
        await expect(phone).toHaveAttribute("href", `tel:+${settings.phone.replace(/\D/g, "")}`);
        await expect(main.getByRole("link", { name: settings.email })).toHaveAttribute(
          "href",
          `mailto:${settings.email}`,
        );
        await expect(main.getByRole("link", { name: "Telegram" })).toHaveAttribute(
          "href",
          /^https:\/\/t\.me\//,
        );
        await expect(main.getByText(squash(text(settings.address, language)))).toBeVisible();
        if (settings.workingHours)
          await expect(main.getByText(text(settings.workingHours, language))).toBeVisible();
        for (const field of [contacts.directions, contacts.requisites]) {
          const first = text(field, language).split("\n")[0];
          if (first) await expect(main.getByText(first, { exact: false }).first()).toBeVisible();
        }
      },
    );

    test("restrictions: the countries in the page language's alphabetical order", async ({ page, visit }) => {
      await visit(`${language.prefix}/restrictions/`, `restrictions-${language.lang}`);
      await expectSeo(
        page,
        restrictions,
        language,
        "/restrictions/",
        language.lang === "ru" ? "Ограничения на перелёты" : "Flight restrictions",
      );
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(text(restrictions.heading, language));
      await expect(
        main.getByRole("heading", { level: 2, name: text(restrictions.countriesHeading, language) }),
      ).toBeVisible();
      const collator = new Intl.Collator(language.locale, { sensitivity: "base" });
      const expected = restrictions.countries
        .map((country) => text(country.name, language))
        .sort(collator.compare);
      expect(expected.length).toBeGreaterThanOrEqual(25);
      await expect(main.locator(".country__name")).toHaveText(expected);
      const onward = blocks(restrictions.onward, language)[0]
        ?.children?.map((child) => child.text)
        .join("");
      if (onward) await expect(main.getByText(squash(onward))).toBeVisible();
      if (restrictions.contactNote) {
        await expect(main.getByText(squash(text(restrictions.contactNote, language)))).toBeVisible();
        await main
          .getByRole("link", { name: language.lang === "ru" ? "Написать менеджеру" : "Write to a manager" })
          .click();
        await expect(page).toHaveURL(new RegExp(`${language.prefix}/contacts/$`));
        await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(
          text(contacts.heading, language),
        );
      }
    });

    test(
      "partners: every partner in order and the invitation with contacts",
      { tag: "@language-neutral" },
      async ({ page, visit }) => {
        await visit(`${language.prefix}/partners/`, `partners-${language.lang}`);
        await expectSeo(
          page,
          partnersPage,
          language,
          "/partners/",
          language.lang === "ru" ? "Партнёрам" : "For partners",
        );
        const main = page.getByRole("main");
        await expect(main.getByRole("heading", { level: 1 })).toHaveText(
          text(partnersPage.heading, language),
        );
        await expect(
          main.getByRole("heading", { level: 2, name: text(partnersPage.partnersHeading, language) }),
        ).toBeVisible();
        await expect(main.locator(".partner__name")).toHaveText(partners.map((partner) => partner.name));
        const fleet = partners[0]?.fleet;
        if (fleet) await expect(main.getByText(text(fleet, language), { exact: true }).first()).toBeVisible();
        await expect(
          main.getByRole("heading", { level: 2, name: text(partnersPage.formHeading, language) }),
        ).toBeVisible();
        if (partnersPage.formText)
          await expect(main.getByText(squash(text(partnersPage.formText, language)))).toBeVisible();
        await expect(main.getByRole("link", { name: settings.email })).toHaveAttribute(
          "href",
          `mailto:${settings.email}`,
        );
        await expect(main.getByRole("link", { name: settings.phone })).toHaveAttribute("href", /^tel:\+\d+$/);
      },
    );

    test(
      "how it works: four numbered steps; the comic opens in a modal and gives focus back",
      { tag: ["@both-viewports", "@language-neutral"] },
      async ({ page, visit, baseURL }) => {
        // The test scrolls to the comic; the cookie notice, sticky at the bottom, would then sit over
        // the footer's links when axe checks the page at the end. It has its own tests (shell.spec.ts).
        await page.context().addCookies([{ name: "cookie_notice", value: "accepted", url: baseURL ?? "" }]);
        await visit(`${language.prefix}/howitworks/`, `howitworks-${language.lang}`);
        await expectSeo(
          page,
          howItWorks,
          language,
          "/howitworks/",
          language.lang === "ru" ? "Как это работает" : "How it works",
        );
        const main = page.getByRole("main");
        await expect(main.getByRole("heading", { level: 1 })).toHaveText(text(howItWorks.heading, language));
        const steps = main.locator("ol.steps > li");
        await expect(steps).toHaveCount(4);
        await expect(steps.getByRole("heading", { level: 2 })).toHaveText(
          howItWorks.slides.map((slide) => text(slide.title, language)),
        );
        await expect(steps.locator(".step__number")).toHaveText(["01", "02", "03", "04"]);

        const title = text(howItWorks.comic.title, language);
        const opener = main.getByRole("link", {
          name: language.lang === "ru" ? "Открыть комикс целиком" : "Open the full comic",
        });
        await expect(opener).toHaveAttribute("href", comicUrl);
        await expect(opener).toHaveAttribute("aria-haspopup", "dialog");

        // Opens on click, closes on Escape, and focus goes back to the link.
        await opener.click();
        const dialog = page.getByRole("dialog", { name: title });
        await expect(dialog).toBeVisible();
        await expect(dialog.locator("img")).toHaveAttribute("src", comicUrl);
        await expect(page).toHaveURL(new RegExp(`${language.prefix}/howitworks/$`));
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
        await expect(opener).toBeFocused();

        // The close button does the same.
        await opener.click();
        await expect(dialog).toBeVisible();
        await dialog.getByRole("button", { name: language.close }).click();
        await expect(dialog).toBeHidden();
        await expect(opener).toBeFocused();
      },
    );

    test(
      "the not-found page shows the CMS texts with status 404",
      { tag: "@language-neutral" },
      async ({ page, checkPage }) => {
        // Two segments: the splat route of remix.config.js, in both languages.
        const response = await page.goto(`${language.prefix}/company/no-such-page/`);
        expect(response?.status()).toBe(404);
        await expect(page).toHaveTitle(text(notFound.title, language));
        const main = page.getByRole("main");
        await expect(main.getByRole("heading", { level: 1 })).toHaveText(text(notFound.title, language));
        await expect(main.getByText(notFound.errorCode ?? "404", { exact: true })).toBeVisible();
        await expect(main.getByText(squash(text(notFound.message, language)))).toBeVisible();
        await expect(
          main.getByRole("link", { name: text(notFound.homeLinkLabel, language) }),
        ).toHaveAttribute("href", `${language.prefix}/`);
        await checkPage(`company-not-found-${language.lang}`);
      },
    );
  });
}

test("without JavaScript the comic link leads to the picture itself", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/howitworks/");
  await page.getByRole("link", { name: "Открыть комикс целиком" }).click();
  await expect(page).toHaveURL(new RegExp(`${comicUrl.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  await context.close();
});
