import Foundation
@_spi(RawSyntax) import SwiftSyntax
import VipermapModel

/// Walks one parsed file once and collects its ``FileFacts``.
///
/// One pass over the tree does everything (types, functions, navigation calls, markers): the tree is the
/// expensive part, so it is walked once. State lives in stacks that mirror the nesting of types, functions,
/// switch cases and `#if` clauses.
///
/// The walk reads swift-syntax's raw layer (`@_spi(RawSyntax)`): the same tree the parser built, without the
/// typed node a `SyntaxVisitor` creates for every node it passes and every child it is asked for. Each typed
/// access cost about 400 instructions (arena allocation, reference counting), which made the visitor cost as much
/// wall-clock time as the parser itself; a raw child is an index into the parent's layout. Positions come from
/// where a token's text sits in the parser's copy of the file (see ``offset(_:)``), so no node needs to know its
/// absolute position either.
final class FactsVisitor {
    /// Collects the facts of a parsed file. `scanTokens` turns on the per-token pass for comments and
    /// placeholders (only worth it when the bytes hold `TODO`, `FIXME` or `<#`).
    static func collect(path: String, tree: SourceFileSyntax, source: Data, lines: LineTable, scanTokens: Bool) -> FileFacts {
        let visitor = FactsVisitor(path: path, root: tree.raw, source: source, lines: lines, scanTokens: scanTokens)
        visitor.walk(tree.raw)
        return visitor.facts
    }

    @exclusivity(unchecked)
    private var facts: FileFacts
    /// The bytes the tree was parsed from: source text is sliced from them (see ``sourceText(_:)``).
    private let source: Data
    private let lines: LineTable
    private let scanTokens: Bool
    private let root: RawSyntax
    /// Where byte 0 of the file sits in the parser's copy of it: a parsed token's text is a slice of that copy,
    /// so its offset in the file is its address minus this one.
    private let textBase: UnsafePointer<UInt8>?

    private struct TypeFrame {
        var name: String
        var index: Int
        var isProtocolExtension: Bool
    }

    private final class FunctionFrame: LocalScope {
        var localRefs: [String: [TargetRef]] { locals }
        var parameterNames: Set<String> { parameters }
        @exclusivity(unchecked)
        var fact: FunctionFact
        @exclusivity(unchecked)
        var locals: [String: [TargetRef]] = [:]
        /// Locals whose value a call made (`let module = Catalog.x.build()`): a module value, not a collaborator.
        @exclusivity(unchecked)
        var builtLocals: Set<String> = []
        var parameters: Set<String>
        @exclusivity(unchecked)
        var caseStack: [[String]] = []
        /// An app or scene launch method, or any method of an app or scene delegate (a launch method's helper): its
        /// calls are looked at for the first screen.
        let isLaunchMethod: Bool
        init(fact: FunctionFact, inDelegate: Bool) {
            self.fact = fact
            parameters = fact.parameters.isEmpty ? [] : Set(fact.parameters)
            isLaunchMethod = inDelegate || FactsVisitor.launchSignatures.contains(fact.signature)
        }
    }

    // The walk's state is read and written for almost every node; the run-time exclusivity checks of class
    // properties cost a quarter of the walk (only this walker touches them, on one thread).
    @exclusivity(unchecked)
    private var typeStack: [TypeFrame] = []
    @exclusivity(unchecked)
    private var functionStack: [FunctionFrame] = []
    @exclusivity(unchecked)
    private var conditionStack: [String] = []
    /// The nodes above the one being visited (a call asks whether it stands as a statement, an `#else` clause
    /// asks for the clauses before it).
    @exclusivity(unchecked)
    private var ancestors: [RawSyntax] = []
    /// Declared protocol names of this file: an extension of one is a protocol extension.
    @exclusivity(unchecked)
    private var protocolNames: Set<String> = []

    private init(path: String, root: RawSyntax, source: Data, lines: LineTable, scanTokens: Bool) {
        facts = FileFacts(path: path)
        self.source = source
        self.lines = lines
        self.scanTokens = scanTokens
        self.root = root
        // Nothing before the first present token has a byte: it starts at offset 0.
        if let first = Self.firstPresentToken(root), let address = first.rawText.baseAddress {
            textBase = address - first.leadingTriviaByteLength
        } else {
            textBase = nil
        }
    }

    // MARK: - Positions and text

    /// The offset of `text` in the file, when it is a slice of the parser's copy of the file.
    private func offset(of text: SyntaxText) -> Int? {
        guard let textBase, let address = text.baseAddress else { return nil }
        let offset = address - textBase
        guard offset >= 0, offset + text.count <= source.count else { return nil }
        return offset
    }

    /// swift-syntax's `positionAfterSkippingLeadingTrivia`: where the node's first present token's text starts.
    private func offset(_ node: RawSyntax) -> Int {
        if let token = Self.firstPresentToken(node), let offset = offset(of: token.rawText) { return offset }
        return exactStart(of: node) + node.leadingTriviaByteLength
    }

    /// swift-syntax's `endPositionBeforeTrailingTrivia`: where the node's last present token's text ends.
    private func endOffset(_ node: RawSyntax) -> Int {
        if let token = Self.lastPresentToken(node), let offset = offset(of: token.rawText) { return offset + token.rawText.count }
        return exactStart(of: node) + node.byteLength - node.trailingTriviaByteLength
    }

    /// Where `target` starts (before its leading trivia), found by adding up the lengths of everything before it.
    /// Only for tokens whose text is not a slice of the file (missing tokens, which have no text): a broken file.
    private func exactStart(of target: RawSyntax) -> Int {
        func search(_ node: RawSyntax, from start: Int) -> Int? {
            if node.id == target.id { return start }
            guard let layout = node.layoutView else { return nil }
            var offset = start
            for case let child? in layout.children {
                if let found = search(child, from: offset) { return found }
                offset += child.byteLength
            }
            return nil
        }
        return search(root, from: 0) ?? 0
    }

