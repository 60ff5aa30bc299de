import type { ConferenceCustomisation } from '@platform/shared-api';

/** The parts of the host's look the page edits (the rest is set elsewhere). */
export type Section = Exclude<keyof ConferenceCustomisation, 'updated_at' | 'anti_screen_capture'>;

/** What each section of the customise page gets: the draft and a change to one of its parts. */
export interface CustomiseSectionProps {
  draft: ConferenceCustomisation;
  patch: <S extends Section>(section: S, change: Partial<ConferenceCustomisation[S]>) => void;
}
