import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TabList } from './tab-list';

const TABS = [
  { id: 'abertos', label: 'Abertos' },
  { id: 'encerrados', label: 'Encerrados' },
] as const;

type TabId = (typeof TABS)[number]['id'];

function Tabs() {
  const [current, setCurrent] = useState<TabId>('abertos');
  return (
    <>
      <TabList
        label="Situação dos sinais"
        tabs={TABS}
        current={current}
        onPick={setCurrent}
        className="tabs"
        tabClassName={(selected) => (selected ? 'tab tab--on' : 'tab')}
      />
      <p>Mostrando: {current}</p>
    </>
  );
}

describe('TabList', () => {
  it('is a named tablist with the current tab selected, and a click selects another', async () => {
    render(<Tabs />);
    expect(screen.getByRole('tablist', { name: 'Situação dos sinais' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Abertos', selected: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Encerrados' }));
    expect(screen.getByRole('tab', { name: 'Encerrados', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Abertos', selected: false })).toBeInTheDocument();
    expect(screen.getByText('Mostrando: encerrados')).toBeInTheDocument();
  });
});
