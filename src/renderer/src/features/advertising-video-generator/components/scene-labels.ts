import type { AdSceneKind } from '@contracts/api/ad-video';

/** A scene's kind in the user's words. */
export const SCENE_LABELS: Record<AdSceneKind, string> = {
  intro: 'Intro',
  reveal: 'Product reveal',
  feature: 'Feature callout',
  offer: 'Offer',
  end: 'End card',
};

/** What a scene's words are, as its text field is labelled. */
export const SCENE_TEXT_LABELS: Record<AdSceneKind, string> = {
  intro: 'Headline',
  reveal: 'Product line',
  feature: 'Feature',
  offer: 'Offer',
  end: 'Call to action',
};
