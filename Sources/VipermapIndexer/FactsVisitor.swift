import Foundation
import SwiftSyntax
import VipermapModel

/// Walks one parsed file once and collects its ``FileFacts``.
///
/// One pass over the tree does everything (types, functions, navigation calls, markers): the tree is the
/// expensive part, so it is walked once. State lives in stacks that mirror the nesting of types, functions,
/// switch cases and `#if` clauses.
final class FactsVisitor: SyntaxVisitor {
    /// Collects the facts of a parsed file. `scanTokens` turns on the per-token pass for comments and
    /// placeholders (only worth it when the bytes hold `TODO`, `FIXME` or `<#`).
    static func collect(path: String, tree: SourceFileSyntax, source: Data, lines: LineTable, scanTokens: Bool) -> FileFacts {
        let visitor = FactsVisitor(path: path, source: source, lines: lines, scanTokens: scanTokens)
        visitor.walk(tree)
        return visitor.facts
    }

    private var facts: FileFacts
    /// The bytes the tree was parsed from: source text is sliced from them (see ``sourceText(_:)``).
    private let source: Data
    private let lines: LineTable
    private let scanTokens: Bool

    private struct TypeFrame {
        var name: String
        var index: Int
        var isProtocolExtension: Bool
    }

    private final class FunctionFrame: LocalScope {
        var localRefs: [String: [TargetRef]] { locals }
        var parameterNames: Set<String> { parameters }
        var fact: FunctionFact
        var locals: [String: [TargetRef]] = [:]
        var parameters: Set<String>
        var caseStack: [[String]] = []
        var switchDepth = 0
        /// An app or scene launch method: its calls are looked at for the first screen.
        let isLaunchMethod: Bool
        init(fact: FunctionFact) {
            self.fact = fact
            parameters = Set(fact.parameters)
            isLaunchMethod = FactsVisitor.launchSignatures.contains(fact.signature)
        }
    }

    private var typeStack: [TypeFrame] = []
    private var functionStack: [FunctionFrame] = []
    private var conditionStack: [String] = []
    /// Declared protocol names of this file: an extension of one is a protocol extension.
    private var protocolNames: Set<String> = []

    private init(path: String, source: Data, lines: LineTable, scanTokens: Bool) {
        facts = FileFacts(path: path)
        self.source = source
        self.lines = lines
        self.scanTokens = scanTokens
        super.init(viewMode: .sourceAccurate)
    }

