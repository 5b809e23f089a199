/** Where a packet is written when nobody says otherwise, the same in the CLI, the packet command and assignment. */
import { packetFileName } from '../files/fileNames';

/** The folder packets go to, beside the dataset's manifest (or at the workspace root when there is none). */
export const PACKETS_FOLDER = 'packets';

/** `<root>/packets/<packet id>.packet.json`, where root is the folder of finbench.dataset.json or the workspace root. */
export function defaultPacketPath(root: string, packetId: string): string {
  return `${root.replace(/[\\/]+$/, '')}/${PACKETS_FOLDER}/${packetFileName(packetId)}`;
}
