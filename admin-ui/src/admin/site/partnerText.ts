/** The message key of a text of the trust partners' screens. */
export const t = (key: string) => `kasuwa.site.partners.${key}`;
