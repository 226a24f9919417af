import SwiftSyntax
import VipermapModel

/// The navigations a body's calls perform (``NavigationFact``): by the navigation APIs' names and labels, a transition
/// passed as an argument, a routing library's or SwiftUI's own spelling, or a built module handed on.
extension FactsVisitor {
    /// Argument labels that carry a transition kind.
    static let transitionLabels: Set<String> = ["with", "mode", "transition", "style", "using", "as", "type", "presentation", "presentationStyle"]

    /// The line a call is located at: a chained call (`AppModules … .build()?\n.router.present(withPushfrom:)`) is
    /// located at its method name.
    func lineOfCall(_ node: FunctionCallExprSyntax) -> Int {
        node.calledExpression.as(MemberAccessExprSyntax.self).map { line($0.declName) } ?? line(node)
    }

    /// How a navigation method shows its target, as its name, its labels and a transition argument say.
    private struct NavigationShape {
        /// Nil when none of them says a transition.
        var transition: Transition?
        /// The target is the receiver (`present(withPushfrom: vc)` on a module's router), else the first unlabeled argument.
        var targetFromBase = false
        var requiresModule = false
    }

    /// The navigation a call performs, if it is one.
    func navigation(for node: FunctionCallExprSyntax, name: String, base: ExprSyntax?, in function: FunctionFrame) -> NavigationFact? {
        let arguments = node.arguments
        if let navigation = libraryNavigation(for: node, name: name, base: base, in: function) { return navigation }
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
        if let back = Self.backTransition(ofMethod: name) { return backNavigation(back, name: name, line: callLine, in: function) }
        let shape = navigationShape(ofMethod: name, labels: labels, arguments: arguments, base: base, in: function)
        if let transition = shape.transition {
            return targetNavigation(node, name: name, base: base, transition: transition, shape: shape, line: callLine, in: function)
        }
        return handOver(node, name: name, in: function)
    }

    /// A navigation a routing library or SwiftUI spells its own way: LightRoute's `forStoryboard(…, to: XModuleInput.self)`,
    /// SwiftUI's `WindowGroup { … }`, a routing library's verb with a transition literal and the screen built in its closure.
    private func libraryNavigation(for node: FunctionCallExprSyntax, name: String, base: ExprSyntax?, in function: FunctionFrame) -> NavigationFact? {
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
        return nil
    }

    /// The way back a method's name says it takes (`popViewController`, `dismiss`), if it is one.
    private static func backTransition(ofMethod name: String) -> Transition? {
        switch name {
        case "popViewController", "popToRootViewController", "popToViewController", "pop", "popWireframe":
            return .pop
        case "dismiss", "dismissWireframe":
            return .dismiss
        default:
            return nil
        }
    }

    /// How a navigation method (other than a way back) shows its target: by its name and labels (`push(from:)`,
    /// `present(withPushfrom:)`, `addChild`), then by a transition argument.
    private func navigationShape(ofMethod name: String, labels: [String?], arguments: LabeledExprListSyntax, base: ExprSyntax?,
                                 in function: FunctionFrame) -> NavigationShape {
        let firstLabel = labels.first ?? nil
        var shape = NavigationShape()
        switch name {
        case "pushWireframe", "pushViewController":
            shape.transition = .push
        case "push":
            shape.transition = .push
            shape.targetFromBase = firstLabel == "from"
            shape.requiresModule = !shape.targetFromBase && !labels.contains("animated")
        case "presentWireframe":
            shape.transition = .present
        case "present":
            if firstLabel == "withPushfrom" || firstLabel == "withPushFrom" {
                shape.transition = .push
                shape.targetFromBase = true
            } else if labels.contains("insideView") || labels.contains("inside") {
                shape.transition = .embed
                shape.targetFromBase = true
            } else if firstLabel == "from" {
                shape.transition = .present
                shape.targetFromBase = true
            } else {
                shape.transition = .present
                shape.requiresModule = !labels.contains("animated")
            }
        case "setRootWireframe":
            shape.transition = .setRoot
        case "setViewControllers":
            // A tab bar's children are embedded; a navigation stack's are replaced.
            shape.transition = (base.map { isTabBar($0, in: function) } ?? isInTabBarController()) ? .embed : .setRoot
        case "addChild", "addChildViewController", "embed", "embedWireframe":
            shape.transition = .embed
            shape.requiresModule = true
        case "show":
            shape.transition = .show
            shape.requiresModule = labels.count != 2 || labels[1] != "sender"
        case "showDetailViewController":
            shape.transition = .show
        default:
            break
        }
        // A transition passed as an argument (`show(with: .push)`, `start(mode: .present)`) is read from the literal.
        if let argument = arguments.first(where: { Self.transitionLabels.contains($0.label?.unescapedText ?? "") }) {
            if let literal = argumentTransition(argument.expression) {
                shape.transition = literal
                shape.targetFromBase = true
                shape.requiresModule = true
            } else if shape.transition != nil || Conventions.hasNavigationVerbPrefix(name) {
                // `show(with: style)`: the kind is only known at run time.
                shape.transition = .unknown
                shape.targetFromBase = true
                shape.requiresModule = true
            }
        }
        return shape
    }

    /// The navigation of a call whose transition is known, by where its target is: the receiver (when the shape says
    /// so and it refers to a module), the first unlabeled argument, a receiver just built, or a trailing closure; nil
    /// when there is none.
    private func targetNavigation(_ node: FunctionCallExprSyntax, name: String, base: ExprSyntax?, transition: Transition,
                                  shape: NavigationShape, line callLine: Int, in function: FunctionFrame) -> NavigationFact? {
        let arguments = node.arguments
        var refs: [TargetRef]
        var text: String?
        if shape.targetFromBase, let base {
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
                              caseLabels: function.caseStack.last, condition: currentCondition, requiresModule: shape.requiresModule)
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

    /// A navigation whose screen is the call's receiver (see ``NavigationFact/targetIsReceiver``).
    private func receiverNavigation(name: String, base: ExprSyntax, transition: Transition, line: Int, in function: FunctionFrame) -> NavigationFact {
        var fact = NavigationFact(transition: transition, method: name, refs: refs(of: base, in: function), targetText: sourceText(base),
                                  line: line, caseLabels: function.caseStack.last, condition: currentCondition, requiresModule: true)
        fact.targetIsReceiver = true
        return fact
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
    static func verbTransition(_ name: String) -> Transition { Conventions.transition(ofVerb: name) }

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

    func literalTransition(_ expression: ExprSyntax) -> Transition? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
        return Conventions.transition(ofCaseName: member.declName.baseName.unescapedText)
    }

    /// The transition an argument names: a case (`.push`), or a case with associated values
    /// (`.modal(from: view)`, `.root(window: window)`: an implicit member called is the enum case it constructs).
    func argumentTransition(_ expression: ExprSyntax) -> Transition? {
        if let literal = literalTransition(expression) { return literal }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        return literalTransition(call.calledExpression)
    }
}
