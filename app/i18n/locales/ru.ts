import { searchFormRu } from "./search-form";
import { searchRu } from "./search";
import { multiLegRu } from "./multi-leg";
import { flightRu } from "./flight";
import { emptyLegsRu } from "./empty-legs";
import { offersRu } from "./offers";
import { leadsRu } from "./leads";
import { bookingRu } from "./booking";
import { previewRu } from "./preview";
import { routePageRu } from "./route-page";
import { aircraftPageRu } from "./aircraft-page";
import { watchesRu } from "./watches";

/**
 * Russian interface copy. Texts an editor changes live in the CMS; these are the interface's own
 * words. Plural keys carry the four Russian forms of CLDR (spec §9): one, few, many, other.
 */
export const ru = {
  searchForm: searchFormRu,
  search: searchRu,
  // Multi-leg trips (issue 29, item 1).
  multiLeg: multiLegRu,
  flight: flightRu,
  emptyLegs: emptyLegsRu,
  offers: offersRu,
  leads: leadsRu,
  booking: bookingRu,
  preview: previewRu,
  routePage: routePageRu,
  aircraftPage: aircraftPageRu,
  // Empty-leg watches (issue 29, item 2).
  watches: watchesRu,
  meta: {
    notFoundTitle: "Страница не найдена",
    errorTitle: "Ошибка",
    unavailableTitle: "Сервис временно недоступен",
    rateLimitedTitle: "Слишком много поисков",
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
    // WCAG 2.5.3: the name starts with the visible "EN".
    switchLabel: "EN, switch to English",
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
    short: "Cookie и персональные данные.",
    more: "Подробнее",
    documentsIntro: "Документы:",
    accept: "Понятно",
  },
  home: {
    opensInNewTab: "(откроется в новой вкладке)",
    slider: {
      label: "Галерея",
      roleDescription: "карусель",
      slideRoleDescription: "слайд",
      slideLabel: "{{number}} из {{count}}",
      pause: "Остановить смену слайдов",
      play: "Запустить смену слайдов",
      previous: "Предыдущий слайд",
      next: "Следующий слайд",
      choose: "Выбор слайда",
      goTo: "Слайд {{number}}",
    },
    partners: {
      list: "Партнёры",
      previous: "Предыдущие партнёры",
      next: "Следующие партнёры",
      fleet: "Флот",
      base: "Базирование",
      website: "Сайт {{name}}",
    },
  },
  landing: {
    breadcrumbs: "Навигационная цепочка",
    routesFallbackHeading: "Популярные направления",
    internationalRoutes: "Международные направления",
    domesticRoutes: "Направления по России",
    routeFrom: "Из Москвы, Внуково",
    priceFrom: "от {{price}}",
    viewOffers: "смотреть предложения",
    viewOffersLabel: "смотреть предложения: Москва — {{destination}}",
    previous: "Назад: {{heading}}",
    next: "Вперёд: {{heading}}",
    benefitsFallbackHeading: "Почему с нами удобно",
    emptyLegsHeading: "Ближайшие пустые перелёты",
    emptyLegsNote: "Цена в евро за весь самолёт, время вылета местное.",
    departure: "Вылет",
    aircraft: "Самолёт",
    seats: "Мест",
    price: "Цена",
    faqFallbackHeading: "Частые вопросы",
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
    // A 503 (issue 7, "database down"; the CMS with nothing cached): a pause, not a fault of the visitor.
    unavailableTitle: "Сервис временно недоступен",
    unavailableMessage:
      "Мы уже занимаемся этим. Попробуйте обновить страницу через минуту, а если вопрос срочный — позвоните нам.",
    reload: "Обновить страницу",
    back: "Вернуться назад",
    home: "На главную",
    // A 429 past a read limit (issue 15, item 2): said calmly, a person rarely sees it.
    rateLimitedTitle: "Слишком много поисков с этого адреса",
    rateLimitedMessage_one:
      "За последнюю минуту с вашего адреса пришло больше поисков, чем обычно делает человек. Ничего страшного: попробуйте снова через {{count}} секунду.",
    rateLimitedMessage_few:
      "За последнюю минуту с вашего адреса пришло больше поисков, чем обычно делает человек. Ничего страшного: попробуйте снова через {{count}} секунды.",
    rateLimitedMessage_many:
      "За последнюю минуту с вашего адреса пришло больше поисков, чем обычно делает человек. Ничего страшного: попробуйте снова через {{count}} секунд.",
    rateLimitedMessage_other:
      "За последнюю минуту с вашего адреса пришло больше поисков, чем обычно делает человек. Ничего страшного: попробуйте снова через {{count}} секунды.",
  },
  fleet: {
    sort: {
      label: "Сортировать:",
      name: "по названию",
      year: "по году выпуска",
      seats: "по числу мест",
    },
    sorted: {
      name: "Самолёты упорядочены по названию",
      year: "Самолёты упорядочены по году выпуска, сначала новые",
      seats: "Самолёты упорядочены по числу мест, сначала самые вместительные",
    },
    empty: "Список самолётов сейчас недоступен. Позвоните нам — подберём борт под ваш рейс.",
    card: {
      tail: "Бортовой номер {{number}}",
      seats: "Мест в салоне",
      yearOfCreation: "Год выпуска",
      yearOfOverhaul: "Капитальный ремонт",
      yearOfRenewal: "Обновление салона",
      specsHeading: "Технические характеристики",
      cabinLayout: "Схема салона",
      cabinLayoutTitle: "Схема салона {{name}}",
    },
    specs: {
      flying_range: "Дальность полёта",
      cruising_speed: "Крейсерская скорость",
      cabin_height: "Высота салона",
      interior_width: "Ширина салона",
      cabin_length: "Длина салона",
      wing_span: "Размах крыла",
      // Issue 28, item 10: the figures are the whole aircraft's height and length
      // (app/charter/fleet/aircraft-types.ts, `exterior`), named as on the aircraft's own page.
      fuselage_height: "Высота самолёта",
      fuselage_length: "Длина самолёта",
    },
    gallery: {
      label: "Фотографии {{name}}",
      photo: "{{name}}, фото {{index}}",
      previous: "Прокрутить фотографии назад",
      next: "Прокрутить фотографии вперёд",
    },
  },
  company: {
    breadcrumbs: "Навигационная цепочка",
    pages: {
      about: "О компании",
      contacts: "Контакты",
      restrictions: "Ограничения на перелёты",
      partners: "Партнёрам",
      howItWorks: "Как это работает",
    },
    about: {
      factsLabel: "Компания в цифрах",
      certificateNumber: "№ {{number}}",
      openScan: "Открыть скан: {{title}}",
    },
    contacts: {
      reachHeading: "Связаться с нами",
      directionsHeading: "Как добраться",
      requisitesHeading: "Реквизиты",
    },
    restrictions: {
      countries_one: "{{count}} страна",
      countries_few: "{{count}} страны",
      countries_many: "{{count}} стран",
      countries_other: "{{count}} страны",
      contactAction: "Написать менеджеру",
    },
    partners: {
      fleet: "Парк",
      base: "Базовый аэропорт",
      website: "Сайт компании",
      websiteOf: "Сайт компании {{name}}",
    },
    howItWorks: {
      steps: "Шаги заказа",
      openComic: "Открыть комикс целиком",
    },
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
