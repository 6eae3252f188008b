/**
 * Russian interface copy. Texts an editor changes live in the CMS; these are the interface's own
 * words. Plural keys carry the four Russian forms of CLDR (spec §9): one, few, many, other.
 */
export const ru = {
  meta: {
    homeTitle: "Аренда частного самолёта — чартеры бизнес-джетов без посредников",
    homeDescription:
      "Мгновенный расчёт стоимости частного рейса на бизнес-джете: цены авиакомпаний без наценки брокера, пустые перелёты со скидкой, заказ без регистрации.",
    notFoundTitle: "Страница не найдена",
    errorTitle: "Ошибка",
  },
  nav: {
    skipToContent: "Перейти к содержимому",
    label: "Основное меню",
    openMenu: "Открыть меню",
    closeMenu: "Закрыть меню",
    main: "Главная",
    fleet: "Флот",
    partners: "Партнёры",
    about: "О компании",
    contacts: "Контакты",
    howItWorks: "Как это работает",
  },
  header: {
    homeLink: "{{brand}} — на главную",
    contactsLabel: "Связаться с нами",
  },
  language: {
    switchLabel: "Switch to English",
    switchText: "EN",
  },
  contacts: {
    call: "Позвонить: {{phone}}",
    email: "Написать на {{email}}",
    messenger: "Написать в {{name}}",
    phoneHeading: "Телефон",
    emailHeading: "Почта",
    addressHeading: "Адрес",
    hoursHeading: "Часы работы",
    messengersHeading: "Мессенджеры",
  },
  footer: {
    navHeading: "Разделы",
    contactsHeading: "Контакты",
    documentsHeading: "Документы",
    copyright: "© {{year}} {{brand}}",
  },
  cookieNotice: {
    label: "Уведомление о cookie и персональных данных",
    documentsIntro: "Документы:",
    accept: "Понятно",
  },
  home: {
    callUs: "Позвоните нам",
    writeUs: "или напишите",
  },
  notFound: {
    code: "Ошибка 404",
    title: "Такой страницы нет",
    message: "Проверьте адрес или вернитесь на главную страницу.",
    home: "На главную",
  },
  error: {
    code: "Ошибка {{status}}",
    title: "Что-то пошло не так",
    message:
      "Мы уже знаем о проблеме. Обновите страницу или вернитесь назад — введённые данные не потеряются, если браузер их сохранил.",
    chunkTitle: "Не удалось загрузить часть страницы",
    chunkMessage:
      "Соединение прервалось или сайт только что обновился. Обновите страницу, чтобы загрузить свежую версию.",
    reload: "Обновить страницу",
    back: "Вернуться назад",
    home: "На главную",
  },
  modal: {
    close: "Закрыть",
  },
  units: {
    passengers_one: "{{count}} пассажир",
    passengers_few: "{{count}} пассажира",
    passengers_many: "{{count}} пассажиров",
    passengers_other: "{{count}} пассажира",
    aircraft_one: "{{count}} самолёт",
    aircraft_few: "{{count}} самолёта",
    aircraft_many: "{{count}} самолётов",
    aircraft_other: "{{count}} самолёта",
  },
};

/** The shape every language's resources must have. */
export type Resources = typeof ru;
