/**
 * Interface copy of the leads (issue 6), Russian and English side by side. ru.ts and en.ts mount it
 * under `leads`; en.ts's type checks that both have the same keys.
 */
export const leadsRu = {
  honeypot: "Оставьте это поле пустым",
};

export const leadsEn: typeof leadsRu = {
  honeypot: "Leave this field empty",
};
