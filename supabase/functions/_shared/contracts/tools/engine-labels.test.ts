import { describe, expect, it } from 'vitest';
import { engineDetails, engineLabel, engineModelLabel, splitEngineModel } from './engine-labels.ts';

describe('engine labels', () => {
  it('names engines in user words', () => {
    expect(engineLabel('local')).toBe('On this computer');
    expect(engineLabel('hosted')).toBe('Cloud');
  });

  it('keeps the engine id for the details tooltip, without the servers’ prefixes', () => {
    expect(engineDetails('local', 'local:imgly-isnet-small@1.4.5')).toBe(
      'On this computer — engine: imgly-isnet-small@1.4.5',
    );
    expect(engineDetails('hosted', 'remove.bg')).toBe('Cloud — engine: remove.bg');
    expect(engineDetails('hosted', '')).toBe('Cloud');
  });

  it('saves a photo result’s model as words plus the engine id, and splits it back for display', () => {
    const model = engineModelLabel('local', 'imgly-isnet-small@1.4.5');
    expect(model).toBe('On this computer · imgly-isnet-small@1.4.5');
    expect(splitEngineModel(model)).toEqual({ label: 'On this computer', details: model });
    expect(splitEngineModel('Cloud')).toEqual({ label: 'Cloud', details: null });
    expect(splitEngineModel('Flux Dev')).toEqual({ label: 'Flux Dev', details: null });
    expect(engineModelLabel('hosted', 'x'.repeat(200))).toHaveLength(100);
  });
});
