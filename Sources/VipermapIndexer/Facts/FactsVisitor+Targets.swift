@_spi(RawSyntax) import SwiftSyntax

extension FactsVisitor {
    /// What an expression refers to: the types it builds, catalog entries, helpers, variables.
    ///
    /// Local variables are substituted by what their initializer referred to, so
    /// `let wireframe = SearchWireframe(); presentWireframe(wireframe)` sees `SearchWireframe`.
    func refs(of expression: RawExprSyntax, in function: LocalScope?) -> [TargetRef] {
        var result: [TargetRef] = []
        collect(expression, locals: function?.localRefs ?? [:], parameters: function?.parameterNames ?? [], into: &result)
        return result
    }

    private func collect(_ expression: RawExprSyntax, locals: [String: [TargetRef]], parameters: Set<String>, into result: inout [TargetRef]) {
        let raw = expression.raw
        // One switch on the node's kind instead of a cast per kind: this runs for every argument of every call.
        switch raw.kind {
        case .functionCallExpr:
            collectCall(raw.cast(RawFunctionCallExprSyntax.self), locals: locals, parameters: parameters, into: &result)
        case .memberAccessExpr:
            if raw.cast(RawMemberAccessExprSyntax.self).base == nil { return }
            collectChain(expression, isCall: false, locals: locals, parameters: parameters, into: &result)
        case .declReferenceExpr:
            let token = raw.cast(RawDeclReferenceExprSyntax.self).baseName
            let name = Self.unescaped(token)
            if Self.isKeyword(token, "self") { result.append(.identifier("self")); return }
            if let local = locals[name] { result += local; return }
            if parameters.contains(name) { result.append(.parameter(name)); return }
            if let first = name.first, first.isUppercase { result.append(.type(name)); return }
            result.append(.identifier(name))
        case .arrayExpr:
            for case let element? in raw.cast(RawArrayExprSyntax.self).elements.layoutView.children {
                collect(element.cast(RawArrayElementSyntax.self).expression, locals: locals, parameters: parameters, into: &result)
            }
        case .tupleExpr:
            for case let element? in raw.cast(RawTupleExprSyntax.self).elements.layoutView.children {
                collect(element.cast(RawLabeledExprSyntax.self).expression, locals: locals, parameters: parameters, into: &result)
            }
        case .ternaryExpr:
            let ternary = raw.cast(RawTernaryExprSyntax.self)
            collect(ternary.thenExpression, locals: locals, parameters: parameters, into: &result)
            collect(ternary.elseExpression, locals: locals, parameters: parameters, into: &result)
        case .optionalChainingExpr:
            collect(raw.cast(RawOptionalChainingExprSyntax.self).expression, locals: locals, parameters: parameters, into: &result)
        case .forceUnwrapExpr:
            collect(raw.cast(RawForceUnwrapExprSyntax.self).expression, locals: locals, parameters: parameters, into: &result)
        case .tryExpr:
            collect(raw.cast(RawTryExprSyntax.self).expression, locals: locals, parameters: parameters, into: &result)
        case .awaitExpr:
            collect(raw.cast(RawAwaitExprSyntax.self).expression, locals: locals, parameters: parameters, into: &result)
        case .asExpr:
            collect(raw.cast(RawAsExprSyntax.self).expression, locals: locals, parameters: parameters, into: &result)
        case .sequenceExpr:
            // `a ?? B()`, `x as! Y`: every operand may be the target.
            for case let element? in raw.cast(RawSequenceExprSyntax.self).elements.layoutView.children
            where element.kind != .binaryOperatorExpr && element.kind != .unresolvedAsExpr {
                if element.kind == .typeExpr {
                    // `… as! DetailsViewController` names the screen.
                    result.append(.type(typeName(element.cast(RawTypeExprSyntax.self).type)))
                } else {
                    collect(element.cast(RawExprSyntax.self), locals: locals, parameters: parameters, into: &result)
                }
            }
        case .stringLiteralExpr, .booleanLiteralExpr, .integerLiteralExpr, .nilLiteralExpr, .closureExpr, .typeExpr:
            return
        default:
            result.append(.opaque)
        }
    }

