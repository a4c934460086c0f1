/** "?inventoryId=...&status=Pending" from a filter, leaving out empty values; "" when none. */
export function toQueryString(filter: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}
