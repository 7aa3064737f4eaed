// The About box's words for each kind of build, and its Licences button.
import { describe, expect, it } from 'vitest';
import { aboutText, showAbout } from '../../src/main/about';
import type { ReleaseConfig } from '../../src/main/release-config';

const updates = { feedUrl: 'https://updates.hive.studio/desktop', channel: 'stable' } as const;
const versions = { electron: '45.5.0', chrome: '142.0.0.0', node: '22.20.0' };
const about = (release: ReleaseConfig) =>
  aboutText({ appName: 'Hive Studio', version: '1.4.0', release, versions });

describe('About Hive Studio', () => {
  it('names the offline edition and says it never connects', () => {
    const text = about({ edition: 'offline', updates, localBackgroundRemoval: true });
    expect(text.message).toBe('Hive Studio 1.4.0 — offline edition');
    expect(text.detail).toContain('works only on this computer');
    expect(text.detail).toContain('GNU AGPL-3.0');
    expect(text.detail).toContain('Electron 45.5.0');
  });

  it('says a build without IMG.LY removes backgrounds in the cloud', () => {
    const text = about({
      edition: 'cloud',
      cloud: { url: 'https://abcd.supabase.co', anonKey: 'sb_publishable_abcdefghijklmnop' },
      updates,
      localBackgroundRemoval: false,
    });
    expect(text.message).toBe('Hive Studio 1.4.0 — cloud edition');
    expect(text.detail).toContain('Work Offline');
    expect(text.detail).not.toContain('AGPL');
  });

  it('opens the notices only when Licences is chosen', async () => {
    const opened: string[] = [];
    const text = about({ edition: 'development' });
    for (const response of [1, 0])
      await showAbout(text, '/app/THIRD_PARTY_NOTICES.txt', {
        showMessageBox: () => Promise.resolve({ response }),
        openPath: (path) => Promise.resolve(void opened.push(path)).then(() => ''),
      });
    expect(opened).toEqual(['/app/THIRD_PARTY_NOTICES.txt']);
  });
});
