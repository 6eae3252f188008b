import { useSiteSettings } from "~/shell/root-data";
import { useTranslation } from "react-i18next";
import type { SiteSettings } from "~/content/site-settings";
import { MESSENGER_NAMES } from "~/shell/contact-links";
import { MailIcon, PhoneIcon, TelegramIcon, ViberIcon, WhatsAppIcon } from "~/shell/icons";

const MESSENGER_ICONS = { telegram: TelegramIcon, whatsapp: WhatsAppIcon, viber: ViberIcon } as const;

/**
 * The phone, e-mail and messengers as labelled links. The header's `ContactIcons` shows the same
 * links as bare icons (and their accessible names are reused); next to an invitation to call, the number and address are written out, so a
 * visitor on a desktop without a phone app can read and dial them.
 */
export function ContactLinks({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation();
  return (
    <ul className="offer-contact__links" aria-label={t("offers.contactManager.linksLabel")}>
      <li>
        <a
          className="offer-contact__link offer-contact__link--phone"
          href={settings.phoneHref}
          aria-label={t("contacts.call", { phone: settings.phone })}
        >
          <PhoneIcon />
          <span>{settings.phone}</span>
        </a>
      </li>
      <li>
        <a
          className="offer-contact__link"
          href={`mailto:${settings.email}`}
          aria-label={t("contacts.email", { email: settings.email })}
        >
          <MailIcon />
          <span>{settings.email}</span>
        </a>
      </li>
      {settings.messengers.map((messenger) => {
        const Icon = MESSENGER_ICONS[messenger.kind];
        const name = MESSENGER_NAMES[messenger.kind];
        return (
          <li key={messenger.kind}>
            <a
              className="offer-contact__link"
              href={messenger.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t("contacts.messenger", { name })}
            >
              <Icon />
              <span>{name}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * spec §2: after the last result (not on empty legs), an invitation to call or message a manager
 * for another aircraft or a complex route.
 */
export function ContactManager() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  return (
    <aside className="offer-contact" aria-labelledby="offer-contact-heading">
      <h2 id="offer-contact-heading" className="offer-contact__heading">
        {t("offers.contactManager.heading")}
      </h2>
      <p className="offer-contact__text">{t("offers.contactManager.text")}</p>
      {settings ? <ContactLinks settings={settings} /> : null}
    </aside>
  );
}
