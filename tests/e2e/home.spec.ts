import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * The home page (spec §2 "Home", spec §9 constants) in both languages. The expected copy is read
 * from the dataset the server under test serves (content/production.ndjson unless
 * CONTENT_DATASET_FILE names another), so an editor's change to the copy does not break the test.
 */
type Localized = { ru: string; en?: string };
type Doc = { _id: string; _type: string } & Record<string, unknown>;

const datasetFile = process.env.CONTENT_DATASET_FILE ?? "content/production.ndjson";
const documents = readFileSync(datasetFile, "utf8")
  .split("\n")
  .filter((line) => line.trim() !== "")
  .map((line) => JSON.parse(line) as Doc);
const byId = new Map(documents.map((document) => [document._id, document]));

interface HomeDoc {
  seo: { title: Localized; description?: Localized };
  heroHeading: Localized;
  heroText?: Localized;
  slides: { caption?: Localized }[];
  tiles: { kind: string; title: Localized; href?: string; badge?: Localized }[];
  benefitsHeading: Localized;
  benefits: { title: Localized }[];
  mediaHeading: Localized;
  mediaMentions: { title: Localized; url: string }[];
  articlesHeading: Localized;
  articles: { title: Localized; link: { label: Localized; href: string } }[];
  partnersHeading: Localized;
  partners: { _ref: string }[];
}

const home = byId.get("homePage") as unknown as HomeDoc;
const partners = home.partners.map((reference) => byId.get(reference._ref) as Doc & { name: string });

const LANGUAGES = [
  {
    lang: "ru",
    path: "/",
    prefix: "",
    slide: (number: number, count: number) => `${number} из ${count}`,
    goTo: (number: number) => `Слайд ${number}`,
    pause: "Остановить смену слайдов",
    play: "Запустить смену слайдов",
    next: "Следующий слайд",
    carousel: "Галерея",
    partnersList: "Партнёры",
    partnersNext: "Следующие партнёры",
    partnersPrevious: "Предыдущие партнёры",
    newTab: "(откроется в новой вкладке)",
  },
  {
    lang: "en",
    path: "/en/",
    prefix: "/en",
    slide: (number: number, count: number) => `${number} of ${count}`,
    goTo: (number: number) => `Slide ${number}`,
    pause: "Pause the slideshow",
    play: "Play the slideshow",
    next: "Next slide",
    carousel: "Gallery",
    partnersList: "Partners",
    partnersNext: "Next partners",
    partnersPrevious: "Previous partners",
    newTab: "(opens in a new tab)",
  },
] as const;

type Language = (typeof LANGUAGES)[number];

/** A localized field as the page shows it: English falls back to Russian (ARCHITECTURE.md). */
function text(field: Localized | undefined, language: Language): string {
  if (!field) return "";
  return language.lang === "en" ? (field.en ?? field.ru) : field.ru;
}

/** Whitespace as a browser's innerText collapses it, for matching multi-line CMS text. */
const squash = (value: string) => value.replace(/\s+/g, " ").trim();

async function currentSlide(page: Page, language: Language): Promise<number> {
  const dots = page.getByRole("group", { name: language.lang === "ru" ? "Выбор слайда" : "Choose a slide" });
  const current = dots.locator('[aria-current="true"]');
  const label = await current.getAttribute("aria-label");
  return Number(label?.replace(/\D/g, ""));
}

