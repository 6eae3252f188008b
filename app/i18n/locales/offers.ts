/**
 * Interface copy of the offer cards and the blocks around them (issue 5), Russian and English side
 * by side. ru.ts and en.ts mount it under `offers`; en.ts's type checks that both have the same keys.
 */
export const offersRu = {
  card: {
    there: "Туда",
    back: "Обратно",
    departure: "Вылет",
    route: "{{from}} → {{to}}",
    operator: "Оператор: {{name}}",
    flightTime: "Время в пути",
    stop: "С технической посадкой: {{airport}}",
    duration: "{{hours}} ч {{minutes}} мин",
    durationHours: "{{hours}} ч",
    durationMinutes: "{{minutes}} мин",
    seats_one: "{{count}} место",
    seats_few: "{{count}} места",
    seats_many: "{{count}} мест",
    seats_other: "{{count}} места",
    seatsLabel: "Мест",
    classLabel: "Класс",
    yearLabel: "Год выпуска",
    year: "{{year}} г.",
    priceLabel: "Стоимость",
    priceTotal: "за оба перелёта",
    priceOneWay: "за перелёт",
    offer: "Предложение {{number}}",
    currentAt: "цены на {{when}} МСК",
    emptyLeg: "Пустой перелёт",
    discount: "−{{percent}} %",
    discountLabel: "Скидка {{percent}} %",
    normalPrice: "Цена без скидки",
    window: "Окно вылета {{window}}",
    windowNote: "точное время подтвердит менеджер",
    localTime: "местное время",
    selected: "Выбрано",
    co2: "CO₂ {{value}} т за поездку",
    typeDrawingAlt: "{{type}}: рисунок типа, вид сбоку",
    photoExterior: "{{type}} {{tail}}, фото снаружи",
    photoCabin: "{{type}} {{tail}}, фото салона",
    photoSeats: "{{type}} {{tail}}, фото кресел",
  },
  warning: {
    airport: "Аэропорт изменён",
    time: "Время изменено",
    timeAndAirport: "Время и аэропорт изменены",
    airportDetail: "Вылет из другого аэропорта, чем в запросе",
    timeDetail: "Время вылета отличается от запрошенного",
    timeAndAirportDetail: "Другие аэропорт и время вылета, чем в запросе",
  },
  class: {
    turboprop: "Турбовинтовой",
    lightJet: "Лёгкий джет",
    midSizeJet: "Средний джет",
    superMidSizeJet: "Суперсредний джет",
    largeJet: "Большой джет",
    longRangeJet: "Дальнемагистральный джет",
    bizliner: "Бизнес-лайнер",
    jet: "Джет",
  },
  skeletons: {
    loading: "Загружаем предложения…",
  },
  contactManager: {
    heading: "Не нашли подходящий вариант?",
    text:
      "Позвоните или напишите менеджеру: подберём другой самолёт, сложный маршрут с несколькими " +
      "остановками или перелёт на нестандартное время.",
    linksLabel: "Связаться с менеджером",
  },
  restriction: {
    heading: "Этот маршрут сейчас закрыт",
    airportRussiaOne: "Аэропорт {{name}} ({{code}}) закрыт для полётов решением Росавиации.",
    airportRussiaOneNoCode: "Аэропорт {{name}} закрыт для полётов решением Росавиации.",
    airportRussiaMany: "Аэропорты {{airports}} закрыты для полётов решением Росавиации.",
    airportAbroadOne: "Аэропорт {{name}} ({{code}}) закрыт для рейсов из России.",
    airportAbroadOneNoCode: "Аэропорт {{name}} закрыт для рейсов из России.",
    airportAbroadMany: "Аэропорты {{airports}} закрыты для рейсов из России.",
    airspace: "Воздушное пространство {{countries}} закрыто для рейсов из России и в Россию.",
    airspaceList:
      "Маршрут проходит через воздушное пространство, закрытое для рейсов из России и в Россию: {{countries}}.",
    unnamed: "Маршрут закрыт для рейсов из России и в Россию.",
    text:
      "Поэтому автоматический поиск не предлагает самолётов. Долететь всё равно можно: менеджер " +
      "соберёт маршрут через открытые страны, например с пересадкой в Стамбуле или Дубае, и " +
      "продолжение на самолёте иностранного оператора.",
    // issue 26, item 9: a Russian airport closed at home is reached through the nearest open one.
    textDomestic:
      "Поэтому автоматический поиск не предлагает самолётов. Можно прилететь в ближайший открытый " +
      "аэропорт и продолжить путь на машине или поезде; менеджер подберёт самолёт и время вылета.",
    nearest: "Ближайшие открытые аэропорты, расстояние по прямой:",
    nearestTo: "Ближайшие к аэропорту {{closed}} открытые аэропорты, расстояние по прямой:",
    nearestSearch: "Выберите город, чтобы найти самолёт туда на те же даты.",
    distance: "{{km}} км",
    link: "Куда можно летать из России и как лететь дальше",
  },
  rates: {
    note: "по курсу ЦБ РФ на {{date}}",
    label: "Цены пересчитаны по курсу ЦБ РФ на {{date}}",
  },
  notFound: {
    heading: "Не нашли самолётов на этот маршрут",
    text:
      "Автоматический поиск не нашёл ни одного предложения. Возможно, на маршрут действуют " +
      "санкционные ограничения: международные рейсы в Россию и из России не всегда удаётся найти " +
      "автоматически, но менеджер может подобрать вариант вручную.",
    route: "Маршрут: {{from}} → {{to}}, {{date}}",
    routeBack: "Обратно: {{date}}",
    contactsIntro: "Свяжитесь с нами любым удобным способом или оставьте телефон, и мы перезвоним.",
  },
  request: {
    heading: "Заявка на подбор самолёта",
    name: "Имя",
    nameHint: "Необязательно",
    phone: "Телефон",
    phoneHint: "Например, +7 (916) 123-45-67; номер другой страны — с её кодом",
    phoneInvalid:
      "Проверьте номер: например, +7 (916) 123-45-67 или 8 916 123-45-67; номер другой страны — с «+» и её кодом.",
    submit: "Отправить заявку",
    submitting: "Отправляем…",
    disabledHint: "Кнопка станет активной, когда вы укажете номер и отметите согласие на обработку данных.",
    sent: "Заявка отправлена. Менеджер перезвонит вам в ближайшее время.",
    failed: "Заявка не отправлена.",
    callUs: "Позвонить: {{phone}}",
  },
};

