import { join } from 'node:path';
import { Validations, type Duration, type RemovalPolicy } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { Permissions } from '../grants';
import { LAMBDA_BUNDLING, aliasArgs } from './lambda-bundling';

/**
 * `esbuild` bundles each entry for real (synth, deploy). `none` puts a stub that throws in its place:
 * only the infra unit tests use it, to check the wiring of every function in seconds.
 */
export type BundlingMode = 'esbuild' | 'none';

export interface HandlerFunctionProps {
  /** Entry file relative to the project root. */
  entry: string;
  projectRoot: string;
  bundling: BundlingMode;
  /** The stage's esbuild aliases (lambda-bundling's lambdaAliases, made once per stage); unused without bundling. */
  aliases: Record<string, string>;
  permissions: Permissions;
  /** Powertools' settings (service name, metrics namespace, log level), the same for every function of a stage. */
  observability: Record<string, string>;
  memorySize: number;
  timeout: Duration;
  logRetention: RetentionDays;
  removalPolicy: RemovalPolicy;
  description: string;
}

export const LAMBDA_RUNTIME = Runtime.NODEJS_22_X;

/**
 * One Lambda: Node 22 on arm64, its own log group with retention, and its own role holding only the
 * statements from its Access plus writing its own logs (no AWSLambdaBasicExecutionRole, which reaches
 * every log group).
 */
export class HandlerFunction extends Construct {
  readonly fn: LambdaFunction;
  readonly role: Role;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: HandlerFunctionProps) {
    super(scope, id);
    this.logGroup = new LogGroup(this, 'Logs', { retention: props.logRetention, removalPolicy: props.removalPolicy });
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: props.description,
    });
    this.logGroup.grantWrite(this.role);
    for (const statement of props.permissions.statements) this.role.addToPrincipalPolicy(statement);

    const common = {
      runtime: LAMBDA_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize,
      timeout: props.timeout,
      role: this.role,
      logGroup: this.logGroup,
      description: props.description,
      environment: { ...props.permissions.environment, ...props.observability },
    };

    this.fn =
      props.bundling === 'esbuild'
        ? new NodejsFunction(this, 'Function', {
            ...common,
            entry: join(props.projectRoot, props.entry),
            handler: 'handler',
            projectRoot: props.projectRoot,
            depsLockFilePath: join(props.projectRoot, 'package-lock.json'),
            bundling: {
              format: OutputFormat.ESM,
              target: LAMBDA_BUNDLING.target,
              mainFields: [...LAMBDA_BUNDLING.mainFields],
              minify: LAMBDA_BUNDLING.minify,
              sourceMap: LAMBDA_BUNDLING.sourcemap,
              sourcesContent: LAMBDA_BUNDLING.sourcesContent,
              externalModules: [...LAMBDA_BUNDLING.external],
              banner: LAMBDA_BUNDLING.banner,
              esbuildArgs: { '--alias': aliasArgs(props.aliases) },
              logLevel: LogLevel.WARNING,
            },
          })
        : new LambdaFunction(this, 'Function', {
            ...common,
            handler: 'index.handler',
            code: Code.fromInline(
              `exports.handler = async () => { throw new Error('unbundled test stack: ${props.entry}'); };`,
            ),
          });
    Validations.of(this.fn).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Node.js 22 is the runtime NagText targets, bundles for (esbuild target node22) and tests on; moving to a newer runtime is a deliberate upgrade, not a drift.',
    });
  }
}
