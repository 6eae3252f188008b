import type { Language } from "~/utils/language";
import { SearchForm } from "~/search-form/search-form";
import { HydrateWhenIdle } from "~/utils/hydrate-when-idle";
import type { HomePage } from "./home-page";
import { Slider } from "./slider";

/**
 * The hero of spec §2 "Home": the heading, the search form and the text beside the slider.
 */
export function Hero({
  page,
  language,
  earliest,
}: {
  page: Pick<HomePage, "heroHeading" | "heroText" | "slides">;
  language: Language;
  earliest: string;
}) {
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="container home-hero__inner">
        <div className="home-hero__intro">
          <h1 id="home-hero-title" className="home-hero__title">
            {page.heroHeading}
          </h1>
          {/* The form before the text (issue 28, item 2): on a phone its button is on the first screen. */}
          <div className="home-hero__search">
            <SearchForm language={language} earliest={earliest} variant="hero" />
          </div>
          {page.heroText ? <p className="home-hero__text">{page.heroText}</p> : null}
        </div>
        {page.slides.length > 0 ? (
          <div className="home-hero__media">
            {/* Its picture paints from the server's markup; its buttons and turning wait for the
                browser to be idle, after the search form (issue 28, item 12; decision 043). */}
            <HydrateWhenIdle>
              <Slider slides={page.slides} />
            </HydrateWhenIdle>
          </div>
        ) : null}
      </div>
    </section>
  );
}
