import { defineTable, type SeedContext } from '../db/table';
import { addDaysToKey, NULL_DATE } from '../../src/lib/time/stockholm';
import {
  FALLBACK_PROCESS_TAGS,
  type ProcessTag,
} from '../../src/lib/documents/fallback-process-tags';
import { FIRST_NAMES, LAST_NAMES } from './names';
import { ALLOWED_DISTRICT_IDS } from '../../src/lib/resources/org/allowed-districts';

/**
 * Documents (VLS): the process-tag tree, the documents, and the read receipts that differ from
 * the seeded ones. Whether an employee has read a seeded document is decided by a seeded hash
 * (see documents-receipts.ts), so 2,000 documents × 3,000 staff cost nothing to store; every
 * mark the API receives is stored in `documentReceiptsTable` and wins over the seeded value.
 */

export interface MockDocument {
  ID: number;
  Name: string;
  DistrictIDs: number[];
  ExternalID: string;
  ExternalGUID: string;
  ExternalDocIDString: string;
  Size: number;
  ReadReceipt: boolean;
  ProcessTagIDs: number[];
  ContentType: string;
  AuthorName: string;
  /** Stockholm wall-clock date-times as the server sends them; '9999-12-31T00:00:00' = none. */
  PublishedDateTime: string;
  ModifiedDateTime: string;
  ValidFromDateTime: string;
  ValidToDateTime: string;
  Version: string;
  /** Token roles that must read it (driver, conductor, ...). */
  Roles: string[];
  /** Share of recipients who have read it (seeded receipts). */
  ReadShare: number;
  /** Featured demo documents: unread by the demo users. */
  Featured: boolean;
  /** Base64 content of an uploaded file (seeded documents generate theirs). */
  Content: string | null;
  /** Stored on the doc host (second upload step done). */
  Stored: boolean;
  UploadedBy: string | null;
}

export interface MockReceipt {
  read: boolean;
  checked: boolean;
  /** When it was marked (ISO). */
  at: string;
}

/** The leaf tag of the operational chain ROOT-K4-K4.1-A2-M7. */
export const OPERATIONAL_TAG_ID = 270;
export const DOCUMENT_ROLES = ['driver', 'conductor', 'dispatcher', 'bus', 'useradmin'] as const;

export const processTagsTable = defineTable<ProcessTag[]>('documentProcessTags', () =>
  FALLBACK_PROCESS_TAGS.map((tag) => ({ ...tag })),
);

/** docId → userId → receipt (only what was marked through the API). */
export const documentReceiptsTable = defineTable<Record<string, Record<string, MockReceipt>>>(
  'documentReceipts',
  () => ({}),
);

const KINDS = ['Instruktion', 'Rutin', 'Föreskrift', 'Information', 'Checklista', 'Blankett'];
const AREAS_NOTE = ['', ' – gäller tills vidare', ' – reviderad', ' – sammanfattning'];

interface Featured {
  name: string;
  readReceipt: boolean;
  tag: number;
  daysAgo: number;
  roles: string[];
}

/** Demo documents in Skåne that the demo driver has not read yet. */
export const FEATURED_DOCUMENTS: readonly Featured[] = [
  {
    name: 'Säkerhetsordning – ändrad körorder Malmö C–Lund C',
    readReceipt: true,
    tag: OPERATIONAL_TAG_ID,
    daysAgo: 2,
    roles: ['driver', 'conductor'],
  },
  {
    name: 'Driftmeddelande: spårarbete Hässleholm–Kristianstad',
    readReceipt: true,
    tag: OPERATIONAL_TAG_ID,
    daysAgo: 5,
    roles: ['driver', 'conductor', 'dispatcher'],
  },
  {
    name: 'Körorder vid signalfel i Citytunneln',
    readReceipt: false,
    tag: OPERATIONAL_TAG_ID,
    daysAgo: 1,
    roles: ['driver'],
  },
  {
    name: 'Rutin för bromsprov före avgång',
    readReceipt: true,
    tag: 259,
    daysAgo: 8,
    roles: ['driver'],
  },
  {
    name: 'Information om nya arbetskläder',
    readReceipt: false,
    tag: 446,
    daysAgo: 12,
    roles: ['driver', 'conductor', 'dispatcher', 'useradmin'],
  },
];

