import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { anchors, homeAnchorPath, paths } from '@/config/paths';
import { scrollToAnchor } from '@/lib/scroll';

/** Pricing click (spec 2.2): on the home page scroll smoothly to #pricing, elsewhere go to /#pricing. */
export function usePricingLink(): () => void {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(() => {
    if (location.pathname === paths.home && scrollToAnchor(anchors.pricing)) {
      window.history.replaceState(window.history.state, '', homeAnchorPath(anchors.pricing));
      return;
    }
    void navigate(homeAnchorPath(anchors.pricing));
  }, [location.pathname, navigate]);
}