    private func line(_ node: some RawSyntaxNodeProtocol) -> Int {
        lines.line(at: offset(node.raw))
    }

    /// The node's source text without its outer trivia (swift-syntax's `trimmedDescription`), sliced from the
    /// parsed bytes: a tree prints exactly its source. A node with missing or unexpected tokens is printed the way
    /// swift-syntax prints it.
    func sourceText(_ node: some RawSyntaxNodeProtocol) -> String {
        let raw = node.raw
        let start = offset(raw), end = endOffset(raw)
        guard !raw.hasError, start <= end, end <= source.count else {
            let bytes = raw.syntaxTextBytes
            let leading = raw.leadingTriviaByteLength, trailing = raw.trailingTriviaByteLength
            guard leading + trailing <= bytes.count else { return "" }
            return String(decoding: bytes[leading..<(bytes.count - trailing)], as: UTF8.self)
        }
        let base = source.startIndex
        return String(decoding: source[(base + start)..<(base + end)], as: UTF8.self)
    }

    static func firstPresentToken(_ node: RawSyntax) -> RawSyntaxTokenView? {
        if let token = node.tokenView { return token.presence == .present ? token : nil }
        guard let layout = node.layoutView else { return nil }
        for case let child? in layout.children {
            if let token = firstPresentToken(child) { return token }
        }
        return nil
    }

    static func lastPresentToken(_ node: RawSyntax) -> RawSyntaxTokenView? {
        if let token = node.tokenView { return token.presence == .present ? token : nil }
        guard let layout = node.layoutView else { return nil }
        for case let child? in layout.children.reversed() {
            if let token = lastPresentToken(child) { return token }
        }
        return nil
    }

    private var currentOwner: String? { typeStack.last?.name }

    private var currentCondition: String? {
        conditionStack.isEmpty ? nil : conditionStack.joined(separator: " && ")
    }

    // MARK: - The walk

    /// Visits `node` and what it holds, in source order, as `SyntaxVisitor` in `.sourceAccurate` mode would
    /// (missing tokens are not visited).
    private func walk(_ node: RawSyntax) {
        switch node.kind {
        case .token:
            if scanTokens, let token = node.tokenView, token.presence == .present { scan(token, node) }
        case .classDecl: walkType(node.cast(RawClassDeclSyntax.self), kind: .class)
        case .structDecl: walkType(node.cast(RawStructDeclSyntax.self), kind: .struct)
        case .enumDecl: walkType(node.cast(RawEnumDeclSyntax.self), kind: .enum)
        case .actorDecl: walkType(node.cast(RawActorDeclSyntax.self), kind: .actor)
        case .protocolDecl: walkType(node.cast(RawProtocolDeclSyntax.self), kind: .protocol)
        case .extensionDecl:
            let decl = node.cast(RawExtensionDeclSyntax.self)
            walkType(node, name: typeName(decl.extendedType), kind: .extension, inheritance: decl.inheritanceClause, generics: nil,
                     hasWhereClause: decl.genericWhereClause != nil, members: decl.memberBlock, at: decl.extendedType.raw)
        case .enumCaseDecl:
            visitEnumCases(node.cast(RawEnumCaseDeclSyntax.self))
        case .variableDecl:
            visitVariable(node.cast(RawVariableDeclSyntax.self))
            walkChildren(node)
        case .optionalBindingCondition:
            visitOptionalBinding(node.cast(RawOptionalBindingConditionSyntax.self))
            walkChildren(node)
        case .functionDecl:
            let decl = node.cast(RawFunctionDeclSyntax.self)
            guard let body = decl.body else {
                // A protocol requirement: remember it for wireframe interfaces with one method per route.
                if let frame = typeStack.last, functionStack.isEmpty {
                    facts.types[frame.index].requirements.append(EnumCaseFact(name: Self.unescaped(decl.name), line: line(decl.name)))
                }
                return
            }
            pushFunction(name: Self.unescaped(decl.name), signature: decl.signature, modifiers: decl.modifiers, body: body, at: decl.name.raw)
            walkChildren(node)
            popFunction()
        case .initializerDecl:
            let decl = node.cast(RawInitializerDeclSyntax.self)
            pushFunction(name: "init", signature: decl.signature, modifiers: decl.modifiers, body: decl.body, at: decl.initKeyword.raw)
            walkChildren(node)
            popFunction()
        case .returnStmt:
            if let function = functionStack.last, let expression = node.cast(RawReturnStmtSyntax.self).expression {
                function.fact.returnRefs += refs(of: expression, in: function)
            }
            walkChildren(node)
        case .accessorBlock:
            // A computed property's getter (`var body: some Scene { WindowGroup { … } }`) is a function of its type.
            guard functionStack.isEmpty, typeStack.last != nil, let binding = ancestors.last, binding.kind == .patternBinding,
                  let name = Self.identifier(of: binding.cast(RawPatternBindingSyntax.self).pattern) else {
                walkChildren(node)
                return
            }
            let fact = FunctionFact(owner: currentOwner, name: name, signature: name, line: line(node), isPrivate: false, isStatic: false,
                                    parameters: [], parameterTypes: [], isEmpty: false)
            functionStack.append(FunctionFrame(fact: fact, inDelegate: isInAppDelegate()))
            walkChildren(node)
            popFunction()
        case .switchCase:
            let pushed = visitSwitchCase(node.cast(RawSwitchCaseSyntax.self))
            walkChildren(node)
            if pushed, let function = functionStack.last, !function.caseStack.isEmpty { function.caseStack.removeLast() }
        case .ifConfigClause:
            visitIfConfigClause(node.cast(RawIfConfigClauseSyntax.self))
            walkChildren(node)
            conditionStack.removeLast()
        case .functionCallExpr:
            visitCall(node.cast(RawFunctionCallExprSyntax.self))
            walkChildren(node)
        case .sequenceExpr:
            visitSequence(node.cast(RawSequenceExprSyntax.self))
            walkChildren(node)
        // Signatures, types, attributes, modifiers, inheritance and generic clauses and imports hold no
        // declaration, call or case the facts need (declarations read them directly), so the walk does not
        // descend into them. Their comments still count when the file has markers.
        case .functionSignature, .typeAnnotation, .attributeList, .declModifierList, .inheritanceClause,
             .genericParameterClause, .genericWhereClause, .importDecl:
            if scanTokens { scanTokens(in: node) }
        default:
            walkChildren(node)
        }
    }

