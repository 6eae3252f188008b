import type { HomePage } from "./home-page";

/** The benefits block of spec §2 "Home". */
export function Benefits({ page }: { page: Pick<HomePage, "benefitsHeading" | "benefits"> }) {
  if (page.benefits.length === 0) return null;
  return (
    <section className="home-section home-benefits" aria-labelledby="home-benefits-title">
      <div className="container">
        <h2 id="home-benefits-title" className="home-section__title">
          {page.benefitsHeading}
        </h2>
        <ul className="home-benefits__list">
          {page.benefits.map((benefit) => (
            <li key={benefit._key} className="home-benefit">
              <h3 className="home-benefit__title">{benefit.title}</h3>
              {benefit.text ? <p className="home-benefit__text">{benefit.text}</p> : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
