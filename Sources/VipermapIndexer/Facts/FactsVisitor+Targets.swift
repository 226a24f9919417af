import SwiftSyntax

extension FactsVisitor {
    /// What an expression refers to: the types it builds, catalog entries, helpers, variables.
    ///
    /// Local variables are substituted by what their initializer referred to, so
    /// `let wireframe = SearchWireframe(); presentWireframe(wireframe)` sees `SearchWireframe`.
    func refs(of expression: ExprSyntax, in function: LocalScope?) -> [TargetRef] {
        var result: [TargetRef] = []
        collect(expression, locals: function?.localRefs ?? [:], parameters: function?.parameterNames ?? [], into: &result)
        return result
    }

    private func collect(_ expression: ExprSyntax, locals: [String: [TargetRef]], parameters: Set<String>, into result: inout [TargetRef]) {
        let expression = Self.operand(of: expression)
        // One switch on the node's kind instead of a cast per kind: this runs for every argument of every call.
        switch expression.as(ExprSyntaxEnum.self) {
        case .functionCallExpr(let call):
            collectCall(call, locals: locals, parameters: parameters, into: &result)
        case .memberAccessExpr(let member):
            if member.base == nil { return }
            collectChain(expression, isCall: false, locals: locals, parameters: parameters, into: &result)
        case .declReferenceExpr(let reference):
            let name = reference.baseName.unescapedText
            if reference.baseName.tokenKind == .keyword(.self) { result.append(.identifier("self")); return }
            if let local = locals[name] { result += local; return }
            if parameters.contains(name) { result.append(.parameter(name)); return }
            if let first = name.first, first.isUppercase { result.append(.type(name)); return }
            result.append(.identifier(name))
        case .arrayExpr(let array):
            for element in array.elements {
                collect(element.expression, locals: locals, parameters: parameters, into: &result)
            }
        case .tupleExpr(let tuple):
            for element in tuple.elements {
                collect(element.expression, locals: locals, parameters: parameters, into: &result)
            }
        case .ternaryExpr(let ternary):
            collect(ternary.thenExpression, locals: locals, parameters: parameters, into: &result)
            collect(ternary.elseExpression, locals: locals, parameters: parameters, into: &result)
        case .sequenceExpr(let sequence):
            // `a ?? B()`, `x as! Y`: every operand may be the target.
            for element in sequence.elements where !element.is(BinaryOperatorExprSyntax.self) && !element.is(UnresolvedAsExprSyntax.self) {
                if let type = element.as(TypeExprSyntax.self) {
                    // `… as! DetailsViewController` names the screen.
                    result.append(.type(typeName(type.type)))
                } else if let ternary = element.as(UnresolvedTernaryExprSyntax.self) {
                    // `flag ? A.build() : B.build()` is a sequence until folded: the middle operand is in the `?` element.
                    collect(ternary.thenExpression, locals: locals, parameters: parameters, into: &result)
                } else {
                    collect(element, locals: locals, parameters: parameters, into: &result)
                }
            }
        case .stringLiteralExpr, .booleanLiteralExpr, .integerLiteralExpr, .nilLiteralExpr, .closureExpr, .typeExpr:
            return
        default:
            result.append(.opaque)
        }
    }

    /// What `x?`, `x!`, `try x`, `await x` and `x as T` refer to is what `x` refers to: the `x` under any number of
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

