import { describe, expect, it } from 'vitest';
import { generateLogoRequestSchema, logoMessages, type LogoDesign } from '@contracts/api/logo';
import { briefBody, briefProblem, DEFAULT_BRIEF } from './logo-brief';
import { describeDesign, logoFileStem, logoToSave } from './logo-files';

const design: LogoDesign = {
  name: 'Blue Bean Coffee',
  tagline: 'Roasted daily',
  style: 'minimal',
  layout: 'symbol-left',
  font: { family: 'manrope', weight: 600 },
  textCase: 'lower',
  letterSpacing: 0.04,
  colors: { ink: '#14213d', primary: '#ff5500', accent: '#f2a541' },
  symbol: { kind: 'mark', mark: 'orbit' },
  frame: 'circle',
  accent: 'none',
};

describe('the logo brief', () => {
  it('says plainly why it cannot run, and sends only what was given', () => {
    expect(briefProblem({ ...DEFAULT_BRIEF, name: '   ' }, logoMessages)).toBe(
      logoMessages.emptyName,
    );
    expect(briefProblem({ ...DEFAULT_BRIEF, name: 'é'.repeat(201) }, logoMessages)).toBe(
      logoMessages.nameTooLong,
    );
    const body = briefBody({
      ...DEFAULT_BRIEF,
      name: ' Acme ',
      tagline: '  ',
      colours: { mode: 'surprise' },
    });
    expect(body).toEqual({
      name: 'Acme',
      style: 'modern',
      colors: { mode: 'surprise' },
      symbol: { kind: 'auto' },
    });
    expect(generateLogoRequestSchema.safeParse(body).success).toBe(true);
    const own = briefBody({
      ...DEFAULT_BRIEF,
      name: 'Acme',
      colours: { mode: 'custom', colors: ['#111111', '#222222', '#333333'] },
      symbol: { kind: 'icon', icon: 'lucide:rocket' },
    });
    expect(generateLogoRequestSchema.parse(own).colors).toEqual({
      mode: 'custom',
      colors: ['#111111', '#222222', '#333333'],
    });
  });

  it('names files and saves a logo with the design that reopens it', () => {
    expect(logoFileStem('Blue Bean Coffee', 1)).toBe('blue-bean-coffee-logo-2');
    expect(describeDesign(design)).toBe('Minimal · Manrope · Symbol left');
    expect(
      logoToSave({
        url: 'u',
        name: design.name,
        design,
        engine: { kind: 'local', name: 'Hive logo composer' },
      }),
    ).toEqual({
      url: 'u',
      type: 'logo',
      prompt: 'Blue Bean Coffee — Minimal · Manrope · Symbol left',
      model: 'On this computer · Hive logo composer',
      name: 'Blue Bean Coffee',
      tags: ['logo', 'minimal', 'symbol-left'],
      details: { logo: design },
    });
    expect(
      logoToSave({ url: 'u', name: 'Acme', design: null, engine: { kind: 'hosted', name: 'x' } }),
    ).toMatchObject({
      model: 'Flux Schnell',
      prompt: 'Acme',
    });
  });
});
