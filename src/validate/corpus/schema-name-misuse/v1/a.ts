/** @schemaName Error */
export interface JsonRpcError {
  /** @schemaName Code */
  code: number;
}

/** @schemaName JsonRpcError */
export interface Second {
  message: string;
}

/** @schemaName Error */
export interface Third {
  message: string;
}

/** @schemaName not a name */
export interface Fourth {
  message: string;
}