const hex = (ctx: SeedContext, n: number) =>
  Array.from({ length: n }, () => ctx.random.int(0, 15).toString(16)).join('');

export const guidOf = (ctx: SeedContext) =>
  `${hex(ctx, 8)}-${hex(ctx, 4)}-4${hex(ctx, 3)}-b${hex(ctx, 3)}-${hex(ctx, 12)}`;

const at = (dateKey: string, hour: number) => `${dateKey}T${String(hour).padStart(2, '0')}:00:00`;

/** About 200 documents (× data scale), spread over the active districts. */
export const documentsTable = defineTable<MockDocument[]>('documents', (ctx) => {
  const { random, today } = ctx;
  const tags = ctx.get(processTagsTable);
  const leaves = tags.filter((t) => t.Level.startsWith('M'));
  const count = Math.round(200 * Math.max(1, ctx.controls.scale));
  const author = () => `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
  const base = (
    id: number,
    name: string,
    tag: number,
    daysAgo: number,
  ): Omit<MockDocument, 'DistrictIDs' | 'ReadReceipt' | 'Roles' | 'ReadShare' | 'Featured'> => {
    const published = addDaysToKey(today, -daysAgo);
    const modified = addDaysToKey(published, random.chance(0.3) ? random.int(0, daysAgo) : 0);
    return {
      ID: id,
      Name: name,
      ExternalID: String(random.int(100000, 999999)),
      ExternalGUID: guidOf(ctx),
      ExternalDocIDString: `VLS-${id}`,
      Size: random.int(20_000, 4_000_000),
      ProcessTagIDs: [tag],
      ContentType: 'application/pdf',
      AuthorName: author(),
      PublishedDateTime: at(published, random.int(7, 16)),
      ModifiedDateTime: at(modified, random.int(7, 16)),
      ValidFromDateTime: at(published, 0),
      ValidToDateTime: random.chance(0.6)
        ? NULL_DATE
        : at(addDaysToKey(published, random.int(30, 720)), 0),
      Version: `${random.int(1, 5)}.${random.int(0, 9)}`,
      Content: null,
      Stored: true,
      UploadedBy: null,
    };
  };
  const featured = FEATURED_DOCUMENTS.map((f, i): MockDocument => ({
    ...base(900_000_101 + i, f.name, f.tag, f.daysAgo),
    ValidToDateTime: NULL_DATE,
    DistrictIDs: [4],
    ReadReceipt: f.readReceipt,
    Roles: [...f.roles],
    ReadShare: 0.55,
    Featured: true,
  }));
  const generated = Array.from({ length: count }, (_, i): MockDocument => {
    const tag = random.pick(leaves);
    const daysAgo = random.int(3, 900);
    const everywhere = random.chance(0.4);
    const roles = random.shuffle(DOCUMENT_ROLES).slice(0, random.int(1, 4));
    return {
      ...base(
        901_000_000 + i * 37,
        `${random.pick(KINDS)}: ${tag.Name}${random.pick(AREAS_NOTE)}`,
        tag.ID,
        daysAgo,
      ),
      DistrictIDs: everywhere
        ? [...ALLOWED_DISTRICT_IDS]
        : [ALLOWED_DISTRICT_IDS[i % ALLOWED_DISTRICT_IDS.length]!],
      ReadReceipt: random.chance(0.35),
      Roles: roles,
      ReadShare: Math.min(0.97, 0.3 + daysAgo / 150),
      Featured: false,
    };
  });
  return [...featured, ...generated];
});