    private func line(_ node: some SyntaxProtocol) -> Int {
        lines.line(at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    /// The node's source text without its outer trivia: `trimmedDescription`, sliced from the parsed bytes.
    /// `trimmedDescription` rebuilds the node without trivia first, which made it the most expensive call of the
    /// visitor; a tree without errors prints exactly its source, so the slice is the same text. A node with
    /// missing or unexpected tokens still goes through swift-syntax.
    func sourceText(_ node: some SyntaxProtocol) -> String {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset, end = node.endPositionBeforeTrailingTrivia.utf8Offset
        guard !node.hasError, start <= end, end <= source.count else { return node.trimmedDescription }
        let base = source.startIndex
        return String(decoding: source[(base + start)..<(base + end)], as: UTF8.self)
    }

    private var currentOwner: String? { typeStack.last?.name }

    private var currentCondition: String? {
        conditionStack.isEmpty ? nil : conditionStack.joined(separator: " && ")
    }

    // MARK: - Types

    private func pushType(
        name: String, kind: TypeFact.Kind, inheritance: InheritanceClauseSyntax?, generics: GenericParameterClauseSyntax?,
        whereClause: GenericWhereClauseSyntax?, members: MemberBlockSyntax, node: some SyntaxProtocol
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
        let inherits = inheritance?.inheritedTypes.map { Self.typeName($0.type) } ?? []
        var fact = TypeFact(
            qualifiedName: qualified, kind: kind, inherits: inherits, line: line(node),
            memberCount: members.members.count
        )
        fact.genericParameters = generics?.parameters.map(\.name.unescapedText) ?? []
        fact.hasWhereClause = whereClause != nil
        if kind == .protocol { protocolNames.insert(qualified) }
        facts.types.append(fact)
        let isProtocolExtension = kind == .extension && (whereClause != nil || protocolNames.contains(name))
        typeStack.append(TypeFrame(name: qualified, index: facts.types.count - 1, isProtocolExtension: isProtocolExtension))
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(name: node.name.unescapedText, kind: .class, inheritance: node.inheritanceClause, generics: node.genericParameterClause,
                 whereClause: node.genericWhereClause, members: node.memberBlock, node: node.name)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(name: node.name.unescapedText, kind: .struct, inheritance: node.inheritanceClause, generics: node.genericParameterClause,
                 whereClause: node.genericWhereClause, members: node.memberBlock, node: node.name)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(name: node.name.unescapedText, kind: .enum, inheritance: node.inheritanceClause, generics: node.genericParameterClause,
                 whereClause: node.genericWhereClause, members: node.memberBlock, node: node.name)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(name: node.name.unescapedText, kind: .actor, inheritance: node.inheritanceClause, generics: node.genericParameterClause,
                 whereClause: node.genericWhereClause, members: node.memberBlock, node: node.name)
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(name: node.name.unescapedText, kind: .protocol, inheritance: node.inheritanceClause, generics: nil,
                 whereClause: node.genericWhereClause, members: node.memberBlock, node: node.name)
        return .visitChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(name: Self.typeName(node.extendedType), kind: .extension, inheritance: node.inheritanceClause, generics: nil,
                 whereClause: node.genericWhereClause, members: node.memberBlock, node: node.extendedType)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        if let frame = typeStack.last, functionStack.isEmpty {
            for element in node.elements {
                facts.types[frame.index].cases.append(EnumCaseFact(name: element.name.unescapedText, line: line(element)))
            }
        }
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if let function = functionStack.last {
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.unescapedText,
                      let value = binding.initializer?.value else { continue }
                function.locals[name] = refs(of: value, in: function)
            }
        } else if let frame = typeStack.last {
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.unescapedText else { continue }
                var property = PropertyFact(name: name)
                property.typeName = binding.typeAnnotation.map { Self.typeName($0.type) }
                if let value = binding.initializer?.value {
                    property.refs = refs(of: value, in: nil)
                }
                facts.types[frame.index].properties.append(property)
            }
        }
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if let function = functionStack.last,
           let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.unescapedText {
            if let value = node.initializer?.value {
                function.locals[name] = refs(of: value, in: function)
            } else if let shadowed = function.locals[name] {
                function.locals[name] = shadowed
            }
        }
        return .visitChildren
    }

    // MARK: - Functions

