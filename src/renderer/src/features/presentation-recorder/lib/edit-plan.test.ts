import { describe, expect, it } from 'vitest';
import { keptDuration, keptRanges, normalisePlan, outputTime, sourceTime } from './edit-plan';
import type { EditPlan } from './edit-plan';

const plan = (start: number, end: number, cuts: [number, number][] = []): EditPlan => ({
  start,
  end,
  cuts: cuts.map(([from, to]) => ({ from, to })),
});

describe('normalisePlan', () => {
  it('keeps a valid plan as it is', () => {
    expect(normalisePlan(plan(1, 9, [[3, 4]]), 10)).toEqual(plan(1, 9, [[3, 4]]));
  });

  it('clamps start and end to the recording and swaps them when reversed', () => {
    expect(normalisePlan(plan(-2, 50), 10)).toEqual(plan(0, 10));
    expect(normalisePlan(plan(8, 2), 10)).toEqual(plan(2, 8));
    expect(normalisePlan(plan(Number.NaN, Number.POSITIVE_INFINITY), 10)).toEqual(plan(0, 10));
  });

  it('clamps cuts inside the trim, drops empty ones, sorts and merges them', () => {
    const result = normalisePlan(
      plan(2, 8, [
        [7, 12],
        [3, 4],
        [3.5, 5],
        [0, 1],
        [6, 6],
        [6.5, 6],
      ]),
      10,
    );
    expect(result).toEqual(
      plan(2, 8, [
        [3, 5],
        [6, 6.5],
        [7, 8],
      ]),
    );
  });

  it('merges cuts that touch', () => {
    expect(
      normalisePlan(
        plan(0, 10, [
          [2, 3],
          [3, 4],
        ]),
        10,
      ).cuts,
    ).toEqual([{ from: 2, to: 4 }]);
  });

  it('keeps at least half a second', () => {
    expect(normalisePlan(plan(4, 4.1), 10)).toEqual(plan(4, 4.5));
    expect(normalisePlan(plan(9.9, 10), 10)).toEqual(plan(9.5, 10));
    const cutAll = normalisePlan(plan(0, 10, [[0, 10]]), 10);
    expect(keptDuration(cutAll)).toBeCloseTo(0.5);
    expect(cutAll.cuts).toEqual([{ from: 0, to: 9.5 }]);
    const twoCuts = normalisePlan(
      plan(0, 10, [
        [0, 5],
        [5.2, 10],
      ]),
      10,
    );
    expect(keptDuration(twoCuts)).toBeCloseTo(0.5);
    expect(twoCuts.cuts).toEqual([
      { from: 0, to: 5 },
      { from: 5.2, to: 9.7 },
    ]);
  });

  it('keeps the whole of a recording shorter than half a second', () => {
    expect(normalisePlan(plan(0.1, 0.2, [[0, 0.3]]), 0.3)).toEqual(plan(0, 0.3));
    expect(normalisePlan(plan(0, 5), 0)).toEqual(plan(0, 0));
  });
});

describe('keptRanges and keptDuration', () => {
  it('lists what is kept around the cuts', () => {
    const edit = plan(1, 9, [
      [3, 4],
      [6, 7],
    ]);
    expect(keptRanges(edit)).toEqual([
      { from: 1, to: 3 },
      { from: 4, to: 6 },
      { from: 7, to: 9 },
    ]);
    expect(keptDuration(edit)).toBe(6);
  });

  it('leaves out empty ranges when a cut touches the trim', () => {
    expect(
      keptRanges(
        plan(1, 9, [
          [1, 2],
          [8, 9],
        ]),
      ),
    ).toEqual([{ from: 2, to: 8 }]);
  });

  it('takes plans that are not normalised', () => {
    expect(
      keptRanges(
        plan(0, 10, [
          [6, 7],
          [2, 4],
          [3, 5],
        ]),
      ),
    ).toEqual([
      { from: 0, to: 2 },
      { from: 5, to: 6 },
      { from: 7, to: 10 },
    ]);
  });
});

describe('sourceTime and outputTime', () => {
  const edit = plan(1, 9, [[3, 4]]);

  it('maps output moments to the source across the cut', () => {
    expect(sourceTime(edit, 0)).toBe(1);
    expect(sourceTime(edit, 1.5)).toBe(2.5);
    expect(sourceTime(edit, 2)).toBe(4);
    expect(sourceTime(edit, 3)).toBe(5);
    expect(sourceTime(edit, 7)).toBe(9);
  });

  it('clamps output moments outside the output', () => {
    expect(sourceTime(edit, -1)).toBe(1);
    expect(sourceTime(edit, 100)).toBe(9);
  });

  it('maps source moments to the output, null where they are not in it', () => {
    expect(outputTime(edit, 1)).toBe(0);
    expect(outputTime(edit, 2.5)).toBe(1.5);
    expect(outputTime(edit, 3)).toBe(2);
    expect(outputTime(edit, 3.5)).toBeNull();
    expect(outputTime(edit, 4)).toBe(2);
    expect(outputTime(edit, 5)).toBe(3);
    expect(outputTime(edit, 9)).toBe(7);
    expect(outputTime(edit, 0.5)).toBeNull();
    expect(outputTime(edit, 9.5)).toBeNull();
    expect(outputTime(edit, Number.NaN)).toBeNull();
  });

  it('round-trips every kept moment', () => {
    const many = plan(0.25, 59.5, [
      [5, 7.5],
      [20, 21],
      [40, 45],
    ]);
    for (let t = 0; t < keptDuration(many); t += 0.37) {
      expect(outputTime(many, sourceTime(many, t))).toBeCloseTo(t, 9);
    }
  });
});
