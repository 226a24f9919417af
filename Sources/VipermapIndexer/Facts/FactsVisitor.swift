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
        return visitor.facts
    }

    @exclusivity(unchecked)
    private var facts: FileFacts
    /// The bytes the tree was parsed from: a tree prints exactly its source, so source text is sliced from them
    /// (see ``sourceText(_:)``) instead of printed by swift-syntax.
    private let source: Data
    private let lines: LineTable
    private let scanTokens: Bool

    /// A type declaration or extension around the node being visited.
    private struct TypeFrame {
        /// Dotted name (`Outer.Inner`); an extension's is the extended type's name.
        var name: String
        /// Its fact: `facts.types[index]`.
        var index: Int
        var isProtocolExtension: Bool
    }

    /// A function or initializer body around the node being visited: its fact, filled in as the body is walked,
    /// and what the body has bound so far.
    final class FunctionFrame: LocalScope {
        var localRefs: [String: [TargetRef]] { locals }
        var parameterNames: Set<String> { parameters }
        @exclusivity(unchecked)
        var fact: FunctionFact
        /// What each local (`let`, `var`, `if let`, `guard let`) was bound to, by name; a later binding of the
        /// same name replaces it.
        @exclusivity(unchecked)
        var locals: [String: [TargetRef]] = [:]
        /// Locals whose value a call made (`let module = Catalog.x.build()`): a module value, not a collaborator.
        @exclusivity(unchecked)
        var builtLocals: Set<String> = []
        var parameters: Set<String>
        /// The labels of the switch cases around the node being visited, innermost last.
        @exclusivity(unchecked)
        var caseStack: [[String]] = []
        /// Each closure of the body met so far, by node: its index in ``FunctionFact/closures``.
        @exclusivity(unchecked)
        var closureIndexes: [SyntaxIdentifier: Int] = [:]
        /// The closures around the node being visited, innermost last (indexes in ``FunctionFact/closures``).
        @exclusivity(unchecked)
        var closureStack: [Int] = []
        /// The statement whose value the body returns without `return` (a single-expression body or getter).
        var implicitReturn: SyntaxIdentifier?
        /// A SwiftUI `body` getter: a result builder, every expression statement is part of what it returns.
        var buildsResult = false
        init(fact: FunctionFact) {
            self.fact = fact
            parameters = fact.parameters.isEmpty ? [] : Set(fact.parameters)
        }
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

    private var currentOwner: String? { typeStack.last?.name }

    private var currentCondition: String? {
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

    /// The name of an `@objc(Name)` attribute, if the declaration has one: what a storyboard's `customClass` says.
    private static func objcName(_ attributes: AttributeListSyntax) -> String? {
        for element in attributes {
            guard let attribute = element.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "objc",
                  case .objCName(let pieces) = attribute.arguments, pieces.count == 1, let name = pieces.first?.name?.text
            else { continue }
            return name
        }
        return nil
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
        typeStack.append(TypeFrame(name: qualified, index: facts.types.count - 1, isProtocolExtension: isProtocolExtension))
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
        if let function = functionStack.last {
            for binding in node.bindings {
                guard let name = Self.identifier(of: binding.pattern) else { continue }
                guard let value = binding.initializer?.value else {
                    // `var next: UIViewController`: what it holds comes from the assignments that follow (and, as
                    // for any name, from a property or type it may be named after).
                    function.locals[name] = [.identifier(name)]
                    function.builtLocals.remove(name)
                    if let annotation = binding.typeAnnotation.map({ typeName($0.type) }) {
                        recordStep(ValueStepFact(kind: .bind, name: name, value: .instance(annotation), line: line(binding)), at: binding, in: function)
                    }
                    continue
                }
                var bound = valueFact(of: value, in: function)
                if let annotation = binding.typeAnnotation.map({ typeName($0.type) }) { bound = .typed(bound, annotation) }
                recordStep(ValueStepFact(kind: .bind, name: name, value: bound, line: line(binding)), at: binding, in: function)
                // `let factory: ListWireframeFactory = container.resolve()`: the declared type says what the value is.
                if let annotation = binding.typeAnnotation.map({ typeName($0.type) }), annotation.first?.isUppercase == true,
                   !ModuleNaming.isFrameworkName(annotation), annotation != "Any", annotation != "AnyObject" {
                    function.locals[name] = [.type(annotation)]
                } else {
                    function.locals[name] = refs(of: value, in: function)
                }
                noteBuilt(name, value, in: function)
            }
        } else if let frame = typeStack.last {
            for binding in node.bindings {
                guard let name = Self.identifier(of: binding.pattern) else { continue }
                var property = PropertyFact(name: name)
                property.typeName = binding.typeAnnotation.map { typeName($0.type) }
                if let value = binding.initializer?.value {
                    property.refs = refs(of: value, in: nil)
                    property.value = valueFact(of: value, in: nil)
                }
                facts.types[frame.index].properties.append(property)
            }
        }
        // Initial values hold calls and closures.
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if let function = functionStack.last, let name = Self.identifier(of: node.pattern) {
            if let value = node.initializer?.value {
                recordStep(ValueStepFact(kind: .bind, name: name, value: valueFact(of: value, in: function), line: line(node)), at: node, in: function)
                function.locals[name] = refs(of: value, in: function)
                noteBuilt(name, value, in: function)
            } else if let shadowed = function.locals[name] {
                // `if let x`: the unwrapped `x` is what `x` was.
                function.locals[name] = shadowed
            }
        }
        return .visitChildren
    }

    /// The name an identifier pattern binds (`let x`), else nil.
    private static func identifier(of pattern: PatternSyntax) -> String? {
        pattern.as(IdentifierPatternSyntax.self)?.identifier.unescapedText
    }

    // MARK: - Functions

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let body = node.body else {
            // A protocol requirement: remember it for wireframe interfaces with one method per route.
            if let frame = typeStack.last, functionStack.isEmpty {
                facts.types[frame.index].requirements.append(EnumCaseFact(name: node.name.unescapedText, line: line(node.name)))
            }
            return .skipChildren
        }
        pushFunction(name: node.name.unescapedText, signature: node.signature, modifiers: node.modifiers, body: body, at: node.name)
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) {
        if node.body != nil { popFunction() }
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        pushFunction(name: "init", signature: node.signature, modifiers: node.modifiers, body: node.body, at: node.initKeyword)
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) { popFunction() }

    private func pushFunction(
        name: String, signature: FunctionSignatureSyntax, modifiers: DeclModifierListSyntax, body: CodeBlockSyntax?,
        at position: some SyntaxProtocol
    ) {
        var labels = ""
        var parameters: [String] = []
        var parameterTypes: [String] = []
        for parameter in signature.parameterClause.parameters {
            let firstName = parameter.firstName.unescapedText
            labels += firstName
            labels += ":"
            parameters.append(parameter.secondName?.unescapedText ?? firstName)
            parameterTypes.append(typeName(parameter.type))
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
            owner: currentOwner, name: name, signature: "\(name)(\(labels))", line: line(position),
            isPrivate: isPrivate, isStatic: isStatic,
            parameters: parameters,
            parameterTypes: parameterTypes,
            isEmpty: body.map { doesNothing($0.statements) } ?? true
        )
        fact.inProtocolExtension = typeStack.last?.isProtocolExtension ?? false
        fact.returnType = signature.returnClause.map { typeName($0.type) }
        let frame = FunctionFrame(fact: fact)
        functionStack.append(frame)
        // A single-expression body is an implicit return.
        if let statements = body?.statements, statements.count == 1, let expression = statements.first?.item.as(ExprSyntax.self) {
            frame.fact.returnRefs = refs(of: expression, in: frame)
            frame.implicitReturn = statements.first?.id
        }
    }

    private func popFunction() {
        guard let frame = functionStack.popLast() else { return }
        facts.functions.append(frame.fact)
    }

    /// A computed property's getter (`var body: some Scene { WindowGroup { … } }`) is a function of its type.
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
        guard functionStack.isEmpty, typeStack.last != nil, let binding = node.parent?.as(PatternBindingSyntax.self),
              let name = Self.identifier(of: binding.pattern) else {
            accessorFrames.append(false)
            return .visitChildren
        }
        var fact = FunctionFact(owner: currentOwner, name: name, signature: name, line: line(node), isPrivate: false, isStatic: false,
                                parameters: [], parameterTypes: [], isEmpty: false)
        fact.returnType = binding.typeAnnotation.map { typeName($0.type) }
        let frame = FunctionFrame(fact: fact)
        // `var x: T { expr }` and `get { expr }` return their single expression; SwiftUI's `body` is a result builder.
        frame.buildsResult = name == "body"
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
            function.fact.returnRefs += refs(of: expression, in: function)
            let value = valueFact(of: expression, in: function)
            if let closure = function.closureStack.last {
                function.fact.closures[closure].returns.append(value)
                recordStep(ValueStepFact(kind: .evaluate, value: value, line: line(node)), at: node, in: function)
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
        if let condition = node.condition {
            conditionStack.append(sourceText(condition))
        } else if let clauses = node.parent?.as(IfConfigClauseListSyntax.self) {
            // `#else`: the negation of every earlier clause.
            var negated: [String] = []
            for clause in clauses {
                if clause.id == node.id { break }
                guard let condition = clause.condition else { continue }
                let text = sourceText(condition)
                negated.append(Self.isSimpleCondition(text) ? "!\(text)" : "!(\(text))")
            }
            conditionStack.append(negated.joined(separator: " && "))
        } else {
            conditionStack.append("")
        }
        return .visitChildren
    }
    override func visitPost(_ node: IfConfigClauseSyntax) { conditionStack.removeLast() }

    // MARK: - Calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        visitCall(node)
        // Arguments and trailing closures hold calls of their own.
        return .visitChildren
    }

    private func visitCall(_ node: FunctionCallExprSyntax) {
        let (name, base) = callee(node.calledExpression)
        if name == "fatalError" {
            recordFatalError(node)
            return
        }
        guard let function = functionStack.last, let name else { return }
        let navigation = navigation(for: node, name: name, base: base, in: function)
        if let navigation { function.fact.navigations.append(navigation) }
        if let handed = handed(node, name: name, in: function) { function.fact.handed.append(handed) }
        if base == nil || base.map(Self.isSelf) == true {
            if let first = name.first, first.isLowercase {
                function.fact.helperCalls.append(HelperCallFact(
                    name: name, line: line(node), caseLabels: function.caseStack.last, condition: currentCondition,
                    labels: Self.labels(of: node)))
            }
        } else if let base, let receiver = receiverName(base) {
            let option = name == "navigate" ? node.arguments.first.flatMap { caseName(expression: $0.expression) } : nil
            if option != nil || Conventions.soundsLikeNavigator(receiver) {
                function.fact.outgoingCalls.append(OutgoingCallFact(
                    receiver: receiver, method: name, option: option, line: line(node),
                    labels: Self.labels(of: node)))
            }
        }
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        visitAssignment(node)
        return .visitChildren
    }

    private func visitAssignment(_ node: SequenceExprSyntax) {
        // `window.rootViewController = X` is an unfolded sequence: lhs, `=`, rhs.
        // `tabBarController.viewControllers = [A.build(), B.build()]` embeds its children.
        guard let function = functionStack.last, node.elements.count == 3 else { return }
        let elements = Array(node.elements)
        guard elements[1].is(AssignmentExprSyntax.self) else { return }
        // `result = FeedAssembly.createModule()` on a local declared before: the local holds either value.
        if let reference = elements[0].as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.unescapedText
            if function.locals[name] != nil {
                function.locals[name, default: []] += refs(of: elements[2], in: function)
                if isBuilt(elements[2], in: function) { function.builtLocals.insert(name) }
            } else if !function.parameters.contains(name) {
                recordStore(into: name, value: elements[2], at: reference, in: function)
            }
            return
        }
        guard let lhs = elements[0].as(MemberAccessExprSyntax.self) else { return }
        let property = lhs.declName.baseName.unescapedText
        if let base = lhs.base, Self.isSelf(base) {
            recordStore(into: property, value: elements[2], at: lhs.declName, in: function)
            return
        }
        guard property == "rootViewController" || property == "viewControllers" else { return }
        let target = elements[2]
        function.fact.navigations.append(NavigationFact(
            transition: property == "rootViewController" ? .setRoot : .embed, method: property, refs: refs(of: target, in: function),
            targetText: sourceText(target), line: line(lhs.declName), caseLabels: function.caseStack.last, condition: currentCondition,
            requiresModule: property == "viewControllers"))
    }

    /// `self.pages = PageFactory.make(for: items)`: screens built and kept in the type's own property. Whether that
    /// embeds them (a view that holds its pages) is the link's call: it knows which type is a module's view.
    private func recordStore(into property: String, value: ExprSyntax, at node: some SyntaxProtocol, in function: FunctionFrame) {
        guard isBuilt(value, in: function) else { return }
        function.fact.stores.append(NavigationFact(
            transition: .embed, method: property, refs: refs(of: value, in: function), targetText: sourceText(value),
            line: line(node), caseLabels: function.caseStack.last, condition: currentCondition, requiresModule: true))
    }

    private func recordFatalError(_ node: FunctionCallExprSyntax) {
        // The `required init?(coder:)` stub Xcode writes into every programmatic view is not unfinished work.
        if let function = functionStack.last, function.fact.name == "init", function.fact.signature == "init(coder:)" { return }
        let message = node.arguments.first.map { stringValue($0.expression) } ?? ""
        let lowered = message.lowercased()
        let kind: MarkerFact.Kind = lowered.contains("implementation pending") || lowered.contains("not implemented yet")
            ? .implementationPending : .fatalError
        // A trap for a state that cannot happen (`guard let item else { fatalError() }`, a switch's impossible case)
        // is how finished code asserts; unfinished work is a body that is nothing but the trap, or says so.
        let saysUnfinished = ["not implemented", "unimplemented", "todo", "implement me", "not yet"].contains { lowered.contains($0) }
        if kind == .fatalError && !saysUnfinished && !Self.isWholeBody(node) { return }
        facts.markers.append(MarkerFact(kind: kind, text: "fatalError(\"\(message)\")", line: line(node), owner: currentOwner))
    }

    /// A call's argument labels as a signature writes them (`_:animated:`), trailing closures left out.
    static func labels(of node: FunctionCallExprSyntax) -> String {
        var text = ""
        for argument in node.arguments {
            text += argument.label?.unescapedText ?? "_"
            text += ":"
        }
        return text
    }

    /// Whether a call is the only statement of a function's, initializer's or accessor's body (a stub).
    static func isWholeBody(_ node: FunctionCallExprSyntax) -> Bool {
        guard let item = node.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
              list.count == 1, let container = list.parent else { return false }
        if container.is(AccessorBlockSyntax.self) { return true }
        guard let block = container.as(CodeBlockSyntax.self), let owner = block.parent else { return false }
        return owner.is(FunctionDeclSyntax.self) || owner.is(InitializerDeclSyntax.self) || owner.is(AccessorDeclSyntax.self)
    }

    /// The line a call is located at: a chained call (`AppModules … .build()?\n.router.present(withPushfrom:)`) is
    /// located at its method name.
    private func lineOfCall(_ node: FunctionCallExprSyntax) -> Int {
        node.calledExpression.as(MemberAccessExprSyntax.self).map { line($0.declName) } ?? line(node)
    }

    /// The navigation a call performs, if it is one.
    private func navigation(for node: FunctionCallExprSyntax, name: String, base: ExprSyntax?, in function: FunctionFrame) -> NavigationFact? {
        let arguments = node.arguments
        // LightRoute: `transitionHandler.forStoryboard(factory: f, to: SettingsModuleInput.self).to(preferred:
        // .navigation(style: .push)).perform()`: the module's input protocol names the screen.
        if Self.libraryTargetVerbs.contains(name), let to = arguments.first(where: { $0.label?.unescapedText == "to" }),
           let member = to.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.unescapedText == "self",
           let type = member.base?.as(DeclReferenceExprSyntax.self) {
            return NavigationFact(transition: chainTransition(of: node) ?? .present, method: name, refs: [.type(type.baseName.unescapedText)],
                                  targetText: sourceText(to.expression), line: line(node), caseLabels: function.caseStack.last,
                                  condition: currentCondition, requiresModule: true)
        }
        // SwiftUI: `WindowGroup { RootView() }` puts the app's first screen up.
        if name == "WindowGroup", base == nil, let closure = node.trailingClosure {
            return NavigationFact(transition: .setRoot, method: name, refs: closureRefs(closure, in: function), targetText: sourceText(closure),
                                  line: line(node), caseLabels: function.caseStack.last, condition: currentCondition, requiresModule: true)
        }
        // `router.showScreen(.push) { router in builder.detailView(router: router) }`: a routing library's verb with a
        // transition literal, the screen built in the closure.
        if base != nil, Conventions.startsWithNavigationVerb(name), let closure = node.trailingClosure,
           let literal = arguments.first(where: { $0.label == nil }).flatMap({ argumentTransition($0.expression) }), !literal.isBack {
            return NavigationFact(transition: literal, method: name, refs: closureRefs(closure, in: function), targetText: sourceText(closure),
                                  line: lineOfCall(node), caseLabels: function.caseStack.last, condition: currentCondition, requiresModule: true)
        }
        // Most calls are neither a transition by name nor pass a transition kind: only the hand-over check below
        // applies to them, and its cheap tests run before anything is built.
        if !NavigationAPI.navigationNames.contains(name),
           !arguments.contains(where: { $0.label.map { Self.transitionLabels.contains($0.text) } ?? false }) {
            // `detailRouter.showDetail(item:from:)` on a router just built: the receiver's screen appears.
            if let base, Conventions.startsWithNavigationVerb(name), Self.isStatement(node), isBuilt(base, in: function), !callsLibraryVerb(base) {
                return receiverNavigation(name: name, base: base, transition: Self.verbTransition(name), line: lineOfCall(node), in: function)
            }
            return handOver(node, name: name, in: function)
        }
        let labels = arguments.map { $0.label?.unescapedText }
        let callLine = lineOfCall(node)
        let firstLabel = labels.first ?? nil
        var transition: Transition?
        var targetFromBase = false
        var requiresModule = false
        switch name {
        case "pushWireframe", "pushViewController":
            transition = .push
        case "push":
            transition = .push
            targetFromBase = firstLabel == "from"
            requiresModule = !targetFromBase && !labels.contains("animated")
        case "presentWireframe":
            transition = .present
        case "present":
            if firstLabel == "withPushfrom" || firstLabel == "withPushFrom" {
                transition = .push
                targetFromBase = true
            } else if labels.contains("insideView") || labels.contains("inside") {
                transition = .embed
                targetFromBase = true
            } else if firstLabel == "from" {
                transition = .present
                targetFromBase = true
            } else {
                transition = .present
                requiresModule = !labels.contains("animated")
            }
        case "setRootWireframe":
            transition = .setRoot
        case "setViewControllers":
            // A tab bar's children are embedded; a navigation stack's are replaced.
            transition = (base.map { isTabBar($0, in: function) } ?? isInTabBarController()) ? .embed : .setRoot
        case "addChild", "addChildViewController", "embed", "embedWireframe":
            transition = .embed
            requiresModule = true
        case "show":
            transition = .show
            requiresModule = labels.count != 2 || labels[1] != "sender"
        case "showDetailViewController":
            transition = .show
        case "popViewController", "popToRootViewController", "popToViewController", "pop", "popWireframe":
            return backNavigation(.pop, name: name, line: callLine, in: function)
        case "dismiss", "dismissWireframe":
            return backNavigation(.dismiss, name: name, line: callLine, in: function)
        default:
            break
        }
        // A transition passed as an argument (`show(with: .push)`, `start(mode: .present)`) is read from the literal.
        if let argument = arguments.first(where: { Self.transitionLabels.contains($0.label?.unescapedText ?? "") }) {
            if let literal = argumentTransition(argument.expression) {
                transition = literal
                targetFromBase = true
                requiresModule = true
            } else if transition != nil || Conventions.hasNavigationVerbPrefix(name) {
                // `show(with: style)`: the kind is only known at run time.
                transition = .unknown
                targetFromBase = true
                requiresModule = true
            }
        }
        var refs: [TargetRef]
        var text: String?
        if let transition {
            if targetFromBase, let base {
                refs = self.refs(of: base, in: function)
                text = sourceText(base)
                if !Self.containsModuleReference(refs), let first = arguments.first(where: { $0.label == nil }) {
                    refs = self.refs(of: first.expression, in: function)
                    text = sourceText(first.expression)
                }
            } else if let first = arguments.first, first.label == nil {
                refs = self.refs(of: first.expression, in: function)
                text = sourceText(first.expression)
            } else if let base, isBuilt(base, in: function) {
                // `module.router.show(from: vc)`, `factory.make(parent).present()`: the receiver is the screen, the
                // arguments say where it is shown from (`view.show(title:isPlaying:)` on a collaborator is no navigation).
                return receiverNavigation(name: name, base: base, transition: transition, line: callLine, in: function)
            } else if arguments.isEmpty, let closure = node.trailingClosure {
                refs = []
                text = sourceText(closure)
            } else {
                return nil
            }
            return NavigationFact(transition: transition, method: name, refs: refs, targetText: text, line: callLine,
                                  caseLabels: function.caseStack.last, condition: currentCondition, requiresModule: requiresModule)
        }
        return handOver(node, name: name, in: function)
    }

    /// Anything else that hands a built module on is a navigation of unknown kind.
    /// Its result must be discarded: a call whose value feeds another expression builds, it does not navigate.
    private func handOver(_ node: FunctionCallExprSyntax, name: String, in function: FunctionFrame) -> NavigationFact? {
        guard !node.arguments.isEmpty, !Conventions.isBuilderName(name), !name.hasPrefix("instantiate"), let first = name.first, first.isLowercase,
              Self.isStatement(node) else { return nil }
        for argument in node.arguments {
            let argumentRefs = self.refs(of: argument.expression, in: function)
            if Self.containsModuleReference(argumentRefs) {
                return NavigationFact(transition: .unknown, method: name, refs: argumentRefs, targetText: sourceText(argument.expression),
                                      line: lineOfCall(node), caseLabels: function.caseStack.last, condition: currentCondition)
            }
        }
        return nil
    }

    /// `builder.makeTabs(first: listScreen, second: UINavigationController(rootViewController: settings))`: screens
    /// built before (or right there) handed to a builder-named call.
    private func handed(_ node: FunctionCallExprSyntax, name: String, in function: FunctionFrame) -> HandedFact? {
        guard Conventions.isBuilderName(name), !node.arguments.isEmpty else { return nil }
        var arguments: [HandedArgument] = []
        for (position, argument) in node.arguments.enumerated() where isBuilt(argument.expression, in: function) {
            let argumentRefs = refs(of: argument.expression, in: function)
            if !argumentRefs.isEmpty {
                arguments.append(HandedArgument(label: argument.label?.unescapedText, position: position, refs: argumentRefs))
            }
        }
        guard !arguments.isEmpty else { return nil }
        return HandedFact(callee: refs(of: ExprSyntax(node), in: function).filter { ref in
            switch ref {
            case .typeCall, .memberCall, .helper: return true
            default: return false
            }
        }, arguments: arguments, line: lineOfCall(node))
    }

    /// A navigation whose screen is the call's receiver (see ``NavigationFact/targetIsReceiver``).
    private func receiverNavigation(name: String, base: ExprSyntax, transition: Transition, line: Int, in function: FunctionFrame) -> NavigationFact {
        var fact = NavigationFact(transition: transition, method: name, refs: refs(of: base, in: function), targetText: sourceText(base),
                                  line: line, caseLabels: function.caseStack.last, condition: currentCondition, requiresModule: true)
        fact.targetIsReceiver = true
        return fact
    }

    /// Records whether a local's value was made by a call (see ``FunctionFrame/builtLocals``).
    private func noteBuilt(_ name: String, _ value: ExprSyntax, in function: FunctionFrame) {
        if isBuilt(value, in: function) {
            function.builtLocals.insert(name)
        } else {
            function.builtLocals.remove(name)
        }
    }

    /// Whether an expression is a value some call made: a call in its member chain (`Catalog.x.build().router`,
    /// `factory.make(vc)`, `(Y.build().router as? YRouter)`), or a local bound to one.
    private func isBuilt(_ expression: ExprSyntax, in function: FunctionFrame) -> Bool {
        var current: ExprSyntax? = expression
        while let node = current.map(Self.operand(of:)) {
            switch node.as(ExprSyntaxEnum.self) {
            case .functionCallExpr:
                return true
            case .memberAccessExpr(let member): current = member.base
            case .tupleExpr(let tuple):
                guard tuple.elements.count == 1, let only = tuple.elements.first else { return false }
                current = only.expression
            case .sequenceExpr(let sequence):
                // `x as? YRouter`: the operand before the cast.
                current = sequence.elements.first
            case .declReferenceExpr(let reference):
                return function.builtLocals.contains(reference.baseName.unescapedText)
            default:
                return false
            }
        }
        return false
    }

    /// Whether a receiver is a tab bar controller by its value: a cast or a type (`if let tabs = parent as?
    /// UITabBarController`, `tabBarController`), never by a variable's name alone.
    private func isTabBar(_ expression: ExprSyntax, in function: FunctionFrame) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.unescapedText == "tabBarController" { return true }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.unescapedText == "tabBarController" { return true }
        return refs(of: expression, in: function).contains { ref in
            if case .type(let name) = ref { return name.hasSuffix("TabBarController") }
            return false
        }
    }

    /// Whether the code being walked belongs to a tab bar controller subclass (`setViewControllers(…)` on itself).
    private func isInTabBarController() -> Bool {
        guard let frame = typeStack.last else { return false }
        // An extension's type may be declared above it in the same file (`extension MainTabs: MainTabsView`).
        return facts.types.contains { type in
            type.qualifiedName == frame.name && type.inherits.contains { $0.hasSuffix("TabBarController") }
        }
    }

    /// The transition the calls chained after this one choose (`.to(preferred: .navigation(style: .push))`, a
    /// library's way of saying push), read from the enclosing calls' literal arguments.
    private func chainTransition(of node: FunctionCallExprSyntax) -> Transition? {
        func literal(in expression: ExprSyntax) -> Transition? {
            if let found = literalTransition(expression) { return found }
            guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
            for argument in call.arguments {
                if let found = literal(in: argument.expression) { return found }
            }
            return nil
        }
        var parent = node.parent
        while let current = parent {
            switch current.kind {
            case .memberAccessExpr, .optionalChainingExpr, .forceUnwrapExpr, .tryExpr, .labeledExpr, .labeledExprList:
                parent = current.parent
            case .functionCallExpr:
                let call = current.cast(FunctionCallExprSyntax.self)
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.unescapedText == "to" {
                    for argument in call.arguments {
                        if let found = literal(in: argument.expression) { return found }
                    }
                }
                parent = current.parent
            default:
                return nil
            }
        }
        return nil
    }

    /// Whether a receiver chain goes through a routing library's verb (`….forStoryboard(…).perform()`): that call is
    /// the navigation already.
    private func callsLibraryVerb(_ expression: ExprSyntax) -> Bool {
        var current: ExprSyntax? = expression
        while let node = current.map(Self.operand(of:)) {
            switch node.as(ExprSyntaxEnum.self) {
            case .functionCallExpr(let call):
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                   Self.libraryTargetVerbs.contains(member.declName.baseName.unescapedText) {
                    return true
                }
                current = call.calledExpression
            case .memberAccessExpr(let member): current = member.base
            default: return false
            }
        }
        return false
    }

    /// What a closure's expression statements refer to (a SwiftUI view builder's views, a closure's result).
    private func closureRefs(_ closure: ClosureExprSyntax, in function: FunctionFrame) -> [TargetRef] {
        var result: [TargetRef] = []
        for statement in closure.statements {
            if let expression = statement.item.as(ExprSyntax.self) { result += refs(of: expression, in: function) }
        }
        return result
    }

    /// Routing libraries' calls whose `to:` argument is the target module's input protocol (LightRoute).
    static let libraryTargetVerbs: Set<String> = ["forStoryboard", "forSegue", "forCurrentStoryboard"]


    /// The transition a navigation verb says (`pushFrom` → push); unknown when the verb does not say it.
    static func verbTransition(_ name: String) -> Transition {
        if name.hasPrefix("push") { return .push }
        if name.hasPrefix("present") { return .present }
        if name.hasPrefix("show") { return .show }
        if name.hasPrefix("embed") { return .embed }
        return .unknown
    }

    private func backNavigation(_ transition: Transition, name: String, line: Int, in function: FunctionFrame) -> NavigationFact {
        NavigationFact(transition: transition, method: name, refs: [], targetText: nil, line: line,
                       caseLabels: function.caseStack.last, condition: currentCondition)
    }

    /// Whether a call stands as a statement (through `try`, `await`, `!`, `?`).
    private static func isStatement(_ node: FunctionCallExprSyntax) -> Bool {
        var parent = node.parent
        while let current = parent {
            switch current.kind {
            case .tryExpr, .awaitExpr, .forceUnwrapExpr, .optionalChainingExpr:
                parent = current.parent
            default:
                return current.kind == .codeBlockItem
            }
        }
        return false
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

    // MARK: - Markers

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if scanTokens { scan(token) }
        return .skipChildren
    }

    /// Records the placeholder a token is, and the `TODO` and `FIXME` comments in its trivia. A tree prints exactly
    /// its source, so the token's text and trivia are the file's bytes at its position.
    private func scan(_ token: TokenSyntax) {
        let start = token.positionAfterSkippingLeadingTrivia.utf8Offset, end = token.endPositionBeforeTrailingTrivia.utf8Offset
        let leading = token.leadingTriviaLength.utf8Length, trailing = token.trailingTriviaLength.utf8Length
        source.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            if end - start >= 2, end <= bytes.count, bytes[start] == UInt8(ascii: "<"), bytes[start + 1] == UInt8(ascii: "#") {
                let text = String(decoding: bytes[start..<end], as: UTF8.self)
                facts.markers.append(MarkerFact(kind: .placeholder, text: text, line: lines.line(at: start), owner: currentOwner))
            }
            // Nearly all trivia is spaces and line breaks: look for a comment's `/` in its bytes before splitting it
            // into pieces (an array per token).
            if leading > 0, Self.containsSlash(bytes, from: start - leading, to: start) {
                scanComments(token.leadingTrivia, from: start - leading)
            }
            if trailing > 0, Self.containsSlash(bytes, from: end, to: end + trailing) {
                scanComments(token.trailingTrivia, from: end)
            }
        }
    }

    private static func containsSlash(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        guard let base = bytes.baseAddress, start >= 0, start < end, end <= bytes.count else { return false }
        return memchr(base + start, Int32(UInt8(ascii: "/")), end - start) != nil
    }

    private func scanComments(_ trivia: Trivia, from start: Int) {
        var position = start
        for piece in trivia {
            defer { position += piece.sourceLength.utf8Length }
            let text: String
            switch piece {
            case .lineComment(let comment), .blockComment(let comment), .docLineComment(let comment), .docBlockComment(let comment):
                text = comment
            default:
                continue
            }
            let kind: MarkerFact.Kind?
            if text.contains("TODO") { kind = .todo } else if text.contains("FIXME") { kind = .fixme } else { kind = nil }
            guard let kind else { continue }
            facts.markers.append(MarkerFact(kind: kind, text: text.trimmingCharacters(in: [" ", "\t", "\n", "\r"]), line: lines.line(at: position), owner: currentOwner))
        }
    }
}

