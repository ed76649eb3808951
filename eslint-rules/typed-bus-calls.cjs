'use strict';
/**
 * kasuwa/typed-bus-calls: a call of CommandBus.execute or QueryBus.execute passes a message that declares its result
 * (a class extending Command<R> or Query<R> of @nestjs/cqrs), so the call answers R. A message that does not (or a call
 * that names its own result type, `execute<X, R>(...)`) falls to the bus's untyped overload, whose answer is `any`
 * unless the caller asserts it; an answer that is still `any` (Command<any>) is refused too.
 * Needs type information (parserOptions.projectService).
 */

const BUSES = new Set(['CommandBus', 'QueryBus']);
const TYPED_MESSAGE = /^(Command|Query)<\w+>$/;

/** @type {import('eslint').Rule.RuleModule} */
module.exports = {
  meta: {
    type: 'problem',
    docs: { description: 'A command or query bus call passes a message that declares its result type' },
    schema: [],
    messages: {
      untyped: "{{bus}}.execute answers `any` here: make {{message}} extend {{base}}<Result> (and call execute without type arguments).",
      anyResult: '{{bus}}.execute answers `any` here: {{message}} declares `any` as its result; declare the real type.',
      noTypes: 'kasuwa/typed-bus-calls needs type information: set parserOptions.projectService for this file.',
    },
  },
  create(context) {
    const services = context.sourceCode.parserServices;
    if (!services || !services.program) {
      return { Program: (node) => context.report({ node, messageId: 'noTypes' }) };
    }
    const ts = require('typescript');
    const checker = services.program.getTypeChecker();

    /** 'CommandBus' or 'QueryBus' when the resolved signature is one of theirs. */
    function busOf(declaration) {
      const owner = declaration && declaration.parent;
      if (!owner || !ts.isClassDeclaration(owner) || !owner.name) return null;
      return BUSES.has(owner.name.text) ? owner.name.text : null;
    }

    return {
      "CallExpression[callee.type='MemberExpression'][callee.property.name='execute']"(node) {
        const call = services.esTreeNodeToTSNodeMap.get(node);
        const signature = checker.getResolvedSignature(call);
        const declaration = signature && signature.getDeclaration();
        const bus = busOf(declaration);
        if (!bus) return;
        const base = bus === 'CommandBus' ? 'Command' : 'Query';
        const argument = node.arguments[0];
        const message = argument
          ? checker.typeToString(checker.getTypeAtLocation(services.esTreeNodeToTSNodeMap.get(argument)))
          : 'the message';
        const parameter = declaration.parameters[0];
        const parameterType = parameter && parameter.type ? parameter.type.getText() : '';
        if (!TYPED_MESSAGE.test(parameterType)) {
          context.report({ node, messageId: 'untyped', data: { bus, message, base } });
          return;
        }
        const answer = checker.getAwaitedType(checker.getTypeAtLocation(call));
        if (answer && answer.flags & ts.TypeFlags.Any) context.report({ node, messageId: 'anyResult', data: { bus, message } });
      },
    };
  },
};
