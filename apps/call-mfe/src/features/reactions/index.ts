/** Reactions (issue 29): the toolbar's picker, the room's reactions while they rise, and the layer drawing them. */
export { ReactionPicker } from './components/ReactionPicker';
export { ReactionsLayer } from './components/ReactionsLayer';
export { useReactions, type ShownReaction } from './hooks/useReactions';
export { REACTION_NAME_KEYS } from './utils/reaction-names';
export { risingAt } from './utils/rising';
