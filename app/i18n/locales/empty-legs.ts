/**
 * Interface copy of the empty-legs area (issue 5), Russian and English side by side. ru.ts and en.ts
 * mount it under `emptyLegs`; en.ts's type checks that both languages have the same keys.
 */
export const emptyLegsRu = {
  meta: {
    title: "Пустые перелёты (empty legs) со скидкой",
    description:
      "Пустые перелёты бизнес-джетов со скидкой: самолёт целиком по цене перегона. Фиксированный маршрут и время вылета, фильтры по городу, датам и числу пассажиров.",
  },
  breadcrumb: "Пустые перелёты",
  heading: "Пустые перелёты со скидкой",
  intro:
    "Пустой перелёт (empty leg) — это перегон самолёта без пассажиров: борт возвращается на базу или летит к следующему заказу. Авиакомпания выполнит этот рейс в любом случае, поэтому продаёт его со скидкой.",
  introTerms:
    "Маршрут и время вылета уже заданы, а самолёт целиком ваш: цена указана за весь борт, а не за место. Время вылета — местное.",
  filters: {
    heading: "Подобрать перелёт",
    from: "Откуда",
    to: "Куда",
    airportHint: "Город — все его аэропорты; нужен один аэропорт — выберите его в подсказках.",
    dateFrom: "Вылет с",
    dateTo: "Вылет по",
    pax: "Пассажиры",
    apply: "Применить",
    reset: "Сбросить фильтры",
  },
  currency: {
    label: "Валюта цен",
    rub: "Рубли",
    usd: "Доллары",
    eur: "Евро",
  },
  count_one: "{{count}} пустой перелёт",
  count_few: "{{count}} пустых перелёта",
  count_many: "{{count}} пустых перелётов",
  count_other: "{{count}} пустого перелёта",
  listLabel: "Пустые перелёты",
  shownOf: "Показано {{shown}} из {{total}}",
  showMore: "Показать ещё {{count}}",
  invalid: "Проверьте фильтры: список покажем, когда они будут исправлены.",
  empty: {
    filtered: "По этим условиям пустых перелётов сейчас нет.",
    all: "Сейчас в продаже нет пустых перелётов.",
    hint: "Новые перелёты появляются каждый день. Расскажите менеджеру, куда и когда вам нужно лететь, — подберём пустой перелёт или обычный чартер.",
    contacts: "Связаться с менеджером",
  },
  errors: {
    unknownAirport: "Не нашли аэропорт «{{text}}». Введите город, название аэропорта или его код.",
    ambiguousAirport:
      "«{{text}}» подходит к нескольким городам и аэропортам: {{options}}. Выберите нужный в подсказках или введите код аэропорта.",
    sameAirports: "Аэропорты вылета и прилёта совпадают.",
    invalidDate: "Введите дату в формате ГГГГ-ММ-ДД.",
    outsideWindow: "Выберите дату с {{first}} по {{last}}.",
    beforeFrom: "Последний день вылета раньше первого.",
    invalidPax: "Укажите число пассажиров: целое, от 1.",
    rejected: "Сервис перелётов не принял это значение. Исправьте его или сбросьте фильтры.",
  },
};

export const emptyLegsEn = {
  meta: {
    title: "Empty-leg flights at a discount",
    description:
      "Discounted empty-leg business-jet flights: the whole aircraft for the price of a positioning flight. Fixed route and departure time; filter by city, dates and passengers.",
  },
  breadcrumb: "Empty legs",
  heading: "Empty-leg flights at a discount",
  intro:
    "An empty leg is an aircraft repositioning without passengers: flying back to base or on to its next charter. The operator flies it anyway, so it sells the flight at a discount.",
  introTerms:
    "The route and departure time are fixed, and the whole aircraft is yours: the price is for the aircraft, not per seat. Departure times are local.",
  filters: {
    heading: "Find a flight",
    from: "From",
    to: "To",
    airportHint: "A city means all its airports; for one airport, pick it from the suggestions.",
    dateFrom: "Departing from",
    dateTo: "Departing by",
    pax: "Passengers",
    apply: "Apply",
    reset: "Reset filters",
  },
  currency: {
    label: "Price currency",
    rub: "Roubles",
    usd: "Dollars",
    eur: "Euros",
  },
  count_one: "{{count}} empty leg",
  count_other: "{{count}} empty legs",
  listLabel: "Empty legs",
  shownOf: "Showing {{shown}} of {{total}}",
  showMore: "Show {{count}} more",
  invalid: "Check the filters: the list will show once they are corrected.",
  empty: {
    filtered: "No empty legs match these filters right now.",
    all: "There are no empty legs on sale right now.",
    hint: "New flights appear every day. Tell a manager where and when you need to fly, and we will find an empty leg or a regular charter.",
    contacts: "Contact a manager",
  },
  errors: {
    unknownAirport: "No airport matches “{{text}}”. Type a city, an airport name or its code.",
    ambiguousAirport:
      "“{{text}}” matches several cities and airports: {{options}}. Pick one from the suggestions or type the airport's code.",
    sameAirports: "The departure and arrival airports are the same.",
    invalidDate: "Enter the date as YYYY-MM-DD.",
    outsideWindow: "Choose a date from {{first}} to {{last}}.",
    beforeFrom: "The last departure day is before the first one.",
    invalidPax: "Enter the number of passengers: a whole number from 1.",
    rejected: "The flight service did not accept this value. Correct it or reset the filters.",
  },
};