    private func collectCall(_ call: RawFunctionCallExprSyntax, locals: [String: [TargetRef]], parameters: Set<String>, into result: inout [TargetRef]) {
        let arguments = Self.arguments(of: call)
        if let reference = RawDeclReferenceExprSyntax(call.calledExpression) {
            let name = Self.unescaped(reference.baseName)
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
        if let member = RawMemberAccessExprSyntax(call.calledExpression), Self.unescaped(member.declName.baseName) == "instantiateViewController" {
            if let first = arguments.first, first.label.map(Self.unescaped) == "withIdentifier",
               let literal = RawStringLiteralExprSyntax(first.expression) {
                result.append(.storyboardID(stringValue(RawExprSyntax(literal))))
                return
            }
            // `instantiateViewController(ofType: DetailsViewController.self)`
            for argument in arguments { collect(argument.expression, locals: locals, parameters: parameters, into: &result) }
            return
        }
        collectChain(call.calledExpression, isCall: true, locals: locals, parameters: parameters, into: &result)
        // `storyboard.instantiate(DetailsViewController.self)`: a metatype argument names the screen.
        for argument in arguments {
            if let member = RawMemberAccessExprSyntax(argument.expression), Self.unescaped(member.declName.baseName) == "self",
               let base = member.base.flatMap({ RawDeclReferenceExprSyntax($0) }), Self.unescaped(base.baseName).first?.isUppercase == true {
                result.append(.type(Self.unescaped(base.baseName)))
            }
        }
    }

    /// A member chain (`AppModules.Wallet.walletActivity.build()?.router`, `HomeRouter.createModule()`,
    /// `trackBuilder.makeModule()`, `self.makeDetails()`): what its root refers to.
    private func collectChain(_ expression: RawExprSyntax, isCall: Bool, locals: [String: [TargetRef]], parameters: Set<String>, into result: inout [TargetRef]) {
        var names: [String] = []
        var current: RawExprSyntax? = expression
        var root: RawExprSyntax?
        while let node = current {
            switch node.raw.kind {
            case .memberAccessExpr:
                let member = node.raw.cast(RawMemberAccessExprSyntax.self)
                names.insert(Self.unescaped(member.declName.baseName), at: 0)
                current = member.base
                if member.base == nil { root = nil }
            case .functionCallExpr:
                current = node.raw.cast(RawFunctionCallExprSyntax.self).calledExpression
            case .optionalChainingExpr:
                current = node.raw.cast(RawOptionalChainingExprSyntax.self).expression
            case .forceUnwrapExpr:
                current = node.raw.cast(RawForceUnwrapExprSyntax.self).expression
            case .subscriptCallExpr:
                current = node.raw.cast(RawSubscriptCallExprSyntax.self).calledExpression
            default:
                root = node
                current = nil
            }
        }
        guard let root else { return }
        if let reference = RawDeclReferenceExprSyntax(root) {
            let name = Self.unescaped(reference.baseName)
            if Self.isKeyword(reference.baseName, "self") || Self.isKeyword(reference.baseName, "Self") {
                // `self.makeDetails()` is a helper; `self.viewController`, `self.router.build()` start at a property.
                if let first = names.first {
                    result.append(isCall && names.count == 1 ? .helper(first) : .identifier(first))
                }
                return
            }
            if let first = name.first, first.isUppercase {
                if FactsVisitor.isCatalogName(name), names.count >= 2 {
                    result.append(.catalog(root: name, path: Array(names.prefix(2))))
                } else if FactsVisitor.isCatalogName(name), names.count == 1 {
                    result.append(.catalog(root: name, path: names))
                } else if isCall, let method = names.last {
                    // `UIManager.shared.configure(with:)` may be the app's own type, `UIStoryboard.main.make()` the
                    // SDK's: only the link knows which types the app declares (an SDK type resolves to nothing).
                    // `AppConfigurator.shared.configureApp()`: what the method returns may be another module.
                    result.append(.typeCall(type: name, method: method))
                } else {
                    result.append(.type(name))
                }
                return
            }
            // `builder.createLogin()` on `let builder = AppBuilder()`: the method of the local's type.
            if isCall, let method = names.last, let local = locals[name], local.count == 1, case .type(let type) = local[0] {
                result.append(.typeCall(type: type, method: method))
                return
            }
            if let local = locals[name] { result += local; return }
            if parameters.contains(name) { result.append(.parameter(name)); return }
            // `moduleBuilder.createLogin()`, `factory.make(parent)` on a property: the method tells which screen.
            if isCall, let method = names.last {
                // `delegate.builder.homeView()`: the last receiver in the chain holds the method.
                result.append(.memberCall(receiver: names.count >= 2 ? names[names.count - 2] : name, method: method))
                return
            }
            result.append(.identifier(name))
            return
        }
        // `LaunchRouter(window: window).start()`: the method of the type just built (and what it was handed).
        if isCall, let method = names.last, let call = RawFunctionCallExprSyntax(root),
           let callee = RawDeclReferenceExprSyntax(call.calledExpression) {
            let type = Self.unescaped(callee.baseName)
            if type.first?.isUppercase == true, !type.hasPrefix("UI"), !type.hasPrefix("NS") {
                result.append(.typeCall(type: type, method: method))
            }
        }
        collect(root, locals: locals, parameters: parameters, into: &result)
    }

    /// `AppModules`, `Modules`, `AppScreens`…: enums that list every module by domain.
    static func isCatalogName(_ name: String) -> Bool {
        name == "AppModules" || name == "Modules" || name == "AppScreens" || name == "AppModule"
    }
}

/// What a function frame offers to target resolution.
protocol LocalScope: AnyObject {
    var localRefs: [String: [TargetRef]] { get }
    var parameterNames: Set<String> { get }
}
