/** A telephone number as written for people ("+233 30 000 0000") as a `tel:` link: digits and the leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
