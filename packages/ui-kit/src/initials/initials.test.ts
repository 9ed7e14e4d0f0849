import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('@atrium/ui-kit/initials', () => {
  it('takes the first letter of the first two words, upper-cased', () => {
    expect(initials('jordan stevenson')).toBe('JS');
    expect(initials('Ada Augusta King Lovelace')).toBe('AA');
    expect(initials('Cher')).toBe('C');
  });

  it('ignores surrounding and repeated white space', () => {
    expect(initials('  Grace   Hopper ')).toBe('GH');
    expect(initials('')).toBe('');
  });

  it('keeps letters of other scripts and characters outside the BMP whole', () => {
    expect(initials('نور الهدى')).toBe('نا');
    expect(initials('דנה לוי')).toBe('דל');
    // a surrogate pair cut in half would render as a replacement glyph
    expect(initials('𝒜lice 𝒵ed')).toBe('𝒜𝒵');
  });
});
