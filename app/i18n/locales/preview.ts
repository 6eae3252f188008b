/** Interface copy of draft preview (issue 17, item 1); filled by the preview work. */
export const previewRu = {};
export const previewEn = {};
