import { attr, type PropsOf } from '../../platform/runtime/attributes';

/** docs/RULES.md §5: the corners a tip may open at. Here, not in the model: the entry carries this file. */
export const CORNERS = ['TOP_RIGHT', 'TOP_END', 'BOTTOM_START', 'BOTTOM_END', 'BOTTOM_LEFT', 'BOTTOM_RIGHT'] as const;

export type Corner = (typeof CORNERS)[number];

export const DEFAULT_CORNER: Corner = 'BOTTOM_END';

export const siteTipAttributes = {
  corner: attr.oneOf(CORNERS, DEFAULT_CORNER),
  label: attr.string(),
  closeLabel: attr.string(),
};

export type SiteTipProps = PropsOf<typeof siteTipAttributes>;
