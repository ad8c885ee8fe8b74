import { attr, type PropsOf } from '../../platform/runtime/attributes';

export const buttonOnScrollAttributes = { href: attr.string(), threshold: attr.number(600) };

export type ButtonOnScrollProps = PropsOf<typeof buttonOnScrollAttributes>;
