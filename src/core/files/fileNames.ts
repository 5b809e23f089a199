/**
 * The names of FinBench's files: the one place each suffix is spelled. No checks here (fileKinds.ts adds them): the
 * webviews' messages import it too.
 */
export const ITEM_SUFFIX = '.item.json';
export const PACKET_SUFFIX = '.packet.json';
/** The dataset's manifest (its people, review settings); found by name, not scanned. */
export const MANIFEST_FILE = 'finbench.dataset.json';

/** Whether a path or file name is an item file's (`*.item.json`). */
export const isItemFile = (path: string): boolean => path.endsWith(ITEM_SUFFIX);
/** Whether a path or file name is a review packet's (`*.packet.json`). */
export const isPacketFile = (path: string): boolean => path.endsWith(PACKET_SUFFIX);
/** The item file's name for an id (the name before the suffix is the id). */
export const itemFileName = (id: string): string => `${id}${ITEM_SUFFIX}`;
/** The packet file's name for a packet id. */
export const packetFileName = (id: string): string => `${id}${PACKET_SUFFIX}`;
