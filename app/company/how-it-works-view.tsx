import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CmsPicture } from "~/content/image";
import { Modal } from "~/ui/modal";
import { PageHeader, type Breadcrumb } from "~/ui/page-header";
import { useHydrated } from "~/utils/use-hydrated";
import type { Comic, HowItWorksPage } from "./how-it-works-page";
import { Paragraphs } from "~/ui/line-paragraphs";

/**
 * The how-it-works page of spec §2: the four slides as numbered steps of one sequence, then the
 * comic, whose thumbnail opens the full picture in a modal.
 */
export function HowItWorksView({
  page,
  breadcrumbs,
}: {
  page: Omit<HowItWorksPage, "seo">;
  breadcrumbs: Breadcrumb[];
}) {
  const { t } = useTranslation();
  return (
    <article className="company" aria-labelledby="how-title">
      <PageHeader breadcrumbs={breadcrumbs} heading={page.heading} headingId="how-title" intro={page.intro} />
      {page.slides.length > 0 ? (
        <div className="container company-section">
          <ol className="steps" aria-label={t("company.howItWorks.steps")}>
            {page.slides.map((slide, index) => (
              <li key={slide._key} className="step">
                <div className="step__marker" aria-hidden="true">
                  <span className="step__number">{String(index + 1).padStart(2, "0")}</span>
                </div>
                <div className="step__card">
                  {slide.image ? (
                    <CmsPicture
                      image={slide.image}
                      className="step__image"
                      sizes="(min-width: 1100px) 270px, (min-width: 700px) 45vw, 100vw"
                      eager={index === 0}
                    />
                  ) : null}
                  <div className="step__body">
                    <h2 className="step__title">{slide.title}</h2>
                    <Paragraphs text={slide.text} className="step__text" />
                  </div>
                </div>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      {page.comic ? <ComicSection comic={page.comic} /> : null}
    </article>
  );
}

/**
 * spec §2: "a comic image opens in a modal on click". The thumbnail is a link to the full picture,
 * so without JavaScript (or with a modifier key, for a new tab) the visitor still gets it; with
 * JavaScript a plain click opens the native dialog, which returns focus to the link when it closes.
 */
function ComicSection({ comic }: { comic: Comic }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const picture = comic.image.alt ? comic.image : { ...comic.image, alt: comic.title };
  // Panels side by side (wider than 3:2) make a strip, which a phone shows scrolling sideways.
  const modalClass = picture.width / picture.height > 1.5 ? "comic-modal comic-modal--strip" : "comic-modal";
  return (
    <section className="company-band" aria-labelledby="how-comic">
      <div className="container company-section comic">
        <h2 id="how-comic" className="company-section__title">
          {comic.title}
        </h2>
        <a
          className="comic__open"
          href={comic.image.url}
          aria-haspopup={hydrated ? "dialog" : undefined}
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
              return;
            event.preventDefault();
            setOpen(true);
          }}
        >
          <CmsPicture
            image={picture}
            className="comic__thumb"
            sizes="(min-width: 1000px) 760px, 100vw"
            decorative
          />
          <span className="comic__label">
            <svg
              className="comic__icon"
              viewBox="0 0 24 24"
              width="20"
              height="20"
              aria-hidden="true"
              focusable="false"
            >
              <path
                d="M14 4h6v6M20 4l-7 7M10 20H4v-6M4 20l7-7"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {t("company.howItWorks.openComic")}
          </span>
        </a>
        <Modal open={open} onClose={() => setOpen(false)} title={comic.title} className={modalClass}>
          <div
            className="comic-modal__scroller"
            role="group"
            aria-label={comic.title}
            // On a phone a strip scrolls sideways, and a scroller must be reachable from the keyboard
            // (WCAG 2.1.1; axe "scrollable-region-focusable").
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
          >
            <CmsPicture
              image={picture}
              className="comic-modal__image"
              sizes="(min-width: 1000px) 1340px, 100vw"
            />
          </div>
        </Modal>
      </div>
    </section>
  );
}
