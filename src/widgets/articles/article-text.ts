/** Small texts of the article widgets. Pure. */

/** `{minutes} min read` with the number in the locale's digits; the template comes from an attribute. */
export function readingTimeText(template: string, minutes: number, locale: string): string {
  let number: string;
  try {
    number = new Intl.NumberFormat(locale).format(minutes);
  } catch {
    number = String(minutes);
  }
  return template.includes('{minutes}') ? template.replaceAll('{minutes}', number) : `${number} ${template}`;
}

/** Fills `{name}` placeholders of an attribute text. */
export function fillText(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : match,
  );
}
