import { median, ratio } from './stats';

describe('median', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([2400, 1800, 2100])).toBe(2100);
    expect(median([97])).toBe(97);
  });

  it('takes the mean of the middle two of an even count', () => {
    expect(median([40, 10, 30, 20])).toBe(25);
  });

  it('leaves out runs that measured nothing, and is NaN with none', () => {
    expect(median([Number.NaN, 1200, 1400])).toBe(1300);
    expect(median([])).toBeNaN();
  });
});

describe('ratio', () => {
  it('divides and rounds to two decimals (LCP with scripts over LCP with scripts blocked)', () => {
    expect(ratio(2640, 1500)).toBe(1.76);
    expect(ratio(1650, 1500)).toBe(1.1);
  });

  it('is NaN when either side is missing or the divisor is zero', () => {
    expect(ratio(1500, 0)).toBeNaN();
    expect(ratio(Number.NaN, 1500)).toBeNaN();
    expect(ratio(1500, Number.NaN)).toBeNaN();
  });
});
