#!/usr/bin/env node
// Starts Flotilla's cli from the bundle (scripts/build.mjs).
await (await import('../bundle/index.js')).cli();
