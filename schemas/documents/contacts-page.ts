import { seoField, seoGroup } from "../objects/seo";
import type { Rule } from "../rule";

/**
 * The contacts page (spec §2). Phone, e-mail, messengers, address and hours are the site settings'
 * (they also feed the header and footer), so this page holds only its own texts.
 */
export const contactsPage = {
  name: "contactsPage",
  title: "Контакты",
  type: "document",
  groups: [{ name: "content", title: "Текст", default: true }, seoGroup],
  fields: [
    seoField,
    {
      name: "heading",
      title: "Заголовок (H1)",
      type: "localeString",
      group: "content",
      validation: (rule: Rule) => rule.required(),
    },
    {
      name: "intro",
      title: "Вступление",
      description:
        "Текст над контактами. Телефон, почта, мессенджеры, адрес и часы работы берутся из «Настроек сайта».",
      type: "localeText",
      group: "content",
    },
    {
      name: "requisites",
      title: "Реквизиты компании",
      description: "Юридическое название, ИНН, ОГРН, юридический адрес — блок «Реквизиты».",
      type: "localeText",
      group: "content",
    },
    {
      name: "directions",
      title: "Как добраться",
      description: "Как доехать до офиса и до терминала бизнес-авиации Внуково-3.",
      type: "localeText",
      group: "content",
    },
  ],
  preview: { prepare: () => ({ title: "Контакты" }) },
} as const;
