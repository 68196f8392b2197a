export type TaskId = string;
export interface Task {
  id: TaskID;
}
