/**
 * Which model provider a run talks to, read from the environment the way Claude Code reads it:
 * CLAUDE_CODE_USE_BEDROCK / CLAUDE_CODE_USE_VERTEX choose Amazon Bedrock or Google Vertex AI,
 * otherwise the Anthropic API (with ANTHROPIC_API_KEY, or CLAUDE_CODE_OAUTH_TOKEN when no key
 * is set: the key wins, as in Claude Code). An entry point reads it once; the result travels in
 * RunConfig.modelAccess.
 */

type Environment = Readonly<Record<string, string | undefined>>;

export interface BedrockAccess {
  region: string;
  /** ANTHROPIC_BEDROCK_BASE_URL; default https://bedrock-runtime.REGION.amazonaws.com. */
  baseUrl?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  sessionToken?: string;
  /** AWS_BEARER_TOKEN_BEDROCK: a Bedrock API key, sent instead of a SigV4 signature. */
  bearerToken?: string;
  /** CLAUDE_CODE_SKIP_BEDROCK_AUTH: a gateway in front of Bedrock signs the requests. */
  skipAuth: boolean;
}

export interface VertexAccess {
  region: string;
  projectId?: string;
  /** ANTHROPIC_VERTEX_BASE_URL; default https://REGION-aiplatform.googleapis.com/v1. */
  baseUrl?: string;
  /** GOOGLE_APPLICATION_CREDENTIALS: a service-account or workload-identity credential file. */
  credentialsFile?: string;
  /** CLAUDE_CODE_SKIP_VERTEX_AUTH: a gateway in front of Vertex AI adds the credentials. */
  skipAuth: boolean;
}

export type ProviderAccess =
  | { provider: 'anthropic' }
  | { provider: 'bedrock'; bedrock: BedrockAccess }
  | { provider: 'vertex'; vertex: VertexAccess };

/** Claude Code's reading of a boolean variable: 1, true, yes, on (any case). */
export function isTruthy(value: string | undefined): boolean {
  return ['1', 'true', 'yes', 'on'].includes((value ?? '').trim().toLowerCase());
}

/** The provider and its settings, with every problem found (each names the variable to set). */
export function providerFromEnvironment(env: Environment): {
  access: ProviderAccess;
  problems: string[];
} {
  const text = (name: string): string | undefined => env[name]?.trim() || undefined;
  const useBedrock = isTruthy(env.CLAUDE_CODE_USE_BEDROCK);
  const useVertex = isTruthy(env.CLAUDE_CODE_USE_VERTEX);
  const problems: string[] = [];
  if (useBedrock && useVertex) {
    problems.push(
      'Both CLAUDE_CODE_USE_BEDROCK and CLAUDE_CODE_USE_VERTEX are set; set only the one of the provider to use.',
    );
    return { access: { provider: 'anthropic' }, problems };
  }
  if (useBedrock) {
    const region = text('AWS_REGION') ?? text('AWS_DEFAULT_REGION') ?? 'us-east-1';
    const accessKeyId = text('AWS_ACCESS_KEY_ID');
    const secretAccessKey = text('AWS_SECRET_ACCESS_KEY');
    if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
      problems.push(
        `${accessKeyId ? 'AWS_ACCESS_KEY_ID' : 'AWS_SECRET_ACCESS_KEY'} is set without ${accessKeyId ? 'AWS_SECRET_ACCESS_KEY' : 'AWS_ACCESS_KEY_ID'}; set both (aws-actions/configure-aws-credentials does), or neither to use the AWS credential chain.`,
      );
    }
    const optional = {
      baseUrl: text('ANTHROPIC_BEDROCK_BASE_URL'),
      accessKeyId,
      secretAccessKey,
      sessionToken: text('AWS_SESSION_TOKEN'),
      bearerToken: text('AWS_BEARER_TOKEN_BEDROCK'),
    };
    return {
      access: {
        provider: 'bedrock',
        bedrock: {
          region,
          skipAuth: isTruthy(env.CLAUDE_CODE_SKIP_BEDROCK_AUTH),
          ...definedOnly(optional),
        },
      },
      problems,
    };
  }
  if (useVertex) {
    const region = text('CLOUD_ML_REGION');
    if (region === undefined) {
      problems.push(
        "CLAUDE_CODE_USE_VERTEX is set but CLOUD_ML_REGION is not; set it to the Vertex AI region of the model (e.g. us-east5, or 'global').",
      );
    }
    const optional = {
      projectId: text('ANTHROPIC_VERTEX_PROJECT_ID'),
      baseUrl: text('ANTHROPIC_VERTEX_BASE_URL'),
      credentialsFile: text('GOOGLE_APPLICATION_CREDENTIALS'),
    };
    return {
      access: {
        provider: 'vertex',
        vertex: {
          region: region ?? '',
          skipAuth: isTruthy(env.CLAUDE_CODE_SKIP_VERTEX_AUTH),
          ...definedOnly(optional),
        },
      },
      problems,
    };
  }
  return { access: { provider: 'anthropic' }, problems };
}

/** The secret values among provider settings, for masking and redaction. */
export function providerSecrets(
  access:
    | ProviderAccess
    | { bedrock?: { secretAccessKey?: string; sessionToken?: string; bearerToken?: string } },
): string[] {
  const bedrock = 'bedrock' in access ? access.bedrock : undefined;
  const { secretAccessKey, sessionToken, bearerToken } = bedrock ?? {};
  return [secretAccessKey, sessionToken, bearerToken].filter(
    (value): value is string => value !== undefined,
  );
}

function definedOnly<T extends Record<string, string | undefined>>(
  values: T,
): { [K in keyof T]?: string } {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]?: string;
  };
}
