import { describe, expect, it } from 'vitest';
import {
  BEFORE_ORDER_DATE,
  estimatedDateProblem,
  estimatedDateTooFar,
  isPastEstimatedDate,
  latestEstimatedDate,
  TOO_FAR_AHEAD,
  utcDayOf,
} from './estimatedDate';

const today = '2026-12-06';
const orderDate = new Date('2026-11-20T23:30:00Z');

describe('the estimated shipping date’s bounds', () => {
  it('is not before the order’s date (its UTC day), nor more than a year after today', () => {
    expect(estimatedDateProblem('2026-11-19', { today, orderDate })).toBe(BEFORE_ORDER_DATE);
    expect(estimatedDateProblem('0001-01-01', { today, orderDate })).toBe(BEFORE_ORDER_DATE);
    expect(estimatedDateProblem('2026-11-20', { today, orderDate })).toBeNull();
    expect(estimatedDateProblem('2027-12-06', { today, orderDate })).toBeNull();
    expect(estimatedDateProblem('2027-12-07', { today, orderDate })).toBe(TOO_FAR_AHEAD);
    expect(estimatedDateProblem('9999-12-31', { today })).toBe(TOO_FAR_AHEAD);
  });
  it('without an order, only the year ahead bounds it', () => {
    expect(estimatedDateProblem('1999-01-01', { today })).toBeNull();
    expect(estimatedDateTooFar('2027-12-06', today)).toBeNull();
    expect(estimatedDateTooFar('2028-01-01', today)).toBe(TOO_FAR_AHEAD);
  });
  it('a year after 29 February is 28 February', () => {
    expect(latestEstimatedDate('2028-02-29')).toBe('2029-02-28');
    expect(latestEstimatedDate('2026-12-31')).toBe('2027-12-31');
  });
  it('a day before today is past (allowed, confirmed first); today is not', () => {
    expect(isPastEstimatedDate('2026-12-05', today)).toBe(true);
    expect(isPastEstimatedDate(today, today)).toBe(false);
  });
  it('takes the day of an instant in UTC', () => {
    expect(utcDayOf(new Date('2026-12-06T23:59:00-02:00'))).toBe('2026-12-07');
    expect(utcDayOf('2026-11-20')).toBe('2026-11-20');
  });
});
