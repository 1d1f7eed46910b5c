import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BaselineApp } from './BaselineApp';

createRoot(document.getElementById('root')!).render(
    <StrictMode>
        <BaselineApp />
    </StrictMode>
);
