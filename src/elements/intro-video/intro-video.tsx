import { useEffect, useRef, useState } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { safeMediaUrl } from '../../platform/dom/safe-address';
import { reducedMotion } from '../../styles/breakpoints';
import css from './intro-video.css';
import type { IntroVideoProps } from './intro-video.attributes';

/** Adopted with the view (see lazyView): pages without this element never load it. */
export const styles = [css];

/** `static`: the intro with controls, when autoplay is refused or the visitor prefers reduced motion. */
export type VideoPhase = 'intro' | 'loop' | 'static';

/** The intro plays once, muted, then the loop repeats; a refused autoplay shows the static video. */
export function IntroVideo({ introSrc, loopSrc, poster, host }: IntroVideoProps & HostProps) {
  const [phase, setPhase] = useState<VideoPhase>(() => (reducedMotion() ? 'static' : 'intro'));
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    host.dataset.state = phase;
    if (phase === 'static') return;
    video.current!.play().catch((error: Error) => {
      console.warn(`<intro-video>: autoplay was refused (${error.name}); showing the video with controls.`);
      setPhase('static');
    });
  }, [phase, host]);

  if (phase === 'static') {
    return (
      <video
        part="video"
        src={safeMediaUrl(introSrc, '<intro-video> "intro-src"') ?? undefined}
        poster={safeMediaUrl(poster, '<intro-video> "poster"') ?? undefined}
        controls
        playsInline
        preload="metadata"
      />
    );
  }
  return (
    <video
      key={phase}
      ref={video}
      part="video"
      src={safeMediaUrl(phase === 'intro' || !loopSrc ? introSrc : loopSrc, '<intro-video> "src"') ?? undefined}
      poster={safeMediaUrl(poster, '<intro-video> "poster"') ?? undefined}
      muted
      playsInline
      loop={phase === 'loop'}
      onEnded={() => setPhase('loop')}
    />
  );
}
