import { attr, type PropsOf } from '../../platform/runtime/attributes';
import { isRecord } from '../../platform/dom/is-record';

export const spreadsTableAttributes = {
  instruments: attr.list(),
  src: attr.string(),
  tokenUrl: attr.string(),
  ws_api: attr.string(),
  instrumentNames: attr.json<Readonly<Record<string, string>>>({}, (value) =>
    isRecord(value) && Object.values(value).every((name) => typeof name === 'string')
      ? null
      : 'expected a JSON object of texts',
  ),
  caption: attr.string(''),
};

export type SpreadsTableProps = PropsOf<typeof spreadsTableAttributes>;
