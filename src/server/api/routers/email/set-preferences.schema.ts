// The form's schema lives with the preferences (the page checks with it too).
export {
  preferencesInput as setPreferencesInput,
  type PreferencesInput as SetPreferencesInput,
} from "../../../mail/preferences";
