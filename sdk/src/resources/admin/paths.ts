/** `/api/admin/<area>/<id><suffix>` with the id escaped. */
export function adminPath(area: string, id: string, suffix = ''): string {
  return `/api/admin/${area}/${encodeURIComponent(id)}${suffix}`;
}
