/**
 * Interpretation channels (who speaks into which language, how loud each plays on a channel): the
 * contract's one rule, imported from its own module so the call page does not bundle the schemas.
 */
export {
  channelGain,
  effectiveChannel,
  FLOOR_UNDER_INTERPRETER,
  INTERPRETATION_LANGUAGES,
  interpretationRefusal,
  offeredChannels,
  ORIGINAL_CHANNEL,
  speakerChannel,
  type Interpretation,
  type InterpretationLanguage,
  type ListeningChannel,
} from '@platform/contracts/src/room/channels';
