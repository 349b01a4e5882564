import type { Fields } from './pick';
import type { Route } from './route';

/**
 * What each read carries in the `spec` profile: the fields the spec lists for its entity, named
 * as the mock (and the portal) spell them; everything else is removed. Each whitelist quotes
 * the spec sentence it comes from (spec 1 = shell, documents, staff, workday; spec 2 = messages,
 * groups, equipment, connections; both §3 "Entities and their fields", calls from §7).
 * Reads the spec lists no fields for are not here and answer as in the default profile:
 * document user summary, the document id look-up (`api /document/{id}`), the download,
 * ListRoles, host types, hosts, things to check, the identity provider.
 */

/** A list of field names, written as one string. */
const names = (text: string): string[] => text.trim().split(/\s+/);

/** 1 §3 "District: id, name, short name, code, division id". */
const DISTRICT = names('id name shortName code divisionId');
/** 1 §3 "Duty site: id, name, districtId." */
const DUTY_SITE = names('id name districtId');
/** 1 §3 "Process tag: ID, Level, Name, ParentProcessTagID." */
const PROCESS_TAG = names('ID Level Name ParentProcessTagID');
/** 1 §3 "Document: ID, Name, DistrictIDs, DownloadURL, ... ValidToDateTime, Version." */
export const DOCUMENT = names(`ID Name DistrictIDs DownloadURL ExternalID ExternalGUID
  ExternalDocIDString Size UserCount UserRead UserChecked ReadReceipt ProcessTagString
  ProcessTagStringAbbrev Process ProcessTagIDs Area ContentType AuthorName PublishedDateTime
  ModifiedDateTime ValidFromDateTime ValidToDateTime Version`);
/**
 * 1 §3 "Document user: employeeNumber, UserId, first and last name, DefaultDistrictId,
 * DutySiteIDs, Roles (ID, Name), read flag." (the mock's read flag is `Read`; its `Checked`,
 * `DocumentCount` and `UnreadCount` are not listed)
 */
const DOCUMENT_USER: Fields = [
  ...names('employeeNumber UserId FirstName LastName DefaultDistrictId DutySiteIDs Read'),
  { Roles: names('ID Name') },
];
/** 1 §3 roster position "tripsInfo (trip, startStation, endStation, timeStart, timeEnd)". */
const TRIP_INFO = names('trip startStation endStation timeStart timeEnd');
/**
 * 1 §3 "Duty sign-in: checkInId, districtId, dutyDate, dutyId, dutyName, startLocation,
 * timeStart and timeEnd ..., timestampIn, timestampOut, employee (email, employeeNumber, phones
 * work/home/private, name, title), tripsInfo, tripDate." (not the mock's `updateId`; tripsInfo
 * as the roster position's)
 */
const DUTY_SIGNIN: Fields = [
  ...names(`checkInId districtId dutyDate dutyId dutyName startLocation timeStart timeEnd
    timestampIn timestampOut tripDate`),
  {
    employee: [...names('email employeeNumber name title'), { phones: names('work home private') }],
  },
  { tripsInfo: TRIP_INFO },
];
/**
 * 1 §3 "Roster position: block, description, districtId, tripDate, workTitle, employee name and
 * number, tripsInfo (trip, startStation, endStation, timeStart, timeEnd)." (no duty id, times,
 * stations, phones or duty site of its own)
 */
const ROSTER_POSITION: Fields = [
  ...names('block description districtId tripDate workTitle'),
  { employee: names('name employeeNumber') },
  { tripsInfo: TRIP_INFO },
];
/**
 * 1 §3 "Duty/roster: dutyDate, dutyName, positionStart/End, timeStart/End, activities (block,
 * description, trip, positions, times)." (no dutyId: the spec lists none)
 */
const DUTY: Fields = [
  ...names('dutyDate dutyName positionStart positionEnd timeStart timeEnd'),
  { activities: names('block description trip positionStart positionEnd timeStart timeEnd') },
];
/** 1 §7 "GET staff/roster/calendar ...: duties, employeeName, employeeNumber." */
const CALENDAR: Fields = ['employeeName', 'employeeNumber', { duties: DUTY }];
/** 1 §3 and 2 §3 "Trip staff: employeeNumber, name, title, phone, stations and times." */
const TRIP_STAFF = names(
  'employeeNumber name title phone startStation endStation timeStart timeEnd',
);
/** 2 §3 "Message: ID, ParentID, DistrictID, Subject, ... SystemID, TypeID, SenderUserID." */
const MESSAGE = names(`ID ParentID DistrictID Subject Body Created ValidFrom ValidTo Number To
  CustomData UserRead UserChecked ReadReceipt HTML SystemID TypeID SenderUserID`);
/** 2 §3 "GroupExternalRecipients (ID, Name, Mail, Phone, RoleID)". */
const EXTERNAL_RECIPIENT = names('ID Name Mail Phone RoleID');
/**
 * 2 §3 "Recipient group (server): ID, Name, DistrictID, From (sender mail), Created,
 * CreatedByUserID, RecipientTypes, GroupDistrictRecipients (ID, DistrictID, Name),
 * GroupRoleRecipients (ID, RoleID, Name), GroupDutySiteRecipients, GroupExternalRecipients (ID,
 * Name, Mail, Phone, RoleID)." (duty-site rows: no fields given, kept as they are)
 */
