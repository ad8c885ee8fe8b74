/**
 * An analyzer plugin for our element definitions. Our elements are not classes but definition
 * objects (`{ tag, view, attributes }`, or a factory call such as `formElement(tag, flow)`),
 * which the analyzer's own features do not see. This plugin reads each exported definition with
 * the TypeScript checker:
 * - the attributes come from the schema in code (`attr.string('Menu')` gives the type and the
 *   default, the prop's kebab-case gives the name), following spreads, imported constants and
 *   factory parameters;
 * - descriptions, slots, events, parts and custom properties come from the JSDoc block
 *   (scripts/manifest/element-jsdoc.mjs); a definition made by a factory or by spreading another
 *   definition inherits that one's JSDoc;
 * - an event's detail type comes from `SiteEventMap`, wherever it is declared.
 * Anything inconsistent (an `@attr` naming no attribute, an undocumented attribute, an `@event`
 * missing from the event map, a default that is not a literal) fails the build.
 */
import path from 'node:path';
import { mergeJsdoc, parseElementJsdoc } from './element-jsdoc.mjs';

/** Our definer emits `ready` for every element. */
const COMMON_EVENTS = [
  { name: 'ready', description: 'the element rendered for the first time.', inheritedFrom: { name: 'defineElement' } },
];

/** Our definer gives every element a `translations` attribute (src/platform/runtime/define-element.ts). */
const COMMON_ATTRIBUTES = [
  {
    name: 'translations',
    prop: 'translations',
    type: 'object',
    propertyType: 'Readonly<Record<string, string>>',
    fallback: {},
    description:
      'JSON object of texts by key overriding the built-in words, e.g. `{"close":"Schließen"}`; the keys and their English texts are listed with each element (docs/LANGUAGES.md).',
    inheritedFrom: { name: 'defineElement' },
  },
];

/** `tokenUrl` → `token-url`, as src/platform/runtime/attributes.ts names attributes. */
const attributeName = (prop) => prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const className = (tag) => tag.replace(/(^|-)(\w)/g, (_, __, letter) => letter.toUpperCase());

