import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderKit } from '../test/render';
import { ValueList } from './value-list';

const rows = [
  { id: 'a', name: 'On time', figure: '92%' },
  { id: 'b', name: 'Late', figure: '8%' },
];

describe('@atrium/ui-kit/ValueList', () => {
  it('is a list with a row an item, its label then its value, in order', () => {
    renderKit(<ValueList items={rows} getKey={(r) => r.id} label={(r) => <span>{r.name}</span>} value={(r) => <b>{r.figure}</b>} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['On time92%', 'Late8%']);
    expect(items[0]?.firstElementChild).toHaveTextContent('On time');
    expect(items[0]?.lastElementChild).toHaveTextContent('92%');
  });

  it('keeps a row on one line unless told it may wrap', () => {
    const { unmount } = renderKit(<ValueList items={rows} getKey={(r) => r.id} label={(r) => r.name} value={(r) => r.figure} />);
    expect(screen.getAllByRole('listitem')[0]).toHaveAttribute('style', expect.stringContaining('--group-wrap: nowrap'));
    unmount();
    renderKit(<ValueList items={rows} getKey={(r) => r.id} label={(r) => r.name} value={(r) => r.figure} wrap="wrap" />);
    expect(screen.getAllByRole('listitem')[0]).toHaveAttribute('style', expect.stringContaining('--group-wrap: wrap'));
  });
});
