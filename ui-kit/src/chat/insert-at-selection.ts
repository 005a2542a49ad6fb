/**
 * `text` put in place of the selection of `value` (or at its end when there is none), with the
 * caret after it. A snippet dropped into the middle of a sentence gets a space on each side
 * where it would otherwise touch a word.
 */
export function insertAtSelection(
  value: string,
  text: string,
  start: number | null | undefined,
  end: number | null | undefined,
): { value: string; caret: number } {
  const from = Math.min(start ?? value.length, value.length);
  const to = Math.max(from, Math.min(end ?? from, value.length));
  const before = value.slice(0, from);
  const after = value.slice(to);
  const lead = before && !/\s$/.test(before) ? ' ' : '';
  const trail = after && !/^\s/.test(after) ? ' ' : '';
  const inserted = `${lead}${text}${trail}`;
  return { value: `${before}${inserted}${after}`, caret: before.length + lead.length + text.length };
}
