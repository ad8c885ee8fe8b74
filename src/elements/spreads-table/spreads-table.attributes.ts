import { attr, type PropsOf } from '../../platform/runtime/attributes';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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
  caption: attr.string('Spreads'),
};

export type SpreadsTableProps = PropsOf<typeof spreadsTableAttributes>;
