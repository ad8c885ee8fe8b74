/**
 * Constructable stylesheets shared by every shadow root: one CSSStyleSheet per distinct text.
 * Shadow styles arrive as text only (docs/ARCHITECTURE.md, "Shadow styles").
 */

const sheetsByText = new Map<string, CSSStyleSheet>();

export function sheetFromText(cssText: string): CSSStyleSheet {
  let sheet = sheetsByText.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheetsByText.set(cssText, sheet);
  }
  return sheet;
}
