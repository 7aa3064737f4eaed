// Help → About Hive Studio: the version and edition (an offline edition says so), what runs on
// this computer, and a Licences button that opens the third-party notices shipped with the app
// (THIRD_PARTY_NOTICES.txt beside the app's resources). The text is built by a plain function.
import type { ReleaseConfig } from './release-config';
import { editionLabel } from './release-config';

/** What the About box says. */
export type AboutText = { title: string; message: string; detail: string };

/** The About box's words for this build. */
export function aboutText(options: {
  appName: string;
  version: string;
  release: ReleaseConfig;
  versions: { electron?: string; chrome?: string; node?: string };
}): AboutText {
  const { release } = options;
  const edition = editionLabel(release);
  const lines: string[] = [];
  if (release.edition === 'offline')
    lines.push(
      'This is the offline edition: it works only on this computer, with the local engines, and never connects to Hive Studio’s cloud.',
    );
  else if (release.edition === 'cloud')
    lines.push('Uses Hive Studio’s cloud; File → Work Offline runs it on this computer instead.');
  else lines.push('A development build, on Hive Local with its test checkout.');
  const localRemoval = release.edition === 'development' || release.localBackgroundRemoval;
  lines.push(
    localRemoval
      ? 'Background removal on this computer uses IMG.LY’s model, licensed under the GNU AGPL-3.0; the corresponding source is the Hive Studio repository.'
      : 'Background removal on this computer is not part of this build; it uses the cloud engine.',
  );
  const { electron, chrome, node } = options.versions;
  lines.push('', `Electron ${electron ?? '?'} · Chromium ${chrome ?? '?'} · Node ${node ?? '?'}`);
  lines.push('Hive Studio is MIT-licensed. Licences lists every third-party component.');
  return {
    title: `About ${options.appName}`,
    message: `${options.appName} ${options.version} — ${edition}`,
    detail: lines.join('\n'),
  };
}

/** The slice of Electron the About box uses. */
export type AboutDeps = {
  showMessageBox(options: {
    type: 'info';
    title: string;
    message: string;
    detail: string;
    buttons: string[];
    defaultId: number;
    cancelId: number;
  }): Promise<{ response: number }>;
  openPath(path: string): Promise<string>;
};

/** Shows the About box; "Licences" opens the notices file. */
export async function showAbout(
  text: AboutText,
  noticesPath: string,
  deps: AboutDeps,
): Promise<void> {
  const { response } = await deps.showMessageBox({
    type: 'info',
    ...text,
    buttons: ['Licences', 'OK'],
    defaultId: 1,
    cancelId: 1,
  });
  if (response === 0) await deps.openPath(noticesPath);
}
