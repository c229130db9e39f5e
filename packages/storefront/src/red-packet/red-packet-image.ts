/** The picture of a packet, one of the mall's images: the tip's and the game's. */
export const RED_PACKET_IMAGE = '/img/blocks/floatingLayer/red-packet.svg';
