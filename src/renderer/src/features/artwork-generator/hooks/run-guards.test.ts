import { describe, expect, it } from 'vitest';
import { generatorMessages } from '@contracts/messages';
import { downloadToast, runRefusal, saveRefusal } from './run-guards';

const ready = { signedIn: true, running: false, prompt: 'a fox in the snow', more: false };
const idleSave = { signedIn: true, saving: false, savedThisVisit: false };

describe('Generate and Generate 3 More guards (spec 5)', () => {
  it('lets a signed-in user with a prompt start a run, and a further run', () => {
    expect(runRefusal(ready)).toBeNull();
    expect(runRefusal({ ...ready, more: true })).toBeNull();
  });

  it('asks a signed-out user to sign in, with the wording of the button pressed', () => {
    expect(runRefusal({ ...ready, signedIn: false })).toEqual({
      level: 'error',
      message: 'Please sign in to generate images',
    });
    expect(runRefusal({ ...ready, signedIn: false, more: true })).toEqual({
      level: 'error',
      message: 'Please sign in to generate more images',
    });
  });

  it('warns on a second press while a run is under way', () => {
    expect(runRefusal({ ...ready, running: true })).toEqual({
      level: 'warning',
      message: generatorMessages.alreadyGenerating,
    });
    expect(runRefusal({ ...ready, running: true, more: true })).toEqual({
      level: 'warning',
      message: 'Already generating more images, please wait...',
    });
  });

  it('refuses an empty or blank prompt and focuses the prompt; Generate 3 More says "first"', () => {
    for (const prompt of ['', '   ', '\n\t ']) {
      expect(runRefusal({ ...ready, prompt })).toEqual({
        level: 'error',
        message: 'Please enter a prompt to generate images',
        focusPrompt: true,
      });
      expect(runRefusal({ ...ready, prompt, more: true })).toEqual({
        level: 'error',
        message: 'Please enter a prompt first',
        focusPrompt: true,
      });
    }
  });

  it('checks sign-in before the running flag, and the running flag before the prompt', () => {
    expect(runRefusal({ signedIn: false, running: true, prompt: '', more: false })?.message).toBe(
      generatorMessages.signInToGenerate,
    );
    expect(runRefusal({ signedIn: true, running: true, prompt: '', more: true })?.message).toBe(
      generatorMessages.alreadyGeneratingMore,
    );
  });
});

describe('Save guards (spec 5)', () => {
  it('lets a signed-in user save an image not saved yet', () => {
    expect(saveRefusal(idleSave)).toBeNull();
  });

  it('needs a signed-in user', () => {
    expect(saveRefusal({ ...idleSave, signedIn: false })).toEqual({
      level: 'error',
      message: 'Please sign in to save creations',
    });
  });

  it('refuses a second save while one is in progress, whatever the image', () => {
    expect(saveRefusal({ ...idleSave, saving: true })).toEqual({
      level: 'info',
      message: 'Save already in progress...',
    });
    expect(saveRefusal({ ...idleSave, saving: true, savedThisVisit: true })?.message).toBe(
      generatorMessages.saveInProgress,
    );
  });

  it('refuses an image already saved during this visit', () => {
    expect(saveRefusal({ ...idleSave, savedThisVisit: true })).toEqual({
      level: 'info',
      message: 'This image has already been saved to My Creations',
    });
  });
});

describe('download outcomes (spec 8)', () => {
  it('says the image was downloaded, or that the artwork was downloaded through the direct link', () => {
    expect(downloadToast('saved')).toBe('Image downloaded successfully!');
    expect(downloadToast('direct-link')).toBe('Artwork downloaded successfully');
  });

  it('stays silent when the user cancelled the save dialog', () => {
    expect(downloadToast('cancelled')).toBeNull();
  });
});
