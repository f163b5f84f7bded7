// The crash game's curve on a <canvas>: the flight's multiplier rising over time, the crash, and the
// betting window's countdown. Sized to its box at the display's pixel density; its colours are the
// page's CSS variables (--curve-*), read again when the colour scheme changes.
import { multiplierAt } from './crash-clock.js';

const gridSteps = [1.5, 2, 3, 5, 10, 20, 50, 100, 200, 500, 1000];

/** Draws on `canvas`; answers `draw(view)`, called once a frame. */
export function createCurve(canvas) {
  const context = canvas.getContext('2d');
  let width = 0;
  let height = 0;
  let ratio = 0;
  let colours = null;

  const fit = () => {
    ratio = window.devicePixelRatio || 1;
    width = canvas.clientWidth;
    height = canvas.clientHeight;
    canvas.width = Math.max(1, Math.round(width * ratio));
    canvas.height = Math.max(1, Math.round(height * ratio));
    context?.setTransform(ratio, 0, 0, ratio, 0, 0);
  };
  new ResizeObserver(fit).observe(canvas);
  new MutationObserver(() => {
    colours = null;
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-color-scheme'] });

  const readColours = () => {
    const style = getComputedStyle(canvas);
    const value = (name) => style.getPropertyValue(name).trim();
    return {
      line: value('--curve-line'),
      fill: value('--curve-fill'),
      crashed: value('--curve-crashed'),
      grid: value('--curve-grid'),
      label: value('--muted'),
      countdown: value('--accent'),
      font: `12px ${style.fontFamily}`,
    };
  };

  /**
   * `view`: the phase ('betting', 'flying', 'crashed' or 'connecting'), the flight's `elapsedMs`
   * (to the crash once crashed), `doublingMs`, and while betting `countdown`, the share of the
   * betting window left (1 to 0).
   */
  function draw(view) {
    if (context === null) return;
    if ((window.devicePixelRatio || 1) !== ratio) fit();
    colours ??= readColours();
    context.clearRect(0, 0, width, height);
    const left = 36;
    const bottom = height - 20;
    const plotWidth = Math.max(1, width - left - 16);
    const plotHeight = Math.max(1, bottom - 16);

    if (view.phase === 'betting' && view.countdown !== null) {
      const barWidth = Math.min(plotWidth, 320);
      const x = left + (plotWidth - barWidth) / 2;
      context.fillStyle = colours.grid;
      context.fillRect(x, bottom - 8, barWidth, 6);
      context.fillStyle = colours.countdown;
      context.fillRect(x, bottom - 8, barWidth * Math.max(0, Math.min(1, view.countdown)), 6);
    }
    if (view.phase !== 'flying' && view.phase !== 'crashed') return;

    const elapsed = Math.max(0, view.elapsedMs);
    const spanMs = Math.max(elapsed * 1.2, view.doublingMs);
    const top = Math.max(multiplierAt(elapsed, view.doublingMs) * 1.2, 2);
    const xOf = (ms) => left + (ms / spanMs) * plotWidth;
    const yOf = (multiplier) => bottom - ((multiplier - 1) / (top - 1)) * plotHeight;

    context.font = colours.font;
    context.lineWidth = 1;
    context.strokeStyle = colours.grid;
    context.fillStyle = colours.label;
    context.textBaseline = 'middle';
    const steps = gridSteps.filter((step) => step < top);
    for (const step of steps.slice(Math.max(0, steps.length - 4))) {
      const y = Math.round(yOf(step)) + 0.5;
      context.beginPath();
      context.moveTo(left, y);
      context.lineTo(left + plotWidth, y);
      context.stroke();
      context.fillText(`${step}×`, 4, y);
    }
    context.beginPath();
    context.moveTo(left, bottom + 0.5);
    context.lineTo(left + plotWidth, bottom + 0.5);
    context.stroke();

    const points = 64;
    context.beginPath();
    context.moveTo(xOf(0), yOf(1));
    for (let index = 1; index <= points; index += 1) {
      const ms = (elapsed * index) / points;
      context.lineTo(xOf(ms), yOf(multiplierAt(ms, view.doublingMs)));
    }
    const endX = xOf(elapsed);
    const endY = yOf(multiplierAt(elapsed, view.doublingMs));
    const crashed = view.phase === 'crashed';
    context.strokeStyle = crashed ? colours.crashed : colours.line;
    context.lineWidth = 3;
    context.stroke();
    context.lineTo(endX, bottom);
    context.lineTo(xOf(0), bottom);
    context.closePath();
    context.fillStyle = colours.fill;
    context.fill();
    if (!crashed) {
      context.beginPath();
      context.arc(endX, endY, 6, 0, Math.PI * 2);
      context.fillStyle = colours.line;
      context.fill();
    }
  }

  fit();
  return { draw };
}
