/** docs/RULES.md §9: dialogs open in 150 ms and close in 75 ms. */
export const DIALOG_OPEN_MS = 150;
export const DIALOG_CLOSE_MS = 75;
