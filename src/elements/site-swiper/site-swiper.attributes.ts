import { attr, type PropsOf } from '../../platform/runtime/attributes';

export const siteSwiperAttributes = {
  speed: attr.number(300),
  autoplay: attr.boolean(),
  delay: attr.number(3000),
  loop: attr.boolean(),
  slidesPerView: attr.list(),
  label: attr.string(),
};

export type SiteSwiperProps = PropsOf<typeof siteSwiperAttributes>;
