// The user-facing message catalogue: every message of the product specification
// (../shared/spec/product-spec.md, sections 5 and 8) in its exact wording, in one place,
// so the client, Hive Local and the edge functions never drift apart.

/** Auth, session and profile messages (spec 2.2, 5, 8 "Profile"). */
export const authMessages = {
  logoutFailedTitle: 'Logout Failed',
  logoutFailedDescription: 'Please try again.',
  userNotAuthenticated: 'User not authenticated',
  profileUpdateFailed: 'Failed to update profile information.',
  profileImageReadFailed: 'Failed to read the image file. Please try again.',
  profileUpdated: 'Profile information updated successfully!',
  profileImageUpdated: 'Profile image updated successfully!',
  profileImageRemoved: 'Profile image removed successfully!',
  profileImageQuota:
    'Your image is displayed but may not be saved permanently due to storage limits.',
  profileImageTooLargeProfile: 'Image is too large. Please upload an image under 5MB.',
  profileImageTooLargeNavbar: 'Image is too large. Please upload an image under 2MB.',
  profileImageLoginRequired: 'You must be logged in to upload a profile image',
  navbarAvatarLoadFailed: 'Navbar: Failed to load profile image',
  emailReadOnly: 'Your e-mail address cannot be changed.',
  loading: 'Loading...',
} as const;

/** Credits and purchasing toasts (spec 8). */
export const creditMessages = {
  loginToUseCredits: 'Please log in to use credits',
  insufficientCredits: (required: number, available: number) =>
    `Insufficient credits. Required: ${required}, Available: ${available}`,
  deductFailed: 'Failed to deduct credits. Please try again.',
  loginToGenerate: 'Please log in to generate content',
  generationFailed: 'Generation failed. Please try again.',
  generationCompleted: 'Generation completed successfully!',
  loginToPurchase: 'Please log in to purchase credits',
  checkoutFailed: 'Failed to create checkout session',
  purchaseStartFailed: 'Failed to start purchase process',
  signInToSubscribe: 'Please sign in to subscribe',
  paymentUrlMissing: 'Payment URL not configured',
  genericError: 'An error occurred. Please try again.',
  loginToUpgrade: 'Please log in to upgrade your plan',
  redirecting: 'Redirecting...',
  needMoreCredits: 'Need More Credits',
  requiredAvailable: (required: number, available: number) =>
    `Required: ${required} credits | Available: ${available} credits`,
  buyCredits: 'Buy Credits',
} as const;

/** Artwork generator guards, errors and toasts (spec 5 "Generator prompt", 8 "Generator"). */
export const generatorMessages = {
  enterPrompt: 'Please enter a prompt to generate images',
  enterPromptFirst: 'Please enter a prompt first',
  signInToGenerate: 'Please sign in to generate images',
  signInToGenerateMore: 'Please sign in to generate more images',
  signInToSave: 'Please sign in to save creations',
  alreadyGenerating: 'Generation already in progress, please wait...',
  alreadyGeneratingMore: 'Already generating more images, please wait...',
  imageAlreadySaved: 'This image has already been saved to My Creations',
  creationAlreadySaved: 'This creation is already saved to My Creations',
  saveInProgress: 'Save already in progress...',
  noImagesGenerated: 'No images were generated',
  startFailed: 'Failed to start generation',
  timedOut: 'Generation timed out. Please try again with a simpler prompt.',
  serviceUnavailable: 'Generation service unavailable. Please try again in a moment.',
  logoFailed: 'Logo generation failed. Please try a more specific description.',
  otherFailure: 'Generation failed. Please try again or use a different style.',
  saveFailed: 'Failed to save design. Please try again.',
  downloadFailed: 'Failed to download image. Please try again.',
  desktopDownloadFallback: 'Artwork downloaded successfully',
  saved: 'Creation saved to My Creations!',
  savedLocally: 'Creation saved locally to My Creations',
  downloaded: 'Image downloaded successfully!',
  savedLabel: 'Saved to My Creations',
  localProviderLabel: 'Local preview — add a provider key for AI images',
  /**
   * A run refused because the plan's generations are used up (spec 4 "at 0 the use fails"). The
   * spec gives the rule but no sentence: our wording, pointing to the plan upgrade (spec 2.7).
   */
  noGenerationsLeft:
    'You have no generations left on your plan. Upgrade your plan to generate more.',
} as const;

