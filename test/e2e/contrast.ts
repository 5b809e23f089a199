import type { FrameLocator } from 'playwright-core';

/** A text of the page whose colour is too close to what is behind it. */
export interface LowContrast {
  text: string;
  ratio: number;
  color: string;
  background: string;
}

/**
 * Every visible text of the webview page (outside the components' shadow roots, which VS Code's own styles
 * colour) whose contrast with its effective background, semi-transparent layers blended, is below `minimum` (WCAG).
 */
export function lowContrastTexts(frame: FrameLocator, minimum = 4.5): Promise<LowContrast[]> {
  // Runs in the page; typed loosely, since the Node tests' type check has no DOM library.
  return frame.locator('body').evaluate((body: any, min) => {
    const { document, getComputedStyle, NodeFilter } = globalThis as any;
    const rgba = (css: string) => {
      const [r, g, b, a = 1] = (css.match(/[\d.]+/g) ?? ['0', '0', '0', '0']).map(Number);
      return { r, g, b, a: css.startsWith('rgba') || css.includes('/') ? a : 1 };
    };
    type C = ReturnType<typeof rgba>;
    const over = (top: C, below: C): C => ({ r: top.r * top.a + below.r * (1 - top.a), g: top.g * top.a + below.g * (1 - top.a), b: top.b * top.a + below.b * (1 - top.a), a: 1 });
    const background = (el: any): C => {
      const chain: any[] = [];
      for (let e = el; e; e = e.parentElement) chain.unshift(e);
      return chain.reduce<C>((below, e) => over(rgba(getComputedStyle(e).backgroundColor), below), { r: 255, g: 255, b: 255, a: 1 });
    };
    const luminance = ({ r, g, b }: C) => {
      const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const low: { text: string; ratio: number; color: string; background: string }[] = [];
    const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const text = String(node.textContent).trim();
      if (!text || !el.getClientRects().length || getComputedStyle(el).visibility === 'hidden') continue;
      const bg = background(el);
      const fg = over(rgba(getComputedStyle(el).color), bg);
      const [hi, lo] = [luminance(fg), luminance(bg)].sort((a, b) => b - a);
      const ratio = (hi + 0.05) / (lo + 0.05);
      if (ratio < min) low.push({ text: text.slice(0, 60), ratio: Math.round(ratio * 100) / 100, color: getComputedStyle(el).color, background: `rgb(${bg.r}, ${bg.g}, ${bg.b})` });
    }
    return low;
  }, minimum);
}
