import type { HomePage } from "./home-page";
import { Slider } from "./slider";

/**
 * The hero of spec §2 "Home": the heading and text beside the slider. The intro column is where
 * the search form of spec §2 takes its place, under the text, when the search issue adds it.
 */
export function Hero({ page }: { page: Pick<HomePage, "heroHeading" | "heroText" | "slides"> }) {
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="container home-hero__inner">
        <div className="home-hero__intro">
          <h1 id="home-hero-title" className="home-hero__title">
            {page.heroHeading}
          </h1>
          {page.heroText ? <p className="home-hero__text">{page.heroText}</p> : null}
        </div>
        {page.slides.length > 0 ? (
          <div className="home-hero__media">
            <Slider slides={page.slides} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
