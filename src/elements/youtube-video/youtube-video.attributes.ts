import { attr, type PropsOf } from '../../platform/runtime/attributes';

export const youtubeVideoAttributes = {
  videoId: attr.string(),
  title: attr.string(),
  start: attr.number(0),
  playLabel: attr.string(),
};

export type YoutubeVideoProps = PropsOf<typeof youtubeVideoAttributes>;