export function elementDefinitionsPlugin({ getProgram, cwd = process.cwd() }) {
  const modules = [];
  const problems = [];
  let ts;
  let checker;
  let events;

  const relative = (file) => path.relative(cwd, file).replaceAll('\\', '/');

  function unwrap(expr) {
    while (
      ts.isParenthesizedExpression(expr) ||
      ts.isAsExpression(expr) ||
      ts.isSatisfiesExpression(expr) ||
      ts.isNonNullExpression(expr)
    ) {
      expr = expr.expression;
    }
    return expr;
  }

  function symbolOf(node) {
    let symbol =
      ts.isShorthandPropertyAssignment(node.parent) && node.parent.name === node
        ? checker.getShorthandAssignmentValueSymbol(node.parent)
        : checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return symbol;
  }

  /** The expression an identifier stands for: a binding (a factory's parameter) or a constant's initializer. */
  function resolveIdentifier({ expr, bindings }) {
    if (bindings.has(expr.text)) return bindings.get(expr.text);
    const declaration = symbolOf(expr)?.valueDeclaration;
    if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer) {
      return { expr: declaration.initializer, bindings: new Map(), declaration };
    }
    return null;
  }

  /** A function declared with `function f` or `const f = (...) =>`, with what documents and names it. */
  function functionOf(declaration) {
    if (declaration && ts.isFunctionDeclaration(declaration) && declaration.body) {
      return { node: declaration, name: declaration.name.text, docNode: declaration };
    }
    const initializer = declaration && ts.isVariableDeclaration(declaration) && declaration.initializer;
    if (initializer && (ts.isArrowFunction(initializer) || ts.isFunctionExpression(initializer))) {
      return { node: initializer, name: declaration.name.getText(), docNode: declaration.parent.parent };
    }
    return null;
  }

  /** A factory call: the function's returned expression with its parameters bound to the arguments. */
  function expandCall({ expr, bindings }) {
    const factory = functionOf(symbolOf(expr.expression)?.valueDeclaration);
    if (!factory) return null;
    const body = factory.node.body;
    const returned = ts.isBlock(body) ? body.statements.filter(ts.isReturnStatement).at(-1)?.expression : body;
    if (!returned) return null;
    const parameters = new Map(
      factory.node.parameters.map((parameter, index) => [
        parameter.name.getText(),
        { expr: expr.arguments[index], bindings },
      ]),
    );
    return { expr: returned, bindings: parameters, factory };
  }

  /** Follows identifiers, factory calls and property reads down to an object literal or a call. */
  function resolve(value) {
    const expr = unwrap(value.expr);
    if (ts.isIdentifier(expr)) {
      const next = resolveIdentifier({ expr, bindings: value.bindings });
      return next ? resolve(next) : { ...value, expr };
    }
    if (ts.isPropertyAccessExpression(expr)) {
      const owner = resolve({ expr: expr.expression, bindings: value.bindings });
      const property = owner && propertyOf(owner, expr.name.text);
      return property ? resolve(property) : { ...value, expr };
    }
    if (ts.isCallExpression(expr)) {
      const expanded = expandCall({ expr, bindings: value.bindings });
      if (expanded) return resolve(expanded);
    }
    return { ...value, expr };
  }

  /** Every property of an object literal, spreads flattened; later ones win. */
  function propertiesOf(value) {
    const object = resolve(value);
    if (!ts.isObjectLiteralExpression(object.expr)) {
      throw new Error(`expected an object literal, got \`${object.expr.getText()}\``);
    }
    const properties = new Map();
    for (const property of object.expr.properties) {
      if (ts.isSpreadAssignment(property)) {
        for (const [name, spread] of propertiesOf({ expr: property.expression, bindings: object.bindings })) {
          properties.set(name, spread);
        }
      } else if (ts.isPropertyAssignment(property)) {
        properties.set(property.name.getText(), { expr: property.initializer, bindings: object.bindings });
      } else if (ts.isShorthandPropertyAssignment(property)) {
        properties.set(property.name.text, { expr: property.name, bindings: object.bindings });
      }
    }
    return properties;
  }

  function propertyOf(value, name) {
    return propertiesOf(value).get(name) ?? null;
  }

  /** A literal (through constants) as a JS value; throws for anything computed. */
  function literal(value) {
    const expr = unwrap(resolve(value).expr);
    if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return expr.text;
    if (ts.isNumericLiteral(expr)) return Number(expr.text);
    if (ts.isPrefixUnaryExpression(expr) && expr.operator === ts.SyntaxKind.MinusToken) {
      return -literal({ expr: expr.operand, bindings: value.bindings });
    }
    if (expr.kind === ts.SyntaxKind.TrueKeyword) return true;
    if (expr.kind === ts.SyntaxKind.FalseKeyword) return false;
    if (expr.kind === ts.SyntaxKind.NullKeyword) return null;
    if (ts.isArrayLiteralExpression(expr)) {
      return expr.elements.map((element) => literal({ expr: element, bindings: value.bindings }));
    }
    if (ts.isObjectLiteralExpression(expr)) {
      return Object.fromEntries(
        [...propertiesOf({ expr, bindings: value.bindings })].map(([name, property]) => [name, literal(property)]),
      );
    }
    throw new Error(`\`${expr.getText()}\` is not a literal`);
  }

  const typeText = (type) => checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);

  /**
   * `Expo | ''` → `"" | "dubai" | "latam" | ...`: a union a consumer can read without our aliases.
   * Sorted: the checker's member order depends on the order it met the types, which differs
   * from one machine to another.
   */
  function literalUnion(type) {
    const members = type.isUnion() ? type.types : [type];
    if (!members.every((member) => member.isStringLiteral())) return typeText(type);
    return members
      .map((member) => member.value)
      .sort()
      .map((value) => JSON.stringify(value))
      .join(' | ');
  }

  /** `attr.oneOf(values, fallback)`'s type: the values in the order the code lists them, else the checker's. */
  function oneOfType(values, fallback, type) {
    let listed;
    try {
      listed = literal(values);
    } catch {
      return literalUnion(type); // a computed list (`Object.keys(...) as Expo[]`)
    }
    if (!Array.isArray(listed) || !listed.every((value) => typeof value === 'string')) return literalUnion(type);
    const fallbackValue = fallback.expr ? literal(fallback) : undefined;
    const all =
      typeof fallbackValue === 'string' && !listed.includes(fallbackValue) ? [...listed, fallbackValue] : listed;
    return all.map((value) => JSON.stringify(value)).join(' | ');
  }

  /** One schema entry: `attr.kind(...)`, or a hand-written `{ fallback, parse }` attribute. */
  function readAttribute(prop, value) {
    const resolved = resolve(value);
    const expr = resolved.expr;
    // The entry as written is typed `Attribute<T>`; a hand-written one's literal is not.
    const fallbackSymbol = checker.getTypeAtLocation(value.expr).getProperty('fallback');
    const fallbackType = checker.getTypeOfSymbolAtLocation(fallbackSymbol, value.expr);
    const propertyType = typeText(fallbackType);
    const argument = (index) => ({ expr: expr.arguments[index], bindings: resolved.bindings });
    const optional = (index, otherwise) => (expr.arguments[index] ? literal(argument(index)) : otherwise);
    let attribute;
    if (ts.isCallExpression(expr) && ts.isPropertyAccessExpression(expr.expression)) {
      const kind = expr.expression.name.text;
      const readers = {
        string: () => ({ type: 'string', fallback: optional(0, '') }),
        number: () => ({ type: 'number', fallback: literal(argument(0)) }),
        boolean: () => ({ type: 'boolean', fallback: false }),
        list: () => ({ type: 'string', fallback: optional(0, []) }),
        oneOf: () => ({ type: oneOfType(argument(0), argument(1), fallbackType), fallback: literal(argument(1)) }),
        json: () => ({ type: 'string', fallback: literal(argument(0)) }),
        texts: () => ({ type: 'string', fallback: {} }),
      };
      if (!readers[kind]) throw new Error(`${prop}: unknown attribute kind attr.${kind}`);
      attribute = readers[kind]();
    } else {
      const fallback = propertyOf(resolved, 'fallback');
      if (!fallback) throw new Error(`${prop}: not an attribute schema entry: \`${expr.getText()}\``);
      attribute = { type: 'string', fallback: literal(fallback) };
    }
    return { prop, name: attributeName(prop), propertyType, ...attribute };
  }

  function jsdocOf(node) {
    const comment = node?.jsDoc?.at(-1);
    return comment ? parseElementJsdoc(comment.getText()) : null;
  }

  /** The definition's JSDoc merged over what it inherits from a factory or a spread definition. */
  function documentation(value, ownNode) {
    const own = jsdocOf(ownNode) ?? parseElementJsdoc('/** */');
    const expr = unwrap(value.expr);
    if (ts.isCallExpression(expr)) {
      const expanded = expandCall({ expr, bindings: value.bindings });
      const factory = expanded?.factory;
      return mergeJsdoc(own, factory && jsdocOf(factory.docNode), factory && referenceTo(factory.name, factory.node));
    }
    if (ts.isObjectLiteralExpression(expr)) {
      const spread = expr.properties.find(ts.isSpreadAssignment);
      const base = spread && resolveIdentifier({ expr: spread.expression, bindings: value.bindings });
      if (!base) return own;
      const baseTag = literal(propertyOf(resolve(base), 'tag'));
      return mergeJsdoc(
        own,
        documentation(base, base.declaration.parent.parent),
        referenceTo(className(baseTag), base.declaration),
      );
    }
    return own;
  }

  const referenceTo = (name, node) => ({ name, module: relative(node.getSourceFile().fileName) });

  function findEventMap(program) {
    for (const file of program.getSourceFiles()) {
      if (file.fileName.includes('/node_modules/')) continue;
      const map = file.statements.find(
        (statement) => ts.isInterfaceDeclaration(statement) && statement.name.text === 'SiteEventMap',
      );
      if (!map) continue;
      return new Map(
        map.members.map((member) => [
          member.name.getText().replace(/^'|'$/g, ''),
          { detail: member.type.getText(), description: jsdocOf(member)?.description ?? '' },
        ]),
      );
    }
    throw new Error('interface SiteEventMap not found');
  }

  function describeElement({ tag, module, attributes, docs }) {
    const where = `<${tag}> (${module})`;
    for (const problem of docs.problems) problems.push(`${where}: ${problem}`);
    const tagsOf = (kind) => docs.tags.filter((tag) => tag.kind === kind);
    const attributeDocs = new Map(tagsOf('attr').map((tag) => [tag.name, tag]));
    for (const name of attributeDocs.keys()) {
      if (!attributes.some((attribute) => attribute.name === name)) {
        problems.push(`${where}: @attr ${name} names no attribute of the schema`);
      }
    }
    if (!docs.summary) problems.push(`${where}: no @summary`);
    const eventTags = [...COMMON_EVENTS, ...tagsOf('event')];
    const common = COMMON_ATTRIBUTES.filter(
      (shared) => !attributes.some((attribute) => attribute.name === shared.name),
    );
    const documented = [...attributes, ...common].map((attribute) => {
      const { description = attribute.description ?? '', inheritedFrom = attribute.inheritedFrom } =
        attributeDocs.get(attribute.name) ?? {};
      if (!description) problems.push(`${where}: attribute ${attribute.name} has no @attr description`);
      return { ...attribute, description, inheritedFrom };
    });
    const optionalDescription = (description) => (description ? { description } : {});
    const origin = ({ inheritedFrom }) => (inheritedFrom ? { inheritedFrom } : {});
    const described = (tag) => ({ name: tag.name, ...optionalDescription(tag.description), ...origin(tag) });
    return {
      kind: 'class',
      customElement: true,
      name: className(tag),
      tagName: tag,
      summary: docs.summary,
      ...optionalDescription(docs.description),
      attributes: documented.map((attribute) => ({
        name: attribute.name,
        type: { text: attribute.type },
        default: JSON.stringify(attribute.fallback),
        ...optionalDescription(attribute.description),
        fieldName: attribute.prop,
        ...origin(attribute),
      })),
      members: documented.map((attribute) => ({
        kind: 'field',
        name: attribute.prop,
        type: { text: attribute.propertyType },
        default: JSON.stringify(attribute.fallback),
        ...optionalDescription(attribute.description),
        attribute: attribute.name,
        ...origin(attribute),
      })),
      events: eventTags.map((event) => {
        const known = events.get(event.name);
        if (!known) {
          problems.push(`${where}: @event ${event.name} is not in SiteEventMap`);
          return { name: event.name };
        }
        return {
          name: event.name,
          type: { text: known.detail === 'undefined' ? 'CustomEvent' : `CustomEvent<${known.detail}>` },
          ...optionalDescription(event.description || known.description),
          ...origin(event),
        };
      }),
      slots: tagsOf('slot').map(described),
      cssParts: tagsOf('csspart').map(described),
      cssProperties: tagsOf('cssproperty').map(described),
    };
  }

  /** The exported definitions of one module: values typed with `tag`, `view` and `attributes`. */
  function analyzeModule(sourceFile) {
    const moduleSymbol = checker.getSymbolAtLocation(sourceFile);
    if (!moduleSymbol) return;
    const module = relative(sourceFile.fileName);
    const declarations = [];
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const type = checker.getTypeOfSymbol(exported);
      if (!['tag', 'view', 'attributes'].every((name) => type.getProperty(name))) continue;
      const local = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const declaration = local.valueDeclaration ?? exported.declarations[0];
      const value = ts.isVariableDeclaration(declaration)
        ? { expr: declaration.initializer, bindings: new Map() }
        : { expr: declaration.expression, bindings: new Map() };
      const docNode = ts.isVariableDeclaration(declaration) ? declaration.parent.parent : declaration;
      try {
        const definition = resolve(value);
        const tag = literal(propertyOf(definition, 'tag'));
        const schema = propertiesOf(propertyOf(definition, 'attributes'));
        const attributes = [...schema].map(([prop, entry]) => readAttribute(prop, entry));
        const docs = documentation(value, docNode);
        declarations.push({ exportName: exported.name, element: describeElement({ tag, module, attributes, docs }) });
      } catch (error) {
        problems.push(`${module} export ${exported.name}: ${error.message}`);
      }
    }
    if (declarations.length === 0) return;
    modules.push({
      kind: 'javascript-module',
      path: module,
      declarations: declarations.map(({ element }) => element),
      exports: declarations.flatMap(({ exportName, element }) => [
        { kind: 'js', name: exportName, declaration: { name: element.name, module } },
        { kind: 'custom-element-definition', name: element.tagName, declaration: { name: element.name, module } },
      ]),
    });
  }

  return {
    name: 'element-definitions',
    initialize({ ts: analyzerTs }) {
      ts = analyzerTs;
    },
    analyzePhase({ node }) {
      if (!ts.isSourceFile(node)) return;
      const program = getProgram();
      checker ??= program.getTypeChecker();
      events ??= findEventMap(program);
      analyzeModule(node);
    },
    packageLinkPhase({ customElementsManifest }) {
      if (problems.length > 0) {
        throw new Error(`the element definitions disagree with their JSDoc:\n  ${problems.join('\n  ')}`);
      }
      customElementsManifest.modules = modules.sort((a, b) => a.path.localeCompare(b.path));
    },
  };
}
