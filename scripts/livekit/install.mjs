#!/usr/bin/env node
/** Installs the pinned LiveKit server when missing (reused when present) and prints its path. */
import { ensureLiveKitServer } from './binary.mjs';

try {
  console.log(ensureLiveKitServer());
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
