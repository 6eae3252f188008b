import type { Language } from "~/utils/language";
import type { HomePage } from "./home-page";
import { ArrowIcon } from "./icons";
import { CmsLink, resolveHref } from "./links";

/** The four numbered article blocks of spec §2 "Home" (01–04), each with a link to read on. */
export function Articles({
  page,
  language,
}: {
  page: Pick<HomePage, "articlesHeading" | "articles">;
  language: Language;
}) {
  if (page.articles.length === 0) return null;
  return (
    <section className="home-section home-articles" aria-labelledby="home-articles-title">
      <div className="container">
        <h2 id="home-articles-title" className="home-section__title">
          {page.articlesHeading}
        </h2>
        {/* An ordered list: the numbers are the list's, drawn large and hidden from readers once. */}
        <ol className="home-articles__list">
          {page.articles.map((article, position) => (
            <li key={article._key} className="home-article">
              <span className="home-article__number" aria-hidden="true">
                {String(position + 1).padStart(2, "0")}
              </span>
              <h3 className="home-article__title">{article.title}</h3>
              {article.text ? <p className="home-article__text">{article.text}</p> : null}
              <CmsLink href={article.link.href} language={language} className="home-article__link">
                {article.link.label}
                {resolveHref(article.link.href, language).kind === "external" ? null : (
                  <ArrowIcon className="home-article__arrow" />
                )}
              </CmsLink>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
