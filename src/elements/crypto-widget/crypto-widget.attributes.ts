import type { PropsOf } from '../../platform/runtime/attributes';
import { feedAttributes } from '../../widgets/quotes-table/feed-attributes';

export type CryptoWidgetProps = PropsOf<typeof feedAttributes>;
