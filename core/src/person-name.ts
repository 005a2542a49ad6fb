/** A person's first and last name as one, skipping what they left blank; '' when both are. */
export function fullName(first: string | null | undefined, last: string | null | undefined): string {
  return [first, last].filter(Boolean).join(' ').trim();
}
