import type { Language } from "~/utils/language";
import { CallbackWidget } from "~/forms/callback-widget";
import type { CallbackAnswer } from "~/forms/lead-rules";
import { HydrateWhenIdle } from "~/utils/hydrate-when-idle";
import { StaticIsland } from "~/utils/static-island";
import { Articles } from "./articles";
import { Benefits } from "./benefits";
import { Hero } from "./hero";
import type { HomePage } from "./home-page";
import { MediaMentions } from "./media-mentions";
import { PartnersCarousel } from "./partners-carousel";
import { Tiles } from "./tiles";

/**
 * The home page's blocks in the order of spec §2 "Home": hero with slider, three tiles, benefits,
 * media about us, four numbered articles, partners, then the callback widget (app/leads), with the
 * search form in the hero.
 */
export function HomeView({
  page,
  language,
  earliest,
  callback,
}: {
  page: Omit<HomePage, "seo">;
  language: Language;
  /** The earliest departure for the search form (spec §9), from the loader. */
  earliest: string;
  /** The home action's answer to the callback widget, after a submission without JavaScript. */
  callback?: CallbackAnswer;
}) {
  return (
    <>
      <Hero page={page} language={language} earliest={earliest} />
      {/* Text, pictures and links from the CMS: served, not hydrated (issue 28, item 12; decision 043). */}
      <StaticIsland version={language}>
        <Tiles tiles={page.tiles} language={language} />
        <Benefits page={page} />
        <MediaMentions page={page} language={language} />
        <Articles page={page} language={language} />
      </StaticIsland>
      {/* Below the first screen: hydrated when the browser is idle (decision 043). */}
      <HydrateWhenIdle>
        <PartnersCarousel page={page} language={language} />
        <CallbackWidget actionData={callback} />
      </HydrateWhenIdle>
    </>
  );
}
