import { bilingual } from "../ui/copy";
import type { PhotoErrorCode, PhotoKind } from "~/charter/index.server";

/** What a photo write that went through tells the page it lands on (issue 27, item 5). */
export const PHOTO_DONE_CODES = ["photo-added", "photo-moved", "photo-removed"] as const;
export type PhotoDoneCode = (typeof PHOTO_DONE_CODES)[number];

interface PhotoTexts {
  title: string;
  heading: string;
  intro: string;
  manage: string;
  back: string;
  empty: string;
  kinds: Record<PhotoKind, string>;
  kindLabel: string;
  fileLabel: string;
  fileHint: string;
  upload: string;
  earlier: string;
  later: string;
  remove: string;
  place: string;
  size: string;
  alt: string;
  done: Record<PhotoDoneCode, string>;
  errors: Record<PhotoErrorCode, string>;
}

/** The photos' words, for an airline's dispatcher or our supervisor (issue 27, item 5). */
export const photoCopy = bilingual<PhotoTexts>({
  ru: {
    title: "Фото борта {{tail}}",
    heading: "Фотографии",
    intro:
      "Снаружи, салон и кресла: их видят клиенты в карточках и на странице перелёта. JPEG, PNG, WebP или AVIF, до 15 МБ, не меньше 640 пикселей в ширину. Данные EXIF (и координаты съёмки) удаляются.",
    manage: "Все фото борта, порядок и удаление",
    back: "К борту",
    empty: "Фотографий пока нет: в карточках показан рисунок типа.",
    kinds: { exterior: "Снаружи", cabin: "Салон", seats: "Кресла" },
    kindLabel: "Что на фото",
    fileLabel: "Файл",
    fileHint: "JPEG, PNG, WebP или AVIF, до 15 МБ",
    upload: "Загрузить фото",
    earlier: "Раньше",
    later: "Позже",
    remove: "Убрать",
    place: "{{place}} из {{of}}",
    size: "{{width}} × {{height}} пикс.",
    alt: "{{kind}}: фото {{place}} борта {{tail}}",
    done: {
      "photo-added": "Фото загружено и уже показывается в карточках.",
      "photo-moved": "Порядок фото изменён.",
      "photo-removed": "Фото убрано из карточек.",
    },
    errors: {
      empty: "Файл пустой. Выберите фотографию и загрузите её ещё раз.",
      too_large: "Файл больше 15 МБ. Уменьшите фото и загрузите его ещё раз.",
      not_an_image: "Файл не читается как изображение: он повреждён или это не фото.",
      unsupported_format: "Формат не поддерживается. Подойдут JPEG, PNG, WebP и AVIF.",
      too_many_pixels: "Снимок больше 50 мегапикселей. Уменьшите его и загрузите ещё раз.",
      too_small: "Снимок уже 640 пикселей: в карточке он будет размытым. Загрузите фото крупнее.",
      not_found: "Такого фото или борта нет среди ваших.",
      kind_required: "Укажите, что на фото: борт снаружи, салон или кресла.",
      file_required: "Выберите файл с фотографией.",
      already_removed: "Это фото уже убрано.",
      storage_failed: "Хранилище файлов не ответило, ничего не сохранено. Попробуйте ещё раз через минуту.",
    },
  },
  en: {
    title: "Photos of {{tail}}",
    heading: "Photos",
    intro:
      "Exterior, cabin and seats: customers see them on the cards and the flight page. JPEG, PNG, WebP or AVIF, up to 15 MB, at least 640 pixels wide. EXIF data (the location included) is removed.",
    manage: "All photos of this aircraft, their order and removal",
    back: "Back to the aircraft",
    empty: "No photos yet: the cards show the type's drawing.",
    kinds: { exterior: "Exterior", cabin: "Cabin", seats: "Seats" },
    kindLabel: "What the photo shows",
    fileLabel: "File",
    fileHint: "JPEG, PNG, WebP or AVIF, up to 15 MB",
    upload: "Upload photo",
    earlier: "Earlier",
    later: "Later",
    remove: "Remove",
    place: "{{place}} of {{of}}",
    size: "{{width}} × {{height}} px",
    alt: "{{kind}}: photo {{place}} of {{tail}}",
    done: {
      "photo-added": "Photo uploaded; the cards show it now.",
      "photo-moved": "Photo order changed.",
      "photo-removed": "Photo taken off the cards.",
    },
    errors: {
      empty: "The file is empty. Choose the photo and upload it again.",
      too_large: "The file is larger than 15 MB. Make the photo smaller and upload it again.",
      not_an_image: "The file cannot be read as a picture: it is damaged or not a photo.",
      unsupported_format: "This format is not accepted. Use JPEG, PNG, WebP or AVIF.",
      too_many_pixels: "The picture is over 50 megapixels. Make it smaller and upload it again.",
      too_small:
        "The picture is under 640 pixels wide and would look blurred on a card. Upload a larger one.",
      not_found: "There is no such photo or aircraft among yours.",
      kind_required: "Say what the photo shows: exterior, cabin or seats.",
      file_required: "Choose a photo file.",
      already_removed: "This photo has been removed already.",
      storage_failed: "The file storage did not answer; nothing was saved. Try again in a minute.",
    },
  },
});
