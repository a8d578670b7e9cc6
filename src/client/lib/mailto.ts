/**
 * A `mailto:` link (RFC 6068) that always opens a mail to exactly `address`, with exactly the
 * header fields given. Every part is percent-encoded: a stored address such as
 * `a@b.c?cc=victim%40x.test&body=phish` (taken before the forms' email rule refused such
 * addresses) stays one odd recipient instead of adding a Cc and a body to staff's reply. The @
 * between the two halves stays literal, as RFC 6068 writes it and every mail client expects.
 */
export function mailtoHref(address: string, fields: Record<string, string> = {}): string {
  const at = address.lastIndexOf('@');
  const to =
    at < 0
      ? encodeURIComponent(address)
      : `${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
  const query = Object.entries(fields)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  return query === '' ? `mailto:${to}` : `mailto:${to}?${query}`;
}
