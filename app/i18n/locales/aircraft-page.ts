/**
 * Interface copy of the aircraft pages (issue 17, item 4), Russian and English side by side. ru.ts
 * and en.ts mount it under `aircraftPage`; en.ts's type checks that both languages have the same
 * keys. Titles stay within 60 characters and descriptions within 70–160 for the longest name of
 * the fleet ("Pilatus PC-12/47E NG RA-67632"), as the Studio's SEO warnings ask of editors.
 */
export const aircraftPageRu = {
  meta: {
    title: "{{name}} — фото, салон, характеристики",
    description_one:
      "Аренда {{name}} с экипажем: {{count}} место, {{year}} год выпуска. Фото, схема салона, размеры кабины и характеристики.",
    description_few:
      "Аренда {{name}} с экипажем: {{count}} места, {{year}} год выпуска. Фото, схема салона, размеры кабины и характеристики.",
    description_many:
      "Аренда {{name}} с экипажем: {{count}} мест, {{year}} год выпуска. Фото, схема салона, размеры кабины и характеристики.",
    description_other:
      "Аренда {{name}} с экипажем: {{count}} места, {{year}} год выпуска. Фото, схема салона, размеры кабины и характеристики.",
    descriptionWithBase_one:
      "Аренда {{name}} с экипажем: {{count}} место, {{year}} год выпуска, базируется в аэропорту {{base}}. Фото и схема салона.",
    descriptionWithBase_few:
      "Аренда {{name}} с экипажем: {{count}} места, {{year}} год выпуска, базируется в аэропорту {{base}}. Фото и схема салона.",
    descriptionWithBase_many:
      "Аренда {{name}} с экипажем: {{count}} мест, {{year}} год выпуска, базируется в аэропорту {{base}}. Фото и схема салона.",
    descriptionWithBase_other:
      "Аренда {{name}} с экипажем: {{count}} места, {{year}} год выпуска, базируется в аэропорту {{base}}. Фото и схема салона.",
  },
  tail: "Бортовой номер {{tail}}",
  gallery: {
    heading: "Фотографии",
    drawing: "{{type}}: рисунок типа, вид сбоку",
    drawingNote:
      "Фотографий этого борта на сайте пока нет: показан рисунок его типа. Менеджер пришлёт фото по запросу.",
    empty: "Фотографии этого самолёта менеджер пришлёт по запросу.",
  },
  specs: {
    heading: "Характеристики",
    seats: "Мест в салоне",
    aircraftClass: "Класс",
    manufacturer: "Производитель",
    yearOfCreation: "Год выпуска",
    yearOfOverhaul: "Капитальный ремонт",
    yearOfRenewal: "Обновление салона",
    flyingRange: "Дальность полёта",
    cruisingSpeed: "Крейсерская скорость",
    takeOffDistance: "Потребная длина ВПП",
    homeBase: "Базовый аэропорт",
    wingSpan: "Размах крыла",
    overallHeight: "Высота самолёта",
    overallLength: "Длина самолёта",
    rangeNote:
      "Дальность — с полным салоном пассажиров и резервом топлива по правилам полётов по приборам; в полёте её уменьшают встречный ветер и погода.",
  },
  cabin: {
    heading: "Размеры салона",
    cabinHeight: "Высота салона",
    cabinWidth: "Ширина салона",
    cabinLength: "Длина салона",
    noData: "нет данных",
    noDataNote: "Опубликованных размеров салона этого типа у нас нет; менеджер уточнит их у эксплуатанта.",
  },
  sources: "Данные типа по открытым источникам: {{source}}.",
  seatMap: {
    heading: "Схема салона",
    alt: "Схема салона {{name}}",
    typicalAlt: "Типовая схема салона {{type}}",
    typical:
      "Типовая компоновка этого типа самолёта: расположение кресел в этом борту менеджер уточнит по запросу.",
    open: "Открыть схему салона крупно",
    none: "Схему салона этого самолёта менеджер пришлёт по запросу.",
  },
  search: {
    heading: "Найти рейс",
    textWithBase:
      "Самолёт базируется в аэропорту {{base}}: с него и начинается поиск. Выберите, куда и когда лететь, — покажем цены свободных самолётов, этот в их числе, если он свободен в ваши даты.",
    text: "Выберите, откуда, куда и когда лететь, — покажем цены свободных самолётов, этот в их числе, если он свободен в ваши даты.",
  },
  flightLink: "Всё о самолёте {{tail}}: фото, салон, характеристики",
};

