import { bilingual } from "../ui/copy";

/** Done notices of the operator's page (app/ops/notice.server.ts). */
export const OPERATOR_NOTICES = ["updated", "invited", "activated", "deactivated", "created"] as const;
export type OperatorNotice = (typeof OPERATOR_NOTICES)[number];

/**
 * The words of an operator's page and of a partner lead turned operator (issue 27, item 1), for a
 * supervisor and for an airline's dispatcher or manager, who reads them on its own home page.
 */
export const operatorsCopy = bilingual({
  ru: {
    homeTitle: "Кабинет авиакомпании",
    pageTitle: "Оператор {{name}}",
    back: "Все операторы и борта",
    intro:
      "Здесь ваши борта, ставки и условия вылета: подбор на сайте считает цены по ним сразу после сохранения.",
    status: "Статус",
    active: "работает",
    inactive: "отключён",
    deactivate: "Отключить оператора",
    deactivateHint:
      "Отключённый оператор ничего не продаёт: его борта уходят из подбора, его сотрудники не могут войти.",
    activate: "Включить оператора",
    fromLead: "Создан из заявки партнёра",
    openLead: "Открыть заявку",
    fleet: "Борта",
    fleetLink: "Все борта, ставки и недоступность",
    blocksLink: "Недоступность бортов",
    legsLink: "Пустые перелёты",
    terms: "Условия и контакты",
    team: "Сотрудники авиакомпании",
    teamIntro: "Каждый входит в консоль по одноразовой ссылке на свою рабочую почту.",
    noTeam: "Сотрудников пока нет: пригласите первого.",
    name: "Имя",
    email: "Рабочая почта",
    language: "Язык писем",
    languages: { ru: "Русский", en: "English" },
    memberStatus: "Статус",
    invite: "Пригласить сотрудника авиакомпании",
    inviteSubmit: "Пригласить",
    notices: {
      updated: "Условия сохранены: подбор уже считает по ним.",
      invited: "Приглашение отправлено: в письме сказано, как войти.",
      activated: "Оператор включён: его борта снова в подборе.",
      deactivated: "Оператор отключён: его борта сняты с подбора, сотрудники вышли из консоли.",
      created: "Оператор создан из заявки. Пригласите его сотрудников ниже.",
    },
    errors: {
      email: "Проверьте адрес почты.",
      name: "Имя — от 2 до 100 знаков.",
      too_long: "Слишком длинно.",
      taken: "Этот адрес уже есть в консоли.",
      role: "Проверьте роль.",
      language: "Выберите язык.",
      operator: "Оператор не найден или отключён.",
    },
    lead: {
      heading: "Сделать оператором",
      intro:
        "Заявка от авиакомпании: заведите её как оператора, затем пригласите её сотрудников. Контакты взяты из заявки.",
      submit: "Создать оператора",
      done: "Эта заявка уже стала оператором:",
      open: "открыть страницу оператора",
    },
  },
  en: {
    homeTitle: "Airline's console",
    pageTitle: "Operator {{name}}",
    back: "All operators and aircraft",
    intro: "Your aircraft, rates and dispatch terms: the site's search prices by them as soon as you save.",
    status: "Status",
    active: "active",
    inactive: "switched off",
    deactivate: "Switch the operator off",
    deactivateHint:
      "An operator switched off sells nothing: its aircraft leave the search and its people cannot sign in.",
    activate: "Switch the operator on",
    fromLead: "Created from a partner's enquiry",
    openLead: "Open the enquiry",
    fleet: "Aircraft",
    fleetLink: "All aircraft, rates and availability",
    blocksLink: "Aircraft availability",
    legsLink: "Empty legs",
    terms: "Terms and contacts",
    team: "The airline's people",
    teamIntro: "Each signs in to the console by a single-use link sent to their work e-mail.",
    noTeam: "Nobody yet: invite the first person.",
    name: "Name",
    email: "Work e-mail",
    language: "E-mail language",
    languages: { ru: "Русский", en: "English" },
    memberStatus: "Status",
    invite: "Invite a person of the airline",
    inviteSubmit: "Invite",
    notices: {
      updated: "Terms saved: the search already prices by them.",
      invited: "Invitation sent: the e-mail says how to sign in.",
      activated: "Operator switched on: its aircraft are back in the search.",
      deactivated: "Operator switched off: its aircraft left the search and its people were signed out.",
      created: "Operator created from the enquiry. Invite its people below.",
    },
    errors: {
      email: "Check the e-mail address.",
      name: "A name of 2 to 100 characters.",
      too_long: "Too long.",
      taken: "This address is already in the console.",
      role: "Check the role.",
      language: "Choose a language.",
      operator: "No such operator, or it is switched off.",
    },
    lead: {
      heading: "Make this an operator",
      intro:
        "An enquiry from an airline: add it as an operator, then invite its people. The contacts come from the enquiry.",
      submit: "Create the operator",
      done: "This enquiry has become an operator:",
      open: "open the operator's page",
    },
  },
});
