import { afterAll } from 'vitest';
import { removeWorkDirs } from './work-dir.js';

// A setup file (vitest.config.ts): runs before each test file, so the hook ends every file. It is
// registered first and after-hooks run in reverse, so the file's own hooks (which stop the servers
// and processes writing into the directories) run before it.
afterAll(removeWorkDirs);
