export enum Mode {
  Fast = "fast",
  Slow = "slow",
}
