// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createInstance } from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18nOptions, resources } from "~/i18n/resources";
import { SLIDER_AUTOPLAY_MS, Slider } from "./slider";

const slides = [1, 2, 3].map((number) => ({
  _key: `s${number}`,
  image: { url: `/media/slide-${number}.svg`, width: 1200, height: 800, alt: `Самолёт ${number}` },
  caption: `Подпись ${number}`,
}));

let reducedMotion = false;

beforeEach(() => {
  reducedMotion = false;
  vi.useFakeTimers();
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query === "(prefers-reduced-motion: reduce)" && reducedMotion,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function i18n() {
  const instance = createInstance();
  await instance.use(initReactI18next).init({
    ...i18nOptions,
    lng: "ru",
    resources: { ru: { translation: resources.ru }, en: { translation: resources.en } },
  });
  return instance;
}

async function renderSlider() {
  const instance = await i18n();
  render(
    <I18nextProvider i18n={instance}>
      <Slider slides={slides} />
    </I18nextProvider>,
  );
}

/** The number of the slide shown, read as a screen reader gets it: the one group not hidden. */
function shown(): string | null {
  const visible = screen
    .getAllByRole("group", { hidden: true })
    .filter(
      (group) => group.getAttribute("aria-roledescription") === "слайд" && !group.hasAttribute("aria-hidden"),
    );
  expect(visible).toHaveLength(1);
  return visible[0]?.getAttribute("aria-label") ?? null;
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe("home slider (spec §2 Home, spec §9)", () => {
  it("server-renders the first slide shown, its picture eager and the others lazy, without style attributes", async () => {
    const html = renderToString(
      <I18nextProvider i18n={await i18n()}>
        <Slider slides={slides} />
      </I18nextProvider>,
    );
    expect(html).not.toContain("style=");
    expect(html.match(/class="home-slider__slide[^"]*"/g)).toEqual([
      'class="home-slider__slide is-active"',
      'class="home-slider__slide"',
      'class="home-slider__slide"',
    ]);
    expect(html.match(/loading="(eager|lazy)"/g)).toEqual([
      'loading="eager"',
      'loading="lazy"',
      'loading="lazy"',
    ]);
    expect(html).toContain('aria-roledescription="карусель"');
    expect(html).toContain('aria-live="off"');
  });

  it("turns every 5 s and wraps around", async () => {
    await renderSlider();
    expect(shown()).toBe("1 из 3");
    advance(SLIDER_AUTOPLAY_MS - 1);
    expect(shown()).toBe("1 из 3");
    advance(1);
    expect(shown()).toBe("2 из 3");
    advance(SLIDER_AUTOPLAY_MS);
    expect(shown()).toBe("3 из 3");
    advance(SLIDER_AUTOPLAY_MS);
    expect(shown()).toBe("1 из 3");
  });

  it("stops under a mouse and goes on when it leaves; a touch is not a hover", async () => {
    await renderSlider();
    const carousel = screen.getByRole("region", { name: "Галерея" });
    fireEvent.pointerEnter(carousel, { pointerType: "touch" });
    advance(SLIDER_AUTOPLAY_MS);
    expect(shown()).toBe("2 из 3");
    fireEvent.pointerEnter(carousel, { pointerType: "mouse" });
    advance(SLIDER_AUTOPLAY_MS * 3);
    expect(shown()).toBe("2 из 3");
    expect(screen.getByRole("group", { name: "2 из 3" }).parentElement?.getAttribute("aria-live")).toBe(
      "polite",
    );
    fireEvent.pointerLeave(carousel, { pointerType: "mouse" });
    advance(SLIDER_AUTOPLAY_MS);
    expect(shown()).toBe("3 из 3");
  });

  it("stops while keyboard focus is inside and goes on when it leaves", async () => {
    await renderSlider();
    const next = screen.getByRole("button", { name: "Следующий слайд" });
    act(() => next.focus());
    advance(SLIDER_AUTOPLAY_MS * 3);
    expect(shown()).toBe("1 из 3");
    act(() => next.blur());
    advance(SLIDER_AUTOPLAY_MS);
    expect(shown()).toBe("2 из 3");
  });

  it("pauses for good with the pause button and starts again with play (WCAG 2.2.2)", async () => {
    await renderSlider();
    fireEvent.click(screen.getByRole("button", { name: "Остановить смену слайдов" }));
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    advance(SLIDER_AUTOPLAY_MS * 3);
    expect(shown()).toBe("1 из 3");
    fireEvent.click(screen.getByRole("button", { name: "Запустить смену слайдов" }));
    advance(SLIDER_AUTOPLAY_MS);
    expect(shown()).toBe("2 из 3");
  });

  it("moves by hand with previous, next and the slide buttons", async () => {
    await renderSlider();
    fireEvent.click(screen.getByRole("button", { name: "Предыдущий слайд" }));
    expect(shown()).toBe("3 из 3");
    fireEvent.click(screen.getByRole("button", { name: "Следующий слайд" }));
    expect(shown()).toBe("1 из 3");
    fireEvent.click(screen.getByRole("button", { name: "Слайд 2" }));
    expect(shown()).toBe("2 из 3");
    expect(screen.getByRole("button", { name: "Слайд 2" }).getAttribute("aria-current")).toBe("true");
    expect(screen.getByRole("button", { name: "Слайд 1" }).hasAttribute("aria-current")).toBe(false);
  });

  it("stands still for prefers-reduced-motion, offering play", async () => {
    reducedMotion = true;
    await renderSlider();
    advance(SLIDER_AUTOPLAY_MS * 3);
    expect(shown()).toBe("1 из 3");
    expect(screen.getByRole("button", { name: "Запустить смену слайдов" })).toBeTruthy();
  });
});
