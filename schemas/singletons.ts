/**
 * Document types that exist exactly once, each under `_id` equal to its type name, which the app's
 * queries rely on (docs/decisions/007-content-model.md, "Singletons"). The Studio opens each straight
 * onto its document and keeps it out of "create new"; the dataset test checks the ids. The titles
 * are the Studio desk's, in the order it lists them.
 */
export const SINGLETONS = [
  { type: "siteSettings", title: "Настройки сайта" },
  { type: "homePage", title: "Главная" },
  { type: "aboutPage", title: "О компании" },
  { type: "contactsPage", title: "Контакты" },
  { type: "restrictionsPage", title: "Ограничения" },
  { type: "partnersPage", title: "Партнёры (страница)" },
  { type: "howItWorksPage", title: "Как это работает" },
  { type: "fleetPage", title: "Парк (страница)" },
  { type: "notFoundPage", title: "Страница 404" },
] as const;
