import { useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CmsPicture } from "~/content/image";
import type { RegistrationMarkDocuments } from "~/content/registration-mark";
import type { Language } from "~/utils/language";
import type { AirportSummary } from "~/offers/airport-summary";
import { SearchForm } from "~/search-form/search-form";
import { Modal } from "~/ui/modal";
import { PageHeader, type Breadcrumb } from "~/ui/page-header";
import { AircraftGallery } from "./aircraft-gallery";
import type { AircraftPageModel, AircraftPicture } from "./aircraft-page-types";
import { opensInPage } from "~/ui/opens-in-page";

export interface AircraftPageViewProps {
  aircraft: AircraftPageModel;
  base: AirportSummary | null;
  /** The base airport as the page words it, e.g. "Внуково (VKO), Москва". */
  baseText: string | null;
  documents: RegistrationMarkDocuments | null;
  breadcrumbs: Breadcrumb[];
  language: Language;
  earliest: string;
}

/**
 * An aircraft's own page (issue 17, item 4): breadcrumbs and heading, the editor's description,
 * the gallery, the specification grid, the cabin dimensions, the seat map, the carrier documents
 * and a search form that starts at the aircraft's base. Every section works without JavaScript:
 * pictures are links to themselves, the form is a GET form to /search/.
 */
export function AircraftPageView({
  aircraft,
  base,
  baseText,
  documents,
  breadcrumbs,
  language,
  earliest,
}: AircraftPageViewProps) {
  const { t } = useTranslation();
  const name = `${aircraft.type} ${aircraft.tailNumber}`;
  // A picture the editor left without alt text is named by the gallery; a drawing says it is one.
  const gallery = aircraft.gallery.map((picture) =>
    picture.drawing
      ? { ...picture, alt: t("aircraftPage.gallery.drawing", { type: aircraft.type }) }
      : picture,
  );
  return (
    <article className="aircraft-page" aria-labelledby="aircraft-title">
      <PageHeader breadcrumbs={breadcrumbs} heading={aircraft.type} headingId="aircraft-title">
        <p className="aircraft-page__tail">{t("aircraftPage.tail", { tail: aircraft.tailNumber })}</p>
        {aircraft.description ? <p>{aircraft.description}</p> : null}
      </PageHeader>

      <div className="container aircraft-page__body">
        <Section
          id="aircraft-gallery"
          heading={t("aircraftPage.gallery.heading")}
          className="aircraft-gallery"
        >
          {gallery.length > 0 ? (
            <AircraftGallery images={gallery} name={name} eager />
          ) : (
            <p>{t("aircraftPage.gallery.empty")}</p>
          )}
          {gallery.some((picture) => picture.drawing) ? (
            <p className="aircraft-page__note">{t("aircraftPage.gallery.drawingNote")}</p>
          ) : null}
        </Section>

        <div className="aircraft-page__columns">
          <Section id="aircraft-specs" heading={t("aircraftPage.specs.heading")}>
            <dl className="aircraft-specs">
              {aircraft.specs.map((row) => (
                <div key={row.field} className="aircraft-specs__row" data-spec={row.field}>
                  <dt>{t(`aircraftPage.specs.${row.field}`)}</dt>
                  <dd>{row.valueKey ? t(row.valueKey) : row.value}</dd>
                </div>
              ))}
            </dl>
            <p className="aircraft-page__note">{t("aircraftPage.specs.rangeNote")}</p>
          </Section>

          <Section id="aircraft-cabin" heading={t("aircraftPage.cabin.heading")}>
            <dl className="aircraft-cabin">
              {aircraft.cabin.map((row) => (
                <div key={row.field} className="aircraft-cabin__item" data-cabin={row.field}>
                  <dt>{t(`aircraftPage.cabin.${row.field}`)}</dt>
                  <dd>{row.value ?? t("aircraftPage.cabin.noData")}</dd>
                </div>
              ))}
            </dl>
            {aircraft.cabin.some((row) => row.value === null) ? (
              <p className="aircraft-page__note">{t("aircraftPage.cabin.noDataNote")}</p>
            ) : null}
            <SeatMap picture={aircraft.seatMap} name={name} type={aircraft.type} />
          </Section>
        </div>

        {aircraft.typeSource ? (
          <p className="aircraft-page__sources">
            {t("aircraftPage.sources", { source: aircraft.typeSource })}
          </p>
        ) : null}

        {documents ? <Documents documents={documents} /> : null}

        <Section id="aircraft-search" heading={t("aircraftPage.search.heading")} className="aircraft-search">
          <p>
            {baseText
              ? t("aircraftPage.search.textWithBase", { base: baseText })
              : t("aircraftPage.search.text")}
          </p>
          <SearchForm
            language={language}
            earliest={earliest}
            initial={base ? { from: base } : undefined}
            variant="page"
          />
        </Section>
      </div>
    </article>
  );
}

function Section({
  id,
  heading,
  className,
  children,
}: {
  id: string;
  heading: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={["aircraft-section", className].filter(Boolean).join(" ")} aria-labelledby={id}>
      <h2 id={id} className="aircraft-section__heading">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/**
 * The seat map: the editor's, or the type's typical one marked as such (issue 16, item 3). A link
 * to the picture that, with JavaScript, opens it large in a dialog.
 */
function SeatMap({ picture, name, type }: { picture: AircraftPicture | null; name: string; type: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const alt = picture?.drawing
    ? t("aircraftPage.seatMap.typicalAlt", { type })
    : picture?.alt || t("aircraftPage.seatMap.alt", { name });
  return (
    <div className="aircraft-seat-map">
      <h3 id={headingId} className="aircraft-seat-map__heading">
        {t("aircraftPage.seatMap.heading")}
      </h3>
      {picture ? (
        <>
          <a
            href={picture.url}
            className="aircraft-seat-map__link"
            aria-describedby={headingId}
            onClick={(event) => {
              if (!opensInPage(event)) return;
              event.preventDefault();
              setOpen(true);
            }}
          >
            <CmsPicture image={{ ...picture, alt }} sizes="(min-width: 1000px) 560px, 100vw" />
            <span className="visually-hidden">{t("aircraftPage.seatMap.open")}</span>
          </a>
          {picture.drawing ? (
            <p className="aircraft-page__note">{t("aircraftPage.seatMap.typical")}</p>
          ) : null}
          <Modal open={open} onClose={() => setOpen(false)} title={alt} className="fleet-picture-modal">
            <CmsPicture image={picture} sizes="(min-width: 1000px) 900px, 100vw" decorative />
          </Modal>
        </>
      ) : (
        <p>{t("aircraftPage.seatMap.none")}</p>
      )}
    </div>
  );
}

/** The carrier documents of the aircraft's registration mark (spec §3), as the flight page gives them. */
function Documents({ documents }: { documents: RegistrationMarkDocuments }) {
  const { t } = useTranslation();
  return (
    <Section id="aircraft-documents" heading={t("flight.documents.heading")}>
      <ul className="aircraft-documents">
        <li>
          <a href={documents.compensations} target="_blank" rel="noopener noreferrer">
            {t("flight.documents.compensations")}{" "}
            <span className="visually-hidden">{t("flight.documents.opensInNewTab")}</span>
          </a>
        </li>
        <li>
          <a href={documents.flights} target="_blank" rel="noopener noreferrer">
            {t("flight.documents.flights")}{" "}
            <span className="visually-hidden">{t("flight.documents.opensInNewTab")}</span>
          </a>
          <span className="aircraft-documents__note">{t("flight.documents.flightsNote")}</span>
        </li>
      </ul>
    </Section>
  );
}
