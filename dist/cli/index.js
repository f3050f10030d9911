#!/usr/bin/env node
// Starts Flotilla's cli from the bundle (scripts/build.mjs).
import { startCli } from './start.js';
await startCli(import.meta.url);
