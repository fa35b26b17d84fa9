import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_SIGNAL_LABEL, DEMO_SIGNALS_EXPLAINED } from '@sinais/shared';
import { DemoNotice, DemoNoticeBrief } from './demo-notice';

describe('DemoNotice', () => {
  it('labels the demonstration signals and says what they are not, plus what the place adds', () => {
    render(<DemoNotice>Os alertas também levam o rótulo.</DemoNotice>);
    const notice = screen.getByRole('complementary', { name: 'Sinais de demonstração' });
    expect(notice).toHaveTextContent(DEMO_SIGNAL_LABEL);
    expect(notice).toHaveTextContent(`${DEMO_SIGNALS_EXPLAINED} Os alertas também levam o rótulo.`);
  });

  it('in its brief form keeps the full explanation one tap away', async () => {
    render(<DemoNoticeBrief />);
    expect(screen.getByText(DEMO_SIGNAL_LABEL)).toBeVisible();
    expect(screen.getByText(/não são recomendação\. Saiba mais/)).toBeVisible();
    const explanation = screen.getByText(DEMO_SIGNALS_EXPLAINED);
    expect(explanation).not.toBeVisible();
    await userEvent.click(screen.getByText(DEMO_SIGNAL_LABEL));
    expect(explanation).toBeVisible();
  });
});
