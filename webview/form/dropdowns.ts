/**
 * A dropdown near the bottom of the page opens upward. @vscode-elements' select opens its list below itself at a
 * fixed `position`, where near the bottom of a short editor only a few options are on screen; just before it opens
 * (the click or key that opens it, seen first here), the side with room for the whole list is chosen.
 */
const OPTION_HEIGHT = 22;
const VISIBLE_OPTIONS = 10;

type Select = HTMLElement & { position: 'above' | 'below'; open: boolean; options: unknown[] };

export function openDropdownsWhereTheyFit(): void {
  const place = (e: Event) => {
    const select = e.composedPath().find((t): t is Select => t instanceof HTMLElement && t.tagName === 'VSCODE-SINGLE-SELECT');
    if (!select || select.open) return;
    const options = Math.min(select.options.length, VISIBLE_OPTIONS);
    const needed = options * OPTION_HEIGHT + 4;
    const { top, bottom } = select.getBoundingClientRect();
    const below = window.innerHeight - bottom;
    select.position = below < needed && top > below ? 'above' : 'below';
  };
  document.addEventListener('mousedown', place, true);
  document.addEventListener('click', place, true);
  document.addEventListener('keydown', place, true);
}
