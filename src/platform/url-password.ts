/**
 * A URL (or a proxy value, whose scheme may be missing) as a message may show it: the password of
 * a `user:password@` masked (`user:***@`), and a lone `token@` user masked whole (`***@`), since a
 * token is often given that way. The credentials are those of the authority, which ends at the
 * first `/`, `?` or `#` (an `@` in a path is not one).
 */
export function withoutPassword(value: string): string {
  const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(value)?.[0] ?? '';
  const rest = value.slice(scheme.length);
  const authority = /^[^/?#]*/.exec(rest)![0];
  const at = authority.lastIndexOf('@');
  if (at < 0) return value;
  const userinfo = authority.slice(0, at);
  const colon = userinfo.indexOf(':');
  const shown = colon < 0 ? '***' : `${userinfo.slice(0, colon)}:***`;
  return `${scheme}${shown}${rest.slice(at)}`;
}
