import { describe, expect, it } from 'vitest';
import { compareCoverage, kpiComparison } from './compare';

const cov = (buckets: number, validBuckets: number) => ({ buckets, validBuckets, percent: buckets > 0 ? (validBuckets / buckets) * 100 : null });

describe('compareCoverage', () => {
  it('is "none" without a comparison period', () => {
    expect(compareCoverage(cov(100, 98), null)).toEqual({ kind: 'none' });
  });

  it('says "no data" when the comparison period has none (a branch not open last year)', () => {
    expect(compareCoverage(cov(976, 952), cov(0, 0))).toEqual({ kind: 'noData' });
    expect(compareCoverage(cov(976, 952), cov(900, 0))).toEqual({ kind: 'noData' });
  });

  it('is comparable when both periods cover nearly the same opening hours', () => {
    expect(compareCoverage(cov(1072, 1045), cov(1072, 1032))).toEqual({ kind: 'comparable' });
  });

  it('reports the coverage of a partial comparison period (sensors offline, opened mid-period)', () => {
    expect(compareCoverage(cov(40, 40), cov(40, 16))).toEqual({ kind: 'partial', side: 'compare', percent: 40 });
    // opened a third of the way into last year's range: fewer opening-hour buckets exist there
    expect(compareCoverage(cov(900, 890), cov(600, 600))).toEqual({ kind: 'partial', side: 'compare', percent: 66.7 });
  });

  it('reports a current period that is partial (today so far, closed for works)', () => {
    expect(compareCoverage(cov(28, 28), cov(44, 44))).toEqual({ kind: 'partial', side: 'current', percent: 63.6 });
    expect(compareCoverage(cov(0, 0), cov(44, 44))).toEqual({ kind: 'partial', side: 'current', percent: 0 });
  });
});

describe('kpiComparison', () => {
  const ok = { kind: 'comparable' } as const;
  it('gives the change only for comparable periods with a non-zero base', () => {
    expect(kpiComparison({ value: 173, compareValue: 100, delta: 73 }, ok)).toEqual({ kind: 'delta', delta: 73 });
    expect(kpiComparison({ value: 5, compareValue: 0, delta: null }, ok)).toEqual({ kind: 'noData' });
    expect(kpiComparison({ value: 5, compareValue: null, delta: null }, ok)).toEqual({ kind: 'noData' });
    expect(kpiComparison(undefined, ok)).toEqual({ kind: 'noData' });
  });

  it('never gives a percentage against a partial period, even when the API computed one', () => {
    const partial = { kind: 'partial', side: 'compare', percent: 40 } as const;
    expect(kpiComparison({ value: 173, compareValue: 100, delta: 73 }, partial)).toEqual(partial);
    expect(kpiComparison({ value: 173, compareValue: 100, delta: 73 }, { kind: 'noData' })).toEqual({ kind: 'noData' });
  });
});
