#!/usr/bin/env node
// Runs the CLI's bundle (rolldown.config.js); `npm ci` builds it through the prepare script.
import { main } from '../dist/cli-bundle/main.js';

process.exitCode = await main(process.argv);
