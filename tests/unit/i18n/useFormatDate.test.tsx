import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { AdminContext, LocalesMenuButton, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';
import { useFormatDate } from '../../../src/i18n/useFormatDate';

const AuctionEnd = () => <p data-testid="end">{useFormatDate()(dayjs('2026-03-05T14:30:09'), 'datetime')}</p>;

// Rendering react-admin and loading a catalogue is slow on a busy machine; this is no timing check.
const RENDER_TIMEOUT = 30_000;

afterEach(() => {
    vi.restoreAllMocks();
});

describe('useFormatDate', { timeout: RENDER_TIMEOUT }, () => {
    it('writes dates in the language in use, and again after a switch', async () => {
        vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
        const i18nProvider = await createI18nProvider('zh-cn');
        render(
            <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
                <LocalesMenuButton />
                <AuctionEnd />
            </AdminContext>
        );
        expect(await screen.findByTestId('end')).toHaveTextContent('03/05/2026 2:30:09 PM');
        fireEvent.click(screen.getByRole('button', { name: 'English' }));
        fireEvent.click(await screen.findByRole('menuitem', { name: 'Español' }));
        // The switch renders the page again once the Spanish catalogue is in: wait for the text
        // in the page as it stands then, not for a node the next render replaces.
        await waitFor(() => expect(screen.getByText('05/03/2026 14:30:09')).toBeInTheDocument(), { timeout: RENDER_TIMEOUT });
    });
});
