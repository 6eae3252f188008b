import { CmsPicture } from "~/content/image";
import type { Language } from "~/utils/language";
import type { HomePage } from "./home-page";
import { ArrowIcon } from "./icons";
import { CmsLink, resolveHref } from "./links";

/**
 * The three tiles of spec §2 "Home": empty legs (a page of this site, /el/), helicopters (an
 * external service, opened in a new tab) and jet sharing (coming soon: a badge and no link). What
 * each tile links to is the editor's `href`; a tile without one is not a link.
 */
export function Tiles({ tiles, language }: { tiles: HomePage["tiles"]; language: Language }) {
  if (tiles.length === 0) return null;
  return (
    <div className="home-tiles">
      <ul className="container home-tiles__list">
        {tiles.map((tile) => (
          <li
            key={tile._key}
            className={["home-tile", tile.href ? "home-tile--link" : "", tile.badge ? "home-tile--badge" : ""]
              .filter(Boolean)
              .join(" ")}
          >
            {tile.image ? <CmsPicture image={tile.image} className="home-tile__image" decorative /> : null}
            <div className="home-tile__body">
              {tile.badge ? <p className="home-tile__badge">{tile.badge}</p> : null}
              <h2 className="home-tile__title">
                {tile.href ? (
                  <CmsLink
                    href={tile.href}
                    language={language}
                    className="home-tile__link"
                    externalMark={false}
                  >
                    {tile.title}
                  </CmsLink>
                ) : (
                  tile.title
                )}
              </h2>
              {tile.text ? <p className="home-tile__text">{tile.text}</p> : null}
              {tile.href ? (
                <ArrowIcon
                  className={
                    resolveHref(tile.href, language).kind === "external"
                      ? "home-tile__arrow home-tile__arrow--external"
                      : "home-tile__arrow"
                  }
                />
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
