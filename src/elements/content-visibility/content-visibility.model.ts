/** Which product a page is about, from its URL path (docs/RULES.md §2, 9). Pure. */
import { AttributeError, attr } from '../../platform/runtime/attributes';

const PRODUCT_TYPES = ['cfd', 'etf', 'sb', 'stock'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

const isProductType = (value: string): value is ProductType => (PRODUCT_TYPES as readonly string[]).includes(value);

/** The first path segment naming a product type (`/de/etf/fees` → `etf`), else `cfd`. */
export function productTypeFromPath(pathname: string): ProductType {
  const segments = pathname.toLowerCase().split('/');
  return segments.find(isProductType) ?? 'cfd';
}

/** A comma list of product types; an unknown one makes the attribute malformed. */
export const productTypesAttribute = attr.list<ProductType>([], (value) => {
  const types = attr
    .list()
    .parse(value)
    .map((type) => type.toLowerCase());
  const unknown = types.filter((type) => !isProductType(type));
  if (unknown.length > 0) {
    throw new AttributeError(`lists unknown product types ${unknown.join(', ')}; expected ${PRODUCT_TYPES.join(', ')}`);
  }
  return types as ProductType[];
});