export const offersEn: typeof offersRu = {
  card: {
    there: "Outbound",
    back: "Return",
    departure: "Departure",
    route: "{{from}} → {{to}}",
    operator: "Operated by {{name}}",
    flightTime: "Flight time",
    stop: "With a technical stop: {{airport}}",
    duration: "{{hours}} h {{minutes}} min",
    durationHours: "{{hours}} h",
    durationMinutes: "{{minutes}} min",
    seats_one: "{{count}} seat",
    seats_few: "{{count}} seats",
    seats_many: "{{count}} seats",
    seats_other: "{{count}} seats",
    seatsLabel: "Seats",
    classLabel: "Class",
    yearLabel: "Year built",
    year: "{{year}}",
    priceLabel: "Price",
    priceTotal: "for both flights",
    priceOneWay: "for the flight",
    offer: "Offer {{number}}",
    currentAt: "prices as of {{when}} Moscow time",
    emptyLeg: "Empty leg",
    discount: "−{{percent}}%",
    discountLabel: "{{percent}}% off",
    normalPrice: "Price without the discount",
    window: "Departure window {{window}}",
    windowNote: "the manager confirms the exact time",
    localTime: "local time",
    selected: "Selected",
    co2: "CO₂ {{value}} t for the trip",
    typeDrawingAlt: "{{type}}: a drawing of the type, side view",
    photoExterior: "{{type}} {{tail}}, exterior photo",
    photoCabin: "{{type}} {{tail}}, cabin photo",
    photoSeats: "{{type}} {{tail}}, photo of the seats",
  },
  warning: {
    airport: "Airport changed",
    time: "Time changed",
    timeAndAirport: "Time and airport changed",
    airportDetail: "Departs from a different airport than requested",
    timeDetail: "The departure time differs from the one requested",
    timeAndAirportDetail: "A different departure airport and time than requested",
  },
  class: {
    turboprop: "Turboprop",
    lightJet: "Light jet",
    midSizeJet: "Mid-size jet",
    superMidSizeJet: "Super mid-size jet",
    largeJet: "Large jet",
    longRangeJet: "Long range jet",
    bizliner: "Bizliner",
    jet: "Jet",
  },
  skeletons: {
    loading: "Loading offers…",
  },
  contactManager: {
    heading: "Didn't find the right option?",
    text:
      "Call or message a manager: we will find another aircraft, plan a complex route with several " +
      "stops or a flight at an unusual time.",
    linksLabel: "Contact a manager",
  },
  restriction: {
    heading: "This route is closed at present",
    airportRussiaOne: "{{name}} airport ({{code}}) is closed to flights by the Russian authorities.",
    airportRussiaOneNoCode: "{{name}} airport is closed to flights by the Russian authorities.",
    airportRussiaMany: "The airports of {{airports}} are closed to flights by the Russian authorities.",
    airportAbroadOne: "{{name}} airport ({{code}}) is closed to flights from Russia.",
    airportAbroadOneNoCode: "{{name}} airport is closed to flights from Russia.",
    airportAbroadMany: "The airports of {{airports}} are closed to flights from Russia.",
    airspace: "{{countries}} airspace is closed to flights to and from Russia.",
    airspaceList: "The airspace of {{countries}} is closed to flights to and from Russia.",
    unnamed: "The route is closed to flights to and from Russia.",
    text:
      "That is why the automatic search offers no aircraft. You can still get there: a manager will " +
      "plan a route through open countries, for example changing in Istanbul or Dubai and flying on " +
      "with a foreign operator's aircraft.",
    textDomestic:
      "That is why the automatic search offers no aircraft. You can fly to the nearest open airport " +
      "and go on by car or train; a manager will find the aircraft and the departure time.",
    nearest: "The nearest open airports, as the crow flies:",
    nearestTo: "The open airports nearest to {{closed}}, as the crow flies:",
    nearestSearch: "Choose a city to search for an aircraft there on the same dates.",
    distance: "{{km}} km",
    link: "Where you can fly from Russia and how to fly on",
  },
  rates: {
    note: "at the Bank of Russia rate of {{date}}",
    label: "Prices converted at the Bank of Russia rate of {{date}}",
  },
  notFound: {
    heading: "No aircraft found for this route",
    text:
      "The automatic search found no offers. Sanctions may apply to the route: international flights " +
      "to and from Russia cannot always be found automatically, but a manager can arrange one by hand.",
    route: "Route: {{from}} → {{to}}, {{date}}",
    routeBack: "Return: {{date}}",
    contactsIntro: "Contact us in any way you like, or leave your phone number and we will call you back.",
  },
  request: {
    heading: "Request an aircraft",
    name: "Name",
    nameHint: "Optional",
    phone: "Phone",
    phoneHint: "For example +7 (916) 123-45-67; a number of another country with its code",
    phoneInvalid:
      "Check the number: for example +7 (916) 123-45-67, or a number of another country with + and its country code.",
    submit: "Send request",
    submitting: "Sending…",
    disabledHint:
      "The button becomes active once you enter your number and tick the consent to the processing of your data.",
    sent: "Request sent. A manager will call you back shortly.",
    failed: "The request was not sent.",
    callUs: "Call {{phone}}",
  },
};
