import { describe, expect, it } from 'vitest';
import {
  formatDateBn,
  formatDhakaTimeBn,
  formatDurationBn,
  formatNumberBn,
  formatTakaBn,
  groupBangladeshi,
  toBengaliDigits,
  toLatinDigits,
} from './bangla';

describe('digits', () => {
  it('reads Bengali digits as Latin ones and leaves everything else', () => {
    expect(toLatinDigits('০১৭১২৩৪৫৬৭৮')).toBe('01712345678');
    expect(toLatinDigits('+৮৮০ ১৭১২-৩৪৫৬৭৮')).toBe('+880 1712-345678');
    expect(toLatinDigits('৪.৫০')).toBe('4.50');
    expect(toLatinDigits('9AB৩XK2LQ1')).toBe('9AB3XK2LQ1');
    expect(toLatinDigits('কোর্স ২০২৬')).toBe('কোর্স 2026');
  });
  it('writes Latin digits as Bengali ones, and back again unchanged', () => {
    expect(toBengaliDigits('0123456789')).toBe('০১২৩৪৫৬৭৮৯');
    expect(toLatinDigits(toBengaliDigits('12,34,567.89'))).toBe('12,34,567.89');
  });
});

describe('Bangladeshi grouping', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [4900, '4,900'],
    [12345, '12,345'],
    [123456, '1,23,456'],
    [1234567, '12,34,567'],
    [12345678, '1,23,45,678'],
    [-150000, '-1,50,000'],
    [999.6, '1,000'],
  ])('%d → %s', (value, expected) => {
    expect(groupBangladeshi(value)).toBe(expected);
  });
  it('writes numbers and taka in Bengali digits', () => {
    expect(formatNumberBn(1234567)).toBe('১২,৩৪,৫৬৭');
    expect(formatTakaBn(4900)).toBe('৳৪,৯০০');
    expect(formatTakaBn(150000)).toBe('৳১,৫০,০০০');
    expect(formatTakaBn(0)).toBe('ফ্রি');
  });
});

describe('dates, times and durations', () => {
  it('writes a calendar date in Bangla', () => {
    expect(formatDateBn('2026-03-26')).toBe('২৬ মার্চ ২০২৬');
    expect(formatDateBn('2024-12-15')).toBe('১৫ ডিসেম্বর ২০২৪');
    expect(formatDateBn('2026-02-01')).toBe('১ ফেব্রুয়ারি ২০২৬');
  });
  it('writes an instant in Dhaka time with the part of the day', () => {
    // 10:05 UTC is 16:05 in Dhaka
    expect(formatDhakaTimeBn('2026-11-21T10:05:00Z')).toBe('২১ নভেম্বর ২০২৬, বিকেল ৪:০৫');
    // 18:30 UTC is half past midnight in Dhaka, the next day
    expect(formatDhakaTimeBn('2026-11-21T18:30:00Z')).toBe('২২ নভেম্বর ২০২৬, রাত ১২:৩০');
    expect(formatDhakaTimeBn('2026-11-21T03:00:00Z')).toBe('২১ নভেম্বর ২০২৬, সকাল ৯:০০');
    expect(formatDhakaTimeBn('2026-11-21T07:15:00Z')).toBe('২১ নভেম্বর ২০২৬, দুপুর ১:১৫');
    expect(formatDhakaTimeBn('2026-11-21T12:45:00Z')).toBe('২১ নভেম্বর ২০২৬, সন্ধ্যা ৬:৪৫');
    expect(formatDhakaTimeBn('2026-11-21T15:00:00Z')).toBe('২১ নভেম্বর ২০২৬, রাত ৯:০০');
    expect(formatDhakaTimeBn('not a time')).toBe('not a time');
  });
  it('writes durations as people say them', () => {
    expect(formatDurationBn(737)).toBe('১২ ঘণ্টা ১৭ মিনিট');
    expect(formatDurationBn(45)).toBe('৪৫ মিনিট');
    expect(formatDurationBn(180)).toBe('৩ ঘণ্টা');
  });
});
