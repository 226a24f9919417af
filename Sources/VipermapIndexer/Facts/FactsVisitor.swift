import Foundation
import SwiftSyntax
import VipermapModel

/// Walks one parsed file once and collects its ``FileFacts``.
///
/// One pass over the tree does everything (types, functions, navigation calls, markers): the tree is the
/// expensive part, so it is walked once, in `.sourceAccurate` mode (missing tokens are not visited), and the walk
/// does not descend into signatures, types, attributes or imports (declarations read them directly).
///
/// What a node means depends on where it sits, and the visitor keeps that explicit in stacks that mirror the
/// nesting of the source, innermost last:
/// - the type context (``typeStack``): the type declarations and extensions around the node. Functions and markers
///   belong to the innermost one; enum cases, protocol requirements and properties too, when no function is open.
/// - the function context (``functionStack``): the function and initializer bodies around the node, each with its
///   fact and what its body has bound so far (``FunctionFrame``). Calls, `return`s, local bindings and switch cases
///   belong to the innermost one. A type's computed property getter is a function of its own (named after the
///   property: a SwiftUI `App`'s `body`). Closures and property initializers are not scopes of their own: what a
///   closure holds counts for the function around it, and with no function open (a closure stored in a property) a
///   local binding reads as a property of the type and only `fatalError` calls are recorded.
/// - the `#if` clauses around the node (``conditionStack``), which navigations and helper calls record.
///
/// Each is pushed in `visit` and popped in `visitPost` of the same node, so a stack holds exactly what lies between
/// the root and the node being visited.
final class FactsVisitor: SyntaxVisitor {
    /// Collects the facts of a parsed file. `scanTokens` turns on the per-token pass for comments and
    /// placeholders (only worth it when the bytes hold `TODO`, `FIXME` or `<#`).
    static func collect(path: String, tree: SourceFileSyntax, source: Data, lines: LineTable, scanTokens: Bool) -> FileFacts {
        let visitor = FactsVisitor(path: path, source: source, lines: lines, scanTokens: scanTokens)
        visitor.walk(tree)
        visitor.keepReferencedNames()
        return visitor.facts
    }

    /// Keeps the names the file refers to that its value facts do not already read or call (a property's closure's,
    /// an operator's operands): with those, they are every name it refers to.
    private func keepReferencedNames() {
        var left = referencedNames
        guard !left.isEmpty else { return }
        for function in facts.functions {
            for step in function.steps {
                step.value.forEachName { left.remove($0) }
                step.target?.forEachName { left.remove($0) }
            }
            for closure in function.closures { for value in closure.returns { value.forEachName { left.remove($0) } } }
        }
        for type in facts.types { for property in type.properties { property.value?.forEachName { left.remove($0) } } }
        facts.referencedNames = left.sorted()
    }

    @exclusivity(unchecked)
    var facts: FileFacts
    /// The names the file's code refers to (``FileFacts/referencedNames``).
    private var referencedNames: Set<String> = []
    /// The bytes the tree was parsed from: a tree prints exactly its source, so source text is sliced from them
    /// (see ``sourceText(_:)``) instead of printed by swift-syntax.
    let source: Data
    let lines: LineTable
    let scanTokens: Bool

    /// A type declaration or extension around the node being visited.
    private struct TypeFrame {
        /// Dotted name (`Outer.Inner`); an extension's is the extended type's name.
        var name: String
        /// Its fact: `facts.types[index]`.
        var index: Int
        var isProtocolExtension: Bool
        /// The type aliases its body declares (`typealias Router = CartRouter`): within it, the name is that type.
        var aliases: [String: String] = [:]
    }

    /// What a type name written inside the types being visited means: the type a `typealias` of one of them names
    /// (innermost first), else the name itself.
    func aliased(_ name: String) -> String {
        for frame in typeStack.reversed() where !frame.aliases.isEmpty {
            if let target = frame.aliases[name] { return target }
        }
        return name
    }

