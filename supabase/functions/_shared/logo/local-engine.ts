// The local logo engine: the request's symbols are resolved from the shipped icon sets, six
// candidates are planned, and each is composed (outlines only), sanitised by the one sanitiser
// and kept. Work goes in steps (composed, sanitised); between steps the engine yields, reports
// the progress it made and stops when the job is cancelled.
import {
  LOGO_STYLE_WORDS,
  logoMessages,
  type GenerateLogoRequest,
  type LogoDesign,
  type LogoSymbol,
} from '../contracts/api/logo.ts';
import { JobFailure } from '../jobs/job-response.ts';
import { sanitizeSvg } from '../svg/sanitize-svg.ts';
import { between } from '../jobs/job-pause.ts';
import { composeLogo, loadLogoFaces, UnsupportedLetters } from './compose/compose-logo.ts';
import { STYLE_RULES } from './compose/logo-styles.ts';
import { iconById, pickVersion, suggestIcons } from './icon-symbols.ts';
import type { LogoPicture, LogoRun } from './logo-run.ts';
import { planCandidates, type PlannedSymbols } from './plan-candidates.ts';
import { serverFonts } from './server-fonts.ts';

/** What the answer says ran (the client shows "On this computer"). */
export const LOCAL_LOGO_ENGINE_NAME = 'Hive logo composer';
/** jobs.engine for a local run. */
export const LOCAL_LOGO_ENGINE_ID = 'local-logo-composer';

/** The run's two symbols, from the request (the brand's words suggest them for "auto"). */
export function resolveSymbols(request: GenerateLogoRequest, seed: number): PlannedSymbols {
  const rules = STYLE_RULES[request.style];
  const marks = rules.marks;
  const mark = (offset: number): LogoSymbol => ({
    kind: 'mark',
    mark: marks[(seed + offset) % marks.length]!,
  });
  const choice = request.symbol;
  if (choice.kind === 'none') return { first: { kind: 'none' }, second: { kind: 'none' } };
  if (choice.kind === 'monogram') return { first: { kind: 'none' }, second: { kind: 'none' } };
  if (choice.kind === 'icon') {
    const icon = iconById(choice.icon);
    if (!icon) throw new JobFailure('unknown_icon', logoMessages.unknownIcon, 400);
    return { first: icon, second: icon };
  }
  const found = suggestIcons(request.name, request.industry, 2);
  // A style that wants solid icons leads with an idea the sets draw solid, when there is one.
  if (rules.filledIcons && found.length > 1 && !found[0]!.filled && found[1]!.filled)
    found.reverse();
  const [one, two] = found;
  if (!one) return { first: mark(0), second: mark(1) };
  const first = pickVersion(one, rules.filledIcons);
  const second = two ? pickVersion(two, rules.filledIcons) : mark(0);
  return { first, second };
}

/** The run's six designs. */
export function planLocal(request: GenerateLogoRequest, seed: number): LogoDesign[] {
  return planCandidates(request, resolveSymbols(request, seed), seed);
}

/**
 * Refuses before any charge what the composer cannot draw: letters no shipped font has, or an
 * icon the sets do not have. Loading the faces here also warms them for the run.
 */
export async function checkDrawable(designs: readonly LogoDesign[]): Promise<void> {
  const library = serverFonts();
  try {
    for (const design of designs) await loadLogoFaces(library, design);
  } catch (error) {
    if (error instanceof UnsupportedLetters)
      throw new JobFailure(
        'unsupported_script',
        logoMessages.unsupportedScript(error.characters.join('')),
        422,
      );
    throw error;
  }
}

/** Composes and sanitises the designs one by one with real progress. */
export async function runLocalLogos(
  designs: readonly LogoDesign[],
  context: { progress(percent: number): void; signal: AbortSignal },
  pauseMs = 0,
): Promise<LogoRun> {
  const library = serverFonts();
  const pictures: LogoPicture[] = [];
  const steps = designs.length * 2;
  let done = 0;
  const step = async () => {
    done += 1;
    context.progress(Math.round((done / steps) * 90));
    await between(context.signal, pauseMs);
  };
  for (const [index, design] of designs.entries()) {
    await between(context.signal, 0);
    const faces = await loadLogoFaces(library, design);
    const composed = composeLogo(design, faces, { idPrefix: `logo${index + 1}` });
    await step();
    pictures.push({
      svg: sanitizeSvg(composed.svg),
      width: composed.width,
      height: composed.height,
    });
    await step();
  }
  return {
    pictures,
    designs: [...designs],
    engine: { kind: 'local', name: LOCAL_LOGO_ENGINE_NAME },
  };
}

/** The run in the user's words, for the credit history ("Logo · Minimal"). */
export function logoRunLabel(request: GenerateLogoRequest): string {
  return `Logo · ${LOGO_STYLE_WORDS[request.style].label}`;
}
