import SwiftSyntax

/// Reading syntax the walk needs in many places: callees and receivers, type names, case names, string values.
extension FactsVisitor {
    /// Methods where an app puts its first screen up.
    static let launchSignatures: Set<String> = [
        "application(_:didFinishLaunchingWithOptions:)", "application(_:willFinishLaunchingWithOptions:)",
        "scene(_:willConnectTo:options:)",
    ]

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
        case .identifierType(let identifier): return aliased(identifier.name.unescapedText)
        case .memberType(let member): return "\(typeName(member.baseType)).\(member.name.unescapedText)"
        case .optionalType(let optional): return typeName(optional.wrappedType)
        case .implicitlyUnwrappedOptionalType(let unwrapped): return typeName(unwrapped.wrappedType)
        case .attributedType(let attributed): return typeName(attributed.baseType)
        case .someOrAnyType(let some): return typeName(some.constraint)
        // `(any ListModel)!`: a type in parentheses is that type.
        case .tupleType(let tuple) where tuple.elements.count == 1 && tuple.elements.first?.firstName == nil:
            return typeName(tuple.elements.first!.type)
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

    /// What `x?`, `x!`, `try x`, `await x` and `x as T` evaluate to is what `x` does: the `x` under any number of
    /// them. A loop, not a recursion: a file may stack thousands of them, and each level of recursion is a stack frame.
    static func operand(of expression: ExprSyntax) -> ExprSyntax {
        var expression = expression
        while true {
            switch expression.as(ExprSyntaxEnum.self) {
            case .optionalChainingExpr(let optional): expression = optional.expression
            case .forceUnwrapExpr(let unwrap): expression = unwrap.expression
            case .tryExpr(let attempt): expression = attempt.expression
            case .awaitExpr(let wait): expression = wait.expression
            case .asExpr(let cast): expression = cast.expression
            default: return expression
            }
        }
    }

    /// SwiftUI's `@UIApplicationDelegateAdaptor(AppDelegate.self) var delegate`: the property holds the app's delegate
    /// of that type (``NavigationAPI/delegateAdaptors``).
    static func adaptedDelegate(_ attributes: AttributeListSyntax) -> String? {
        for case .attribute(let attribute) in attributes {
            guard let name = attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.unescapedText,
                  NavigationAPI.delegateAdaptors.contains(name),
                  let argument = attribute.arguments?.as(LabeledExprListSyntax.self)?.first?.expression.as(MemberAccessExprSyntax.self),
                  argument.declName.baseName.unescapedText == "self",
                  let type = argument.base?.as(DeclReferenceExprSyntax.self) else { continue }
            return type.baseName.unescapedText
        }
        return nil
    }

    /// The name of an `@objc(Name)` attribute, if the declaration has one: what a storyboard's `customClass` says.
    static func objcName(_ attributes: AttributeListSyntax) -> String? {
        for element in attributes {
            guard let attribute = element.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "objc",
                  case .objCName(let pieces) = attribute.arguments, pieces.count == 1, let name = pieces.first?.name?.text
            else { continue }
            return name
        }
        return nil
    }

    /// `{ get set }` with no bodies: a protocol's requirement, no code (the property's fact says its type).
    static func isRequirement(_ node: AccessorBlockSyntax) -> Bool {
        guard case .accessors(let accessors) = node.accessors else { return false }
        return accessors.allSatisfy { $0.body == nil }
    }

    /// The type aliases a type's body declares, by name: what each names (read in the types around it). A generic alias
    /// (`typealias Handler<T> = …`) is no one type.
    func typeAliases(in members: MemberBlockSyntax) -> [String: String] {
        var aliases: [String: String] = [:]
        for member in members.members {
            guard let alias = member.decl.as(TypeAliasDeclSyntax.self), alias.genericParameterClause == nil else { continue }
            let target = typeName(alias.initializer.value)
            if target != alias.name.unescapedText { aliases[alias.name.unescapedText] = target }
        }
        return aliases
    }
}