    // The walk's state is read and written for almost every node; the run-time exclusivity checks of class
    // properties cost a quarter of the walk (only this walker touches them, on one thread).
    @exclusivity(unchecked)
    private var typeStack: [TypeFrame] = []
    @exclusivity(unchecked)
    var functionStack: [FunctionFrame] = []
    @exclusivity(unchecked)
    private var conditionStack: [String] = []
    /// For each accessor block being visited, whether it pushed a function (a type's computed property).
    @exclusivity(unchecked)
    private var accessorFrames: [Bool] = []
    /// For each variable declaration being visited, whether it pushed a function (a type's property whose initial value
    /// is an immediately called closure).
    @exclusivity(unchecked)
    private var initializerFrames: [Bool] = []
    /// Declared protocol names of this file: an extension of one is a protocol extension.
    @exclusivity(unchecked)
    private var protocolNames: Set<String> = []

    private init(path: String, source: Data, lines: LineTable, scanTokens: Bool) {
        facts = FileFacts(path: path)
        self.source = source
        self.lines = lines
        self.scanTokens = scanTokens
        super.init(viewMode: .sourceAccurate)
    }

    var currentOwner: String? { typeStack.last?.name }

    var currentCondition: String? {
        conditionStack.isEmpty ? nil : conditionStack.joined(separator: " && ")
    }

    // MARK: - Positions and text

