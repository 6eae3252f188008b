/**
 * Interface copy of the route pages (issue 17, item 3), Russian and English side by side. ru.ts and
 * en.ts mount it under `routePage`; en.ts's type checks that both languages have the same keys.
 * Every word about the route itself (heading, intro, questions) is the editors' document.
 */
export const routePageRu = {
  breadcrumbs: "Навигация",
  breadcrumb: "Маршруты",
  facts: {
    heading: "О маршруте",
    from: "Откуда",
    to: "Куда",
    distance: "Расстояние",
    distanceValue: "{{km}} км",
    distanceNote: "по ортодромии — кратчайшей линии между аэропортами",
  },
  classes: {
    heading: "Время в пути и цены по классам самолётов",
    caption:
      "Время в пути — типичное для класса, с рулением и набором высоты; путь учитывает закрытое воздушное пространство. Цена «от» — самое дешёвое предложение в одну сторону за следующие 30 дней, за весь самолёт, по данным поиска сейчас.",
    class: "Класс",
    time: "Время в пути",
    price: "Цена от",
    anyClass: "Любой класс",
    duration: "{{hours}} ч {{minutes}} мин",
    durationHours: "{{hours}} ч",
    noPrice: "по запросу",
    noPriceHint: "нет свободных бортов в ближайшие 30 дней",
    searchDay: "Смотреть рейсы",
    pricesUnavailable: "Цены сейчас не загрузились. Поиск по кнопке ниже покажет актуальные предложения.",
  },
  search: {
    heading: "Найти самолёт на этот маршрут",
    link: "Все предложения на ближайшую дату",
  },
  emptyLegs: {
    heading: "Пустые перелёты на этом маршруте",
    note: "Самолёт целиком по цене перегона: маршрут и время вылета заданы, время местное.",
    departure: "Вылет",
    aircraft: "Самолёт",
    seats: "Мест",
    price: "Цена за борт",
    open: "Подробнее",
    all: "Все пустые перелёты по маршруту",
  },
  faqHeading: "Вопросы о перелёте",
};

export const routePageEn: typeof routePageRu = {
  breadcrumbs: "Breadcrumbs",
  breadcrumb: "Routes",
  facts: {
    heading: "About the route",
    from: "From",
    to: "To",
    distance: "Distance",
    distanceValue: "{{km}} km",
    distanceNote: "great-circle: the shortest line between the airports",
  },
  classes: {
    heading: "Flight time and prices by aircraft class",
    caption:
      "Flight time is typical for the class, taxi and climb included, along a path round closed airspace. The from-price is the cheapest one-way offer over the next 30 days, for the whole aircraft, as the search finds it now.",
    class: "Class",
    time: "Flight time",
    price: "From",
    anyClass: "Any class",
    duration: "{{hours}} h {{minutes}} min",
    durationHours: "{{hours}} h",
    noPrice: "on request",
    noPriceHint: "no aircraft free in the next 30 days",
    searchDay: "See flights",
    pricesUnavailable: "Prices could not be loaded just now. The search below shows the current offers.",
  },
  search: {
    heading: "Find an aircraft for this route",
    link: "All offers for the nearest date",
  },
  emptyLegs: {
    heading: "Empty legs on this route",
    note: "The whole aircraft for the price of a positioning flight: route and departure are fixed, times are local.",
    departure: "Departure",
    aircraft: "Aircraft",
    seats: "Seats",
    price: "Price per aircraft",
    open: "Details",
    all: "All empty legs on the route",
  },
  faqHeading: "Questions about the flight",
};
