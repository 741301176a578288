import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { CellText } from './CellText';

const longName = (() => {
  let name = '';
  while (name.length < 224) name += 'Łukasz😀Dvořák👨‍👩‍👧Zoë👍🏽';
  return name.slice(0, 224);
})();

describe('CellText', () => {
  it('wraps a long unbroken name anywhere, shortens it to two lines, and shows it whole on hover', () => {
    render(<CellText text={longName} />);
    const cell = screen.getByTitle(longName);
    expect(cell).toHaveTextContent(longName);
    expect(cell).toHaveStyle({ overflowWrap: 'anywhere', overflow: 'hidden', maxWidth: '220px' });
    expect(getComputedStyle(cell).getPropertyValue('-webkit-line-clamp')).toBe('2');
  });

  it('keeps ten characters of width, so a squeezed column does not cut an ordinary name mid-word', () => {
    render(<CellText text="Edsger Dijkstra" />);
    expect(screen.getByTitle('Edsger Dijkstra')).toHaveStyle({ minWidth: '10ch' });
  });
});