    private func collectCall(_ call: FunctionCallExprSyntax, locals: [String: [TargetRef]], parameters: Set<String>, into result: inout [TargetRef]) {
        let arguments = call.arguments
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.unescapedText
            if let first = name.first, first.isUppercase {
                result.append(.type(name))
                // `UINavigationController(rootViewController: X())` wraps the module it shows. A component-named
                // type's initializer (`DefaultSendWireframe(parent: vc, alertFactory: alertFactory)`) takes its
                // dependencies, held in properties: only screens built right there are handed to it
                // (`PushTransitionRouter(target: module, parent: vc)`).
                if ModuleNaming.role(ofTypeNamed: name) != nil {
                    for argument in arguments {
                        var handed: [TargetRef] = []
                        collect(argument.expression, locals: locals, parameters: parameters, into: &handed)
                        result += handed.filter { ref in
                            switch ref {
                            case .identifier, .memberCall, .parameter, .opaque: return false
                            // `FeedRouter(…, detailBuilder: DetailBuilder(dependency: c))`: a builder handed in is a
                            // factory the router keeps, not a screen it was given.
                            case .type(let handedType): return ModuleNaming.role(ofTypeNamed: handedType) != .builder
                            default: return true
                            }
                        }
                    }
                    return
                }
                for argument in arguments {
                    collect(argument.expression, locals: locals, parameters: parameters, into: &result)
                }
            } else if locals[name] != nil || parameters.contains(name) {
                result.append(.opaque)
            } else {
                result.append(.helper(name))
                var passed: [TargetRef] = []
                for argument in arguments { collect(argument.expression, locals: locals, parameters: parameters, into: &passed) }
                if !passed.isEmpty { result.append(.passed(helper: name, arguments: passed)) }
            }
            return
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.unescapedText == "instantiateViewController" {
            if let first = arguments.first, first.label?.unescapedText == "withIdentifier",
               let literal = first.expression.as(StringLiteralExprSyntax.self) {
                result.append(.storyboardID(stringValue(ExprSyntax(literal))))
                return
            }
            // `instantiateViewController(ofType: DetailsViewController.self)`
            for argument in arguments { collect(argument.expression, locals: locals, parameters: parameters, into: &result) }
            return
        }
        collectChain(call.calledExpression, isCall: true, locals: locals, parameters: parameters, into: &result)
        // `items.map(makePage(for:))`, `kinds.compactMap { AppModules.x.build(for: $0) }`: the collection holds what
        // the transform returns.
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
           Self.transforms.contains(member.declName.baseName.unescapedText) {
            var transforms = arguments.filter { $0.label == nil }.map(\.expression)
            if let closure = call.trailingClosure { transforms.append(ExprSyntax(closure)) }
            for transform in transforms {
                if let reference = transform.as(DeclReferenceExprSyntax.self) {
                    let name = reference.baseName.unescapedText
                    if name.first?.isLowercase == true, locals[name] == nil, !parameters.contains(name) { result.append(.helper(name)) }
                } else if let closure = transform.as(ClosureExprSyntax.self) {
                    for statement in closure.statements {
                        if let expression = statement.item.as(ExprSyntax.self) {
                            collect(expression, locals: locals, parameters: parameters, into: &result)
                        } else if let expression = statement.item.as(ReturnStmtSyntax.self)?.expression {
                            collect(expression, locals: locals, parameters: parameters, into: &result)
                        }
                    }
                }
            }
        }
        // `storyboard.instantiate(DetailsViewController.self)`: a metatype argument names the screen.
        for argument in arguments {
            if let member = argument.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.unescapedText == "self",
               let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.unescapedText.first?.isUppercase == true {
                result.append(.type(base.baseName.unescapedText))
            }
        }
    }

