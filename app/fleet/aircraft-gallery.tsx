import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { CmsPicture, type CmsImage } from "~/content/image";
import { Modal } from "~/ui/modal";
import { ScrollButton } from "~/ui/scroll-button";
import { useScrollEnds } from "~/ui/use-scroll-ends";
import { opensInPage } from "~/ui/opens-in-page";

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
  // Both ends count as reached until measured (and whenever every thumbnail fits): no buttons.
  const ends = useScrollEnds(strip, { step: GALLERY_SCROLL_STEP_PX });
  const [shown, setShown] = useState<number | null>(null);
  // An editor may leave a picture without alt text; the link still needs a name.
  const pictures = images.map((image, index) =>
    image.alt ? image : { ...image, alt: t("fleet.gallery.photo", { name, index: index + 1 }) },
  );
  if (pictures.length === 0) return null;
  const fits = ends.start && ends.end;
  const current = shown === null ? null : (pictures[shown] ?? null);

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
          direction="previous"
          className="fleet-gallery__scroll"
          label={t("fleet.gallery.previous")}
          controls={stripId}
          disabled={ends.start}
          onClick={() => ends.scroll("previous")}
        />
        <ScrollButton
          direction="next"
          className="fleet-gallery__scroll"
          label={t("fleet.gallery.next")}
          controls={stripId}
          disabled={ends.end}
          onClick={() => ends.scroll("next")}
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