    /// The line where the node's text starts (after its leading trivia).
    func line(_ node: some SyntaxProtocol) -> Int {
        lines.line(at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    /// The node's source text without its outer trivia (swift-syntax's `trimmedDescription`), sliced from the
    /// parsed bytes: `trimmedDescription` copies the node to drop its trivia first, which made it the most expensive
    /// call of the walk. A node with missing or unexpected tokens is printed by swift-syntax instead (its
    /// `syntaxTextBytes` without the outer trivia): the slice is only known to be the same text for a node without errors.
    func sourceText(_ node: some SyntaxProtocol) -> String {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset, end = node.endPositionBeforeTrailingTrivia.utf8Offset
        guard !node.hasError, start <= end, end <= source.count else {
            let bytes = node.syntaxTextBytes
            let leading = node.leadingTriviaLength.utf8Length, trailing = node.trailingTriviaLength.utf8Length
            guard leading + trailing <= bytes.count else { return "" }
            return String(decoding: bytes[leading..<(bytes.count - trailing)], as: UTF8.self)
        }
        let base = source.startIndex
        return String(decoding: source[(base + start)..<(base + end)], as: UTF8.self)
    }

    // MARK: - Types

    // `SyntaxVisitor` dispatches on the node's type, so each kind of declaration has its own pair of overrides;
    // what they do is ``enterType(_:kind:generics:)``, and popping the type its `visit` pushed.
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node, kind: .class, generics: node.genericParameterClause)
    }
    override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node, kind: .struct, generics: node.genericParameterClause)
    }
    override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node, kind: .enum, generics: node.genericParameterClause)
    }
    override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node, kind: .actor, generics: node.genericParameterClause)
    }
    override func visitPost(_ node: ActorDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        // A protocol's associated types are members, not generic parameters.
        enterType(node, kind: .protocol, generics: nil)
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(name: typeName(node.extendedType), kind: .extension, inheritance: node.inheritanceClause, generics: nil,
                 hasWhereClause: node.genericWhereClause != nil, members: node.memberBlock, at: node.extendedType)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }

    /// A class, struct, enum, actor or protocol declaration: its fact, with the type pushed for what it holds.
    private func enterType(_ decl: some DeclGroupSyntax & NamedDeclSyntax, kind: TypeFact.Kind, generics: GenericParameterClauseSyntax?) -> SyntaxVisitorContinueKind {
        pushType(name: decl.name.unescapedText, kind: kind, inheritance: decl.inheritanceClause, generics: generics,
                 hasWhereClause: decl.genericWhereClause != nil, members: decl.memberBlock, at: decl.name)
        if let objcName = Self.objcName(decl.attributes) { facts.types[facts.types.count - 1].objcName = objcName }
        return .visitChildren
    }

    private func pushType(
        name: String, kind: TypeFact.Kind, inheritance: InheritanceClauseSyntax?, generics: GenericParameterClauseSyntax?,
        hasWhereClause: Bool, members: MemberBlockSyntax, at position: some SyntaxProtocol
    ) {
        // Attributes (`@main`) may sit on the line above; a declaration is where its name is.
        let qualified: String
        if kind == .extension {
            qualified = name
        } else if let parent = typeStack.last {
            qualified = "\(parent.name).\(name)"
        } else {
            qualified = name
        }
        var inherits: [String] = []
        if let inheritance {
            for inherited in inheritance.inheritedTypes { inherits.append(typeName(inherited.type)) }
        }
        var fact = TypeFact(
            qualifiedName: qualified, kind: kind, inherits: inherits, line: line(position),
            memberCount: members.members.count
        )
        if kind == .class, let inheritance { fact.properties += Self.ribsRouterProperties(inheritance) }
        if let generics {
            for parameter in generics.parameters { fact.genericParameters.append(parameter.name.unescapedText) }
        }
        fact.hasWhereClause = hasWhereClause
        if kind == .protocol { protocolNames.insert(qualified) }
        facts.types.append(fact)
        let isProtocolExtension = kind == .extension && (hasWhereClause || protocolNames.contains(name))
        typeStack.append(TypeFrame(name: qualified, index: facts.types.count - 1, isProtocolExtension: isProtocolExtension,
                                   aliases: typeAliases(in: members)))
    }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        if let frame = typeStack.last, functionStack.isEmpty {
            for element in node.elements {
                facts.types[frame.index].cases.append(EnumCaseFact(name: element.name.unescapedText, line: line(element)))
            }
        }
        // Nothing under a case declaration is a fact; its comments are not scanned for markers either.
        return .skipChildren
    }

    // MARK: - Bindings

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        var pushed = false
        if let function = functionStack.last {
            for binding in node.bindings {
                if let tuple = binding.pattern.as(TuplePatternSyntax.self), let value = binding.initializer?.value {
                    bindTuple(tuple, to: value, at: binding, in: function)
                    continue
                }
                guard let name = Self.identifier(of: binding.pattern) else { continue }
                guard let value = binding.initializer?.value else {
                    // `var next: UIViewController`: what it holds comes from the assignments that follow (and, as
                    // for any name, from a property or type it may be named after).
                    function.locals.insert(name)
                    if let annotation = binding.typeAnnotation.map({ typeName($0.type) }) {
                        recordStep(Self.declaration(name, .instance(annotation), line: line(binding)), at: binding, in: function)
                    }
                    continue
                }
                var bound = valueFact(of: value, in: function)
                if let annotation = binding.typeAnnotation.map({ typeName($0.type) }) { bound = .typed(bound, annotation) }
                recordStep(Self.declaration(name, bound, line: line(binding)), at: binding, in: function)
                function.locals.insert(name)
            }
        } else if let frame = typeStack.last {
            for binding in node.bindings {
                guard let name = Self.identifier(of: binding.pattern) else { continue }
                var property = PropertyFact(name: name)
                property.typeName = binding.typeAnnotation.map { typeName($0.type) } ?? Self.adaptedDelegate(node.attributes)
                if let value = binding.initializer?.value {
                    if node.bindings.count == 1, Self.isImmediatelyCalledClosure(value) {
                        let isStatic = node.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
                        pushInitializer(of: name, type: property.typeName, isStatic: isStatic, value: value, at: binding)
                        pushed = true
                    } else {
                        property.value = valueFact(of: value, in: nil)
                    }
                }
                facts.types[frame.index].properties.append(property)
            }
        }
        initializerFrames.append(pushed)
        // Initial values hold calls and closures.
        return .visitChildren
    }
    override func visitPost(_ node: VariableDeclSyntax) {
        if initializerFrames.popLast() == true { popFunction() }
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if let function = functionStack.last, let name = Self.identifier(of: node.pattern) {
            if let value = node.initializer?.value {
                recordStep(Self.declaration(name, valueFact(of: value, in: function), line: line(node)), at: node, in: function)
                function.locals.insert(name)
            }
        }
        return .visitChildren
    }

    /// The name an identifier pattern binds (`let x`), else nil.
    static func identifier(of pattern: PatternSyntax) -> String? {
        pattern.as(IdentifierPatternSyntax.self)?.identifier.unescapedText
    }

    // MARK: - Functions

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let body = node.body else {
            // A protocol requirement: remember it for wireframe interfaces with one method per route.
            if let frame = typeStack.last, functionStack.isEmpty {
                let name = node.name.unescapedText
                facts.types[frame.index].requirements.append(RequirementFact(
                    name: name, line: line(node.name), signature: Self.signature(name, node.signature),
                    returnType: node.signature.returnClause.map { typeName($0.type) }))
            }
            return .skipChildren
        }
        pushFunction(name: node.name.unescapedText, signature: node.signature, generics: node.genericParameterClause, modifiers: node.modifiers,
                     body: body, at: node.name)
        // `@ViewBuilder func view(…) -> some View { switch self { case .a: A() … } }`: each expression is what it returns.
        functionStack.last?.buildsResult = Self.buildsResult(node.attributes)
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) {
        if node.body != nil { popFunction() }
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        pushFunction(name: "init", signature: node.signature, generics: node.genericParameterClause, modifiers: node.modifiers, body: node.body,
                     at: node.initKeyword)
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) { popFunction() }

    /// A function's name with its argument labels (`make(_:context:)`): how calls are matched to it.
    static func signature(_ name: String, _ signature: FunctionSignatureSyntax) -> String {
        "\(name)(\(signature.parameterClause.parameters.map { $0.firstName.unescapedText + ":" }.joined()))"
    }

    private func pushFunction(
        name: String, signature: FunctionSignatureSyntax, generics: GenericParameterClauseSyntax?, modifiers: DeclModifierListSyntax,
        body: CodeBlockSyntax?, at position: some SyntaxProtocol
    ) {
        var parameters: [String] = []
        var parameterTypes: [String] = []
        var defaults: [ValueFact?] = []
        for parameter in signature.parameterClause.parameters {
            parameters.append((parameter.secondName ?? parameter.firstName).unescapedText)
            parameterTypes.append(typeName(parameter.type))
            defaults.append(parameter.defaultValue.map { valueFact(of: $0.value, in: nil) })
        }
        var isPrivate = false, isStatic = false
        for modifier in modifiers {
            switch modifier.name.tokenKind {
            case .keyword(.private), .keyword(.fileprivate): isPrivate = true
            case .keyword(.static), .keyword(.class): isStatic = true
            default: break
            }
        }
        var fact = FunctionFact(
            owner: currentOwner, name: name, signature: Self.signature(name, signature), line: line(position),
            isPrivate: isPrivate, isStatic: isStatic,
            parameters: parameters,
            parameterTypes: parameterTypes,
            isEmpty: body.map { doesNothing($0.statements) } ?? true
        )
        fact.inProtocolExtension = typeStack.last?.isProtocolExtension ?? false
        fact.returnType = signature.returnClause.map { typeName($0.type) }
        fact.genericParameters = generics.map { $0.parameters.map(\.name.unescapedText) } ?? []
        if defaults.contains(where: { $0 != nil }) { fact.parameterDefaults = defaults }
        let frame = FunctionFrame(fact: fact)
        functionStack.append(frame)
        // A single-expression body is an implicit return.
        if let statements = body?.statements, statements.count == 1, statements.first?.item.is(ExprSyntax.self) == true {
            frame.implicitReturn = statements.first?.id
        }
    }

    /// Whether the attributes hold one of SwiftUI's result builders (``NavigationAPI/resultBuilders``).
    static func buildsResult(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { element in
            guard case .attribute(let attribute) = element else { return false }
            return NavigationAPI.resultBuilders.contains(attribute.attributeName.trimmedDescription)
        }
    }

    private func popFunction() {
        guard let frame = functionStack.popLast() else { return }
        facts.functions.append(frame.fact)
    }

    /// A computed property's getter (`var body: some Scene { WindowGroup { … } }`) is a function of its type.
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
        guard functionStack.isEmpty, typeStack.last != nil, let binding = node.parent?.as(PatternBindingSyntax.self),
              let name = Self.identifier(of: binding.pattern), !Self.isRequirement(node) else {
            accessorFrames.append(false)
            return .visitChildren
        }
        var fact = FunctionFact(owner: currentOwner, name: name, signature: name, line: line(node), isPrivate: false, isStatic: false,
                                parameters: [], parameterTypes: [], isEmpty: false)
        fact.returnType = binding.typeAnnotation.map { typeName($0.type) }
        let frame = FunctionFrame(fact: fact)
        // `var x: T { expr }` and `get { expr }` return their single expression; SwiftUI's `body` is a result builder.
        frame.buildsResult = name == "body" || binding.parent?.parent?.as(VariableDeclSyntax.self).map { Self.buildsResult($0.attributes) } == true
        switch node.accessors {
        case .getter(let statements):
            if statements.count == 1 { frame.implicitReturn = statements.first?.id }
        case .accessors(let accessors):
            for accessor in accessors where accessor.accessorSpecifier.tokenKind == .keyword(.get) {
                if let statements = accessor.body?.statements, statements.count == 1 { frame.implicitReturn = statements.first?.id }
            }
        }
        functionStack.append(frame)
        accessorFrames.append(true)
        return .visitChildren
    }
    override func visitPost(_ node: AccessorBlockSyntax) {
        if accessorFrames.popLast() == true { popFunction() }
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if let function = functionStack.last, let expression = node.expression {
            let value = valueFact(of: expression, in: function)
            if let closure = function.closureStack.last {
                recordStep(ValueStepFact(kind: .evaluate, value: value, line: line(node)), at: node, in: function)
                function.fact.closures[closure].append(value, step: function.fact.steps.count - 1)
            } else {
                recordStep(ValueStepFact(kind: .returns, value: value, line: line(node)), at: node, in: function)
            }
        }
        return .visitChildren
    }

    // MARK: - Value flow

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        if let function = functionStack.last, let expression = node.item.as(ExprSyntax.self),
           !expression.is(IfExprSyntax.self), !expression.is(SwitchExprSyntax.self) {
            recordStatement(expression, item: node, in: function)
        }
        return .visitChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        if let function = functionStack.last {
            let index = closureIndex(node, in: function)
            bindClosureParameters(node, index: index, in: function)
            function.closureStack.append(index)
        }
        return .visitChildren
    }
    override func visitPost(_ node: ClosureExprSyntax) {
        if let function = functionStack.last, function.closureIndexes[node.id] != nil, !function.closureStack.isEmpty {
            function.closureStack.removeLast()
        }
    }

    /// `if store.isSignedIn()`, `guard session.start() else …`: a condition's calls run too.
    override func visit(_ node: ConditionElementSyntax) -> SyntaxVisitorContinueKind {
        if let function = functionStack.last, case .expression(let expression) = node.condition {
            recordStep(ValueStepFact(kind: .evaluate, value: valueFact(of: expression, in: function), line: line(node)), at: node, in: function)
        }
        return .visitChildren
    }

    /// `for step in steps`: the loop variable is each element.
    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        if let function = functionStack.last, let name = Self.identifier(of: node.pattern) {
            recordStep(ValueStepFact(kind: .bind, name: name, value: valueFact(of: node.sequence, in: function), line: line(node)), at: node, in: function)
        } else if let function = functionStack.last, let tuple = node.pattern.as(TuplePatternSyntax.self), let last = tuple.elements.last,
                  let name = Self.identifier(of: last.pattern) {
            // `for (tab, screen) in tabs`, `for (index, screen) in screens.enumerated()`: a dictionary's value, an
            // enumerated element — what the sequence holds — is the last of the pair.
            recordStep(ValueStepFact(kind: .bind, name: name, value: valueFact(of: node.sequence, in: function), line: line(node)), at: node, in: function)
        }
        return .visitChildren
    }

    // MARK: - Switches and #if

    override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
        guard let function = functionStack.last else { return .visitChildren }
        var labels: [String] = []
        switch node.label {
        case .default:
            labels = ["default"]
        case .case(let label):
            for item in label.caseItems {
                if let name = caseName(item.pattern) { labels.append(name) }
            }
        }
        // Only the outermost switch's cases are the function's (a `navigate(to:)` switching on its option).
        if function.caseStack.isEmpty {
            let isEmpty = doesNothing(node.statements)
            function.fact.switchCases.append(SwitchCaseFact(labels: labels, line: line(node), isEmpty: isEmpty))
        }
        function.caseStack.append(labels)
        return .visitChildren
    }
    override func visitPost(_ node: SwitchCaseSyntax) {
        // The function that pushed the labels is still the innermost: what the case held was pushed and popped.
        if let function = functionStack.last, !function.caseStack.isEmpty { function.caseStack.removeLast() }
    }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        // `#elseif` and `#else`: the negation of every earlier clause, then the clause's own condition.
        var parts: [String] = []
        if let clauses = node.parent?.as(IfConfigClauseListSyntax.self) {
            for clause in clauses {
                if clause.id == node.id { break }
                guard let condition = clause.condition else { continue }
                let text = sourceText(condition)
                parts.append(Self.isSimpleCondition(text) ? "!\(text)" : "!(\(text))")
            }
        }
        if let condition = node.condition {
            let text = sourceText(condition)
            parts.append(parts.isEmpty || Self.isSimpleCondition(text) ? text : "(\(text))")
        }
        conditionStack.append(parts.joined(separator: " && "))
        return .visitChildren
    }
    override func visitPost(_ node: IfConfigClauseSyntax) { conditionStack.removeLast() }

    // MARK: - Calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        visitCall(node)
        // Arguments and trailing closures hold calls of their own.
        return .visitChildren
    }

    // MARK: - Subtrees without facts

    // Signatures, types, attributes, modifiers, inheritance and generic clauses and imports hold no declaration,
    // call or case the facts need (declarations read them directly), so the walk does not descend into them.
    // Their comments still count when the file has markers.
    override func visit(_ node: FunctionSignatureSyntax) -> SyntaxVisitorContinueKind { skip(node) }
    override func visit(_ node: TypeAnnotationSyntax) -> SyntaxVisitorContinueKind { skip(node) }
    override func visit(_ node: AttributeListSyntax) -> SyntaxVisitorContinueKind { skip(node) }
    override func visit(_ node: DeclModifierListSyntax) -> SyntaxVisitorContinueKind { skip(node) }
    override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind { skip(node) }
    override func visit(_ node: GenericParameterClauseSyntax) -> SyntaxVisitorContinueKind { skip(node) }
    override func visit(_ node: GenericWhereClauseSyntax) -> SyntaxVisitorContinueKind { skip(node) }
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind { skip(node) }

    private func skip(_ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        if scanTokens {
            for token in node.tokens(viewMode: .sourceAccurate) { scan(token) }
        }
        return .skipChildren
    }

    // MARK: - Tokens and names (markers: FactsVisitor+Markers.swift)

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if scanTokens { scan(token) }
        return .skipChildren
    }

    /// A name the code refers to (a call's, a member's, one in `#selector(…)`), not one it declares.
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if case .identifier(let name) = node.baseName.tokenKind { referencedNames.insert(name) }
        return .visitChildren
    }
}
