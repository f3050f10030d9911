#!/usr/bin/env node
import nodeModule from 'node:module';
// Node 20 has no compile cache: the command then compiles its chunks on every run.
nodeModule.enableCompileCache?.();
// Starts Flotilla's cli from the bundle (scripts/build.mjs).
await (await import('../bundle/index.js')).cli();