    /// A member chain (`AppModules.Wallet.walletActivity.build()?.router`, `HomeRouter.createModule()`,
    /// `trackBuilder.makeModule()`, `self.makeDetails()`): what its root refers to.
    private func collectChain(_ expression: ExprSyntax, isCall: Bool, locals: [String: [TargetRef]], parameters: Set<String>, into result: inout [TargetRef]) {
        let (names, root) = Self.memberChain(expression)
        guard let root else { return }
        if let reference = root.as(DeclReferenceExprSyntax.self) {
            collectNamedChain(reference, names: names, isCall: isCall, locals: locals, parameters: parameters, into: &result)
            return
        }
        // `LaunchRouter(window: window).start()`: the method of the type just built (and what it was handed).
        if isCall, let method = names.last, let call = root.as(FunctionCallExprSyntax.self),
           let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let type = callee.baseName.unescapedText
            if type.first?.isUppercase == true, !type.hasPrefix("UI"), !type.hasPrefix("NS") {
                result.append(.typeCall(type: type, method: method))
            }
        }
        collect(root, locals: locals, parameters: parameters, into: &result)
    }

    /// The member names of a chain, outermost last, and its root: the expression under its member accesses, calls,
    /// unwraps and subscripts (nil for a chain with no root, `.home.router`).
    private static func memberChain(_ expression: ExprSyntax) -> (names: [String], root: ExprSyntax?) {
        var names: [String] = []
        var current: ExprSyntax? = expression
        var root: ExprSyntax?
        while let node = current {
            switch node.as(ExprSyntaxEnum.self) {
            case .memberAccessExpr(let member):
                names.insert(member.declName.baseName.unescapedText, at: 0)
                current = member.base
                // `.home.router`: a chain with no root refers to nothing.
                if member.base == nil { root = nil }
            case .functionCallExpr(let call):
                current = call.calledExpression
            case .optionalChainingExpr(let optional):
                current = optional.expression
            case .forceUnwrapExpr(let unwrap):
                current = unwrap.expression
            case .subscriptCallExpr(let subscriptCall):
                current = subscriptCall.calledExpression
            default:
                root = node
                current = nil
            }
        }
        return (names, root)
    }

    /// A chain whose root is a name: `self` (a helper or a property), a type, a local, a parameter, or a property.
    private func collectNamedChain(_ reference: DeclReferenceExprSyntax, names: [String], isCall: Bool, locals: [String: [TargetRef]],
                                   parameters: Set<String>, into result: inout [TargetRef]) {
        let name = reference.baseName.unescapedText
        if reference.baseName.tokenKind == .keyword(.self) || reference.baseName.tokenKind == .keyword(.Self) {
            // `self.makeDetails()` is a helper; `self.viewController`, `self.router.build()` start at a property.
            if let first = names.first {
                result.append(isCall && names.count == 1 ? .helper(first) : .identifier(first))
            }
            return
        }
        if let first = name.first, first.isUppercase {
            result.append(Self.typeChainRef(name, names: names, isCall: isCall))
            return
        }
        // `builder.createLogin()` on `let builder = AppBuilder()`: the method of the local's type.
        if isCall, let method = names.last, let local = locals[name], let first = local.first, case .type(let type) = first {
            result.append(.typeCall(type: type, method: method))
            // `let launcher = AppLauncher(window: window); launcher.start()`: the type built first, with what it was
            // handed after it.
            if local.count > 1 { result += local }
            return
        }
        if let local = locals[name] { result += local; return }
        if parameters.contains(name) { result.append(.parameter(name)); return }
        // `presenter._view` is the presenter's module's own screen (the link's `presenter`); another member of a
        // presenter (`presenter.detailScreen`) is only known at run time.
        if name == "presenter", !isCall, let last = names.last, !Self.viewMembers.contains(last) {
            result.append(.opaque)
            return
        }
        // `moduleBuilder.createLogin()`, `factory.make(parent)` on a property: the method tells which screen.
        if isCall, let method = names.last {
            // `delegate.builder.homeView()`: the last receiver in the chain holds the method.
            result.append(.memberCall(receiver: names.count >= 2 ? names[names.count - 2] : name, method: method))
            return
        }
        result.append(.identifier(name))
    }

    /// What a chain whose root is a type's name refers to: a catalog entry, a nested type built, a method of the
    /// type, or the type.
    private static func typeChainRef(_ name: String, names: [String], isCall: Bool) -> TargetRef {
        if Conventions.isCatalogName(name), names.count >= 2 {
            return .catalog(root: name, path: Array(names.prefix(2)))
        } else if Conventions.isCatalogName(name), names.count == 1 {
            return .catalog(root: name, path: names)
        } else if isCall, let method = names.last, method.first?.isUppercase == true, !names.contains(where: { $0.first?.isLowercase == true }) {
            // `Inbox.Row(title:)`: a nested type is built.
            return .type(([name] + names).joined(separator: "."))
        } else if isCall, let method = names.last {
            // `UIManager.shared.configure(with:)` may be the app's own type, `UIStoryboard.main.make()` the
            // SDK's: only the link knows which types the app declares (an SDK type resolves to nothing).
            // `AppConfigurator.shared.configureApp()`: what the method returns may be another module.
            return .typeCall(type: name, method: method)
        } else {
            return .type(name)
        }
    }

    /// Members that are an object's own screen (`presenter._view`, `presenter.viewController`).
    static let viewMembers: Set<String> = ["view", "_view", "viewController", "_viewController"]

    /// Collection methods whose result holds what their transform returns.
    static let transforms: Set<String> = ["map", "compactMap", "flatMap"]
}

/// What a function frame offers to target resolution.
protocol LocalScope: AnyObject {
    var localRefs: [String: [TargetRef]] { get }
    var parameterNames: Set<String> { get }
}
