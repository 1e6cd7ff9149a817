/**
 * Contact details and data encryption keys that pass production's checks (set, and not the development
 * examples). A production server in a test needs them as it needs BETTER_AUTH_SECRET.
 */
export const productionOrganisationEnv = {
  ORG_NAME: "Fair Chance Works CIC",
  ORG_PHONE: "0300 555 0199",
  ORG_EMAIL: "hello@fairchance.test",
  ORG_OPENING_HOURS: "Monday to Friday, 9am to 5pm",
  ORG_REGISTERED_OFFICE: "Unit 4, 12 Hoxton Street, London N1 6NG",
  ORG_COMPANY_NUMBER: "15867342",
  // A test key (32 bytes), not the development one: production refuses that.
  DATA_ENCRYPTION_KEYS: "test1:dGVzdC1vbmx5LWtleS1mb3ItcHJvZC10ZXN0cy0zMmI=",
  DATA_ENCRYPTION_KEY_ID: "test1",
} as const;