    private func walkChildren(_ node: RawSyntax) {
        guard let layout = node.layoutView else { return }
        ancestors.append(node)
        for case let child? in layout.children { walk(child) }
        ancestors.removeLast()
    }

    // MARK: - Types

    /// A type declaration: its fact, then what it holds, with the type on the stack.
    private func walkType(_ decl: some RawTypeDeclaration, kind: TypeFact.Kind) {
        walkType(decl.raw, name: Self.unescaped(decl.name), kind: kind, inheritance: decl.inheritanceClause,
                 generics: decl.genericParameters, hasWhereClause: decl.genericWhereClause != nil, members: decl.memberBlock,
                 at: decl.name.raw, objcName: objcName(decl.attributes))
    }

    /// A type declaration or extension: its fact, then what it holds, with the type on the stack.
    private func walkType(
        _ node: RawSyntax, name: String, kind: TypeFact.Kind, inheritance: RawInheritanceClauseSyntax?,
        generics: RawGenericParameterClauseSyntax?, hasWhereClause: Bool, members: RawMemberBlockSyntax, at position: RawSyntax,
        objcName: String? = nil
    ) {
        pushType(name: name, kind: kind, inheritance: inheritance, generics: generics, hasWhereClause: hasWhereClause, members: members, at: position)
        if let objcName { facts.types[facts.types.count - 1].objcName = objcName }
        walkChildren(node)
        typeStack.removeLast()
    }

