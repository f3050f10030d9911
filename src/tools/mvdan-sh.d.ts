// mvdan-sh ships GopherJS output without types; its nodes mirror mvdan.cc/sh/v3/syntax and are
// read field by field in shell-command.ts.
declare module 'mvdan-sh' {
  const shell: { syntax: unknown };
  export default shell;
}
