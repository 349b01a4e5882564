/** What the api host and the doc host receive per file in the `data` part (spec 1 §3). */
export interface UploadMetadata {
  FileName: string;
  GUID: string;
  Id: number;
  OperationType: 'Create';
  Process: string;
  ProcessTagId: number;
  ReadReceipt: boolean;
  Author: string;
  /** Stockholm wall-clock date-times, yyyy-MM-ddTHH:mm:ss. */
  Created: string;
  DriftMessageStart: string | null;
  DriftMessageEnd: string | null;
  DocId: string;
  MainProcess: string;
  Version: string;
  Modified: string;
  ProcessTagFullPath: string;
  District: number[];
}
