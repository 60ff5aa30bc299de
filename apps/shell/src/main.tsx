import '@platform/ui/styles.css';
import './shell.css';
import { bootstrap } from './bootstrap';

void bootstrap();
