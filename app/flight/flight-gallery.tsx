import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type AircraftPhoto, type Images, isTypeDrawing, isUploadedPhoto, photoSrc } from "~/charter";
import { AircraftPicture } from "~/offers/aircraft-picture";
import { opensInPage } from "~/ui/opens-in-page";
import { Modal } from "~/ui/modal";
import { ScrollButton } from "~/ui/scroll-button";
import { useScrollEnds } from "~/ui/use-scroll-ends";

/** spec §9: the gallery scrolls by 50 px a step. */
const GALLERY_SCROLL_STEP_PX = 50;

// The thumbnails' box (3:2, as the API's thumbnails are cut); the picture's own size when it opens.
const THUMB = { width: 240, height: 160 };
const LARGE = { width: 1600, height: 900 };

/**
 * The flight's picture gallery (spec §2 "Flight view", spec §3 "Aircraft images response"): the
 * thumbnails side by side in a strip that scrolls sideways, previous/next buttons moving it by the
 * spec's step. Each thumbnail is a link to the large picture, so without JavaScript it opens in the
 * browser; with it, the picture opens in a dialog over the page. Only the first thumbnail loads at
 * once: the rest are below or beside the fold on a phone.
 */
export function FlightGallery({
  gallery: pictures,
  type,
  photos = [],
}: {
  gallery: Images["gallery"];
  type: string;
  /** The operator's own photos (issue 27, item 5): first, as AVIF and WebP; no drawing beside them. */
  photos?: readonly AircraftPhoto[];
}) {
  const { t } = useTranslation();
  const strip = useRef<HTMLUListElement>(null);
  const stripId = useId();
  const { start, end, scroll } = useScrollEnds(strip, { step: GALLERY_SCROLL_STEP_PX });
  const [shown, setShown] = useState<number | null>(null);

  // The API's gallery lists the uploaded photos too (as WebP only): here they come from `photos`.
  const gallery: Images["gallery"] = [
    ...photos.map((photo) => ({ thumb: photoSrc(photo, 320), image: photoSrc(photo, 1280) })),
    ...pictures.filter(
      (picture) => !isUploadedPhoto(picture.image) && !(photos.length > 0 && isTypeDrawing(picture.thumb)),
    ),
  ];
  if (gallery.length === 0) return <p className="flight-gallery__empty">{t("flight.gallery.empty")}</p>;
  const current = shown === null ? null : (gallery[shown] ?? null);
  // A type's drawing (an aircraft without pictures of its own, issue 16) is named as one.
  const photoName = (index: number) =>
    isTypeDrawing(gallery[index]?.thumb)
      ? t("flight.gallery.drawing", { type })
      : t("flight.gallery.photo", { type, index: index + 1 });

  return (
    <div className="flight-gallery">
      <ul
        ref={strip}
        id={stripId}
        className="flight-gallery__strip"
        aria-label={t("flight.gallery.label", { type })}
      >
        {gallery.map((picture, index) => (
          <li key={`${index}-${picture.image}`} className="flight-gallery__item">
            <a
              href={picture.image}
              className="flight-gallery__thumb"
              onClick={(event) => {
                if (!opensInPage(event)) return;
                event.preventDefault();
                setShown(index);
              }}
            >
              {photos[index] ? (
                <AircraftPicture
                  photo={photos[index]}
                  alt={photoName(index)}
                  sizes={`${THUMB.width}px`}
                  width={THUMB.width}
                  height={THUMB.height}
                  eager={index === 0}
                />
              ) : (
                <img
                  src={picture.thumb}
                  alt={photoName(index)}
                  width={THUMB.width}
                  height={THUMB.height}
                  loading={index === 0 ? undefined : "lazy"}
                  decoding="async"
                />
              )}
            </a>
          </li>
        ))}
      </ul>
      <div className="flight-gallery__controls" hidden={start && end}>
        <ScrollButton
          direction="previous"
          label={t("flight.gallery.previous")}
          disabled={start}
          onClick={() => scroll("previous")}
          className="flight-gallery__scroll"
          controls={stripId}
        />
        <ScrollButton
          direction="next"
          label={t("flight.gallery.next")}
          disabled={end}
          onClick={() => scroll("next")}
          className="flight-gallery__scroll"
          controls={stripId}
        />
      </div>
      <Modal
        open={current !== null}
        onClose={() => setShown(null)}
        title={shown === null ? type : photoName(shown)}
        className="flight-picture-modal"
      >
        {/* The dialog's title names the picture already. */}
        {current ? <img src={current.image} alt="" width={LARGE.width} height={LARGE.height} /> : null}
      </Modal>
    </div>
  );
}
