import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type TouchEvent,
} from "react";
import { useTranslation } from "react-i18next";
import { CmsPicture } from "~/content/image";
import { ChevronIcon } from "~/shell/icons";
import type { HomePage } from "./home-page";
import { PauseIcon, PlayIcon } from "./icons";
import { useReducedMotion } from "./use-reduced-motion";

/** spec §9: the slider turns every 5 s. Its 1.5 s transition is in home.css (.home-slider__slide). */
export const SLIDER_AUTOPLAY_MS = 5_000;

// A horizontal swipe shorter than this is a tap or a wobble, not a request for the next slide.
const SWIPE_MIN_PX = 40;

type Slide = HomePage["slides"][number];

/** Focus that came from the keyboard. A mouse click or a tap on a control is not a reason to stop. */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(":focus-visible");
  } catch {
    return true;
  }
}

/**
 * The hero slider of spec §2 "Home", an auto-rotating carousel after the WAI-ARIA Authoring
 * Practices ("Carousel", auto-rotating example):
 * - it turns every 5 s (spec §9) and stops while a mouse is over it or keyboard focus is in it;
 * - a pause/play button stops it for good (WCAG 2.2.2 Pause, Stop, Hide), previous/next buttons
 *   and one button per slide move it by hand;
 * - with `prefers-reduced-motion: reduce` it does not turn by itself and changes without a
 *   transition (WCAG 2.3.3), unless the visitor presses play;
 * - slides are groups labelled "1 of 4"; the live region is off while it turns, so a screen reader
 *   is not interrupted every 5 s, and polite when the visitor moves it.
 *
 * The server renders the first slide visible with its picture loaded eagerly (it is the page's
 * largest paint); the others load lazily. Which slide shows is a class, never a style attribute
 * (the CSP allows no inline styles).
 */
export function Slider({ slides }: { slides: Slide[] }) {
  const { t } = useTranslation();
  const reducedMotion = useReducedMotion();
  const viewportId = useId();
  const [index, setIndex] = useState(0);
  // null until the visitor presses pause or play: then the motion preference decides.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [keyboardFocus, setKeyboardFocus] = useState(false);
  const touchStartX = useRef<number | null>(null);

  const count = slides.length;
  const playing = playChoice ?? !reducedMotion;
  const rotating = count > 1 && playing && !hovered && !keyboardFocus;

  useEffect(() => {
    if (!rotating) return;
    // Restarted by every change of slide, so a slide moved to by hand also gets its full 5 s.
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), SLIDER_AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count]);

  if (count === 0) return null;

  const go = (next: number) => setIndex(((next % count) + count) % count);

  const togglePlay = () => {
    setPlayChoice(!playing);
    // Pressing play is the one way to restart it with focus inside (WAI-ARIA APG, "Carousel").
    if (!playing) setKeyboardFocus(false);
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => setKeyboardFocus(isKeyboardFocus(event.target));
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setKeyboardFocus(false);
  };
  // A touch screen sends pointer events too, and "leaves" only on the next tap elsewhere: hover is
  // a mouse's.
  const onPointerEnter = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === "mouse") setHovered(true);
  };
  const onPointerLeave = () => setHovered(false);

  const onTouchStart = (event: TouchEvent<HTMLElement>) => {
    touchStartX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent<HTMLElement>) => {
    const start = touchStartX.current;
    const end = event.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_MIN_PX) return;
    go(end < start ? index + 1 : index - 1);
  };

  return (
    <section
      className="home-slider"
      aria-roledescription={t("home.slider.roleDescription")}
      aria-label={t("home.slider.label")}
      onFocus={onFocus}
      onBlur={onBlur}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      {count > 1 ? (
        <div className="home-slider__controls">
          <button
            type="button"
            className="home-slider__button home-slider__play"
            aria-label={playing ? t("home.slider.pause") : t("home.slider.play")}
            onClick={togglePlay}
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
          </button>
          <button
            type="button"
            className="home-slider__button"
            aria-label={t("home.slider.previous")}
            aria-controls={viewportId}
            onClick={() => go(index - 1)}
          >
            <ChevronIcon direction="previous" />
          </button>
          <div className="home-slider__dots" role="group" aria-label={t("home.slider.choose")}>
            {slides.map((slide, position) => (
              <button
                key={slide._key}
                type="button"
                className="home-slider__dot"
                aria-label={t("home.slider.goTo", { number: position + 1 })}
                aria-controls={viewportId}
                aria-current={position === index ? "true" : undefined}
                onClick={() => go(position)}
              />
            ))}
          </div>
          <button
            type="button"
            className="home-slider__button"
            aria-label={t("home.slider.next")}
            aria-controls={viewportId}
            onClick={() => go(index + 1)}
          >
            <ChevronIcon direction="next" />
          </button>
        </div>
      ) : null}
      <div
        id={viewportId}
        className="home-slider__viewport"
        aria-live={rotating ? "off" : "polite"}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        {slides.map((slide, position) => {
          const active = position === index;
          return (
            <div
              key={slide._key}
              className={active ? "home-slider__slide is-active" : "home-slider__slide"}
              role="group"
              aria-roledescription={t("home.slider.slideRoleDescription")}
              aria-label={t("home.slider.slideLabel", { number: position + 1, count })}
              aria-hidden={active ? undefined : true}
            >
              <CmsPicture
                image={slide.image}
                className="home-slider__image"
                eager={position === 0}
                sizes="(min-width: 1000px) 660px, 100vw"
              />
              {slide.caption ? <p className="home-slider__caption">{slide.caption}</p> : null}
            </div>
          );
        })}
      </div>
    </section>
  );
}
