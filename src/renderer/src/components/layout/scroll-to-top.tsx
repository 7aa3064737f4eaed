import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SCROLL_TOP_THRESHOLD_PX, scrollBehavior } from '@/lib/scroll';

/** Appears after 400 px of scrolling (spec 2.3) and scrolls smoothly back to the top. */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!visible) return null;
  return (
    <Button
      variant="brand"
      size="icon"
      aria-label="Scroll to top"
      className="fixed right-6 bottom-24 z-40 rounded-full"
      onClick={() => window.scrollTo({ top: 0, behavior: scrollBehavior() })}
    >
      <ArrowUp aria-hidden />
    </Button>
  );
}
