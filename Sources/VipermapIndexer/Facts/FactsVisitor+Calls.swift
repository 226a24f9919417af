import SwiftSyntax

/// What a call or an assignment in a body records: its navigation (``FactsVisitor/navigation(for:name:base:in:)``),
/// screens handed to a builder, calls of the type's own helpers, calls on navigators, and screens kept in a property.
extension FactsVisitor {
    /// Records what a call is: a `fatalError`, a navigation, screens handed to a builder, a helper call of its own
    /// type, or a call on a navigator (an option passed to `navigate(to:)`, a receiver that sounds like a router).
    func visitCall(_ node: FunctionCallExprSyntax) {
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

    /// Records what an assignment (`lhs = rhs`) does: binds a local, stores into a property of the type, or sets a
    /// window's root or a container's children.
    func visitAssignment(_ node: SequenceExprSyntax) {
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

    /// A call's argument labels as a signature writes them (`_:animated:`), trailing closures left out.
    static func labels(of node: FunctionCallExprSyntax) -> String {
        var text = ""
        for argument in node.arguments {
            text += argument.label?.unescapedText ?? "_"
            text += ":"
        }
        return text
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

    /// Records whether a local's value was made by a call (see ``FunctionFrame/builtLocals``).
    func noteBuilt(_ name: String, _ value: ExprSyntax, in function: FunctionFrame) {
        if isBuilt(value, in: function) {
            function.builtLocals.insert(name)
        } else {
            function.builtLocals.remove(name)
        }
    }

    /// Whether an expression is a value some call made: a call in its member chain (`Catalog.x.build().router`,
    /// `factory.make(vc)`, `(Y.build().router as? YRouter)`), or a local bound to one.
    func isBuilt(_ expression: ExprSyntax, in function: FunctionFrame) -> Bool {
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
}