/** The generator's plan and allowance line (spec 3 "Local plan", 9); our wording. */
export const planMessages = {
  planName: (type: 'free' | 'basic' | 'pro' | 'enterprise' | 'elite') =>
    `${type.charAt(0).toUpperCase()}${type.slice(1)} plan`,
  generationsLeft: (remaining: number, total: number) =>
    `${remaining} of ${total} ${total === 1 ? 'generation' : 'generations'} left`,
  unlimited: 'Unlimited generations',
  /** The date a plan ends, already formatted for the reader. */
  until: (date: string) => `until ${date}`,
  /** Admins are never charged, and their runs use no generation (spec 6). */
  admin: 'Admin — your runs use no generations',
  /** With only the local preview, runs are free and use no generation. */
  localPreview: 'Local previews use none',
  upgrade: 'Upgrade plan',
  loading: 'Reading your plan…',
} as const;

/** Image service errors (spec 8 "Image service errors"). */
export const imageServiceMessages = {
  timedOut: 'Generation timed out - please try again',
  insufficientCredits: 'Insufficient credits for image generation',
  network: 'Network error - please check your connection and try again',
  noImages: 'Failed to generate any images. Please try a different prompt or try again.',
  usingFallback: 'Generation failed, using fallback service',
  allUnavailable: 'All generation services unavailable, Please try again later',
  apiCallFailed: (message: string) => `API call failed: ${message}`,
  httpError: (status: number) => `HTTP error! status: ${status}`,
} as const;

/** Enhancement service and enhancer page messages (spec 2.8, 5 "Enhancer", 8 "Enhancement"). */
export const enhancementMessages = {
  serviceTimedOut: 'Enhancement timed out - please try again with a smaller image',
  serviceUnavailable:
    'Image enhancement service temporarily unavailable. Please try again or use a smaller image.',
  serviceInsufficientProviderCredits: 'Insufficient Replicate credits for image enhancement',
  serviceNoImage: 'No enhanced image returned from enhancement service',
  insufficientProviderCredits: 'Insufficient Replicate credits. Please contact support.',
  modelNotFound: 'Enhancement service temporarily unavailable. Please try again later.',
  timedOut: 'Enhancement timed out. Please try with a smaller image.',
  invalidImage: 'Invalid image format. Please use JPG, PNG, or WebP.',
  failed: 'Failed to enhance image',
  downloadFailed: 'Download failed. Please try right-clicking the image to save it.',
  selectValidImage: 'Please select a valid image file',
  uploadFirst: 'Please upload an image first',
  selected: (fileName: string) => `Selected image: ${fileName}`,
  cleared: 'Images cleared',
  signInRequired: 'Sign In Required',
  studioReady: 'Studio Ready',
  enhancing: 'Enhancing Image',
  readyForEnhancement: 'Ready for enhancement',
  success: (factor: number, type: 'quality' | 'product' | 'portrait' | 'clarity') => {
    const purpose = {
      quality: 'using AI upscaling',
      product: 'optimized for product photography',
      portrait: 'optimized for portraits',
      clarity: 'with enhanced clarity',
    }[type];
    return `Image enhanced successfully with ${factor}x resolution increase ${purpose}!`;
  },
  missingRoot: 'Root element not found',
} as const;

