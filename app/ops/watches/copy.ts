import { bilingual } from "../ui/copy";

/** The console's view of empty-leg watches (issue 29, item 2), Russian and English. */
export const watchesCopy = bilingual({
  ru: {
    title: "Подписки на пустые перелёты",
    intro:
      "Посетители подписываются на маршруты и получают письма или сообщения в Telegram, когда в продаже появляется подходящий пустой перелёт.",
    watches: "Подписки",
    messages: "Сообщения и отписки",
    active: "Активных",
    pending: "Ждут подтверждения",
    email: "По почте (активных)",
    telegram: "В Telegram (активных)",
    sent7: "Сообщений за 7 дней",
    sent30: "Сообщений за 30 дней",
    sentTotal: "Сообщений всего",
    unsubscribed30: "Отписок за 30 дней",
    unsubscribedTotal: "Отписок всего",
    expired: "Истекли",
    routes: "Маршруты",
    pendingShort: "Ожидают",
    route: "Маршрут",
    empty: "Подписок пока нет. Они появятся, когда посетители подпишутся на странице пустых перелётов.",
  },
  en: {
    title: "Empty-leg watches",
    intro:
      "Visitors watch routes and get an e-mail or a Telegram message when a matching empty leg goes on sale.",
    watches: "Watches",
    messages: "Messages and unsubscribes",
    active: "Active",
    pending: "Awaiting confirmation",
    email: "By e-mail (active)",
    telegram: "In Telegram (active)",
    sent7: "Messages, 7 days",
    sent30: "Messages, 30 days",
    sentTotal: "Messages, all time",
    unsubscribed30: "Unsubscribes, 30 days",
    unsubscribedTotal: "Unsubscribes, all time",
    expired: "Expired",
    routes: "Routes",
    pendingShort: "Pending",
    route: "Route",
    empty: "No watches yet. They appear once visitors subscribe on the empty legs page.",
  },
});
