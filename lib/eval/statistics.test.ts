import { describe, expect, it } from 'vitest';
import { passAtK, passHatK, smallestResolvableDifference, wilsonInterval } from './statistics';

describe('wilsonInterval', () => {
  // Reference values computed by hand from the Wilson formula with z = 1.959964.
  it.each([
    [0, 10, 0, 0.2775],
    [5, 10, 0.2366, 0.7634],
    [10, 10, 0.7225, 1],
    [14, 14, 0.7847, 1],
    [1, 3, 0.0615, 0.7923],
  ])('%i of %i → [%f, %f]', (successes, trials, low, high) => {
    const interval = wilsonInterval(successes, trials)!;
    expect(interval.low).toBeCloseTo(low, 4);
    expect(interval.high).toBeCloseTo(high, 4);
  });

  it('has no interval without trials', () => {
    expect(wilsonInterval(0, 0)).toBeNull();
  });
});

describe('pass@k and pass^k', () => {
  it.each([
    // passes, attempts, k, pass@k, pass^k
    [3, 3, 3, 1, 1],
    [0, 3, 3, 0, 0],
    [1, 3, 3, 1, 0],
    [2, 3, 1, 2 / 3, 2 / 3],
    [2, 4, 2, 5 / 6, 1 / 6],
  ])('%i of %i attempts, k = %i', (passes, attempts, k, at, hat) => {
    expect(passAtK(passes, attempts, k)).toBeCloseTo(at, 10);
    expect(passHatK(passes, attempts, k)).toBeCloseTo(hat, 10);
  });

  it('refuses a k the attempts cannot support', () => {
    expect(() => passAtK(1, 2, 3)).toThrow(RangeError);
    expect(() => passHatK(1, 2, 0)).toThrow(RangeError);
  });
});

describe('smallestResolvableDifference', () => {
  it('shrinks with the square root of the number of cases', () => {
    expect(smallestResolvableDifference(14)).toBeCloseTo(0.5294, 4);
    expect(smallestResolvableDifference(392)).toBeCloseTo(0.1001, 4);
    expect(smallestResolvableDifference(1)).toBe(1);
    expect(smallestResolvableDifference(0)).toBeNull();
  });
});