    private func pushFunction(
        name: String, signature: FunctionSignatureSyntax, modifiers: DeclModifierListSyntax,
        body: CodeBlockSyntax?, node: some SyntaxProtocol
    ) {
        let parameters = signature.parameterClause.parameters
        let labels = parameters.map { "\($0.firstName.unescapedText):" }.joined()
        let isPrivate = modifiers.contains { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) }
        let isStatic = modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        var fact = FunctionFact(
            owner: currentOwner, name: name, signature: "\(name)(\(labels))", line: line(node),
            isPrivate: isPrivate, isStatic: isStatic,
            parameters: parameters.map { ($0.secondName ?? $0.firstName).unescapedText },
            parameterTypes: parameters.map { Self.typeName($0.type) },
            isEmpty: body.map { Self.doesNothing($0.statements) } ?? true
        )
        fact.inProtocolExtension = typeStack.last?.isProtocolExtension ?? false
        let frame = FunctionFrame(fact: fact)
        functionStack.append(frame)
        // A single-expression body is an implicit return.
        if let statements = body?.statements, statements.count == 1,
           let expression = statements.first?.item.as(ExprSyntax.self) {
            frame.fact.returnRefs = refs(of: expression, in: frame)
        }
    }

    private func popFunction() {
        guard let frame = functionStack.popLast() else { return }
        facts.functions.append(frame.fact)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.body != nil else {
            // A protocol requirement: remember it for wireframe interfaces with one method per route.
            if let frame = typeStack.last, functionStack.isEmpty {
                facts.types[frame.index].requirements.append(EnumCaseFact(name: node.name.unescapedText, line: line(node.name)))
            }
            return .skipChildren
        }
        pushFunction(name: node.name.unescapedText, signature: node.signature, modifiers: node.modifiers, body: node.body, node: node.name)
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) {
        if node.body != nil { popFunction() }
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        pushFunction(name: "init", signature: node.signature, modifiers: node.modifiers, body: node.body, node: node.initKeyword)
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) { popFunction() }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if let function = functionStack.last, let expression = node.expression {
            function.fact.returnRefs += refs(of: expression, in: function)
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
            labels = label.caseItems.compactMap { Self.caseName($0.pattern) }
        }
        if function.caseStack.isEmpty {
            let isEmpty = Self.doesNothing(node.statements)
            function.fact.switchCases.append(SwitchCaseFact(labels: labels, line: line(node), isEmpty: isEmpty))
        }
        function.caseStack.append(labels)
        return .visitChildren
    }
    override func visitPost(_ node: SwitchCaseSyntax) {
        if let function = functionStack.last, !function.caseStack.isEmpty { function.caseStack.removeLast() }
    }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        if let condition = node.condition {
            conditionStack.append(sourceText(condition))
        } else if let decl = node.parent?.as(IfConfigClauseListSyntax.self) {
            // `#else`: the negation of every earlier clause.
            let earlier = decl.prefix { $0.id != node.id }.compactMap { $0.condition.map(sourceText) }
            let negated = earlier.map { Self.isSimpleCondition($0) ? "!\($0)" : "!(\($0))" }
            conditionStack.append(negated.joined(separator: " && "))
        } else {
            conditionStack.append("")
        }
        return .visitChildren
    }
    override func visitPost(_ node: IfConfigClauseSyntax) { conditionStack.removeLast() }

    // MARK: - Calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let (name, base) = Self.callee(node.calledExpression)
        if name == "fatalError" {
            recordFatalError(node)
            return .visitChildren
        }
        guard let function = functionStack.last, let name else { return .visitChildren }
        if let navigation = navigation(for: node, name: name, base: base, in: function) {
            function.fact.navigations.append(navigation)
        } else if function.isLaunchMethod {
            let reached = refs(of: ExprSyntax(node), in: function).filter {
                switch $0 {
                case .type, .typeCall: return true
                default: return false
                }
            }
            if !reached.isEmpty { function.fact.launchCalls.append(LaunchCallFact(refs: reached, line: line(node))) }
        }
        if base == nil || base.map(Self.isSelf) == true {
            if let first = name.first, first.isLowercase {
                function.fact.helperCalls.append(HelperCallFact(
                    name: name, line: line(node), caseLabels: function.caseStack.last, condition: currentCondition))
            }
        } else if let base, let receiver = Self.receiverName(base) {
            let option = name == "navigate" ? node.arguments.first.flatMap { Self.caseName(expression: $0.expression) } : nil
            if option != nil || Self.soundsLikeNavigator(receiver) {
                function.fact.outgoingCalls.append(OutgoingCallFact(receiver: receiver, method: name, option: option, line: line(node)))
            }
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        // `window.rootViewController = X` is an unfolded sequence: lhs, `=`, rhs.
        // `tabBarController.viewControllers = [A.build(), B.build()]` embeds its children.
        let elements = Array(node.elements)
        guard let function = functionStack.last, elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
              let lhs = elements[0].as(MemberAccessExprSyntax.self) else { return .visitChildren }
        let property = lhs.declName.baseName.unescapedText
        guard property == "rootViewController" || property == "viewControllers" else { return .visitChildren }
        let target = elements[2]
        function.fact.navigations.append(NavigationFact(
            transition: property == "rootViewController" ? .setRoot : .embed, method: property, refs: refs(of: target, in: function),
            targetText: sourceText(target), line: line(lhs.declName), caseLabels: function.caseStack.last, condition: currentCondition,
            requiresModule: property == "viewControllers"))
        return .visitChildren
    }

    private func recordFatalError(_ node: FunctionCallExprSyntax) {
        // The `required init?(coder:)` stub Xcode writes into every programmatic view is not unfinished work.
        if let function = functionStack.last, function.fact.name == "init", function.fact.signature == "init(coder:)" { return }
        let message = node.arguments.first.map { Self.stringValue($0.expression) } ?? ""
        let lowered = message.lowercased()
        let kind: MarkerFact.Kind = lowered.contains("implementation pending") || lowered.contains("not implemented yet")
            ? .implementationPending : .fatalError
        facts.markers.append(MarkerFact(kind: kind, text: "fatalError(\"\(message)\")", line: line(node), owner: currentOwner))
    }

    /// The navigation a call performs, if it is one.
    private func navigation(for node: FunctionCallExprSyntax, name: String, base: ExprSyntax?, in function: FunctionFrame) -> NavigationFact? {
        // Most calls are neither a transition by name nor pass a transition kind: only the hand-over check below
        // applies to them, and its cheap tests run before anything is built.
        if !Self.transitionNames.contains(name),
           !node.arguments.contains(where: { $0.label.map { Self.transitionLabels.contains($0.text) } ?? false }) {
            return handOver(node, name: name, in: function)
        }
        let arguments = Array(node.arguments)
        let labels = arguments.map { $0.label?.unescapedText }
        // A chained call (`AppModules … .build()?\n.router.present(withPushfrom:)`) is located at its method name.
        let callLine = node.calledExpression.as(MemberAccessExprSyntax.self).map { line($0.declName) } ?? line(node)
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
        case "setRootWireframe", "setViewControllers":
            transition = .setRoot
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
            if let literal = Self.literalTransition(argument.expression) {
                transition = literal
                targetFromBase = true
                requiresModule = true
            } else if transition != nil || Self.navigationVerbs.contains(where: { name.lowercased().hasPrefix($0) }) {
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
            } else if let first = arguments.first {
                // `view.show(title:isPlaying:)` is not `show(_:sender:)`: the screen is always the unlabeled first argument.
                guard first.label == nil else { return nil }
                refs = self.refs(of: first.expression, in: function)
                text = sourceText(first.expression)
            } else if let closure = node.trailingClosure {
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
        guard !node.arguments.isEmpty, !Self.buildingNames.contains(name), !name.hasPrefix("make"), !name.hasPrefix("create"), !name.hasPrefix("build"),
              !name.hasPrefix("instantiate"), let first = name.first, first.isLowercase, Self.isStatement(node) else { return nil }
        for argument in node.arguments {
            let argumentRefs = self.refs(of: argument.expression, in: function)
            if Self.containsModuleReference(argumentRefs) {
                let callLine = node.calledExpression.as(MemberAccessExprSyntax.self).map { line($0.declName) } ?? line(node)
                return NavigationFact(transition: .unknown, method: name, refs: argumentRefs, targetText: sourceText(argument.expression),
                                      line: callLine, caseLabels: function.caseStack.last, condition: currentCondition)
            }
        }
        return nil
    }

    private func backNavigation(_ transition: Transition, name: String, line: Int, in function: FunctionFrame) -> NavigationFact {
        NavigationFact(transition: transition, method: name, refs: [], targetText: nil, line: line,
                       caseLabels: function.caseStack.last, condition: currentCondition)
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

    private func scan(_ token: TokenSyntax) {
        if token.text.hasPrefix("<#") {
            facts.markers.append(MarkerFact(kind: .placeholder, text: token.text, line: line(token), owner: currentOwner))
        }
        scanComments(token.leadingTrivia, from: token.position)
        scanComments(token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia)
    }

    private func scanComments(_ trivia: Trivia, from start: AbsolutePosition) {
        var position = start
        for piece in trivia {
            defer { position = position + piece.sourceLength }
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
            let line = lines.line(at: position.utf8Offset)
            facts.markers.append(MarkerFact(kind: kind, text: text.trimmingCharacters(in: [" ", "\t", "\n", "\r"]), line: line, owner: currentOwner))
        }
    }
}

// MARK: - Syntax helpers

extension FactsVisitor {
    /// Method names the `switch` of ``navigation(for:name:base:in:)`` gives a transition.
    static let transitionNames: Set<String> = [
        "pushWireframe", "pushViewController", "push", "presentWireframe", "present", "setRootWireframe", "setViewControllers",
        "addChild", "addChildViewController", "embed", "embedWireframe", "show", "showDetailViewController",
        "popViewController", "popToRootViewController", "popToViewController", "pop", "popWireframe", "dismiss", "dismissWireframe",
    ]
    /// Argument labels that carry a transition kind.
    static let transitionLabels: Set<String> = ["with", "mode", "transition", "style", "using", "as", "type", "presentation", "presentationStyle"]
    /// Methods where an app puts its first screen up.
    static let launchSignatures: Set<String> = [
        "application(_:didFinishLaunchingWithOptions:)", "application(_:willFinishLaunchingWithOptions:)",
        "scene(_:willConnectTo:options:)",
    ]
    /// Method name prefixes that say "navigate" when a transition kind is passed as an argument.
    static let navigationVerbs = ["show", "start", "open", "navigate", "route", "go", "transition", "present", "push", "perform", "display", "move"]
    /// Methods that build a module rather than navigate to it.
    static let buildingNames: Set<String> = ["build", "assemble", "module", "createModule", "makeModule", "init", "configure", "instantiateViewController", "createView", "setup", "inject"]

    static func literalTransition(_ expression: ExprSyntax) -> Transition? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
        switch member.declName.baseName.unescapedText.lowercased() {
        case "push", "navigation": return .push
        case "present", "modal", "presentmodally", "sheet", "fullscreen", "overfullscreen", "popover": return .present
        case "setroot", "root", "replace", "reset", "setrootview": return .setRoot
        case "embed", "child", "inside", "contained": return .embed
        case "show", "showdetail": return .show
        case "dismiss": return .dismiss
        case "pop": return .pop
        default: return nil
        }
    }

    /// Whether a call stands as a statement (through `try`, `await`, `!`, `?`).
    static func isStatement(_ node: FunctionCallExprSyntax) -> Bool {
        var current = Syntax(node)
        while let parent = current.parent {
            if parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
                || parent.is(OptionalChainingExprSyntax.self) {
                current = parent
                continue
            }
            return parent.is(CodeBlockItemSyntax.self)
        }
        return false
    }

    static let loggingNames: Set<String> = ["print", "debugPrint", "NSLog", "os_log", "dump"]

    /// Whether a receiver's name says it navigates (`router`, `_wireframe`, `appCoordinator`, `flowController`),
    /// ignoring case. Compared as ASCII bytes: `lowercased().contains` went through Foundation for every call.
    static func soundsLikeNavigator(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { bytes in
            navigatorWords.contains { word in containsIgnoringASCIICase(bytes, word) }
        }
    }

    private static let navigatorWords: [[UInt8]] = ["rout", "wireframe", "coordinator", "navigator", "flow"].map { Array($0.utf8) }

    /// Whether `bytes` contains `word` (lowercase ASCII), ignoring the case of ASCII letters in `bytes`.
    private static func containsIgnoringASCIICase(_ bytes: UnsafeBufferPointer<UInt8>, _ word: [UInt8]) -> Bool {
        guard word.count <= bytes.count else { return false }
        var start = 0
        while start + word.count <= bytes.count {
            var matched = true
            for offset in 0..<word.count {
                var byte = bytes[start + offset]
                if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { byte += 32 }
                if byte != word[offset] { matched = false; break }
            }
            if matched { return true }
            start += 1
        }
        return false
    }

    /// `break`, nothing, or only logging: a body that does nothing for the user.
    static func doesNothing(_ statements: CodeBlockItemListSyntax) -> Bool {
        statements.allSatisfy { item in
            if item.item.is(BreakStmtSyntax.self) { return true }
            if let call = item.item.as(FunctionCallExprSyntax.self), let name = callee(call.calledExpression).0 {
                return loggingNames.contains(name)
            }
            return false
        }
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
    static func callee(_ expression: ExprSyntax) -> (String?, ExprSyntax?) {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return (reference.baseName.unescapedText, nil)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return (member.declName.baseName.unescapedText, member.base)
        }
        return (nil, nil)
    }

    /// The last identifier of a receiver chain (`self?._wireframe` → `_wireframe`).
    static func receiverName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.unescapedText }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.unescapedText }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return receiverName(optional.expression) }
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { return receiverName(unwrap.expression) }
        return nil
    }

    /// A type's name without optionals, generic arguments or module qualification noise.
    static func typeName(_ type: TypeSyntax) -> String {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.unescapedText }
        if let member = type.as(MemberTypeSyntax.self) { return "\(typeName(member.baseType)).\(member.name.unescapedText)" }
        if let optional = type.as(OptionalTypeSyntax.self) { return typeName(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return typeName(unwrapped.wrappedType) }
        if let attributed = type.as(AttributedTypeSyntax.self) { return typeName(attributed.baseType) }
        if let some = type.as(SomeOrAnyTypeSyntax.self) { return typeName(some.constraint) }
        return type.trimmedDescription
    }

    /// The enum case a pattern names (`.home`, `.details(let x)`, `let .details(x)`).
    static func caseName(_ pattern: PatternSyntax) -> String? {
        if let expression = pattern.as(ExpressionPatternSyntax.self) { return caseName(expression: expression.expression) }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { return caseName(binding.pattern) }
        return nil
    }

    static func caseName(expression: ExprSyntax) -> String? {
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.unescapedText }
        if let call = expression.as(FunctionCallExprSyntax.self) { return caseName(expression: call.calledExpression) }
        return nil
    }

    static func stringValue(_ expression: ExprSyntax) -> String {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return expression.trimmedDescription }
        return literal.segments.map { segment in
            segment.as(StringSegmentSyntax.self)?.content.text ?? segment.trimmedDescription
        }.joined()
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
