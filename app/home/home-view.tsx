import type { Language } from "~/i18n/config";
import { Articles } from "./articles";
import { Benefits } from "./benefits";
import { Hero } from "./hero";
import type { HomePage } from "./home-page";
import { MediaMentions } from "./media-mentions";
import { PartnersCarousel } from "./partners-carousel";
import { Tiles } from "./tiles";

/**
 * The home page's blocks in the order of spec §2 "Home": hero with slider, three tiles, benefits,
 * media about us, four numbered articles, partners. The search form and the callback widget are
 * added by the issues that build them.
 */
export function HomeView({ page, language }: { page: Omit<HomePage, "seo">; language: Language }) {
  return (
    <>
      <Hero page={page} />
      <Tiles tiles={page.tiles} language={language} />
      <Benefits page={page} />
      <MediaMentions page={page} language={language} />
      <Articles page={page} language={language} />
      <PartnersCarousel page={page} language={language} />
    </>
  );
}
