/**
 * Interface copy of draft preview (issue 17, item 1), Russian and English side by side: the banner
 * an editor sees on every page while the preview cookie is set. ru.ts and en.ts mount it under
 * `preview`; en.ts's type checks that both have the same keys.
 */
export const previewRu = {
  /** The banner's region name, read by screen readers. */
  label: "Предпросмотр черновиков",
  message: "Предпросмотр черновиков: вы видите неопубликованные изменения",
  hint: "Посетители сайта их не видят, пока вы не опубликуете документ в Studio.",
  exit: "Выйти из предпросмотра",
};

export const previewEn: typeof previewRu = {
  label: "Draft preview",
  message: "Draft preview: you are seeing unpublished changes",
  hint: "Visitors do not see them until you publish the document in the Studio.",
  exit: "Exit preview",
};
