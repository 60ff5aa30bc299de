import { object, required, text } from '../../lib/schema';

export { speaker } from '../conferences/schema';
export const addBody = object({ alias: required(64), name: text(100), email: text(254) }, ['alias', 'name', 'email']);
export const removeBody = object({ alias: required(64), speaker_alias: required(64) }, ['alias', 'speaker_alias']);
export const aliasQuery = object({ alias: required(64) }, ['alias']);
