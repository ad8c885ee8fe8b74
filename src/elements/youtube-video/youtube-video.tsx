import { useWords } from '../../platform/hooks/use-words';
import { youtubeVideoWords } from './youtube-video.words';
import { useEffect, useRef, useState } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { reducedMotion } from '../../platform/dom/reduced-motion';
import css from './youtube-video.css';
import { PREVIEW_HIDE_MS, playerUrl, startProblem, videoIdProblem } from './youtube-video.model';
import type { YoutubeVideoProps } from './youtube-video.attributes';
import { safeLink } from '../../platform/dom/safe-url';

/** Adopted with the view (see lazyView): pages without this element never load it. */
export const styles = [css];

/** `loading`: the player is there and the preview still covers it, fading out for 400 ms. */
export type VideoPhase = 'preview' | 'loading' | 'playing';

export function YoutubeVideo({
  videoId,
  title,
  start,
  playLabel: playLabelGiven,
  host,
}: YoutubeVideoProps & HostProps) {
  const t = useWords(host, youtubeVideoWords);
  // A page's own play-label is followed by the title as before; the words read it whole.
  const playName = title
    ? playLabelGiven
      ? `${playLabelGiven}: ${title}`
      : t('play_title', { title })
    : playLabelGiven || t('play');
  const idProblem = videoIdProblem(videoId);
  const badStart = startProblem(start);
  useEffect(() => {
    if (idProblem) console.error(`<youtube-video>: ${idProblem}; only the preview is shown.`);
  }, [idProblem]);
  useEffect(() => {
    if (badStart) console.error(`<youtube-video>: ${badStart}; playing from the beginning.`);
  }, [badStart]);

  // Another video (or start) begins again at its preview.
  return (
    <Video
      key={`${videoId}@${start}`}
      src={idProblem ? null : playerUrl(videoId, start)}
      title={title}
      playName={playName}
      playerTitle={title || t('player')}
      host={host}
    />
  );
}

interface VideoProps {
  /** The player's address; null for a bad id: the preview only, no play button. */
  src: string | null;
  title: string;
  /** The play button's accessible name. */
  playName: string;
  /** The player frame's title. */
  playerTitle: string;
  host: HTMLElement;
}

function Video({ src, title, playName, playerTitle, host }: VideoProps) {
  const [phase, setPhase] = useState<VideoPhase>('preview');
  const preview = useRef<HTMLDivElement>(null);
  const player = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    host.dataset.state = phase;
  }, [phase, host]);

  // The preview covers the loading player for 400 ms (docs/RULES.md §9), fading only when the
  // visitor welcomes motion; it is an animation, so its time is the document's, not a timer's.
  useEffect(() => {
    if (phase !== 'loading') return;
    player.current!.focus();
    const keyframes = reducedMotion() ? [{ opacity: 1 }, { opacity: 1 }] : [{ opacity: 1 }, { opacity: 0 }];
    const hiding = preview.current!.animate(keyframes, {
      duration: PREVIEW_HIDE_MS,
      easing: 'ease-out',
      fill: 'forwards',
    });
    hiding.finished.then(
      () => setPhase('playing'),
      () => {}, // cancelled: the element went away or another video came
    );
    return () => hiding.cancel();
  }, [phase]);

  return (
    <div className="frame">
      {src && phase !== 'preview' && (
        <iframe
          ref={player}
          part="player"
          src={safeLink(src, '<youtube-video> player URL') ?? undefined}
          title={playerTitle}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      )}
      <div
        ref={preview}
        part="preview"
        className="preview"
        hidden={phase === 'playing'}
        data-leaving={phase === 'loading' || undefined}
      >
        <slot>
          <div className="placeholder">{title && <span className="placeholder-title">{title}</span>}</div>
        </slot>
        {src && (
          <button type="button" part="play" className="play" aria-label={playName} onClick={() => setPhase('loading')}>
            <svg viewBox="0 0 68 48" width="68" height="48" aria-hidden="true" focusable="false">
              <rect width="68" height="48" rx="12" fill="currentColor" />
              <path d="M27 14v20l18-10z" fill="#fff" />
            </svg>
          </button>
        )}
      </div>
    </div>
  );
}
