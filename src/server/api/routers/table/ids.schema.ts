// Fields several table procedures share.
import { idField } from "../../../schemas/fields.schema";

export const tableIdField = idField("table");
export const inviteCodeField = idField("invitation").optional();
