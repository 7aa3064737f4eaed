import { describe, expect, it } from 'vitest';
import { installCommand, missingPackages } from './system-packages';

describe('the system packages npm test needs', () => {
  it('lists what is missing and the one command that installs it', () => {
    const missing = missingPackages([
      { pkg: 'chromium', present: () => false },
      { pkg: 'postgresql', present: () => true },
      { pkg: 'postgresql-15-pgtap', present: () => false },
    ]);
    expect(missing).toEqual(['chromium', 'postgresql-15-pgtap']);
    expect(installCommand(missing)).toBe(
      'apt-get update && apt-get install -y chromium postgresql-15-pgtap',
    );
  });
});