/** Vectorization errors (spec 8 "Vectorization"). */
export const vectorizationMessages = {
  invalidCredentials: 'Invalid API credentials for vectorization service',
  rateLimited: 'Rate limit exceeded. Please try again later.',
  badRequest: 'Invalid image format or request. Please try a different image.',
  unavailable: 'Vectorization service is temporarily unavailable',
  emptyResponse: 'Received empty response from vectorization service',
  tooLarge: 'Image too large. Please use an image smaller than 10MB.',
} as const;

/**
 * The vector tools (issue #15): the SVG Generator, its "Vectorize an image" tab and Vector
 * Illustrations. The vectorization service's own refusals are `vectorizationMessages` (spec 8).
 */
export const vectorToolMessages = {
  emptyPrompt: 'Describe what to draw first.',
  notAnImage: 'That file is not an image we can read. Use a PNG, JPG or WebP.',
  tooManyPixels: 'That image has too many pixels. Use one up to 4096 × 4096.',
  unsafeSvg: 'That SVG contains scripts or links we do not allow, so it was not used.',
  failed: 'The vector could not be made. Your credits were returned.',
  /** The local composer recognised nothing it can draw in a prompt (refused before any charge). */
  nothingToDraw: (prompt: string) =>
    `Nothing in “${prompt}” is something we can draw on this computer yet. Name concrete things, like a cabin, a cat or a cup.`,
  vectorized: 'Vectorized. Your SVG is ready.',
  generated: 'Your SVGs are ready.',
  illustrated: 'Your illustrations are ready.',
  saved: 'Saved to My Creations.',
  /** An SVG dropped on "Vectorize an image" that is safe, but already a vector. */
  alreadyVector: 'That file is already an SVG. To trace an image, use a PNG, JPG or WebP.',
  /** A set of illustrations needs a prompt in at least two of its fields. */
  setNeedsPrompts: 'Describe at least two illustrations for a set.',
  /** Upload first, on the vectorize tab. */
  uploadFirst: 'Upload a PNG, JPG or WebP first.',
  /** Under the PNG export buttons: who draws the PNG. */
  pngRenderer: 'PNGs are drawn by your browser’s own SVG renderer, at 1×, 2× or 4× the SVG’s size.',
  /** A PNG export the browser could not draw. */
  pngFailed: 'The PNG could not be drawn. Download the SVG instead.',
  /** A PNG export larger than a browser canvas allows. */
  pngTooLarge: 'Too large for a PNG at this scale.',
  /** Beside Save, once colours were swapped: what My Creations keeps. */
  savesOriginal:
    'My Creations keeps the SVG as it was made. Download it to keep your colour changes.',
  /** The result SVG could not be fetched or read. */
  unreadableResult: 'The SVG could not be read. Please run it again.',
  downloaded: 'Downloaded.',
  /** The palette choice that takes a saved design's brand colours. */
  paletteFromCreations: 'From My Creations',
  /** Before a design is picked for its colours. */
  pickDesignHint: 'Pick a logo or an SVG you saved; its colours become the palette.',
  /** No saved design to take colours from. */
  noDesignsForPalette: 'Save a logo or an SVG first, then take its colours from My Creations.',
  /** A saved design's picture could not be loaded to read its colours. */
  designColorsUnreadable:
    'The colours of that design could not be read. Pick another design, or choose colours yourself.',
  /** The browser refused to read a design's pixels (a picture from another site). */
  designColorsBlocked:
    'That design’s picture is stored on another site, so its colours cannot be read here. Pick another design.',
  /** A design whose picture has no colours to take (fully transparent). */
  designColorsEmpty: 'That design has no colours to take. Pick another design.',
  /** "drew: cabin, trees, snow · not drawn: lantern" is built by the composer (promptNote). */
} as const;

/** API test page (spec 2.5, 5). */
export const apiTestMessages = {
  enterEndpoint: 'Please enter an API endpoint',
  invalidJson: 'Invalid JSON payload',
} as const;

