export interface None {
  x: string;
}
export interface Self {
  y: string;
}
export interface Codec {
  z: string;
}
