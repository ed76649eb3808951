import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Each test starts from an empty document.
afterEach(() => cleanup());