/** Photo tools beyond the enhancer's own wording (background, object and background-generator screens). */
export const photoToolMessages = {
  tooManyPixels: 'Image is too large: please use an image of at most 4096 × 4096 pixels.',
  unreadable: 'The image could not be read. It may be damaged: please try another file.',
  cancelled: 'Cancelled.',
  refundNote:
    'Cancelling stops the run and returns its credits. A run that has already finished is charged; one that fails is refunded automatically.',
  paintFirst: 'Paint over the object you want to remove first',
  backgroundRemoved: 'Background removed!',
  objectRemoved: 'Object removed!',
  backgroundGenerated: 'New background ready!',
  failed: 'Processing failed. Please try again.',
  backdropFailed: 'Could not put the cut-out on that background. Please try another.',
  refineHint:
    'Keep paints the original photo back where the cut-out has a hole; Erase clears what should not be there.',
  refineFailed: 'Could not refine the cut-out. Please try again.',
  refineSaveFailed: 'Could not store the refined cut-out. Please try again.',
  describeScene: 'Describe the scene you want, or choose a plain colour.',
  /** The background generator's layout settings. */
  placementLabel: 'Placement',
  placementNames: { center: 'Centre', left: 'Left', right: 'Right' },
  sizeLabel: 'Output size',
  sizeNames: {
    auto: 'Original',
    square: 'Square 1:1',
    portrait: 'Portrait 4:5',
    landscape: 'Wide 16:9',
    marketplace: 'Marketplace 2000 × 2000',
  },
  subjectSizeLabel: 'Subject size',
  badColor: 'Choose a colour like #f5b82e.',
  outputTooLarge:
    'The result would be too large: please choose a smaller factor or a smaller image.',
  invalidMask: 'The mask could not be read: please paint the area to remove again.',
  invalidRequest: 'The request had invalid options.',
  localRemovalUnavailable:
    'Background removal on this computer is not included in this edition of Hive Studio. Please use it while connected to Hive Studio’s cloud.',
  /** Object removal asks before a selection over 30 % of the photo: the dialog's title… */
  largeSelectionTitle: 'Remove a large area?',
  /** …its question (the share as a whole percentage)… */
  largeSelectionQuestion: (percent: number) =>
    `This selection covers ${percent} % of the photo. Large removals can look smeared. Remove it anyway?`,
  /** …and the button that goes ahead (the run is charged only then). */
  largeSelectionConfirm: 'Remove anyway',
} as const;

/** The tool studio shell (our wording: the spec names none). */
export const studioMessages = {
  /** The drop zone's line about the clipboard. */
  pasteHint: 'or paste an image',
  /** The key to paste with, in the drop zone's hint. */
  pasteKeys: 'Ctrl+V',
  /** Reading a result to hand it to another tool failed. */
  sendFailed: 'Could not send the image to that tool. Please download it and upload it there.',
  /** The Send to menu's heading. */
  sendToHeading: 'Open the result in',
} as const;

/** A charged run's progress and cancel (our own wording: the spec names none). */
export const jobRunMessages = {
  /** The progress bar's time estimate. */
  timeLeft: (seconds: number) =>
    seconds < 120 ? `about ${seconds} s left` : `about ${Math.round(seconds / 60)} min left`,
  /** A cancel that gave credits back. */
  cancelledWithRefund: (credits: number) =>
    `Cancelled — ${credits} ${credits === 1 ? 'credit' : 'credits'} returned`,
  /** A cancel that gave nothing back; one of the reasons below says why. */
  cancelled: 'Cancelled',
  /** Reason: the run cost nothing (admins, free runs). */
  nothingCharged: 'Nothing was charged for this run.',
  /** Reason: the server could not be asked, or did not know the run (it may not have started). */
  cancelUnconfirmed:
    'The server did not confirm the cancel: if the run still finishes there it is charged, and if it fails its credits are refunded automatically.',
  /** Reason: the run had already finished when the cancel arrived. */
  alreadyFinished: 'The run had already finished.',
  cancelling: 'Cancelling…',
  /** "Recent runs": the list, its states and a run's status words. */
  recentRunsTitle: 'Recent runs',
  recentRunsLoading: 'Loading your runs…',
  recentRunsEmpty: 'No runs yet. Your runs appear here.',
  runStatus: {
    queued: 'Waiting',
    running: 'Running',
    succeeded: 'Done',
    failed: 'Failed',
    cancelled: 'Cancelled',
  },
  /** A run whose row names no prompt: the tool's title. */
  untitledRun: (toolTitle: string) => `${toolTitle} run`,
  openResult: (title: string) => `Open the result of “${title}” in a new tab`,
} as const;

