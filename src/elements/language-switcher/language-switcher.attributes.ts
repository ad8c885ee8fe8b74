import { attr, type PropsOf } from '../../platform/runtime/attributes';

export const languageSwitcherAttributes = { label: attr.string('Language') };

export type LanguageSwitcherProps = PropsOf<typeof languageSwitcherAttributes>;
