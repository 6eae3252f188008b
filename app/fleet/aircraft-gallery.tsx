import { useEffect, useId, useRef, useState, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { CmsPicture, type CmsImage } from "~/content/image";
import { Modal } from "~/ui/modal";
import { opensInPage } from "./opens-in-page";

/** spec §9: the gallery scrolls by 50 px a step. */
const GALLERY_SCROLL_STEP_PX = 50;

/**
 * A fleet card's thumbnail gallery (spec §2 "Fleet": thumbnail gallery scrolling left/right in
 * steps): the aircraft's pictures side by side at one height, in a strip that scrolls sideways.
 *
 * Without JavaScript each thumbnail is a link to its picture and the strip scrolls by touch, wheel
 * or by tabbing through it. With it, a thumbnail opens its picture in a dialog, and previous/next
 * buttons scroll the strip by the spec's step, disabled at either end and hidden when every
 * thumbnail already fits.
 */
export function AircraftGallery({
  images,
  name,
  eager,
}: {
  images: CmsImage[];
  /** Type and tail number: names the strip, and any picture the editor left without alt text. */
  name: string;
  /** The first card's first picture is in the first screen: it loads at once. */
  eager: boolean;
}) {
  const { t } = useTranslation();
  const strip = useRef<HTMLUListElement>(null);
  const stripId = useId();
  const ends = useScrollEnds(strip);
  const [shown, setShown] = useState<number | null>(null);
  // An editor may leave a picture without alt text; the link still needs a name.
  const pictures = images.map((image, index) =>
    image.alt ? image : { ...image, alt: t("fleet.gallery.photo", { name, index: index + 1 }) },
  );
  if (pictures.length === 0) return null;
  const fits = ends.start && ends.end;
  const current = shown === null ? null : (pictures[shown] ?? null);

  const scroll = (direction: 1 | -1) => {
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    strip.current?.scrollBy({
      left: direction * GALLERY_SCROLL_STEP_PX,
      behavior: reduceMotion ? "auto" : "smooth",
    });
  };

  return (
    <div className="fleet-gallery">
      <ul
        ref={strip}
        id={stripId}
        className="fleet-gallery__strip"
        aria-label={t("fleet.gallery.label", { name })}
      >
        {pictures.map((image, index) => (
          <li key={`${index}-${image.url}`} className="fleet-gallery__item">
            <a
              href={image.url}
              className="fleet-gallery__thumb"
              onClick={(event) => {
                if (!opensInPage(event)) return;
                event.preventDefault();
                setShown(index);
              }}
            >
              <CmsPicture
                image={image}
                sizes="(min-width: 700px) 400px, 320px"
                eager={eager && index === 0}
              />
            </a>
          </li>
        ))}
      </ul>
      <div className="fleet-gallery__controls" hidden={fits}>
        <ScrollButton
          direction={-1}
          label={t("fleet.gallery.previous")}
          controls={stripId}
          atEnd={ends.start}
          onScroll={scroll}
        />
        <ScrollButton
          direction={1}
          label={t("fleet.gallery.next")}
          controls={stripId}
          atEnd={ends.end}
          onScroll={scroll}
        />
      </div>
      <Modal
        open={current !== null}
        onClose={() => setShown(null)}
        title={current?.alt ?? name}
        className="fleet-picture-modal"
      >
        {/* The dialog's title is the picture's alt text already. */}
        {current ? <CmsPicture image={current} sizes="(min-width: 1000px) 900px, 100vw" decorative /> : null}
      </Modal>
    </div>
  );
}

function ScrollButton({
  direction,
  label,
  controls,
  atEnd,
  onScroll,
}: {
  direction: 1 | -1;
  label: string;
  controls: string;
  atEnd: boolean;
  onScroll: (direction: 1 | -1) => void;
}) {
  return (
    <button
      type="button"
      className="fleet-gallery__scroll"
      aria-label={label}
      aria-controls={controls}
      // aria-disabled rather than disabled: a button that turns disabled under the keyboard would
      // drop focus to the start of the page.
      aria-disabled={atEnd}
      onClick={() => {
        if (!atEnd) onScroll(direction);
      }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d={direction < 0 ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}

/**
 * Whether a horizontal strip is scrolled to its start and to its end. Both are true before
 * hydration and whenever everything fits, which hides the buttons.
 */
function useScrollEnds(ref: RefObject<HTMLElement>): { start: boolean; end: boolean } {
  const [ends, setEnds] = useState({ start: true, end: true });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const max = element.scrollWidth - element.clientWidth;
      // One pixel of slack: scroll positions are fractional on zoomed and high-density screens.
      const start = element.scrollLeft <= 1;
      const end = element.scrollLeft >= max - 1;
      setEnds((current) => (current.start === start && current.end === end ? current : { start, end }));
    };
    update();
    element.addEventListener("scroll", update, { passive: true });
    // The strip's width changes with the window; its content's, as the pictures arrive.
    const observer = new ResizeObserver(update);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => {
      element.removeEventListener("scroll", update);
      observer.disconnect();
    };
  }, [ref]);
  return ends;
}
