/** Small texts of the article widgets. Pure. */
import { localeNumberFormat } from '../../platform/dom/number-format';

/** `{minutes} min read` with the number in the locale's digits; the template comes from an attribute. */
export function readingTimeText(template: string, minutes: number, locale: string): string {
  const number = localeNumberFormat(locale).format(minutes);
  return template.includes('{minutes}') ? template.replaceAll('{minutes}', number) : `${number} ${template}`;
}

/** Fills `{name}` placeholders of an attribute text. */
export function fillText(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : match,
  );
}
