import { CmsPicture } from "~/content/image";
import type { Language } from "~/utils/language";
import type { HomePage } from "./home-page";
import { CmsLink } from "./links";

/** "Media about us" of spec §2 "Home": the outlet, the piece's title linking to it, its date. */
export function MediaMentions({
  page,
  language,
}: {
  page: Pick<HomePage, "mediaHeading" | "mediaMentions">;
  language: Language;
}) {
  if (page.mediaMentions.length === 0) return null;
  return (
    <section className="home-section home-media" aria-labelledby="home-media-title">
      <div className="container">
        <h2 id="home-media-title" className="home-section__title">
          {page.mediaHeading}
        </h2>
        <ul className="home-media__list">
          {page.mediaMentions.map((mention) => (
            <li key={mention._key} className="home-mention">
              {mention.logo ? (
                <CmsPicture image={mention.logo} className="home-mention__logo" decorative />
              ) : null}
              <p className="home-mention__outlet">{mention.outlet}</p>
              <h3 className="home-mention__title">
                <CmsLink href={mention.url} language={language} className="home-mention__link">
                  {mention.title}
                </CmsLink>
              </h3>
              {mention.date && mention.dateLabel ? (
                <p className="home-mention__date">
                  <time dateTime={mention.date}>{mention.dateLabel}</time>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
