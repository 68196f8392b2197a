/**
 * A task.
 * @example { "taskId": "t1", "titel": "Write the docs" }
 */
export interface Task {
  taskId: string;
  title: string;
}

/**
 * A paint, closed.
 * @closed
 * @example { "name": "n", "colour": "red" }
 */
export interface Paint {
  name: string;
  color?: string;
}