const RECIPIENT_GROUP: Fields = [
  ...names(
    'ID Name DistrictID From Created CreatedByUserID RecipientTypes GroupDutySiteRecipients',
  ),
  { GroupDistrictRecipients: names('ID DistrictID Name') },
  { GroupRoleRecipients: names('ID RoleID Name') },
  { GroupExternalRecipients: EXTERNAL_RECIPIENT },
];
/** 2 §3 "Stop: stopId, stopName, shortName, districtId, samStopId, latitude, longitude, activeStop." */
const STOP = names('stopId stopName shortName districtId samStopId latitude longitude activeStop');
/**
 * 2 §3 "Equipment check: id, statusId, statusName, temperature, hostId, hostName, hostTypeId,
 * equipmentId, equipmentTypeName, place, description, memo, image url, trip, created, registered
 * and updated times, vehiclePosition, hostEquipmentRelationID, districtID, eventId."
 */
const CHECK = names(`id statusId statusName temperature hostId hostName hostTypeId equipmentId
  equipmentTypeName place description memo imageUrl trip created registered updated
  vehiclePosition hostEquipmentRelationID districtID eventId`);
/** 2 §7 "GET api/Admin/checklist ... Response: data, skip, take, count." */
const CHECKLIST: Fields = [{ data: CHECK }, 'skip', 'take', 'count'];
/** 2 §3 "Status type: id, name, statusGroupId, preselected." */
const STATUS_TYPE = names('id name statusGroupId preselected');
/** 2 §3 "Equipment type: id, type, hostTypeId, statusGroupId, districts, sortOrder, cleaning." */
const EQUIPMENT_TYPE = names('id type hostTypeId statusGroupId districts sortOrder cleaning');
/** 2 §3 "Place: shortName, name, districtId." */
const PLACE = names('shortName name districtId');
/** 2 §3 "Vehicle: name, type, start and end time and place." */
const VEHICLE = names('name type startTime endTime startPlace endPlace');
/**
 * 2 §3 "Departure: advertisedTimeAtLocation, estimatedTimeAtLocation, timeAtLocation,
 * transportationType, trackAtLocation, viaToLocations."
 */
const DEPARTURE = names(`advertisedTimeAtLocation estimatedTimeAtLocation timeAtLocation
  transportationType trackAtLocation viaToLocations`);
/** 2 §3 "Info item: id, body, header, environment, sort, valid from/to." */
const INFO_ITEM = names('id body header environment sort validFrom validTo');
/** 2 §3 "Link: label, url." */
const LINK = names('label url');

export interface ReadRule extends Route {
  fields: Fields;
}

const get = (host: Route['host'], paths: string | string[], fields: Fields): ReadRule => ({
  method: 'GET',
  host,
  paths: typeof paths === 'string' ? [paths] : paths,
  fields,
});
const GROUP_READS = ['/Recipientgroup', '/RecipientGroup'].flatMap((p) => [p, `${p}/:id`]);

/** One whitelist per read of spec 1 §7 and spec 2 §7 that the spec gives fields for. */
export const READ_RULES: readonly ReadRule[] = [
  get('auth', '/api/district', DISTRICT),
  get('api', '/auth/dutysite/list', DUTY_SITE),
  get('api', '/processtag/getFilter', PROCESS_TAG),
  get('api', '/document/getfilter', DOCUMENT),
  get('doc', ['/v1/document/users', '/v1/document/searchusers'], DOCUMENT_USER),
  get('staff', '/overview/dutysignins', DUTY_SIGNIN),
  get('staff', '/roster/position', ROSTER_POSITION),
  get('staff', '/roster/calendar', CALENDAR),
  get('staff', '/roster/trip', TRIP_STAFF),
  get('staff', '/duty', DUTY),
  get('msg', ['/message/filter', '/message/:id'], MESSAGE),
  get('msg', GROUP_READS, RECIPIENT_GROUP),
  get('msg', '/GroupExternalRecipient', EXTERNAL_RECIPIENT),
  get('traffic', '/api/stops', STOP),
  get('travelinfo', '/api/departures', DEPARTURE),
  get('transit', '/api/departures', DEPARTURE),
  get('travelinfo', '/places', PLACE),
  get('vehicles', '/:service/:districtId', VEHICLE),
  get('verify', '/api/Admin/checklist', CHECKLIST),
  get('verify', '/api/Admin/check/:id', CHECK),
  get('verify', '/api/admin/equipmentTypes', EQUIPMENT_TYPE),
  get('verify', '/api/Admin/StatusTypes', STATUS_TYPE),
  get('verify', '/api/Equipment/GetPlaces/:districtId', PLACE),
  get('info', '/portal/info.json', INFO_ITEM),
  get('links', '/api/links', LINK),
];
