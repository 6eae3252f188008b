import { useLocation } from "@remix-run/react";
import { languageFromPath, type Language } from "~/utils/language";

/**
 * The console's own copy (issue 18: "in Russian and English"). It is kept out of the site's
 * i18next resources, which every public page inlines, so the console's words never weigh on a
 * visitor's page. Each area writes `{ ru, en }` with the same keys (the `Bilingual` type checks).
 */
export type Bilingual<T> = { ru: T; en: T };

export function bilingual<T>(copy: Bilingual<T>): Bilingual<T> {
  return copy;
}

export function useOpsLanguage(): Language {
  return languageFromPath(useLocation().pathname);
}

export function useOpsCopy<T>(copy: Bilingual<T>): T {
  return copy[useOpsLanguage()];
}

/** Interpolates `{{name}}` placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

export const chromeCopy = bilingual({
  ru: {
    brand: "Charterline · Консоль",
    skip: "К содержанию",
    nav: "Разделы консоли",
    dashboard: "Сводка",
    orders: "Заявки",
    supply: "Парк и предложение",
    staff: "Сотрудники",
    audit: "Журнал",
    watches: "Подписки",
    operatorOrders: "Заказы",
    signOut: "Выйти",
    signOutEverywhere: "Выйти на всех устройствах",
    language: "English",
    site: "Сайт",
    role: { seller: "продажи", supervisor: "руководитель", operator: "авиакомпания" },
    forbidden: "Ваша роль не позволяет открыть этот раздел.",
    unauthorized: "Сессия закончилась. Войдите снова.",
    notFound: "Такой страницы в консоли нет.",
    error: "Что-то пошло не так. Обновите страницу; если ошибка повторится, сообщите разработчикам.",
    signIn: "Войти",
    back: "На сводку",
    // An operator's member's sections (issue 27, item 1; chrome.tsx operatorSections).
    operatorHome: "Авиакомпания",
    operatorFleet: "Борта и ставки",
    operatorBlocks: "Недоступность",
    operatorLegs: "Пустые перелёты",
  },
  en: {
    brand: "Charterline · Console",
    skip: "Skip to content",
    nav: "Console sections",
    dashboard: "Overview",
    orders: "Orders",
    supply: "Fleet and supply",
    staff: "Staff",
    audit: "Audit log",
    watches: "Watches",
    operatorOrders: "Orders",
    signOut: "Sign out",
    signOutEverywhere: "Sign out everywhere",
    language: "Русский",
    site: "Site",
    role: { seller: "sales", supervisor: "supervisor", operator: "operator" },
    forbidden: "Your role does not allow this section.",
    unauthorized: "Your session has ended. Please sign in again.",
    notFound: "There is no such page in the console.",
    error: "Something went wrong. Reload the page; if it happens again, tell the developers.",
    signIn: "Sign in",
    back: "To the overview",
    // An operator's member's sections (issue 27, item 1; chrome.tsx operatorSections).
    operatorHome: "Airline",
    operatorFleet: "Aircraft and rates",
    operatorBlocks: "Availability",
    operatorLegs: "Empty legs",
  },
});
