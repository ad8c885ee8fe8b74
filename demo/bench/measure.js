/**
 * In-page measurements for `npm run bench`: frame intervals, long tasks, main-thread busy time,
 * DOM commits per frame (a MutationObserver callback follows each React commit, so callbacks
 * between two frames count commits) and how many table rows each commit touched.
 */
export function startMeasuring(roots) {
  const frames = [];
  const longTasks = [];
  const commitsPerFrame = [];
  let commitsThisFrame = 0;
  let rowsTouched = 0;
  let commits = 0;
  let running = true;
  let last = performance.now();

  const observer = new MutationObserver((records) => {
    commits++;
    commitsThisFrame++;
    const rows = new Set();
    for (const record of records) {
      const row = (record.target.nodeType === 1 ? record.target : record.target.parentElement)?.closest(
        '[part~="row"]',
      );
      if (row) rows.add(row);
    }
    rowsTouched += rows.size;
  });
  for (const root of roots)
    observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });

  const longTaskObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  });
  longTaskObserver.observe({ type: 'longtask', buffered: false });

  const tick = (now) => {
    if (!running) return;
    frames.push(now - last);
    commitsPerFrame.push(commitsThisFrame);
    commitsThisFrame = 0;
    last = now;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  const started = performance.now();

  return function stop() {
    running = false;
    observer.disconnect();
    longTaskObserver.disconnect();
    const elapsed = performance.now() - started;
    const sorted = [...frames].sort((a, b) => a - b);
    const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? 0;
    return {
      elapsedMs: elapsed,
      frames: frames.length,
      p95FrameMs: p95,
      maxCommitsPerFrame: Math.max(0, ...commitsPerFrame),
      meanCommitsPerFrame: commits / Math.max(1, frames.length),
      commits,
      rowsPerCommit: rowsTouched / Math.max(1, commits),
      longTasks: longTasks.length,
      longestTaskMs: Math.max(0, ...longTasks),
    };
  };
}
