import SwiftSyntax

/// The value-flow facts of a body (``ValueFact``, ``ValueStepFact``, ``ClosureFact``): expressions kept with their
/// structure, read from syntax only.
extension FactsVisitor {
    /// `expression` as a ``ValueFact``; closures get an index in `function`'s closures (with no function, a closure
    /// is ``ValueFact/opaque``).
    func valueFact(of expression: ExprSyntax, in function: FunctionFrame?, depth: Int = 0) -> ValueFact {
        guard depth < ValueFact.maximumDepth else { return .opaque }
        let next = depth + 1
        let expression = Self.operand(of: expression)
        switch expression.as(ExprSyntaxEnum.self) {
        case .declReferenceExpr(let reference):
            switch reference.baseName.tokenKind {
            case .keyword(.self), .keyword(.Self): return .selfValue
            default: return .name(reference.baseName.unescapedText)
            }
        case .superExpr:
            return .superValue
        case .memberAccessExpr(let member):
            let name = member.declName.baseName.unescapedText
            guard let base = member.base else { return .implicitMember(name) }
            return .member(valueFact(of: base, in: function, depth: next), name)
        case .functionCallExpr(let call):
            var arguments = call.arguments.map { valueFact(of: $0.expression, in: function, depth: next) }
            if let closure = call.trailingClosure { arguments.append(valueFact(of: ExprSyntax(closure), in: function, depth: next)) }
            for extra in call.additionalTrailingClosures {
                arguments.append(valueFact(of: ExprSyntax(extra.closure), in: function, depth: next))
            }
            return .call(valueFact(of: call.calledExpression, in: function, depth: next), labels: Self.labels(of: call), arguments: arguments)
        case .subscriptCallExpr(let subscriptCall):
            // `modules[name]`: the value stored under the key; `screens[0]`: a collection is followed as the values it
            // holds (an integer is no key the walk knows).
            let base = valueFact(of: subscriptCall.calledExpression, in: function, depth: next)
            guard subscriptCall.arguments.count == 1, let only = subscriptCall.arguments.first, only.label == nil else { return base }
            return .element(base, key: valueFact(of: only.expression, in: function, depth: next))
        case .closureExpr(let closure):
            guard let function else { return .opaque }
            return .closure(closureIndex(closure, in: function))
        case .arrayExpr(let array):
            return .collection(array.elements.map { valueFact(of: $0.expression, in: function, depth: next) })
        case .dictionaryExpr(let dictionary):
            guard case .elements(let elements) = dictionary.content else { return .dictionary(keys: [], values: []) }
            return .dictionary(keys: elements.map { valueFact(of: $0.key, in: function, depth: next) },
                               values: elements.map { valueFact(of: $0.value, in: function, depth: next) })
        case .tupleExpr(let tuple):
            if tuple.elements.count == 1, let only = tuple.elements.first { return valueFact(of: only.expression, in: function, depth: next) }
            return .collection(tuple.elements.map { valueFact(of: $0.expression, in: function, depth: next) })
        case .booleanLiteralExpr(let literal):
            return .literal(literal.literal.text)
        case .stringLiteralExpr(let literal):
            // A plain string (no interpolation), kept with its quotes: a storyboard identifier in a constant
            // (`static let welcome = "WelcomeNavigationController"`) names a scene.
            var text = "\""
            for segment in literal.segments {
                guard case .stringSegment(let piece) = segment else { return .opaque }
                text += piece.content.text
            }
            return .literal(text + "\"")
        case .ternaryExpr(let ternary):
            return .either([valueFact(of: ternary.thenExpression, in: function, depth: next),
                            valueFact(of: ternary.elseExpression, in: function, depth: next)])
        case .sequenceExpr(let sequence):
            return sequenceValue(Array(sequence.elements), in: function, depth: next)
        default:
            return .opaque
        }
    }