/** Landing, dialogs and site pages (spec 2.3, 2.4). */
export const frontDoorMessages = {
  signInUpsellTitle: 'Ready to Create More?',
  maybeLater: 'Maybe Later',
  signInNow: 'Sign In Now',
  ultraBadge: '4K Ultra Enabled',
  contactSent: 'Thank you! Your message has been sent. We will get back to you by e-mail.',
  contactRateLimited: 'Rate limit exceeded. Please try again later.',
  contactFailed: 'An error occurred. Please try again.',
  /** The greeting after the sign-up confirmation link (our wording, from the issue tracker). */
  welcome: (credits: number) => `Welcome — your ${credits} free credits are ready`,
  welcomeAction: 'Open your dashboard',
  welcomeDismiss: 'Dismiss the welcome',
} as const;

/** The Moodboard Generator (issue #19). */
export const moodboardMessages = {
  /** No keywords (the generator's empty-prompt rule, in the board's words). */
  noKeywords: 'Add at least one keyword to build a board.',
  tooManyKeywords: 'Use up to 20 keywords.',
  keywordTooLong: 'Keep each keyword under 40 characters.',
  /** Colour direction 'brand' without a palette. */
  brandPaletteNeeded: 'Add your brand colours first, or pick another colour direction.',
  referenceNotImage: 'That reference is not an image we can read. Use a PNG, JPG or WebP.',
  referenceTooLarge: 'That reference is over 10 MB. Use a smaller image.',
  referenceTooManyPixels: 'That reference has too many pixels. Use one up to 4096 × 4096.',
  tooManyReferences: 'Use up to 4 reference images.',
  /** A reference path outside the caller's own moodboard-references folder, or a missing file. */
  referenceNotFound: 'That reference image could not be found. Add it again.',
  made: 'Your moodboard is ready.',
  /** Some image tiles failed even after a retry: the board is made, the rest refunded. */
  someTilesFailed: (failed: number, credits: number) =>
    `${failed} ${failed === 1 ? 'tile' : 'tiles'} could not be made — ${credits} ${credits === 1 ? 'credit' : 'credits'} returned.`,
  failed: 'The moodboard could not be made. Your credits were returned.',
  varied: 'New take on that tile.',
  tileLocked: 'Unlock the tile to change it.',
  exported: 'Downloaded.',
  exportFailed: 'The board could not be exported. Please try again.',
  saved: 'Saved to My Creations.',
  shareOn: 'Anyone with the link can view this board.',
  shareOff: 'This board is private again.',
  shareNeedsSave: 'Save the board to My Creations before sharing it.',
  sharedNotFound: 'This board is private or no longer exists.',
} as const;

/** Generic screens (spec 2.1, 2.4). */
export const screenMessages = {
  routerError: 'Unexpected Application Error!',
  imageLoadFailed: 'Failed to load image',
} as const;

/** Error toasts are cut to this many characters (spec 9 "UI timing and sizes"). */
export const ERROR_TOAST_MAX_LENGTH = 100;

/** Cuts an error message for a toast, marking the cut with an ellipsis. */
export function truncateErrorMessage(message: string, max = ERROR_TOAST_MAX_LENGTH): string {
  if (message.length <= max) return message;
  return `${message.slice(0, max - 1).trimEnd()}…`;
}
