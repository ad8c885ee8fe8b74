import { attr, type PropsOf } from '../../platform/runtime/attributes';

export const languageSwitcherAttributes = { label: attr.string() };

export type LanguageSwitcherProps = PropsOf<typeof languageSwitcherAttributes>;