    private func pushType(
        name: String, kind: TypeFact.Kind, inheritance: RawInheritanceClauseSyntax?, generics: RawGenericParameterClauseSyntax?,
        hasWhereClause: Bool, members: RawMemberBlockSyntax, at position: RawSyntax
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
            for case let inherited? in inheritance.inheritedTypes.layoutView.children {
                inherits.append(typeName(inherited.cast(RawInheritedTypeSyntax.self).type))
            }
        }
        var fact = TypeFact(
            qualifiedName: qualified, kind: kind, inherits: inherits, line: lines.line(at: offset(position)),
            memberCount: members.members.layoutView.children.count
        )
        if let generics {
            for case let parameter? in generics.parameters.layoutView.children {
                fact.genericParameters.append(Self.unescaped(parameter.cast(RawGenericParameterSyntax.self).name))
            }
        }
        fact.hasWhereClause = hasWhereClause
        if kind == .protocol { protocolNames.insert(qualified) }
        facts.types.append(fact)
        let isProtocolExtension = kind == .extension && (hasWhereClause || protocolNames.contains(name))
        typeStack.append(TypeFrame(name: qualified, index: facts.types.count - 1, isProtocolExtension: isProtocolExtension))
    }

    /// The name of an `@objc(Name)` attribute, if the declaration has one.
    private func objcName(_ attributes: RawAttributeListSyntax) -> String? {
        for case let element? in attributes.layoutView.children where element.kind == .attribute {
            let attribute = element.cast(RawAttributeSyntax.self)
            guard sourceText(attribute.attributeName).trimmingCharacters(in: .whitespacesAndNewlines) == "objc",
                  let arguments = attribute.arguments else { continue }
            let name = sourceText(arguments.raw).trimmingCharacters(in: CharacterSet(charactersIn: "() \t\n:"))
            if !name.isEmpty, !name.contains(":") { return name }
        }
        return nil
    }

    private func visitEnumCases(_ node: RawEnumCaseDeclSyntax) {
        guard let frame = typeStack.last, functionStack.isEmpty else { return }
        for case let element? in node.elements.layoutView.children {
            let name = element.cast(RawEnumCaseElementSyntax.self).name
            facts.types[frame.index].cases.append(EnumCaseFact(name: Self.unescaped(name), line: line(element)))
        }
    }

    private func visitVariable(_ node: RawVariableDeclSyntax) {
        if let function = functionStack.last {
            for case let child? in node.bindings.layoutView.children {
                let binding = child.cast(RawPatternBindingSyntax.self)
                guard let name = Self.identifier(of: binding.pattern) else { continue }
                guard let value = binding.initializer?.value else {
                    // `var next: UIViewController`: what it holds comes from the assignments that follow (and, as
                    // for any name, from a property or type it may be named after).
                    function.locals[name] = [.identifier(name)]
                    function.builtLocals.remove(name)
                    continue
                }
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
            for case let child? in node.bindings.layoutView.children {
                let binding = child.cast(RawPatternBindingSyntax.self)
                guard let name = Self.identifier(of: binding.pattern) else { continue }
                var property = PropertyFact(name: name)
                property.typeName = binding.typeAnnotation.map { typeName($0.type) }
                if let value = binding.initializer?.value {
                    property.refs = refs(of: value, in: nil)
                }
                facts.types[frame.index].properties.append(property)
            }
        }
    }

    private func visitOptionalBinding(_ node: RawOptionalBindingConditionSyntax) {
        guard let function = functionStack.last, let name = Self.identifier(of: node.pattern) else { return }
        if let value = node.initializer?.value {
            function.locals[name] = refs(of: value, in: function)
            noteBuilt(name, value, in: function)
        } else if let shadowed = function.locals[name] {
            function.locals[name] = shadowed
        }
    }

    /// The name an identifier pattern binds (`let x`), else nil.
    private static func identifier(of pattern: RawPatternSyntax) -> String? {
        guard pattern.raw.kind == .identifierPattern else { return nil }
        return unescaped(pattern.raw.cast(RawIdentifierPatternSyntax.self).identifier)
    }

    // MARK: - Functions

    private func pushFunction(
        name: String, signature: RawFunctionSignatureSyntax, modifiers: RawDeclModifierListSyntax,
        body: RawCodeBlockSyntax?, at position: RawSyntax
    ) {
        var labels = ""
        var parameters: [String] = []
        var parameterTypes: [String] = []
        for case let child? in signature.parameterClause.parameters.layoutView.children {
            let parameter = child.cast(RawFunctionParameterSyntax.self)
            let firstName = Self.unescaped(parameter.firstName)
            labels += firstName
            labels += ":"
            parameters.append(parameter.secondName.map(Self.unescaped) ?? firstName)
            parameterTypes.append(typeName(parameter.type))
        }
        var isPrivate = false, isStatic = false
        for case let child? in modifiers.layoutView.children {
            let modifier = child.cast(RawDeclModifierSyntax.self).name
            guard modifier.tokenKind == .keyword else { continue }
            let text = modifier.tokenText
            if text == "private" || text == "fileprivate" { isPrivate = true }
            if text == "static" || text == "class" { isStatic = true }
        }
        var fact = FunctionFact(
            owner: currentOwner, name: name, signature: "\(name)(\(labels))", line: lines.line(at: offset(position)),
            isPrivate: isPrivate, isStatic: isStatic,
            parameters: parameters,
            parameterTypes: parameterTypes,
            isEmpty: body.map { doesNothing($0.statements) } ?? true
        )
        fact.inProtocolExtension = typeStack.last?.isProtocolExtension ?? false
        let frame = FunctionFrame(fact: fact, inDelegate: isInAppDelegate())
        functionStack.append(frame)
        // A single-expression body is an implicit return.
        if let statements = body?.statements.layoutView.children, statements.count == 1, let only = statements.first ?? nil {
            let item = only.cast(RawCodeBlockItemSyntax.self).item
            if let expression = RawExprSyntax(item) {
                frame.fact.returnRefs = refs(of: expression, in: frame)
            }
        }
    }

    /// Whether the function being declared belongs to an app or scene delegate (by name or conformance).
    private func isInAppDelegate() -> Bool {
        guard let frame = typeStack.last else { return false }
        let type = facts.types[frame.index]
        let simple = type.simpleName
        return simple == "AppDelegate" || simple == "SceneDelegate"
            || type.inherits.contains { $0 == "UIApplicationDelegate" || $0 == "UIWindowSceneDelegate" || $0 == "UISceneDelegate" }
    }

    private func popFunction() {
        guard let frame = functionStack.popLast() else { return }
        facts.functions.append(frame.fact)
    }

    // MARK: - Switches and #if

    /// Records the case's labels; true when it pushed them on the function's case stack.
    private func visitSwitchCase(_ node: RawSwitchCaseSyntax) -> Bool {
        guard let function = functionStack.last else { return false }
        var labels: [String] = []
        let label = node.label
        if label.kind == .switchDefaultLabel {
            labels = ["default"]
        } else if let caseLabel = RawSwitchCaseLabelSyntax(label) {
            for case let item? in caseLabel.caseItems.layoutView.children {
                if let name = caseName(item.cast(RawSwitchCaseItemSyntax.self).pattern) { labels.append(name) }
            }
        }
        if function.caseStack.isEmpty {
            let isEmpty = doesNothing(node.statements)
            function.fact.switchCases.append(SwitchCaseFact(labels: labels, line: line(node), isEmpty: isEmpty))
        }
        function.caseStack.append(labels)
        return true
    }

    private func visitIfConfigClause(_ node: RawIfConfigClauseSyntax) {
        if let condition = node.condition {
            conditionStack.append(sourceText(condition))
        } else if let list = ancestors.last, list.kind == .ifConfigClauseList, let clauses = list.layoutView?.children {
            // `#else`: the negation of every earlier clause.
            var negated: [String] = []
            for case let clause? in clauses {
                if clause.id == node.raw.id { break }
                guard let condition = clause.cast(RawIfConfigClauseSyntax.self).condition else { continue }
                let text = sourceText(condition)
                negated.append(Self.isSimpleCondition(text) ? "!\(text)" : "!(\(text))")
            }
            conditionStack.append(negated.joined(separator: " && "))
        } else {
            conditionStack.append("")
        }
    }

    // MARK: - Calls

    private func visitCall(_ node: RawFunctionCallExprSyntax) {
        let (name, base) = callee(node.calledExpression)
        if name == "fatalError" {
            recordFatalError(node)
            return
        }
        guard let function = functionStack.last, let name else { return }
        if let navigation = navigation(for: node, name: name, base: base, in: function) {
            function.fact.navigations.append(navigation)
        } else if function.isLaunchMethod {
            let reached = refs(of: RawExprSyntax(node), in: function).filter {
                switch $0 {
                case .type, .typeCall, .memberCall: return true
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
        } else if let base, let receiver = receiverName(base) {
            let option = name == "navigate" ? Self.arguments(of: node).first.flatMap { caseName(expression: $0.expression) } : nil
            if option != nil || Self.soundsLikeNavigator(receiver) {
                function.fact.outgoingCalls.append(OutgoingCallFact(receiver: receiver, method: name, option: option, line: line(node)))
            }
        }
    }

    private func visitSequence(_ node: RawSequenceExprSyntax) {
        // `window.rootViewController = X` is an unfolded sequence: lhs, `=`, rhs.
        // `tabBarController.viewControllers = [A.build(), B.build()]` embeds its children.
        let elements = node.elements.layoutView.children
        guard let function = functionStack.last, elements.count == 3,
              let first = elements[0], let second = elements[1], let target = elements[2],
              second.kind == .assignmentExpr else { return }
        let expression = target.cast(RawExprSyntax.self)
        // `result = FeedAssembly.createModule()` on a local declared before: the local holds either value.
        if first.kind == .declReferenceExpr {
            let name = Self.unescaped(first.cast(RawDeclReferenceExprSyntax.self).baseName)
            if function.locals[name] != nil {
                function.locals[name, default: []] += refs(of: expression, in: function)
                if isBuilt(expression, in: function) { function.builtLocals.insert(name) }
                return
            }
        }
        guard first.kind == .memberAccessExpr || first.kind == .declReferenceExpr else { return }
        let lhsName: RawTokenSyntax
        if let member = RawMemberAccessExprSyntax(first) {
            lhsName = member.declName.baseName
        } else {
            lhsName = first.cast(RawDeclReferenceExprSyntax.self).baseName
        }
        let property = Self.unescaped(lhsName)
        guard property == "rootViewController" || property == "viewControllers" else { return }
        let lhs = lhsName
        function.fact.navigations.append(NavigationFact(
            transition: property == "rootViewController" ? .setRoot : .embed, method: property, refs: refs(of: expression, in: function),
            targetText: sourceText(expression), line: line(lhs), caseLabels: function.caseStack.last, condition: currentCondition,
            requiresModule: property == "viewControllers"))
    }

    private func recordFatalError(_ node: RawFunctionCallExprSyntax) {
        // The `required init?(coder:)` stub Xcode writes into every programmatic view is not unfinished work.
        if let function = functionStack.last, function.fact.name == "init", function.fact.signature == "init(coder:)" { return }
        let message = Self.arguments(of: node).first.map { stringValue($0.expression) } ?? ""
        let lowered = message.lowercased()
        let kind: MarkerFact.Kind = lowered.contains("implementation pending") || lowered.contains("not implemented yet")
            ? .implementationPending : .fatalError
        facts.markers.append(MarkerFact(kind: kind, text: "fatalError(\"\(message)\")", line: line(node), owner: currentOwner))
    }

    /// A call's arguments in order.
    static func arguments(of node: RawFunctionCallExprSyntax) -> [RawLabeledExprSyntax] {
        node.arguments.layoutView.children.compactMap { $0.map { $0.cast(RawLabeledExprSyntax.self) } }
    }

    /// The navigation a call performs, if it is one.
    private func navigation(for node: RawFunctionCallExprSyntax, name: String, base: RawExprSyntax?, in function: FunctionFrame) -> NavigationFact? {
        let arguments = Self.arguments(of: node)
        // Most calls are neither a transition by name nor pass a transition kind: only the hand-over check below
        // applies to them, and its cheap tests run before anything is built.
        // LightRoute: `transitionHandler.forStoryboard(factory: f, to: SettingsModuleInput.self).to(preferred:
        // .navigation(style: .push)).perform()`: the module's input protocol names the screen.
        if Self.libraryTargetVerbs.contains(name), let to = arguments.first(where: { $0.label.map(Self.unescaped) == "to" }),
           let member = RawMemberAccessExprSyntax(to.expression), Self.unescaped(member.declName.baseName) == "self",
           let type = member.base.flatMap({ RawDeclReferenceExprSyntax($0) }) {
            return NavigationFact(transition: chainTransition() ?? .present, method: name, refs: [.type(Self.unescaped(type.baseName))],
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
        if base != nil, Self.startsWithNavigationVerb(name), let closure = node.trailingClosure,
           let literal = arguments.first(where: { $0.label == nil }).flatMap({ literalTransition($0.expression) }), !literal.isBack {
            return NavigationFact(transition: literal, method: name, refs: closureRefs(closure, in: function), targetText: sourceText(closure),
                                  line: RawMemberAccessExprSyntax(node.calledExpression).map { line($0.declName) } ?? line(node),
                                  caseLabels: function.caseStack.last, condition: currentCondition, requiresModule: true)
        }
        if !Self.transitionNames.contains(name),
           !arguments.contains(where: { $0.label.map { Self.transitionLabels.contains(String(syntaxText: $0.tokenText)) } ?? false }) {
            // `detailRouter.showDetail(item:from:)` on a router just built: the receiver's screen appears.
            if let base, Self.startsWithNavigationVerb(name), isStatement(), isBuilt(base, in: function), !callsLibraryVerb(base) {
                let callLine = RawMemberAccessExprSyntax(node.calledExpression).map { line($0.declName) } ?? line(node)
                return receiverNavigation(node, name: name, base: base, transition: Self.verbTransition(name), line: callLine, in: function)
            }
            return handOver(node, arguments: arguments, name: name, in: function)
        }
        let labels = arguments.map { $0.label.map(Self.unescaped) }
        // A chained call (`AppModules … .build()?\n.router.present(withPushfrom:)`) is located at its method name.
        let callLine = RawMemberAccessExprSyntax(node.calledExpression).map { line($0.declName) } ?? line(node)
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
        if let argument = arguments.first(where: { Self.transitionLabels.contains($0.label.map(Self.unescaped) ?? "") }) {
            if let literal = literalTransition(argument.expression) {
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
            } else if let first = arguments.first, first.label == nil {
                refs = self.refs(of: first.expression, in: function)
                text = sourceText(first.expression)
            } else if let base, isBuilt(base, in: function) {
                // `module.router.show(from: vc)`, `factory.make(parent).present()`: the receiver is the screen, the
                // arguments say where it is shown from (`view.show(title:isPlaying:)` on a collaborator is no navigation).
                return receiverNavigation(node, name: name, base: base, transition: transition, line: callLine, in: function)
            } else if arguments.isEmpty, let closure = node.trailingClosure {
                refs = []
                text = sourceText(closure)
            } else {
                return nil
            }
            return NavigationFact(transition: transition, method: name, refs: refs, targetText: text, line: callLine,
                                  caseLabels: function.caseStack.last, condition: currentCondition, requiresModule: requiresModule)
        }
        return handOver(node, arguments: arguments, name: name, in: function)
    }

    /// Anything else that hands a built module on is a navigation of unknown kind.
    /// Its result must be discarded: a call whose value feeds another expression builds, it does not navigate.
    private func handOver(_ node: RawFunctionCallExprSyntax, arguments: [RawLabeledExprSyntax], name: String, in function: FunctionFrame) -> NavigationFact? {
        guard !arguments.isEmpty, !Self.buildingNames.contains(name), !name.hasPrefix("make"), !name.hasPrefix("create"), !name.hasPrefix("build"),
              !name.hasPrefix("instantiate"), let first = name.first, first.isLowercase, isStatement() else { return nil }
        for argument in arguments {
            let argumentRefs = self.refs(of: argument.expression, in: function)
            if Self.containsModuleReference(argumentRefs) {
                let callLine = RawMemberAccessExprSyntax(node.calledExpression).map { line($0.declName) } ?? line(node)
                return NavigationFact(transition: .unknown, method: name, refs: argumentRefs, targetText: sourceText(argument.expression),
                                      line: callLine, caseLabels: function.caseStack.last, condition: currentCondition)
            }
        }
        return nil
    }

    /// Whether a receiver is a tab bar controller by its value: a cast or a type (`if let tabs = parent as?
    /// UITabBarController`, `tabBarController`), never by a variable's name alone.
    private func isTabBar(_ expression: RawExprSyntax, in function: FunctionFrame) -> Bool {
        if let reference = RawDeclReferenceExprSyntax(expression), Self.unescaped(reference.baseName) == "tabBarController" { return true }
        if let member = RawMemberAccessExprSyntax(expression), Self.unescaped(member.declName.baseName) == "tabBarController" { return true }
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

    /// A navigation whose screen is the call's receiver (see ``NavigationFact/targetIsReceiver``).
    private func receiverNavigation(
        _ node: RawFunctionCallExprSyntax, name: String, base: RawExprSyntax, transition: Transition, line: Int, in function: FunctionFrame
    ) -> NavigationFact {
        var fact = NavigationFact(transition: transition, method: name, refs: refs(of: base, in: function), targetText: sourceText(base),
                                  line: line, caseLabels: function.caseStack.last, condition: currentCondition, requiresModule: true)
        fact.targetIsReceiver = true
        return fact
    }

    /// The transition the calls chained after this one choose (`.to(preferred: .navigation(style: .push))`, a
    /// library's way of saying push), read from the enclosing calls' literal arguments.
    private func chainTransition() -> Transition? {
        func literal(in expression: RawExprSyntax) -> Transition? {
            if let found = literalTransition(expression) { return found }
            guard let call = RawFunctionCallExprSyntax(expression) else { return nil }
            for argument in Self.arguments(of: call) {
                if let found = literal(in: argument.expression) { return found }
            }
            return nil
        }
        for ancestor in ancestors.reversed() {
            switch ancestor.kind {
            case .memberAccessExpr, .optionalChainingExpr, .forceUnwrapExpr, .tryExpr, .labeledExpr, .labeledExprList:
                continue
            case .functionCallExpr:
                let call = ancestor.cast(RawFunctionCallExprSyntax.self)
                guard let member = RawMemberAccessExprSyntax(call.calledExpression), Self.unescaped(member.declName.baseName) == "to" else { continue }
                for argument in Self.arguments(of: call) {
                    if let found = literal(in: argument.expression) { return found }
                }
            default:
                return nil
            }
        }
        return nil
    }

    /// Whether a receiver chain goes through a routing library's verb (`….forStoryboard(…).perform()`): that call is
    /// the navigation already.
    private func callsLibraryVerb(_ expression: RawExprSyntax) -> Bool {
        var current: RawExprSyntax? = expression
        while let node = current {
            if let call = RawFunctionCallExprSyntax(node) {
                if let member = RawMemberAccessExprSyntax(call.calledExpression), Self.libraryTargetVerbs.contains(Self.unescaped(member.declName.baseName)) {
                    return true
                }
                current = call.calledExpression
            } else if let member = RawMemberAccessExprSyntax(node) {
                current = member.base
            } else if let optional = RawOptionalChainingExprSyntax(node) {
                current = optional.expression
            } else if let forced = RawForceUnwrapExprSyntax(node) {
                current = forced.expression
            } else {
                return false
            }
        }
        return false
    }

    /// Routing libraries' calls whose `to:` argument is the target module's input protocol (LightRoute).
    static let libraryTargetVerbs: Set<String> = ["forStoryboard", "forSegue", "forCurrentStoryboard"]

    /// What a closure's expression statements refer to (a SwiftUI view builder's views, a closure's result).
    private func closureRefs(_ closure: RawClosureExprSyntax, in function: FunctionFrame) -> [TargetRef] {
        var result: [TargetRef] = []
        for case let item? in closure.statements.layoutView.children {
            if let expression = RawExprSyntax(item.cast(RawCodeBlockItemSyntax.self).item) {
                result += refs(of: expression, in: function)
            }
        }
        return result
    }

    /// Records whether a local's value was made by a call (see ``FunctionFrame/builtLocals``).
    private func noteBuilt(_ name: String, _ value: RawExprSyntax, in function: FunctionFrame) {
        if isBuilt(value, in: function) {
            function.builtLocals.insert(name)
        } else {
            function.builtLocals.remove(name)
        }
    }

    /// Whether an expression is a value some call made: a call in its member chain (`Catalog.x.build().router`,
    /// `factory.make(vc)`, `(Y.build().router as? YRouter)`), or a local bound to one.
    private func isBuilt(_ expression: RawExprSyntax, in function: FunctionFrame) -> Bool {
        var current: RawSyntax? = expression.raw
        while let node = current {
            switch node.kind {
            case .functionCallExpr:
                return true
            case .memberAccessExpr:
                current = node.cast(RawMemberAccessExprSyntax.self).base?.raw
            case .optionalChainingExpr:
                current = node.cast(RawOptionalChainingExprSyntax.self).expression.raw
            case .forceUnwrapExpr:
                current = node.cast(RawForceUnwrapExprSyntax.self).expression.raw
            case .tryExpr:
                current = node.cast(RawTryExprSyntax.self).expression.raw
            case .awaitExpr:
                current = node.cast(RawAwaitExprSyntax.self).expression.raw
            case .asExpr:
                current = node.cast(RawAsExprSyntax.self).expression.raw
            case .tupleExpr:
                let elements = node.cast(RawTupleExprSyntax.self).elements.layoutView.children
                guard elements.count == 1, let only = elements[0] else { return false }
                current = only.cast(RawLabeledExprSyntax.self).expression.raw
            case .sequenceExpr:
                // `x as? YRouter`: the operand before the cast.
                guard let first = node.cast(RawSequenceExprSyntax.self).elements.layoutView.children.first ?? nil else { return false }
                current = first
            case .declReferenceExpr:
                return function.builtLocals.contains(Self.unescaped(node.cast(RawDeclReferenceExprSyntax.self).baseName))
            default:
                return false
            }
        }
        return false
    }

    /// `show…`, `present…`, `push…`, `open…`, `start…`, `display…`, `move…`, `route…`, `navigate…`, `perform…` as a word
    /// (`showDetail`, `present()`; not `shown`, `openness`).
    static func startsWithNavigationVerb(_ name: String) -> Bool {
        for verb in receiverVerbs where name.hasPrefix(verb) {
            let rest = name.dropFirst(verb.count)
            if rest.isEmpty || rest.first?.isUppercase == true || rest.first == "_" { return true }
        }
        return false
    }

    static let receiverVerbs = ["show", "present", "push", "open", "start", "display", "move", "route", "navigate", "embed", "perform", "transition"]

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

    /// Whether the call being visited stands as a statement (through `try`, `await`, `!`, `?`).
    private func isStatement() -> Bool {
        for ancestor in ancestors.reversed() {
            switch ancestor.kind {
            case .tryExpr, .awaitExpr, .forceUnwrapExpr, .optionalChainingExpr:
                continue
            default:
                return ancestor.kind == .codeBlockItem
            }
        }
        return false
    }

    // MARK: - Markers

    /// Scans every present token under `node` (a subtree the walk does not descend into).
    private func scanTokens(in node: RawSyntax) {
        if let token = node.tokenView {
            if token.presence == .present { scan(token, node) }
            return
        }
        guard let layout = node.layoutView else { return }
        for case let child? in layout.children { scanTokens(in: child) }
    }

    private func scan(_ token: RawSyntaxTokenView, _ node: RawSyntax) {
        let text = token.rawText
        let start = offset(of: text) ?? exactStart(of: node) + token.leadingTriviaByteLength
        if text.hasPrefix("<#") {
            facts.markers.append(MarkerFact(kind: .placeholder, text: String(syntaxText: text), line: lines.line(at: start), owner: currentOwner))
        }
        // Nearly all trivia is spaces and line breaks: look for a comment's `/` in its bytes before splitting it
        // into pieces (an array per token).
        if token.leadingTriviaByteLength > 0, token.leadingTrivia(Self.mayHoldComment) {
            scanComments(token.leadingRawTriviaPieces, from: start - token.leadingTriviaByteLength)
        }
        if token.trailingTriviaByteLength > 0, token.trailingTrivia(Self.mayHoldComment) {
            scanComments(token.trailingRawTriviaPieces, from: start + text.count)
        }
    }

    private static func mayHoldComment(_ trivia: SyntaxText) -> Bool {
        guard let base = trivia.baseAddress, !trivia.isEmpty else { return false }
        return memchr(base, Int32(UInt8(ascii: "/")), trivia.count) != nil
    }

    private func scanComments(_ trivia: [RawTriviaPiece], from start: Int) {
        var position = start
        for piece in trivia {
            defer { position += piece.byteLength }
            let comment: SyntaxText
            switch piece {
            case .lineComment(let text), .blockComment(let text), .docLineComment(let text), .docBlockComment(let text):
                comment = text
            default:
                continue
            }
            let text = String(syntaxText: comment)
            let kind: MarkerFact.Kind?
            if text.contains("TODO") { kind = .todo } else if text.contains("FIXME") { kind = .fixme } else { kind = nil }
            guard let kind else { continue }
            facts.markers.append(MarkerFact(kind: kind, text: text.trimmingCharacters(in: [" ", "\t", "\n", "\r"]), line: lines.line(at: position), owner: currentOwner))
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

    /// The name an identifier token stands for, without the backticks of an escaped keyword (`` `default` `` →
    /// `default`) or of a raw identifier (SE-0451, Swift 6.2: `` `Evil Router` `` → `Evil Router`); Swift treats the
    /// escaped and the plain spelling as the same name, so the indexer must too. Other tokens (keywords, operators)
    /// keep their text. swift-syntax's `Identifier` strips the same backticks.
    static func unescaped(_ token: RawTokenSyntax) -> String {
        let text = token.tokenText
        if token.tokenKind == .identifier, text.count > 2, text.first == UInt8(ascii: "`"), text.last == UInt8(ascii: "`") {
            return String(syntaxText: SyntaxText(rebasing: text[(text.startIndex + 1)..<(text.endIndex - 1)]))
        }
        return String(syntaxText: text)
    }

    static func isKeyword(_ token: RawTokenSyntax, _ text: SyntaxText) -> Bool {
        token.tokenKind == .keyword && token.tokenText == text
    }

    func literalTransition(_ expression: RawExprSyntax) -> Transition? {
        guard let member = RawMemberAccessExprSyntax(expression), member.base == nil else { return nil }
        switch Self.unescaped(member.declName.baseName).lowercased() {
        case "push", "navigation": return .push
        case "present", "modal", "presentmodally", "sheet", "fullscreen", "fullscreencover", "overfullscreen", "popover": return .present
        case "setroot", "root", "replace", "reset", "setrootview": return .setRoot
        case "embed", "child", "inside", "contained": return .embed
        case "show", "showdetail": return .show
        case "dismiss": return .dismiss
        case "pop": return .pop
        default: return nil
        }
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
    func doesNothing(_ statements: RawCodeBlockItemListSyntax) -> Bool {
        for case let child? in statements.layoutView.children {
            let item = child.cast(RawCodeBlockItemSyntax.self).item
            if item.kind == .breakStmt { continue }
            if let call = RawFunctionCallExprSyntax(item), let name = callee(call.calledExpression).0, Self.loggingNames.contains(name) { continue }
            return false
        }
        return true
    }

    static func isSimpleCondition(_ text: String) -> Bool {
        text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    static func isSelf(_ expression: RawExprSyntax) -> Bool {
        var expression = expression
        if let optional = RawOptionalChainingExprSyntax(expression) { expression = optional.expression }
        if let reference = RawDeclReferenceExprSyntax(expression) { return isKeyword(reference.baseName, "self") }
        return false
    }

    /// The called name and the base it is called on.
    func callee(_ expression: RawExprSyntax) -> (String?, RawExprSyntax?) {
        switch expression.raw.kind {
        case .declReferenceExpr:
            return (Self.unescaped(expression.raw.cast(RawDeclReferenceExprSyntax.self).baseName), nil)
        case .memberAccessExpr:
            let member = expression.raw.cast(RawMemberAccessExprSyntax.self)
            return (Self.unescaped(member.declName.baseName), member.base)
        default:
            return (nil, nil)
        }
    }

    /// The last identifier of a receiver chain (`self?._wireframe` → `_wireframe`).
    func receiverName(_ expression: RawExprSyntax) -> String? {
        switch expression.raw.kind {
        case .declReferenceExpr: return Self.unescaped(expression.raw.cast(RawDeclReferenceExprSyntax.self).baseName)
        case .memberAccessExpr: return Self.unescaped(expression.raw.cast(RawMemberAccessExprSyntax.self).declName.baseName)
        case .optionalChainingExpr: return receiverName(expression.raw.cast(RawOptionalChainingExprSyntax.self).expression)
        case .forceUnwrapExpr: return receiverName(expression.raw.cast(RawForceUnwrapExprSyntax.self).expression)
        default: return nil
        }
    }

    /// A type's name without optionals, generic arguments or module qualification noise.
    func typeName(_ type: RawTypeSyntax) -> String {
        let raw = type.raw
        switch raw.kind {
        case .identifierType: return Self.unescaped(raw.cast(RawIdentifierTypeSyntax.self).name)
        case .memberType:
            let member = raw.cast(RawMemberTypeSyntax.self)
            return "\(typeName(member.baseType)).\(Self.unescaped(member.name))"
        case .optionalType: return typeName(raw.cast(RawOptionalTypeSyntax.self).wrappedType)
        case .implicitlyUnwrappedOptionalType: return typeName(raw.cast(RawImplicitlyUnwrappedOptionalTypeSyntax.self).wrappedType)
        case .attributedType: return typeName(raw.cast(RawAttributedTypeSyntax.self).baseType)
        case .someOrAnyType: return typeName(raw.cast(RawSomeOrAnyTypeSyntax.self).constraint)
        default: return sourceText(type)
        }
    }

    /// The enum case a pattern names (`.home`, `.details(let x)`, `let .details(x)`).
    func caseName(_ pattern: RawPatternSyntax) -> String? {
        switch pattern.raw.kind {
        case .expressionPattern: return caseName(expression: pattern.raw.cast(RawExpressionPatternSyntax.self).expression)
        case .valueBindingPattern: return caseName(pattern.raw.cast(RawValueBindingPatternSyntax.self).pattern)
        default: return nil
        }
    }

    func caseName(expression: RawExprSyntax) -> String? {
        switch expression.raw.kind {
        case .memberAccessExpr: return Self.unescaped(expression.raw.cast(RawMemberAccessExprSyntax.self).declName.baseName)
        case .functionCallExpr: return caseName(expression: expression.raw.cast(RawFunctionCallExprSyntax.self).calledExpression)
        default: return nil
        }
    }

    func stringValue(_ expression: RawExprSyntax) -> String {
        guard let literal = RawStringLiteralExprSyntax(expression) else { return sourceText(expression) }
        var value = ""
        for case let segment? in literal.segments.layoutView.children {
            if let text = RawStringSegmentSyntax(segment) {
                value += String(syntaxText: text.content.tokenText)
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

/// What the walk reads of a class, struct, enum, actor or protocol declaration (the raw node types share these
/// members but no protocol of swift-syntax's).
protocol RawTypeDeclaration: RawSyntaxNodeProtocol {
    var name: RawTokenSyntax { get }
    var attributes: RawAttributeListSyntax { get }
    var inheritanceClause: RawInheritanceClauseSyntax? { get }
    var genericWhereClause: RawGenericWhereClauseSyntax? { get }
    var memberBlock: RawMemberBlockSyntax { get }
    /// Generic parameters; a protocol has none (its associated types are members).
    var genericParameters: RawGenericParameterClauseSyntax? { get }
}

extension RawClassDeclSyntax: RawTypeDeclaration {
    var genericParameters: RawGenericParameterClauseSyntax? { genericParameterClause }
}

extension RawStructDeclSyntax: RawTypeDeclaration {
    var genericParameters: RawGenericParameterClauseSyntax? { genericParameterClause }
}

extension RawEnumDeclSyntax: RawTypeDeclaration {
    var genericParameters: RawGenericParameterClauseSyntax? { genericParameterClause }
}

extension RawActorDeclSyntax: RawTypeDeclaration {
    var genericParameters: RawGenericParameterClauseSyntax? { genericParameterClause }
}

extension RawProtocolDeclSyntax: RawTypeDeclaration {
    var genericParameters: RawGenericParameterClauseSyntax? { nil }
}
