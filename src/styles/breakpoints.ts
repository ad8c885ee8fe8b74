/** docs/RULES.md §9 breakpoints, in CSS pixels. */
export const breakpoints = {
  /** Mobile is 0-767, tablet 768-991, desktop 992 and up. */
  tablet: 768,
  desktop: 992,
  /** The navigation switches to hover menus at this width. */
  desktopMenu: 1024,
  mobileSmall: 544,
  /** Tips open as a dialog at this width or narrower. */
  tipDialogMax: 1023,
} as const;