export const aircraftPageEn: typeof aircraftPageRu = {
  meta: {
    title: "{{name}} — photos, cabin, specs",
    description_one:
      "Charter the {{name}} with crew: {{count}} seat, built in {{year}}. Photos, seat map, cabin dimensions and specifications.",
    description_few:
      "Charter the {{name}} with crew: {{count}} seats, built in {{year}}. Photos, seat map, cabin dimensions and specifications.",
    description_many:
      "Charter the {{name}} with crew: {{count}} seats, built in {{year}}. Photos, seat map, cabin dimensions and specifications.",
    description_other:
      "Charter the {{name}} with crew: {{count}} seats, built in {{year}}. Photos, seat map, cabin dimensions and specifications.",
    descriptionWithBase_one:
      "Charter the {{name}} with crew: {{count}} seat, built in {{year}}, based at {{base}}. Photos and seat map.",
    descriptionWithBase_few:
      "Charter the {{name}} with crew: {{count}} seats, built in {{year}}, based at {{base}}. Photos and seat map.",
    descriptionWithBase_many:
      "Charter the {{name}} with crew: {{count}} seats, built in {{year}}, based at {{base}}. Photos and seat map.",
    descriptionWithBase_other:
      "Charter the {{name}} with crew: {{count}} seats, built in {{year}}, based at {{base}}. Photos and seat map.",
  },
  tail: "Registration {{tail}}",
  gallery: {
    heading: "Photos",
    drawing: "{{type}}: drawing of the type, side view",
    drawingNote:
      "We have no photos of this aircraft on the site yet, so this is a drawing of its type. A manager will send photos on request.",
    empty: "A manager will send you photos of this aircraft on request.",
  },
  specs: {
    heading: "Specifications",
    seats: "Passenger seats",
    aircraftClass: "Class",
    manufacturer: "Manufacturer",
    yearOfCreation: "Year built",
    yearOfOverhaul: "Overhaul",
    yearOfRenewal: "Cabin refurbishment",
    flyingRange: "Range",
    cruisingSpeed: "Cruising speed",
    takeOffDistance: "Take-off field length",
    homeBase: "Home base",
    wingSpan: "Wingspan",
    overallHeight: "Aircraft height",
    overallLength: "Aircraft length",
    rangeNote:
      "Range with a full cabin and instrument-flight fuel reserves; headwinds and weather shorten it on the day.",
  },
  cabin: {
    heading: "Cabin dimensions",
    cabinHeight: "Cabin height",
    cabinWidth: "Cabin width",
    cabinLength: "Cabin length",
    noData: "no data",
    noDataNote:
      "We hold no published cabin dimensions for this type; a manager will confirm them with the operator.",
  },
  sources: "Type figures from published sources: {{source}}.",
  seatMap: {
    heading: "Seat map",
    alt: "Seat map of the {{name}}",
    typicalAlt: "Typical seat map of the {{type}}",
    typical:
      "A typical layout of this aircraft type: a manager will confirm this aircraft's seating on request.",
    open: "Open the seat map full size",
    none: "A manager will send you this aircraft's seat map on request.",
  },
  search: {
    heading: "Find a flight",
    textWithBase:
      "The aircraft is based at {{base}}, so the search starts there. Choose where and when to fly: we show the prices of the aircraft that are free, this one among them if it is free on your dates.",
    text: "Choose where from, where to and when: we show the prices of the aircraft that are free, this one among them if it is free on your dates.",
  },
  flightLink: "All about aircraft {{tail}}: photos, cabin, specifications",
};
