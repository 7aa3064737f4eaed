import type { ComponentProps, MouseEvent } from 'react';
import { scrollToAnchor } from '@/lib/scroll';

/** A link to an element on this page (`#id`): scrolls smoothly and keeps the hash in the address (spec 2.2). */
export function AnchorLink({
  anchor,
  onClick,
  children,
  ...props
}: Omit<ComponentProps<'a'>, 'href'> & { anchor: string }) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey) return;
    if (scrollToAnchor(anchor)) {
      event.preventDefault();
      window.history.replaceState(window.history.state, '', `#${anchor}`);
    }
  };
  return (
    <a href={`#${anchor}`} onClick={handleClick} {...props}>
      {children}
    </a>
  );
}
