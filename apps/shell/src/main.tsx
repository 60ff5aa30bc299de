import '@platform/ui/styles.css';
import './shell.css';
import { bootstrap } from './bootstrap';
import { retireFirstPaint } from './remotes/first-paint';

// A start-up that throws shows what the shell could draw, not the server's inert first paint.
bootstrap().catch((error: unknown) => {
  retireFirstPaint();
  throw error;
});
