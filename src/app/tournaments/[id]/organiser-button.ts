// The small buttons beside an event's status (Edit event…, Cancel tournament…, Feature): a 44 px tap target on a phone
// (they were 24 px), pill-sized from the sm breakpoint where a pointer is likely.
export const ORGANISER_BUTTON = "btn btn-quiet min-h-11 px-3 py-0.5 text-sm sm:min-h-0";
