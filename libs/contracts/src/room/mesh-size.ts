/**
 * Spec §9: meeting (end-to-end) rooms hold up to 10 people; that is the mesh's size. Schema-free, so
 * clients import it without bundling the call-config schemas.
 */
export const MESH_MAX_PARTICIPANTS = 10;