    /// An unfolded operator sequence: `a ?? b` is either, `x as? T` is `x` or a `T`, `flag ? a : b` either branch;
    /// any other operator makes a value the map does not follow.
    private func sequenceValue(_ elements: [ExprSyntax], in function: FunctionFrame?, depth: Int) -> ValueFact {
        if elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self), let type = elements[2].as(TypeExprSyntax.self) {
            return .typed(valueFact(of: elements[0], in: function, depth: depth), typeName(type.type))
        }
        // `n > 0 ? a : b`: a ternary binds looser than every operator but assignment, and to the right, so its value is
        // its `then` or what follows it (`c ? a : d ? e : f` nests).
        if let position = elements.indices.first(where: { $0 % 2 == 1 && elements[$0].is(UnresolvedTernaryExprSyntax.self) }),
           let ternary = elements[position].as(UnresolvedTernaryExprSyntax.self), position + 1 < elements.count {
            let rest = Array(elements[(position + 1)...])
            return .either([valueFact(of: ternary.thenExpression, in: function, depth: depth),
                            rest.count == 1 ? valueFact(of: rest[0], in: function, depth: depth) : sequenceValue(rest, in: function, depth: depth + 1)])
        }
        // `a ?? b`: kept as a call of `??` (``ValueFlow`` takes `b` only when it knows no enum case `a` holds).
        if elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
            return .call(.name("??"), labels: "_:_:", arguments: [valueFact(of: elements[0], in: function, depth: depth),
                                                                  valueFact(of: elements[2], in: function, depth: depth)])
        }
        var operands: [ValueFact] = []
        for (position, element) in elements.enumerated() where position % 2 == 0 {
            if position > 0, let operation = elements[position - 1].as(BinaryOperatorExprSyntax.self), operation.operator.text != "??" {
                return .opaque
            }
            operands.append(valueFact(of: element, in: function, depth: depth))
        }
        return operands.count == 1 ? operands[0] : .either(operands)
    }

    /// The index of `closure` in `function`'s closures, added the first time the closure is met (when the expression
    /// holding it is read, before its body is walked).
    func closureIndex(_ closure: ClosureExprSyntax, in function: FunctionFrame) -> Int {
        if let index = function.closureIndexes[closure.id] { return index }
        var parameters: [String] = []
        switch closure.signature?.parameterClause {
        case .simpleInput(let shorthand)?:
            parameters = shorthand.map(\.name.unescapedText)
        case .parameterClause(let clause)?:
            parameters = clause.parameters.map { ($0.secondName ?? $0.firstName).unescapedText }
        case nil:
            parameters = ["$0"]
        }
        var fact = ClosureFact(parameters: parameters, returns: [])
        fact.parent = function.closureStack.last
        function.fact.closures.append(fact)
        let index = function.fact.closures.count - 1
        function.closureIndexes[closure.id] = index
        return index
    }

    /// `let (screen, input) = factory.make()`: each name holds what the tuple holds (the walk keeps no positions; the
    /// uses of each name tell the values apart).
    func bindTuple(_ tuple: TuplePatternSyntax, to value: ExprSyntax, at binding: PatternBindingSyntax, in function: FunctionFrame) {
        let bound = valueFact(of: value, in: function)
        for element in tuple.elements {
            guard let name = Self.identifier(of: element.pattern) else { continue }
            recordStep(Self.declaration(name, bound, line: line(binding)), at: binding, in: function)
            function.locals.insert(name)
        }
    }

    /// Subscriptions and the label of the closure each calls with every value of its publisher (`sink { v in … }`,
    /// `subscribe(onNext: { v in … })`).
    static let subscriptionHandlers: [String: String] = ["sink": "receiveValue", "subscribe": "onNext", "drive": "onNext", "bind": "onNext"]

    /// Collection methods that run their closure on each element: the closure's first parameter is an element.
    static let elementClosures: Set<String> = ["forEach", "map", "compactMap", "flatMap", "filter", "first", "last", "contains", "allSatisfy", "sorted"]

    /// An expression statement of a body: a binding of a local, an assignment, or a value evaluated for what it does.
    func recordStatement(_ expression: ExprSyntax, item: CodeBlockItemSyntax, in function: FunctionFrame) {
        let statementLine = line(item)
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count >= 3 {
            let elements = Array(sequence.elements)
            if elements[1].is(AssignmentExprSyntax.self) || elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+=" {
                // `x = n > 0 ? a : b`: everything right of the assignment is its value.
                let value = elements.count == 3 ? valueFact(of: elements[2], in: function) : sequenceValue(Array(elements[2...]), in: function, depth: 1)
                if let reference = elements[0].as(DeclReferenceExprSyntax.self), function.locals.contains(reference.baseName.unescapedText) {
                    recordStep(ValueStepFact(kind: .bind, name: reference.baseName.unescapedText, value: value, line: statementLine), at: item, in: function)
                } else {
                    recordStep(ValueStepFact(kind: .assign, target: valueFact(of: elements[0], in: function), value: value, line: statementLine),
                               at: item, in: function)
                }
                return
            }
        }
        let value = valueFact(of: expression, in: function)
        let returns = function.closureStack.isEmpty && (item.id == function.implicitReturn || function.buildsResult)
        recordStep(ValueStepFact(kind: returns ? .returns : .evaluate, value: value, line: statementLine), at: item, in: function)
        // A closure's expression statements are what it gives (a single expression, a result builder's views).
        if let closure = function.closureStack.last { function.fact.closures[closure].append(value, step: function.fact.steps.count - 1) }
        // `screens.append(x)`: the collection holds `x` too (a local's binding, else a store into the property).
        if let call = Self.operand(of: expression).as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           ["append", "insert"].contains(member.declName.baseName.unescapedText), let base = member.base, let first = call.arguments.first {
            let value = valueFact(of: first.expression, in: function)
            if let reference = base.as(DeclReferenceExprSyntax.self), function.locals.contains(reference.baseName.unescapedText) {
                recordStep(ValueStepFact(kind: .bind, name: reference.baseName.unescapedText, value: value, line: statementLine), at: item, in: function)
            } else if let reference = base.as(DeclReferenceExprSyntax.self), function.parameters.contains(reference.baseName.unescapedText) {
                // A parameter's collection is the caller's: nothing of `self` changes.
            } else if base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self) {
                recordStep(ValueStepFact(kind: .assign, target: valueFact(of: base, in: function), value: value, line: statementLine), at: item, in: function)
            }
        }
    }

    /// A closure's parameters bound where the call that takes it says what they are: `steps.forEach { $0.run() }`
    /// runs the closure on each element of `steps`.
    func bindClosureParameters(_ closure: ClosureExprSyntax, index: Int, in function: FunctionFrame) {
        let label = closure.parent?.as(LabeledExprSyntax.self)?.label?.text
        guard let call = closure.parent?.as(FunctionCallExprSyntax.self)
                ?? closure.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
              let first = function.fact.closures[index].parameters.first else { return }
        let method = member.declName.baseName.unescapedText
        // A subscription's value handler (Combine's `sink { value in … }` or `sink(receiveValue:)`, RxSwift's
        // `subscribe(onNext:)`, `drive(onNext:)`, `bind(onNext:)`) is called with each value the publisher upstream gives.
        let subscribes = Self.subscriptionHandlers[method].map { $0 == label || (label == nil && $0 == "receiveValue") } ?? false
        guard Self.elementClosures.contains(method) || subscribes else { return }
        var step = ValueStepFact(kind: .bind, name: first, value: valueFact(of: base, in: function), line: line(closure))
        step.closure = index
        step.declares = true
        recordStep(step, at: closure, in: function)
    }

    /// Appends a step, with the condition of the branch it sits in.
    func recordStep(_ step: ValueStepFact, at node: some SyntaxProtocol, in function: FunctionFrame) {
        var step = step
        let branches = branches(of: Syntax(node))
        if let innermost = branches.first {
            (step.branch, step.subject) = innermost
            step.outerBranches = branches.dropFirst().map(\.0)
            step.outerSubjects = branches.dropFirst().map { $0.1 ?? "" }
        }
        step.condition = currentCondition
        if step.closure == nil { step.closure = function.closureStack.last }
        function.fact.steps.append(step)
    }

    /// At most this many branches around a step are kept (the innermost ones).
    static let maximumBranches = 8

    /// The conditions of the `if`, `guard` and `switch` cases around `node` within its function, as written, innermost
    /// first, each with its switched value when it is a `switch` case.
    private func branches(of node: Syntax) -> [(String, String?)] {
        var result: [(String, String?)] = []
        var child = node
        var parent = node.parent
        while let current = parent, result.count < Self.maximumBranches {
            switch current.kind {
            case .functionDecl, .initializerDecl, .accessorBlock, .accessorDecl, .memberBlock, .sourceFile:
                return result
            case .ifExpr:
                let ifExpression = current.cast(IfExprSyntax.self)
                let condition = sourceText(ifExpression.conditions)
                if child.id == ifExpression.body.id { result.append((condition, nil)) }
                if let elseBody = ifExpression.elseBody, child.id == elseBody.id { result.append(("else: \(condition)", nil)) }
            case .guardStmt:
                let guardStatement = current.cast(GuardStmtSyntax.self)
                if child.id == guardStatement.body.id { result.append(("else: \(sourceText(guardStatement.conditions))", nil)) }
            case .switchCase:
                let subject = current.parent?.parent?.as(SwitchExprSyntax.self).map { sourceText(Self.operand(of: $0.subject)) }
                result.append((sourceText(current.cast(SwitchCaseSyntax.self).label), subject))
            default:
                break
            }
            child = current
            parent = current.parent
        }
        return result
    }

    /// `lazy var root: UIViewController = { … }()`, `static let screens: Container = { … }()`: the closure runs when the
    /// property is first read, so its body is a getter of the type — a function named like the property that returns
    /// what the closure returns (the walk reads a property through its getters), and whose calls count as the app's code.
    func pushInitializer(of name: String, type: String?, isStatic: Bool, value: ExprSyntax, at binding: PatternBindingSyntax) {
        var fact = FunctionFact(owner: currentOwner, name: name, signature: name, line: line(binding), isPrivate: false, isStatic: isStatic,
                                parameters: [], parameterTypes: [], isEmpty: false)
        fact.returnType = type
        fact.isInitialValue = true
        let frame = FunctionFrame(fact: fact)
        functionStack.append(frame)
        recordStep(ValueStepFact(kind: .returns, value: valueFact(of: value, in: frame), line: line(binding)), at: binding, in: frame)
    }

    /// `{ … }()`: a closure called where it is written, with no arguments.
    static func isImmediatelyCalledClosure(_ value: ExprSyntax) -> Bool {
        guard let call = operand(of: value).as(FunctionCallExprSyntax.self) else { return false }
        return call.arguments.isEmpty && call.trailingClosure == nil && call.calledExpression.is(ClosureExprSyntax.self)
    }

    /// A step declaring local `name` bound to `value` (``ValueStepFact/declares``).
    static func declaration(_ name: String, _ value: ValueFact, line: Int) -> ValueStepFact {
        var step = ValueStepFact(kind: .bind, name: name, value: value, line: line)
        step.declares = true
        return step
    }
}