for (const language of LANGUAGES) {
  test.describe(`home in ${language.lang}`, () => {
    test(
      "renders every block of the home page from the CMS",
      { tag: "@both-viewports" },
      async ({ page, visit }) => {
        await visit(language.path, `home-page-${language.lang}`);
        const main = page.getByRole("main");

        // SEO fields from the CMS (issue 3, item 5), with both languages as alternates.
        await expect(page).toHaveTitle(text(home.seo.title, language));
        if (home.seo.description) {
          await expect(page.locator('meta[name="description"]')).toHaveAttribute(
            "content",
            text(home.seo.description, language),
          );
        }
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          "href",
          new RegExp(`${language.path}$`),
        );
        await expect(page.locator('link[rel="alternate"][hreflang="ru"]')).toHaveAttribute("href", /\/$/);
        await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", /\/en\/$/);

        // Hero and slider: the first slide shown and its picture eager (it is the page's largest paint).
        await expect(main.getByRole("heading", { level: 1 })).toHaveText(text(home.heroHeading, language));
        if (home.heroText) await expect(main.getByText(squash(text(home.heroText, language)))).toBeVisible();
        // Issue 28, item 2: on a phone the search button is on the first screen (it sat at 953 px,
        // under the hero text, which now follows the form), the cookie notice showing above it.
        if (test.info().project.name === "mobile") {
          const buttonBox = (await main.locator(".home-hero__search button[type=submit]").boundingBox())!;
          expect(buttonBox.y + buttonBox.height).toBeLessThanOrEqual(page.viewportSize()!.height);
        }
        const slider = main.getByRole("region", { name: language.carousel });
        await expect(slider).toHaveAttribute(
          "aria-roledescription",
          language.lang === "ru" ? "карусель" : "carousel",
        );
        // The slider may have turned while the page was checked: one slide shown, whichever it is.
        const slides = slider.locator(".home-slider__slide");
        await expect(slides).toHaveCount(home.slides.length);
        await expect(slider.locator(".home-slider__slide.is-active")).toHaveCount(1);
        await expect(slides.first()).toHaveAttribute("aria-label", language.slide(1, home.slides.length));
        await expect(slides.first().locator("img")).toHaveAttribute("loading", "eager");
        await expect(slider.locator('img[loading="lazy"]')).toHaveCount(home.slides.length - 1);
        const caption = home.slides[0]?.caption;
        if (caption) await expect(slides.first()).toContainText(text(caption, language));

        // Three tiles: empty legs on this site, helicopters elsewhere in a new tab, jet sharing soon.
        await expect(main.locator(".home-tile")).toHaveCount(3);
        for (const tile of home.tiles) {
          const title = text(tile.title, language);
          const heading = main.getByRole("heading", { level: 2, name: new RegExp(`^${escape(title)}`) });
          await expect(heading).toBeVisible();
          const link = heading.getByRole("link");
          if (tile.badge) {
            const card = main.getByRole("listitem").filter({
              has: page.getByRole("heading", { level: 2, name: new RegExp(`^${escape(title)}`) }),
            });
            await expect(card.getByText(text(tile.badge, language), { exact: true })).toBeVisible();
          }
          if (tile.kind === "emptyLegs") await expect(link).toHaveAttribute("href", `${language.prefix}/el/`);
          if (tile.kind === "helicopters") {
            await expect(link).toHaveAttribute("href", tile.href ?? "");
            await expect(link).toHaveAttribute("target", "_blank");
            await expect(link).toHaveAttribute("rel", /noopener/);
            await expect(link).toHaveAccessibleName(`${title} ${language.newTab}`);
          }
          if (tile.kind === "jetSharing") await expect(link).toHaveCount(0);
        }

        const section = (heading: Localized) =>
          main.getByRole("region", { name: text(heading, language), exact: true });

        const benefits = section(home.benefitsHeading);
        for (const benefit of home.benefits) {
          await expect(
            benefits.getByRole("heading", { level: 3, name: text(benefit.title, language) }),
          ).toBeVisible();
        }

        const media = section(home.mediaHeading);
        for (const mention of home.mediaMentions) {
          const link = media.getByRole("link", {
            name: new RegExp(`^${escape(text(mention.title, language))}`),
          });
          await expect(link).toHaveAttribute("href", mention.url);
          await expect(link).toHaveAttribute("target", "_blank");
        }

        const articles = section(home.articlesHeading);
        await expect(articles.getByRole("listitem")).toHaveCount(home.articles.length);
        for (const [index, article] of home.articles.entries()) {
          const item = articles.getByRole("listitem").nth(index);
          await expect(item).toContainText(String(index + 1).padStart(2, "0"));
          await expect(item.getByRole("heading", { level: 3 })).toHaveText(text(article.title, language));
          const href = article.link.href.startsWith("/")
            ? `${language.prefix}${article.link.href}`
            : article.link.href;
          await expect(
            item.getByRole("link", { name: new RegExp(`^${escape(text(article.link.label, language))}`) }),
          ).toHaveAttribute("href", href);
        }

        // The menu's "partners" item is the anchor #partners (spec §2 "Header and footer").
        const partnersSection = page.locator("#partners");
        await expect(partnersSection.getByRole("heading", { level: 2 })).toHaveText(
          text(home.partnersHeading, language),
        );
        for (const partner of partners) {
          await expect(partnersSection.getByRole("heading", { level: 3, name: partner.name })).toBeAttached();
        }
      },
    );

    test(
      "the slider turns every 5 s and pauses on hover and keyboard focus (spec §9)",
      { tag: "@language-neutral" },
      async ({ page }) => {
        await page.clock.install();
        await page.goto(language.path);
        const slider = page.getByRole("region", { name: language.carousel });
        const live = slider.locator("[aria-live]");
        // Hovering stops it and opens its live region: that also says the page has hydrated.
        await expect(async () => {
          await page.mouse.move(0, 0);
          await slider.hover();
          await expect(live).toHaveAttribute("aria-live", "polite", { timeout: 500 });
        }).toPass();
        await page.mouse.move(0, 0);
        await expect(live).toHaveAttribute("aria-live", "off");
        expect(await currentSlide(page, language)).toBe(1);
        await expect(slider.locator(".home-slider__slide.is-active")).toHaveCSS(
          "transition-duration",
          "1.5s",
        );
        await page.clock.runFor(5_000);
        await expect.poll(() => currentSlide(page, language)).toBe(2);

        await slider.hover();
        await page.clock.runFor(15_000);
        expect(await currentSlide(page, language)).toBe(2);
        await page.mouse.move(0, 0);
        await page.clock.runFor(5_000);
        await expect.poll(() => currentSlide(page, language)).toBe((2 % home.slides.length) + 1);

        // Keyboard focus inside stops it; the pause button stops it for good (WCAG 2.2.2).
        // The search form sits between the heading and the slider, so focus goes to the slider's
        // first control directly rather than by counting Tab presses.
        await slider.getByRole("button", { name: language.pause }).focus();
        await expect(slider.getByRole("button", { name: language.pause })).toBeFocused();
        const before = await currentSlide(page, language);
        await page.clock.runFor(15_000);
        expect(await currentSlide(page, language)).toBe(before);
        await page.keyboard.press("Enter");
        await expect(slider.getByRole("button", { name: language.play })).toBeFocused();
        await page.getByRole("heading", { level: 1 }).click();
        await page.clock.runFor(15_000);
        expect(await currentSlide(page, language)).toBe(before);
        // Focusing the slider scrolled it under the sticky header, where axe would measure the
        // caption's contrast against the header; the page's own check runs from the top.
        await page.evaluate(() => window.scrollTo(0, 0));
        // The 1.5 s fade runs on the real clock, not the installed one: axe measures the caption's
        // contrast once the active slide is fully shown, not halfway through the fade.
        await expect(slider.locator(".home-slider__slide.is-active")).toHaveCSS("opacity", "1");
      },
    );

    test(
      "the slider stands still for prefers-reduced-motion",
      { tag: "@language-neutral" },
      async ({ page }) => {
        await page.emulateMedia({ reducedMotion: "reduce" });
        await page.clock.install();
        await page.goto(language.path);
        const slider = page.getByRole("region", { name: language.carousel });
        await expect(slider.getByRole("button", { name: language.play })).toBeVisible();
        await page.clock.runFor(20_000);
        expect(await currentSlide(page, language)).toBe(1);
        // No transition: app.css leaves at most 0.01 ms of any under reduced motion.
        const durations = await slider
          .locator(".home-slider__slide")
          .first()
          .evaluate((element) =>
            getComputedStyle(element)
              .transitionDuration.split(",")
              .map((value) => parseFloat(value)),
          );
        expect(Math.max(...durations)).toBeLessThan(0.001);
        // Moving it by hand still works, at once.
        await slider.getByRole("button", { name: language.next }).click();
        await expect(
          slider.getByRole("group", { name: language.slide(2, home.slides.length) }),
        ).toBeVisible();
        await slider.getByRole("button", { name: language.goTo(1) }).click();
        expect(await currentSlide(page, language)).toBe(1);
      },
    );

    test(
      "the partners carousel scrolls by 356 px steps (spec §9)",
      { tag: ["@both-viewports", "@language-neutral"] },
      async ({ page }) => {
        await page.goto(`${language.path}#partners`);
        const section = page.locator("#partners");
        const viewport = section.getByRole("group", { name: language.partnersList });
        const previous = section.getByRole("button", { name: language.partnersPrevious });
        const next = section.getByRole("button", { name: language.partnersNext });
        const scrollLeft = () => viewport.evaluate((element) => Math.round(element.scrollLeft));
        const maxScroll = await viewport.evaluate((element) => element.scrollWidth - element.clientWidth);
        expect(maxScroll, "four partner cards overflow the page width").toBeGreaterThan(0);

        await expect(previous).toHaveAttribute("aria-disabled", "true");
        await expect(next).toHaveAttribute("aria-disabled", "false");
        await next.click();
        await expect.poll(scrollLeft).toBe(Math.min(356, maxScroll));
        await expect(previous).toHaveAttribute("aria-disabled", "false");
        await previous.click();
        await expect.poll(scrollLeft).toBe(0);
        await expect(previous).toHaveAttribute("aria-disabled", "true");
        // Step by step to the end, where "next" is marked unavailable.
        for (let step = 1; step <= Math.ceil(maxScroll / 356); step += 1) {
          await next.click();
          await expect.poll(scrollLeft).toBe(Math.min(356 * step, maxScroll));
        }
        await expect(next).toHaveAttribute("aria-disabled", "true");
      },
    );
  });
}

function escape(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
