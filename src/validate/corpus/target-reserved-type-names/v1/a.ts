// Each name is one a generated module already uses; `Any` is not one (every target declares it).
export interface True {
  x: string;
}
export interface Iterator {
  x: string;
}
export interface MethodParams {
  x: string;
}
export interface ClassVar {
  x: string;
}
export interface MAX_SIZE {
  x: string;
}
export interface Any {
  x: string;
}
