import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'build/', 'node_modules/', 'coverage/', 'test/fixtures/', 'examples/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': 'off',
    },
  },
  {
    files: ['src/**/*.ts'],
    ignores: ['src/platform/**', 'src/action/**', 'src/model/**', 'src/offline/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'simple-git',
                '@octokit/*',
                'proper-lockfile',
                'node:child_process',
                'child_process',
              ],
              message: 'Only src/platform/ may import process, git, GitHub and lock libraries.',
              allowTypeImports: true,
            },
            { group: ['@actions/*'], message: 'Only src/action/ may import @actions/*.' },
            {
              group: ['@anthropic-ai/sdk', '@anthropic-ai/sdk/*'],
              message: 'Only src/model/ and src/offline/ may import the Anthropic SDK.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // A rule of its own (the base one), so that it adds to the restrictions above.
    files: ['src/**/*.ts'],
    ignores: ['src/platform/**', 'src/mcp/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@modelcontextprotocol/*'],
              message: 'Only src/mcp/ and src/platform/ may import the MCP SDK.',
            },
          ],
        },
      ],
    },
  },
);
