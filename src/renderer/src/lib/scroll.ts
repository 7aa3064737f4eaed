// In-page anchors (spec 2.2): smooth scrolling to an element by id.

/** The delay before scrolling to a hash after navigation (spec 9: pricing hash scroll 100 ms). */
export const HASH_SCROLL_DELAY_MS = 100;

/** Scroll distance after which the scroll-to-top button appears (spec 2.3). */
export const SCROLL_TOP_THRESHOLD_PX = 400;

/** The media query of people who ask the system for reduced motion. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** 'smooth', or 'auto' (instant) for people who ask the system for reduced motion. */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia(REDUCED_MOTION_QUERY).matches ? 'auto' : 'smooth';
}

/** Scrolls to the element with this id (with or without '#'); false when there is none. */
export function scrollToAnchor(id: string): boolean {
  const element = document.getElementById(id.replace(/^#/, ''));
  if (!element) return false;
  element.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  return true;
}
