import { Link } from "@remix-run/react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { CmsPicture } from "~/content/image";
import type { Language } from "~/utils/language";
import { Modal } from "~/ui/modal";
import { useHydrated } from "~/utils/use-hydrated";
import { AircraftGallery } from "./aircraft-gallery";
import { aircraftPagePath } from "~/content/aircraft-page-path";
import { latestWork, specRows } from "./card-facts";
import type { FleetAircraft } from "~/content/fleet-page";
import { opensInPage } from "~/ui/opens-in-page";

/**
 * One aircraft of the fleet page (spec §2 "Fleet"): type, tail number, seats and years, the
 * thumbnail gallery, the specification grid and the cabin-layout button. The type is a link to
 * the aircraft's own page (issue 17, item 4).
 */
export function FleetCard({
  aircraft,
  language,
  eager,
}: {
  aircraft: FleetAircraft;
  language: Language;
  eager: boolean;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const name = `${aircraft.type} ${aircraft.number}`;
  const work = latestWork(aircraft);
  const page = aircraftPagePath(aircraft.number, language);
  return (
    <article className="fleet-card" aria-labelledby={titleId}>
      <header className="fleet-card__header">
        <h2 id={titleId} className="fleet-card__title">
          {page ? (
            // The aircraft's own page (issue 17, item 4); the tail number beside it names which one.
            <Link to={page}>
              {aircraft.type}
              <span className="visually-hidden"> {aircraft.number}</span>
            </Link>
          ) : (
            aircraft.type
          )}
        </h2>
        <p className="fleet-card__tail">{t("fleet.card.tail", { number: aircraft.number })}</p>
      </header>
      <AircraftGallery images={aircraft.images} name={name} eager={eager} />
      <dl className="fleet-card__facts">
        <div className="fleet-card__fact">
          <dt>{t("fleet.card.seats")}</dt>
          <dd data-fact="seats">{aircraft.max_pax}</dd>
        </div>
        <div className="fleet-card__fact">
          <dt>{t("fleet.card.yearOfCreation")}</dt>
          <dd data-fact="year">{aircraft.year_of_creation}</dd>
        </div>
        {work ? (
          <div className="fleet-card__fact">
            <dt>{t(work.kind === "overhaul" ? "fleet.card.yearOfOverhaul" : "fleet.card.yearOfRenewal")}</dt>
            <dd data-fact={work.kind}>{work.year}</dd>
          </div>
        ) : null}
      </dl>
      {aircraft.description ? <p className="fleet-card__description">{aircraft.description}</p> : null}
      {/* A heading for screen readers' heading list; sighted visitors see the grid for what it is. */}
      <h3 className="visually-hidden">{t("fleet.card.specsHeading")}</h3>
      <dl className="fleet-specs">
        {specRows(aircraft, language).map((row) => (
          <div key={row.field} className="fleet-specs__row">
            <dt>{t(`fleet.specs.${row.field}`)}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {aircraft.seats ? <CabinLayout image={aircraft.seats} name={name} /> : null}
    </article>
  );
}

/**
 * spec §2: the cabin-layout button opens a modal with the seat image. It is a link to the image, so
 * without JavaScript the visitor still gets the layout; the native dialog returns focus to it.
 */
function CabinLayout({ image, name }: { image: NonNullable<FleetAircraft["seats"]>; name: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const title = t("fleet.card.cabinLayoutTitle", { name });
  const picture = image.alt ? image : { ...image, alt: title };
  return (
    <>
      <a
        href={image.url}
        className="button fleet-card__layout"
        aria-haspopup={hydrated ? "dialog" : undefined}
        onClick={(event) => {
          if (!opensInPage(event)) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {t("fleet.card.cabinLayout")}
        <span className="visually-hidden">: {name}</span>
      </a>
      <Modal open={open} onClose={() => setOpen(false)} title={title} className="fleet-picture-modal">
        <CmsPicture image={picture} sizes="(min-width: 1000px) 900px, 100vw" />
      </Modal>
    </>
  );
}
