/**
 * The content slot: one persistent DOM node that the active layout adopts, with
 * one child per remote. Remotes mount into their child, so a layout change
 * never destroys a mounted remote's DOM.
 */
export const contentSlot: HTMLDivElement = document.createElement('div');
contentSlot.id = 'platform-content';
contentSlot.className = 'shell-content-slot';

const remoteNodes = new Map<string, HTMLDivElement>();

export function remoteNode(name: string): HTMLDivElement {
  let node = remoteNodes.get(name);
  if (!node) {
    node = document.createElement('div');
    node.dataset.remote = name;
    node.className = 'shell-remote';
    contentSlot.appendChild(node);
    remoteNodes.set(name, node);
  }
  return node;
}
