/** The media layer's grid geometry alone (pure functions), for layouts drawn outside the call page (the broadcast composite). */
export { computeGrid, tilesOnPage, type TileRect } from './utils/grid-layout';
