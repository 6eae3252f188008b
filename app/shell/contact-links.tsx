import { useTranslation } from "react-i18next";
import type { SiteSettings } from "~/content/site-settings";
import { MailIcon, PhoneIcon, TelegramIcon, ViberIcon, WhatsAppIcon } from "./icons";

const MESSENGER_NAMES = { telegram: "Telegram", whatsapp: "WhatsApp", viber: "Viber" } as const;
const MESSENGER_ICONS = { telegram: TelegramIcon, whatsapp: WhatsAppIcon, viber: ViberIcon } as const;

/** Phone, messenger chats and mail as icon links (spec §2, "Header and footer"). */
export function ContactIcons({ settings, className }: { settings: SiteSettings; className?: string }) {
  const { t } = useTranslation();
  return (
    <ul
      className={className ? `contact-icons ${className}` : "contact-icons"}
      aria-label={t("header.contactsLabel")}
    >
      <li>
        <a
          className="icon-link"
          href={settings.phoneHref}
          aria-label={t("contacts.call", { phone: settings.phone })}
        >
          <PhoneIcon />
        </a>
      </li>
      {settings.messengers.map((messenger) => {
        const Icon = MESSENGER_ICONS[messenger.kind];
        return (
          <li key={messenger.kind}>
            <a
              className="icon-link"
              href={messenger.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t("contacts.messenger", { name: MESSENGER_NAMES[messenger.kind] })}
            >
              <Icon />
            </a>
          </li>
        );
      })}
      <li>
        <a
          className="icon-link"
          href={`mailto:${settings.email}`}
          aria-label={t("contacts.email", { email: settings.email })}
        >
          <MailIcon />
        </a>
      </li>
    </ul>
  );
}

export { MESSENGER_NAMES };
