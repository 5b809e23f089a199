// The dashboard's charts, drawn by Observable Plot as SVG: themed by VS Code's colours, a tooltip on every mark,
// and bars that can be clicked (or focused and Enter pressed) to filter the tree.
import * as Plot from '@observablehq/plot';

/** A VS Code theme colour as a concrete value (SVG attributes need one), with a fallback outside VS Code. */
export function themeColor(name: string, fallback: string): string {
  return getComputedStyle(document.body).getPropertyValue(`--vscode-${name}`).trim() || fallback;
}

/** The colour of each review status, from the theme's chart colours. */
export function statusColors(): Record<string, string> {
  return {
    // Draft is the theme's full text colour and discarded its faded one: two greys would look alike in dark themes.
    draft: themeColor('charts-foreground', '#cccccc'),
    ready: themeColor('charts-blue', '#3794ff'),
    'in-review': themeColor('charts-purple', '#b180d7'),
    agreed: themeColor('charts-green', '#89d185'),
    disputed: themeColor('charts-red', '#f14c4c'),
    accepted: themeColor('terminal-ansiCyan', '#11a8cd'),
    modified: themeColor('charts-yellow', '#cca700'),
    discarded: themeColor('disabledForeground', '#6c6c6c'),
    unknown: themeColor('charts-orange', '#d18616'),
  };
}

/** Whole-number ticks from 0 to `max` (about eight at most): counts have no fractions. */
export function countTicks(max: number): number[] {
  const step = Math.max(1, Math.ceil(max / 8));
  return Array.from({ length: Math.floor(max / step) + 1 }, (_, i) => i * step);
}

/**
 * Plot's figure, made ready for the webview: the <style> element Plot adds is removed before the SVG joins the page
 * (the CSP allows no inline styles; media/dashboard.css holds the same rules), and each bar of `barLabel` becomes a
 * button that calls `onPick` with its datum.
 */
export function finish<T>(figure: SVGSVGElement | HTMLElement, data: readonly T[], onPick?: (datum: T) => void, describe?: (datum: T) => string, canPick: (datum: T) => boolean = () => true): Element {
  figure.querySelectorAll('style').forEach((style) => style.remove());
  if (onPick) {
    figure.querySelectorAll<SVGRectElement>('g[aria-label="bar"] rect').forEach((rect) => {
      const datum = data[(rect as unknown as { __data__: number }).__data__];
      if (datum === undefined || !canPick(datum)) return;
      rect.setAttribute('role', 'button');
      rect.setAttribute('tabindex', '0');
      if (describe) rect.setAttribute('aria-label', describe(datum));
      rect.classList.add('pickable');
      rect.addEventListener('click', () => onPick(datum));
      rect.addEventListener('keydown', (e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onPick(datum);
        }
      });
    });
  }
  return figure;
}

export interface ChartFrame {
  width: number;
  foreground: string;
  grid: string;
}

/** The width, text and grid colours every chart shares. */
export function frame(container: HTMLElement): ChartFrame {
  return {
    width: Math.max(320, Math.min(container.clientWidth || 640, 960)),
    foreground: themeColor('foreground', getComputedStyle(document.body).color),
    grid: themeColor('charts-lines', '#808080'),
  };
}

export { Plot };
