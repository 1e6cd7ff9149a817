import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// One way to do each common job: dates are formatted in app/lib/dates.ts, roles compared with hasRole.
const dateMessage = "Format dates with app/lib/dates.ts (formatDate, formatDateTime, formatCalendarDate, ...): add a formatter there if none fits.";
const DATE_OPTION = "/^(timeZone|dateStyle|timeStyle|weekday|era|year|month|day|hour|minute|second|hourCycle|hour12)$/";
const dateFormatting = [
  { selector: "MemberExpression[property.name=/^toLocale(Date|Time)String$/]", message: dateMessage },
  { selector: "MemberExpression[object.name='Intl'][property.name=/^(DateTimeFormat|RelativeTimeFormat)$/]", message: dateMessage },
  // toLocaleString is also how numbers are written ("1,234"): only a Date's, or one given date options, is refused.
  { selector: "CallExpression[callee.property.name='toLocaleString'][callee.object.type='NewExpression'][callee.object.callee.name='Date']", message: dateMessage },
  { selector: `CallExpression[callee.property.name='toLocaleString'] > ObjectExpression > Property[key.name=${DATE_OPTION}]`, message: dateMessage },
];
const ROLE = "/^(candidate|employer|partner|caseworker|admin)$/";
const roleComparison = [
  {
    // user.role === "admin", user?.role !== "candidate", role === "employer", in either order.
    selector:
      "BinaryExpression[operator=/^[!=]==?$/]" +
      ":matches([left.property.name='role'], [left.expression.property.name='role'], [left.name='role'], [right.property.name='role'], [right.expression.property.name='role'], [right.name='role'])" +
      `:matches([left.value=${ROLE}], [right.value=${ROLE}])`,
    message:
      "Do not compare a role with a literal. To let a role in or keep it out of a loader or action, use requireUser(context, request, { roles }) or the dashboard guard; to choose what to show, use hasRole from app/features/auth/roles.ts.",
  },
];

// One form kit (docs/features/forms-and-dates.md): a form is a SchemaForm, a ButtonForm or a FilterForm.
const formElement = [
  {
    selector: "JSXOpeningElement[name.name=/^(Form|form)$/], JSXOpeningElement[name.property.name='Form']",
    message:
      "Build forms with the form kit in app/components/ui: SchemaForm with useSchemaForm for fields the action checks, ButtonForm for a one-button action, FilterForm for a GET filter.",
  },
];

/** Links go through the site's own Link and NavLink, which are plain anchors on pages sent without React. */
const routerLinks = {
  name: "react-router",
  importNames: ["Link", "NavLink"],
  message: "Import Link and NavLink from ~/components/ui/router-link (plain anchors on pages sent without React's scripts).",
};

export default tseslint.config(
  { ignores: ["build/", "node_modules/", ".react-router/", "data/", "test-results/", "playwright-report/", "db/migrations/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-empty-object-type": "off",
    },
  },
  {
    rules: { "no-restricted-syntax": ["error", ...dateFormatting] },
  },
  {
    files: ["app/**", "server/**", "scripts/**"],
    rules: { "no-restricted-syntax": ["error", ...dateFormatting, ...roleComparison, ...formElement] },
  },
  {
    // The form kit itself.
    files: ["app/components/ui/schema-form.tsx", "app/components/ui/button-form.tsx", "app/components/ui/filter-form.tsx"],
    rules: { "no-restricted-syntax": ["error", ...dateFormatting, ...roleComparison] },
  },
  {
    // The date module (and its tests, which check it against Intl).
    files: ["app/lib/dates.ts", "app/lib/dates.test.ts"],
    rules: { "no-restricted-syntax": ["error", ...roleComparison] },
  },
  {
    // The module that defines hasRole.
    files: ["app/features/auth/roles.ts"],
    rules: { "no-restricted-syntax": ["error", ...dateFormatting] },
  },
  {
    // Tests write the words they expect independently of the module under test, and set people up by role.
    files: ["tests/**"],
    rules: { "no-restricted-syntax": "off" },
  },
  {
    files: ["app/**"],
    rules: { "no-restricted-imports": ["error", { paths: [routerLinks] }] },
  },
  {
    // Layering (docs/decisions/0032): lib, the shared components and db sit below the features, so they never
    // import one (features import lib, not the reverse).
    files: ["app/lib/**", "app/components/**", "db/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [routerLinks],
          patterns: [
            {
              group: ["~/features/*", "**/features/*", "~/features/**", "**/features/**"],
              message: "app/lib, app/components and db must not import a feature: move the shared part into lib, or pass it in from server/start.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    // Layering (docs/decisions/0032): the data features sit below the compositions that combine them (overview,
    // admin) and below the dashboard shell's own pages. From the shell they use only its frame: the area table,
    // the guard and the page helpers, the page frames and the parts every page draws.
    files: ["app/features/**"],
    ignores: ["app/features/dashboards/**", "app/features/admin/**", "app/features/overview/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [routerLinks],
          patterns: [
            {
              group: ["**/features/admin", "**/features/admin/**", "**/features/overview", "**/features/overview/**"],
              message: "A data feature must not import a composition (overview, admin): move the shared part down into the feature that owns the data, or into app/lib.",
            },
            {
              regex: "(^|/)dashboards/(components/(dashboard-chooser|dashboard-home|dashboard-layout|dashboard-skeleton|awaiting-approval)|navigation|portals|moved\\.server)$",
              message: "A data feature may use the dashboard shell's frame (areas, guard, page helpers, page frames, shared parts), not the shell's own pages and menu.",
            },
          ],
        },
      ],
    },
  },
);
