#!/usr/bin/env node
// Starts Flotilla's cli from the bundle (scripts/build.mjs).
require('./start.js').startCli(require('node:url').pathToFileURL(__filename).href);
