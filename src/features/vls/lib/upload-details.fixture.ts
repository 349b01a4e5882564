import type { SharedMetadata } from './run-upload';

/** An upload's details as the form gives them (the upload tests' starting point). */
export const UPLOAD_DETAILS: SharedMetadata = {
  OperationType: 'Create',
  Process: 'Driftmeddelanden och körorder',
  ProcessTagId: 270,
  ReadReceipt: true,
  Author: 'Magnus Ek',
  Created: '2026-11-23T12:00:00',
  DriftMessageStart: null,
  DriftMessageEnd: null,
  MainProcess: 'Utföra trafik',
  Version: '1.0',
  Modified: '2026-11-23T12:00:00',
  ProcessTagFullPath: 'ROOT-K4-K4.1-A2-M7',
  District: [4],
};
