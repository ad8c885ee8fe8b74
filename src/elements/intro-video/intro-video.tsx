import { useEffect, useRef, useState } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { safeMediaUrl } from '../../platform/dom/safe-address';
import { reducedMotion } from '../../platform/dom/reduced-motion';
import iconButton from '../../styles/icon-button.css';
import css from './intro-video.css';
import type { IntroVideoProps } from './intro-video.attributes';
import { pauseLabel, rememberPause, rememberedPause } from './intro-video.model';
import { introVideoWords } from './intro-video.words';
import { useWords } from '../../platform/hooks/use-words';

/** Adopted with the view (see lazyView): pages without this element never load it. */
export const styles = [iconButton, css];

/** `static`: the intro with controls, when autoplay is refused or the visitor prefers reduced motion. */
export type VideoPhase = 'intro' | 'loop' | 'static';

/** The tab's storage, or null where the browser refuses it (the pause then lasts for this page). */
function tabStorage(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The intro plays once, muted, then the loop repeats, with a button that pauses it (remembered
 * for the visit); a refused autoplay shows the static video.
 */
export function IntroVideo({ introSrc, loopSrc, poster, host }: IntroVideoProps & HostProps) {
  const t = useWords(host, introVideoWords);
  const [phase, setPhase] = useState<VideoPhase>(() => (reducedMotion() ? 'static' : 'intro'));
  const [paused, setPaused] = useState(() => rememberedPause(tabStorage()));
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    host.dataset.state = phase;
    if (phase === 'static') return;
    if (paused) return video.current!.pause();
    video.current!.play().catch((error: Error) => {
      // A pause pressed before the play began: the visitor's choice, not a refusal.
      if (error.name === 'AbortError') return;
      console.warn(`<intro-video>: autoplay was refused (${error.name}); showing the video with controls.`);
      setPhase('static');
    });
  }, [phase, host, paused]);

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
  const toggle = () => {
    rememberPause(tabStorage(), !paused);
    setPaused(!paused);
  };
  return (
    <>
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
      <button part="pause" className="icon-button" type="button" aria-label={t(pauseLabel(paused))} onClick={toggle}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path fill="currentColor" d={paused ? 'M8 5v14l11-7z' : 'M6 19h4V5H6v14zm8-14v14h4V5h-4z'} />
        </svg>
      </button>
    </>
  );
}