// MARK: - Syntax helpers

extension FactsVisitor {
    /// Argument labels that carry a transition kind.
    static let transitionLabels: Set<String> = ["with", "mode", "transition", "style", "using", "as", "type", "presentation", "presentationStyle"]
    /// Methods where an app puts its first screen up.
    static let launchSignatures: Set<String> = [
        "application(_:didFinishLaunchingWithOptions:)", "application(_:willFinishLaunchingWithOptions:)",
        "scene(_:willConnectTo:options:)",
    ]

    func literalTransition(_ expression: ExprSyntax) -> Transition? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
        switch member.declName.baseName.unescapedText.lowercased() {
        case "push", "navigation": return .push
        // UIKit's `UIModalPresentationStyle` names (`pageSheet`, `formSheet`, `overCurrentContext`) are presentations.
        case "present", "modal", "presentmodally", "sheet", "fullscreen", "fullscreencover", "overfullscreen", "popover",
             "pagesheet", "formsheet", "currentcontext", "overcurrentcontext": return .present
        case "setroot", "root", "replace", "reset", "setrootview": return .setRoot
        case "embed", "child", "inside", "contained": return .embed
        case "show", "showdetail": return .show
        case "dismiss": return .dismiss
        case "pop": return .pop
        default: return nil
        }
    }

    /// The transition an argument names: a case (`.push`), or a case with associated values
    /// (`.modal(from: view)`, `.root(window: window)`: an implicit member called is the enum case it constructs).
    func argumentTransition(_ expression: ExprSyntax) -> Transition? {
        if let literal = literalTransition(expression) { return literal }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        return literalTransition(call.calledExpression)
    }

    static let loggingNames: Set<String> = ["print", "debugPrint", "NSLog", "os_log", "dump"]

    /// `break`, nothing, or only logging: a body that does nothing for the user.
    func doesNothing(_ statements: CodeBlockItemListSyntax) -> Bool {
        for statement in statements {
            let item = statement.item
            if item.as(StmtSyntax.self)?.is(BreakStmtSyntax.self) == true { continue }
            if let call = item.as(ExprSyntax.self)?.as(FunctionCallExprSyntax.self), let name = callee(call.calledExpression).name,
               Self.loggingNames.contains(name) { continue }
            return false
        }
        return true
    }

    static func isSimpleCondition(_ text: String) -> Bool {
        text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    static func isSelf(_ expression: ExprSyntax) -> Bool {
        var expression = expression
        if let optional = expression.as(OptionalChainingExprSyntax.self) { expression = optional.expression }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.tokenKind == .keyword(.self) }
        return false
    }

    /// The called name and the base it is called on.
    func callee(_ expression: ExprSyntax) -> (name: String?, base: ExprSyntax?) {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return (reference.baseName.unescapedText, nil)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return (member.declName.baseName.unescapedText, member.base)
        }
        return (nil, nil)
    }

    /// The last identifier of a receiver chain (`self?._wireframe` → `_wireframe`).
    func receiverName(_ expression: ExprSyntax) -> String? {
        switch expression.as(ExprSyntaxEnum.self) {
        case .declReferenceExpr(let reference): return reference.baseName.unescapedText
        case .memberAccessExpr(let member): return member.declName.baseName.unescapedText
        case .optionalChainingExpr(let optional): return receiverName(optional.expression)
        case .forceUnwrapExpr(let unwrap): return receiverName(unwrap.expression)
        default: return nil
        }
    }

    /// A type's name without optionals, generic arguments or module qualification noise.
    func typeName(_ type: TypeSyntax) -> String {
        switch type.as(TypeSyntaxEnum.self) {
        case .identifierType(let identifier): return identifier.name.unescapedText
        case .memberType(let member): return "\(typeName(member.baseType)).\(member.name.unescapedText)"
        case .optionalType(let optional): return typeName(optional.wrappedType)
        case .implicitlyUnwrappedOptionalType(let unwrapped): return typeName(unwrapped.wrappedType)
        case .attributedType(let attributed): return typeName(attributed.baseType)
        case .someOrAnyType(let some): return typeName(some.constraint)
        default: return sourceText(type)
        }
    }

    /// What uber/RIBs' router base classes declare, typed by the subclass's generic arguments:
    /// `ViewableRouter<I, V>` and `LaunchRouter<I, V>` hold `let viewController: V` and `let interactor: I`,
    /// `Router<I>` holds `let interactor: I` (RIBs' `Router.swift`, `ViewableRouter.swift`). The walk then knows what
    /// `viewController.setViewControllers(…)` in a RIB's router is called on.
    static func ribsRouterProperties(_ inheritance: InheritanceClauseSyntax) -> [PropertyFact] {
        for inherited in inheritance.inheritedTypes {
            guard let identifier = inherited.type.as(IdentifierTypeSyntax.self),
                  let clause = identifier.genericArgumentClause else { continue }
            var arguments: [String] = []
            for argument in clause.arguments {
                guard case .type(let type) = argument.argument, let simple = type.as(IdentifierTypeSyntax.self),
                      simple.genericArgumentClause == nil else { return [] }
                arguments.append(simple.name.unescapedText)
            }
            switch (identifier.name.unescapedText, arguments.count) {
            case ("ViewableRouter", 2), ("LaunchRouter", 2):
                return [PropertyFact(name: "interactor", typeName: arguments[0]), PropertyFact(name: "viewController", typeName: arguments[1])]
            case ("Router", 1):
                return [PropertyFact(name: "interactor", typeName: arguments[0])]
            default:
                continue
            }
        }
        return []
    }

    /// The enum case a pattern names (`.home`, `.details(let x)`, `let .details(x)`).
    func caseName(_ pattern: PatternSyntax) -> String? {
        if let expression = pattern.as(ExpressionPatternSyntax.self) { return caseName(expression: expression.expression) }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { return caseName(binding.pattern) }
        return nil
    }

    func caseName(expression: ExprSyntax) -> String? {
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.unescapedText }
        if let call = expression.as(FunctionCallExprSyntax.self) { return caseName(expression: call.calledExpression) }
        return nil
    }

    /// A string literal's text without its quotes, interpolations as written (`"Details \(id)"` → `Details \(id)`);
    /// any other expression as written.
    func stringValue(_ expression: ExprSyntax) -> String {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return sourceText(expression) }
        var value = ""
        for segment in literal.segments {
            if let text = segment.as(StringSegmentSyntax.self) {
                value += text.content.text
            } else {
                value += sourceText(segment)
            }
        }
        return value
    }

    static func containsModuleReference(_ refs: [TargetRef]) -> Bool {
        refs.contains { ref in
            switch ref {
            case .type(let name), .typeCall(let name, _): return ModuleNaming.role(ofTypeNamed: name) != nil
            case .catalog: return true
            default: return false
            }
        }
    }
}
