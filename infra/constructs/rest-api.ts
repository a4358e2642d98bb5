import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  AccessLogFormat,
  AuthorizationType,
  EndpointType,
  LambdaIntegration,
  LogGroupLogDestination,
  MethodLoggingLevel,
  RequestAuthorizer,
  ResponseType,
  RestApi,
} from 'aws-cdk-lib/aws-apigateway';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { EndpointGroup } from '../../functions/registry.ts';
import { errorBody } from '../../shared/http/errors.ts';
import { GATEWAY_ERRORS } from '../gateway-responses.ts';
import { acknowledgePublic } from './nag-acknowledgements.ts';

export interface ServiceApiProps {
  /** The environment name (dev, prod): the stage name and part of the API's name. */
  stage: string;
  /** Steady requests per second and burst the stage accepts before API Gateway throttles. */
  throttle: { rate: number; burst: number };
  logRetention: RetentionDays;
  key: IKey;
  /** The API-key authorizer's function. */
  authorizerFunction: IFunction;
}

/**
 * The REST API: one regional stage with tracing, metrics and JSON access logs (no caller, no user,
 * no bodies), gateway errors in the service's error shape, and the API-key authorizer in front of
 * every method that is not public. Groups are routed with `route`. Resources keep their original
 * ids in the given scope (see DataStore): the API's id names its Lambda permissions too.
 */
export class ServiceApi {
  readonly api: RestApi;
  readonly authorizer: RequestAuthorizer;

  constructor(scope: Construct, props: ServiceApiProps) {
    this.authorizer = new RequestAuthorizer(scope, 'ApiKeyAuthorizer', {
      handler: props.authorizerFunction,
      // No identity source and no cache: the authorizer must run (and count) on every request,
      // including those without a key, so that it can hand its decision to the shared layer.
      identitySources: [],
      resultsCacheTtl: Duration.seconds(0),
    });

    const accessLogs = new LogGroup(scope, 'AccessLogs', {
      retention: props.logRetention,
      encryptionKey: props.key,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.api = new RestApi(scope, 'Api', {
      restApiName: `health-ai-consensus-${props.stage}`,
      description: 'Health AI Consensus Service',
      endpointTypes: [EndpointType.REGIONAL],
      cloudWatchRole: true,
      deployOptions: {
        stageName: props.stage,
        tracingEnabled: true,
        metricsEnabled: true,
        // Execution logs at ERROR, never with request or response data: bodies carry health data.
        loggingLevel: MethodLoggingLevel.ERROR,
        dataTraceEnabled: false,
        throttlingRateLimit: props.throttle.rate,
        throttlingBurstLimit: props.throttle.burst,
        accessLogDestination: new LogGroupLogDestination(accessLogs),
        accessLogFormat: AccessLogFormat.jsonWithStandardFields({
          caller: false,
          httpMethod: true,
          ip: true,
          protocol: true,
          requestTime: true,
          resourcePath: true,
          responseLength: true,
          status: true,
          user: false,
        }),
      },
    });

    for (const gatewayError of GATEWAY_ERRORS) {
      this.api.addGatewayResponse(`Gateway${gatewayError.type}`, {
        type: ResponseType.of(gatewayError.type),
        statusCode: String(gatewayError.status),
        ...(gatewayError.retryAfterSeconds
          ? { responseHeaders: { 'Retry-After': `'${gatewayError.retryAfterSeconds}'` } }
          : {}),
        templates: {
          'application/json': JSON.stringify({
            ...errorBody(gatewayError.code, gatewayError.message, '$context.requestId'),
            timestamp: '$context.requestTime',
          }),
        },
      });
    }
  }

  /**
   * Method ANY on each distinct path of the group's operations, to the group's function: public when
   * every operation on the path is, else behind the authorizer. The catch-all group also gets the
   * root and `/{proxy+}`, so a path no group serves answers 404 in the error shape.
   */
  route(group: EndpointGroup, fn: IFunction): void {
    const integration = new LambdaIntegration(fn, { allowTestInvoke: false });
    const paths = new Map<string, boolean>();
    for (const operation of group.operations) {
      paths.set(operation.path, (paths.get(operation.path) ?? true) && operation.public);
    }
    for (const [path, isPublic] of paths) {
      const method = this.api.root
        .resourceForPath(path)
        .addMethod(
          'ANY',
          integration,
          isPublic
            ? { authorizationType: AuthorizationType.NONE }
            : { authorizer: this.authorizer, authorizationType: AuthorizationType.CUSTOM },
        );
      if (isPublic) acknowledgePublic(method, path);
    }
    if (group.catchAll) {
      const proxy = this.api.root.addProxy({ defaultIntegration: integration, anyMethod: true });
      for (const method of [proxy.anyMethod, this.api.root.node.tryFindChild('ANY')]) {
        if (method) acknowledgePublic(method, '/{proxy+}');
      }
    }
  }
}
