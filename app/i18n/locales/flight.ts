/**
 * Interface copy of the flight area (issue 5), Russian and English side by side. ru.ts and en.ts
 * mount it under `flight`; en.ts's type checks that both languages have the same keys.
 */
export const flightRu = {
  meta: {
    title: "{{type}} · {{from}} → {{to}}, {{date}}",
    description:
      "{{type}}, {{from}} → {{to}}, {{date}}: мест в салоне — {{seats}}. Цена за весь самолёт {{price}}, без наценки брокера.",
  },
  detail: {
    label: "Выбранный рейс: {{type}}",
    heading: "{{type}}",
    tail: "Бортовой номер {{tail}}",
    there: "Туда",
    back: "Обратно",
    route: "{{from}} → {{to}}",
    departure: "Вылет",
    arrival: "Прилёт",
    localTime: "местное время",
    aircraft: "Самолёт",
    year: "Год выпуска",
    seats: "Мест в салоне",
    class: "Класс",
    flightTime: "Среднее время в пути",
    stop: "Техническая посадка",
    stopTimes: "посадка {{arrival}}, вылет {{departure}}",
    duration: "{{hours}} ч {{minutes}} мин",
    durationHours: "{{hours}} ч",
    durationMinutes: "{{minutes}} мин",
    emptyLeg: "Пустой перелёт: самолёт летит этим рейсом в любом случае, поэтому цена ниже обычной.",
  },
  // Issue 28, item 3: the opened flight's first screen (app/flight/flight-summary.tsx).
  summary: {
    flightTime: "В пути",
    seats: "Мест",
    offer: "Предложение {{number}}",
    currentAt: "цены на {{when}} МСК",
  },
  specs: {
    heading: "Характеристики самолёта",
    flyingRange: "Дальность полёта",
    cruisingSpeed: "Крейсерская скорость",
    seats: "Пассажирских мест",
    year: "Год выпуска",
    renewal: "Последнее обновление салона",
    onRequest: "по запросу",
  },
  // Issue 27, item 2: who operates the flight, under which certificate, insurance and audits.
  operator: {
    heading: "Оператор и документы",
    name: "Оператор",
    aoc: "Сертификат эксплуатанта",
    aocValue: "№ {{number}}, {{authority}}, действует по {{date}}",
    insurance: "Страхование ответственности",
    insuranceValue: "{{cover}}, {{insurer}}, действует по {{date}}",
    audits: "Аудиты безопасности",
    audit: "{{program}} {{rating}}, аудит {{date}}",
    sample: "образец документа",
    sampleNote:
      "Документы с пометкой «образец» — демонстрационные: настоящие оператор внесёт до начала продаж.",
    none: "не внесён",
  },
  orderInfo: {
    heading: "Номер рейса",
    line: "Рейс {{number}}, {{date}}",
    text: "Назовите этот номер менеджеру: он сразу увидит ваш самолёт, маршрут и цену.",
  },
  gallery: {
    heading: "Фотографии",
    label: "Фотографии {{type}}",
    photo: "{{type}}, фото {{index}}",
    drawing: "{{type}}: рисунок типа, вид сбоку",
    previous: "Прокрутить фотографии назад",
    next: "Прокрутить фотографии вперёд",
    empty: "Фотографии этого самолёта менеджер пришлёт по запросу.",
  },
  price: {
    heading: "Стоимость",
    total: "Итого",
    bothLegs: "за перелёт туда и обратно",
    oneLeg: "за перелёт",
    order: "Заказать",
    orderLabel: "Заказать рейс {{number}}",
  },
  breakdown: {
    heading: "Из чего складывается цена",
    legTotal: "Итого за перелёт",
    positioning: "Перегон {{from}} → {{to}}",
    airportFees: "Сборы аэропорта {{airport}}",
    crewOvernight_one: "Проживание экипажа и стоянка, {{count}} ночь",
    crewOvernight_few: "Проживание экипажа и стоянка, {{count}} ночи",
    crewOvernight_many: "Проживание экипажа и стоянка, {{count}} ночей",
    crewOvernight_other: "Проживание экипажа и стоянка, {{count}} ночи",
    crewRest_one: "Отдых экипажа перед следующим полётом, {{airport}}, {{count}} ночь",
    crewRest_few: "Отдых экипажа перед следующим полётом, {{airport}}, {{count}} ночи",
    crewRest_many: "Отдых экипажа перед следующим полётом, {{airport}}, {{count}} ночей",
    crewRest_other: "Отдых экипажа перед следующим полётом, {{airport}}, {{count}} ночи",
    augmentedCrew: "Усиленный экипаж: третий пилот, чтобы уложиться в норму рабочего времени",
    dailyMinimum_one: "Минимальный налёт за {{count}} день ожидания",
    dailyMinimum_few: "Минимальный налёт за {{count}} дня ожидания",
    dailyMinimum_many: "Минимальный налёт за {{count}} дней ожидания",
    dailyMinimum_other: "Минимальный налёт за {{count}} дня ожидания",
    airportFeesOn: "Сборы аэропорта {{airport}}, вылет {{date}}",
    technicalStop: "Техническая посадка, {{airport}}: сборы и заправка",
    peakDay: "Надбавка за пиковый день: {{name}}, {{percent}}\u00a0%",
    vatIncluded: "В том числе НДС {{percent}} %",
    vatZero: "НДС 0 %: международная перевозка",
    detailHours: "{{minutes}} мин × {{rate}} в час",
    detailNights: "{{count}} × {{rate}}",
    detailDays: "{{days}} × {{minutes}} мин × {{rate}} в час",
    detailVat: "Налоговый кодекс РФ, ст. 164",
    emptyLegDiscount: "Скидка на пустой перелёт {{percent}}\u00a0%",
    stayWait_one:
      "Между рейсами самолёт с экипажем ждёт вас на месте: {{count}} ночь проживания экипажа и стоянки входит в цену.",
    stayWait_few:
      "Между рейсами самолёт с экипажем ждёт вас на месте: {{count}} ночи проживания экипажа и стоянки входят в цену.",
    stayWait_many:
      "Между рейсами самолёт с экипажем ждёт вас на месте: {{count}} ночей проживания экипажа и стоянки входят в цену.",
    stayWait_other:
      "Между рейсами самолёт с экипажем ждёт вас на месте: {{count}} ночи проживания экипажа и стоянки входят в цену.",
    stayFerry_one:
      "Пока вы на месте ({{count}} день), самолёт не простаивает за ваш счёт: он улетает на базу ({{base}}) и возвращается за вами к обратному рейсу. Оба перегона входят в цену.",
    stayFerry_few:
      "Пока вы на месте ({{count}} дня), самолёт не простаивает за ваш счёт: он улетает на базу ({{base}}) и возвращается за вами к обратному рейсу. Оба перегона входят в цену.",
    stayFerry_many:
      "Пока вы на месте ({{count}} дней), самолёт не простаивает за ваш счёт: он улетает на базу ({{base}}) и возвращается за вами к обратному рейсу. Оба перегона входят в цену.",
    stayFerry_other:
      "Пока вы на месте ({{count}} дня), самолёт не простаивает за ваш счёт: он улетает на базу ({{base}}) и возвращается за вами к обратному рейсу. Оба перегона входят в цену.",
    atCost: "Оплачивается по факту, сверх цены:",
    atCostDeIcing:
      "обработка от обледенения, если она понадобится в день вылета (в этом месяце средняя температура в аэропорту вылета ниже нуля; около 1\u00a0300\u00a0$ за обработку небольшого самолёта);",
    atCostCatering: "питание на борту: его заказывают по вашему выбору.",
    rounding: "Каждая строка округлена до целых, поэтому сумма строк может отличаться от итога на единицу.",
  },
  co2: {
    heading: "Выбросы CO₂",
    leg: "{{leg}}: около {{value}} т",
    passengerLeg: "Перелёт с пассажирами",
    positioning: "Перегоны без пассажиров: около {{value}} т",
    total: "Всего за поездку: около {{value}} т",
    method:
      "Оценка, а не замер: часовой расход топлива этого типа самолёта × время в пути × {{factor}} кг " +
      "CO₂ на килограмм топлива (коэффициент ИКАО), включая перегоны без пассажиров.",
  },
  cabin: {
    heading: "Салон и размеры",
    dimensionsLabel: "Размеры, м",
    cabin_height: "Высота салона",
    wing_span: "Размах крыла",
    cabin_length: "Длина салона",
    fuselage_height: "Высота самолёта",
    interior_width: "Ширина салона",
    fuselage_length: "Длина самолёта",
    layout: "Схема салона",
    layoutAlt: "Схема расположения кресел {{type}}",
    layoutTypicalAlt: "Типовая схема расположения кресел {{type}}",
    layoutTypical:
      "Типовая компоновка этого типа самолёта: расположение кресел в этом борту менеджер уточнит по запросу.",
    layoutOpen: "Открыть схему салона крупно",
    layoutOnRequest: "Схему расположения кресел этого самолёта менеджер пришлёт по запросу.",
  },
  documents: {
    heading: "Документы перевозчика",
    compensations: "Компенсации пассажирам: порядок и размеры (PDF)",
    flights: "Права пассажиров: ФАП-82",
    flightsNote: "Федеральные авиационные правила перевозки пассажиров, действующая редакция",
    opensInNewTab: "(откроется в новой вкладке)",
  },
  order: {
    heading: "Как заказать этот рейс",
    text:
      "Нажмите «Заказать» и подтвердите телефон кодом из SMS: оператор перезвонит. Или позвоните нам " +
      "либо напишите в мессенджер и назовите номер рейса {{number}}. Менеджер проверит наличие " +
      "самолёта на ваши даты, согласует детали перелёта и пришлёт договор.",
    hours: "Мы на связи круглосуточно, без выходных.",
    call: "Позвонить: {{phone}}",
    messenger: "Написать в {{name}}",
    email: "Написать на {{email}}",
  },
  share: {
    label: "Поделиться рейсом",
    text: "{{type}}, {{from}} → {{to}}, {{date}}: {{price}}",
    telegram: "Отправить в Telegram",
    whatsapp: "Отправить в WhatsApp",
    email: "Отправить по почте",
    copy: "Скопировать ссылку",
    copied: "Ссылка скопирована",
    copyFailed: "Не удалось скопировать. Ссылка: {{url}}",
  },
  sticky: {
    label: "Цена и заказ",
  },
};

