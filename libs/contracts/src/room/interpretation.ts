import { Type } from 'typebox';
import { INTERPRETATION_LANGUAGES } from './channels';

/** The wire form of an interpreter's language pair (the rules about channels live in `channels.ts`). */
export const InterpretationLanguageSchema = Type.Enum([...INTERPRETATION_LANGUAGES]);

export const InterpretationSchema = Type.Object(
  {
    from: InterpretationLanguageSchema,
    to: InterpretationLanguageSchema,
  },
  { additionalProperties: false },
);
