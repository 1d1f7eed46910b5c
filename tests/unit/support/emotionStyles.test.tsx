import Box from '@mui/material/Box';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emotionStylesForgetter } from './emotionStyles';

const emotionTags = () => document.head.querySelectorAll('style[data-emotion]').length;

describe('forgetting emotion’s styles between tests', () => {
    it('removes every style emotion put in, and the next render puts in again what it uses', async () => {
        const forget = await emotionStylesForgetter();
        const { unmount } = render(<Box sx={{ display: 'none' }}>hidden by a style</Box>);
        expect(screen.getByText('hidden by a style')).not.toBeVisible();
        unmount();
        expect(emotionTags()).toBeGreaterThan(0);

        forget();
        expect(emotionTags()).toBe(0);
        render(<Box sx={{ display: 'none' }}>hidden by a style</Box>);
        expect(screen.getByText('hidden by a style')).not.toBeVisible();
        expect(emotionTags()).toBeGreaterThan(0);
    });
});