export const flightEn: typeof flightRu = {
  meta: {
    title: "{{type}} · {{from}} → {{to}}, {{date}}",
    description:
      "{{type}}, {{from}} → {{to}}, {{date}}: {{seats}} seats. Price for the whole aircraft {{price}}, with no broker mark-up.",
  },
  detail: {
    label: "Selected flight: {{type}}",
    heading: "{{type}}",
    tail: "Registration {{tail}}",
    there: "Outbound",
    back: "Return",
    route: "{{from}} → {{to}}",
    departure: "Departure",
    arrival: "Arrival",
    localTime: "local time",
    aircraft: "Aircraft",
    year: "Year built",
    seats: "Seats",
    class: "Class",
    flightTime: "Average flight time",
    stop: "Technical stop",
    stopTimes: "lands {{arrival}}, leaves {{departure}}",
    duration: "{{hours}} h {{minutes}} min",
    durationHours: "{{hours}} h",
    durationMinutes: "{{minutes}} min",
    emptyLeg: "Empty leg: the aircraft flies this route anyway, so the price is lower than usual.",
  },
  // Issue 28, item 3: the opened flight's first screen (app/flight/flight-summary.tsx).
  summary: {
    flightTime: "Flight time",
    seats: "Seats",
    offer: "Offer {{number}}",
    currentAt: "prices as of {{when}} Moscow time",
  },
  specs: {
    heading: "Aircraft specifications",
    flyingRange: "Range",
    cruisingSpeed: "Cruising speed",
    seats: "Passenger seats",
    year: "Year of manufacture",
    renewal: "Last cabin refurbishment",
    onRequest: "on request",
  },
  operator: {
    heading: "Operator and documents",
    name: "Operator",
    aoc: "Air operator certificate",
    aocValue: "No. {{number}}, {{authority}}, valid until {{date}}",
    insurance: "Liability insurance",
    insuranceValue: "{{cover}}, {{insurer}}, valid until {{date}}",
    audits: "Safety audits",
    audit: "{{program}} {{rating}}, audited {{date}}",
    sample: "sample document",
    sampleNote:
      "Documents marked “sample” are for demonstration: the operator enters its real ones before sales begin.",
    none: "not on record",
  },
  orderInfo: {
    heading: "Flight number",
    line: "Flight {{number}}, {{date}}",
    text: "Give this number to a manager: they will see your aircraft, route and price at once.",
  },
  gallery: {
    heading: "Photos",
    label: "Photos of {{type}}",
    photo: "{{type}}, photo {{index}}",
    drawing: "{{type}}: a drawing of the type, side view",
    previous: "Scroll photos back",
    next: "Scroll photos forward",
    empty: "A manager will send you photos of this aircraft on request.",
  },
  price: {
    heading: "Price",
    total: "Total",
    bothLegs: "for the outbound and return flights",
    oneLeg: "for the flight",
    order: "Order",
    orderLabel: "Order flight {{number}}",
  },
  breakdown: {
    heading: "What the price is made of",
    legTotal: "Flight total",
    positioning: "Positioning flight {{from}} → {{to}}",
    airportFees: "{{airport}} airport charges",
    crewOvernight_one: "Crew overnight and parking, {{count}} night",
    crewOvernight_few: "Crew overnight and parking, {{count}} nights",
    crewOvernight_many: "Crew overnight and parking, {{count}} nights",
    crewOvernight_other: "Crew overnight and parking, {{count}} nights",
    crewRest_one: "Crew rest before the next flight, {{airport}}, {{count}} night",
    crewRest_few: "Crew rest before the next flight, {{airport}}, {{count}} nights",
    crewRest_many: "Crew rest before the next flight, {{airport}}, {{count}} nights",
    crewRest_other: "Crew rest before the next flight, {{airport}}, {{count}} nights",
    augmentedCrew: "Augmented crew: a third pilot, to stay within duty-time limits",
    dailyMinimum_one: "Daily minimum for {{count}} day of waiting",
    dailyMinimum_few: "Daily minimum for {{count}} days of waiting",
    dailyMinimum_many: "Daily minimum for {{count}} days of waiting",
    dailyMinimum_other: "Daily minimum for {{count}} days of waiting",
    airportFeesOn: "{{airport}} airport charges, departure on {{date}}",
    technicalStop: "Technical stop, {{airport}}: charges and refuelling",
    peakDay: "Peak-day surcharge: {{name}}, {{percent}}%",
    vatIncluded: "Including VAT at {{percent}}%",
    vatZero: "VAT 0%: international carriage",
    detailHours: "{{minutes}} min × {{rate}} an hour",
    detailNights: "{{count}} × {{rate}}",
    detailDays: "{{days}} × {{minutes}} min × {{rate}} an hour",
    detailVat: "Tax Code of the Russian Federation, art. 164",
    emptyLegDiscount: "Empty-leg discount {{percent}}%",
    stayWait_one:
      "Between the flights the aircraft and crew wait for you: {{count}} night of crew hotel and parking is in the price.",
    stayWait_few:
      "Between the flights the aircraft and crew wait for you: {{count}} nights of crew hotel and parking are in the price.",
    stayWait_many:
      "Between the flights the aircraft and crew wait for you: {{count}} nights of crew hotel and parking are in the price.",
    stayWait_other:
      "Between the flights the aircraft and crew wait for you: {{count}} nights of crew hotel and parking are in the price.",
    stayFerry_one:
      "You do not pay for the aircraft to sit idle during your {{count}}-day stay: it flies back to base ({{base}}) and returns for your flight home. Both positioning flights are in the price.",
    stayFerry_few:
      "You do not pay for the aircraft to sit idle during your {{count}}-day stay: it flies back to base ({{base}}) and returns for your flight home. Both positioning flights are in the price.",
    stayFerry_many:
      "You do not pay for the aircraft to sit idle during your {{count}}-day stay: it flies back to base ({{base}}) and returns for your flight home. Both positioning flights are in the price.",
    stayFerry_other:
      "You do not pay for the aircraft to sit idle during your {{count}}-day stay: it flies back to base ({{base}}) and returns for your flight home. Both positioning flights are in the price.",
    atCost: "Billed at cost, on top of the price:",
    atCostDeIcing:
      "de-icing, if the aircraft needs it on the day (this month's mean temperature at the departure airport is below zero; about $1,300 an application on a small jet);",
    atCostCatering: "catering, ordered to your taste.",
    rounding: "Each line is rounded to whole units, so the lines may differ from the total by one.",
  },
  co2: {
    heading: "CO₂ emissions",
    leg: "{{leg}}: about {{value}} t",
    passengerLeg: "Passenger flight",
    positioning: "Positioning flights without passengers: about {{value}} t",
    total: "Whole trip: about {{value}} t",
    method:
      "An estimate, not a measurement: this type's fuel burn per block hour × flight time × {{factor}} kg " +
      "of CO₂ per kilogram of fuel (ICAO), positioning flights included.",
  },
  cabin: {
    heading: "Cabin and dimensions",
    dimensionsLabel: "Dimensions, m",
    cabin_height: "Cabin height",
    wing_span: "Wingspan",
    cabin_length: "Cabin length",
    fuselage_height: "Aircraft height",
    interior_width: "Cabin width",
    fuselage_length: "Aircraft length",
    layout: "Cabin layout",
    layoutAlt: "Seat layout of the {{type}}",
    layoutTypicalAlt: "Typical seat layout of the {{type}}",
    layoutTypical:
      "A typical layout of this aircraft type: a manager will confirm this aircraft's seating on request.",
    layoutOpen: "Open the cabin layout full size",
    layoutOnRequest: "A manager will send you this aircraft's seat layout on request.",
  },
  documents: {
    heading: "Carrier documents",
    compensations: "Passenger compensation: rules and amounts (PDF)",
    flights: "Passenger rights: FAP-82 (in Russian)",
    flightsNote: "The Russian Federal Aviation Rules on carrying passengers, current edition",
    opensInNewTab: "(opens in a new tab)",
  },
  order: {
    heading: "How to order this flight",
    text:
      "Press Order and confirm your phone with the code we text you: an operator will call you back. " +
      "Or call us or message us and give the flight number {{number}}. A manager will check the " +
      "aircraft is available on your dates, agree the details of the flight and send you the contract.",
    hours: "We answer around the clock, seven days a week.",
    call: "Call {{phone}}",
    messenger: "Message on {{name}}",
    email: "Write to {{email}}",
  },
  share: {
    label: "Share this flight",
    text: "{{type}}, {{from}} → {{to}}, {{date}}: {{price}}",
    telegram: "Share on Telegram",
    whatsapp: "Share on WhatsApp",
    email: "Share by e-mail",
    copy: "Copy link",
    copied: "Link copied",
    copyFailed: "Could not copy. The link: {{url}}",
  },
  sticky: {
    label: "Price and order",
  },
};
