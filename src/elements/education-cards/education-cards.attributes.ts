import { attr, type PropsOf } from '../../platform/runtime/attributes';
import { checkLabels, type Labels } from './education-cards.model';

export const educationCardsAttributes = {
  src: attr.string(),
  pastWebinars: attr.oneOf(['mark', 'hide'] as const, 'mark'),
  timeZone: attr.string(),
  headingLevel: attr.number(3),
  label: attr.string(),
  labels: attr.json<Partial<Labels>>({}, checkLabels),
};

export type EducationCardsProps = PropsOf<typeof educationCardsAttributes>;
