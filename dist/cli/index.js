#!/usr/bin/env node
// Starts Flotilla's cli from the bundle (scripts/build.mjs).
import nodeModule from 'node:module';
// Node 22.1 and later; NODE_DISABLE_COMPILE_CACHE=1 turns it off.
nodeModule.enableCompileCache?.();
await (await import('../bundle/index.js')).cli();
