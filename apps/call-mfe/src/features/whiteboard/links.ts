/** The whiteboard's entry for the call: board links in the chat, without the board itself (it loads on /draw). */
export { boardIdFromText, boardLink, latestBoard, newBoardId } from './utils/board-link';
