import { describe, expect, it } from 'vitest';
import { generatorMessages } from '@shared/messages';
import { GenerationFailure, functionForStyle, generationErrorMessage } from './generate-images';

describe('generator errors and functions', () => {
  it('shows the server message when the function answered with status error', () => {
    const failure = new GenerationFailure(
      'Edge Function returned a non-2xx status code',
      'Insufficient credits. Required: 5, Available: 0',
    );
    expect(generationErrorMessage(failure, 'ai-art')).toBe(
      'Insufficient credits. Required: 5, Available: 0',
    );
  });

  it('maps network and timeout errors to the timeout message', () => {
    expect(
      generationErrorMessage(new TypeError('NetworkError when attempting to fetch'), 'ai-art'),
    ).toBe(generatorMessages.timedOut);
    expect(generationErrorMessage(new Error('request timeout'), 'cover')).toBe(
      generatorMessages.timedOut,
    );
  });

  it('maps Edge Function and non-2xx errors to service unavailable', () => {
    expect(
      generationErrorMessage(new Error('Failed to send a request to the Edge Function'), 'ai-art'),
    ).toBe(generatorMessages.serviceUnavailable);
    expect(
      generationErrorMessage(
        new GenerationFailure('Edge Function returned a non-2xx status code'),
        'logo',
      ),
    ).toBe(generatorMessages.serviceUnavailable);
  });

  it('uses the logo wording for logo runs and the generic one otherwise', () => {
    expect(generationErrorMessage(new Error('boom'), 'logo')).toBe(generatorMessages.logoFailed);
    expect(generationErrorMessage(new Error('boom'), 'ai-art')).toBe(
      generatorMessages.otherFailure,
    );
    expect(generationErrorMessage(new Error(generatorMessages.noImagesGenerated), 'ai-art')).toBe(
      'No images were generated',
    );
  });

  it('sends premium styles to their own functions', () => {
    expect(functionForStyle('4k-ultra')).toBe('generate-image-4k-ultra');
    expect(functionForStyle('8k-ultra')).toBe('generate-image-8k-ultra');
    expect(functionForStyle('photon-flash')).toBe('generate-image-photon-flash');
    expect(functionForStyle('watercolor')).toBe('generate-image');
  });
});
