import SwiftSyntax

/// What a call in a body records besides its value step: calls of the type's own helpers and calls on navigators.
extension FactsVisitor {
    /// Records what a call is: a `fatalError`, a helper call of its own type, or a call on a navigator (an option passed
    /// to `navigate(to:)`, a receiver that sounds like a router).
    func visitCall(_ node: FunctionCallExprSyntax) {
        let (name, base) = callee(node.calledExpression)
        if name == "fatalError" {
            recordFatalError(node)
            return
        }
        guard let function = functionStack.last, let name else { return }
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

    /// A call's argument labels as a signature writes them (`_:animated:`), trailing closures left out.
    static func labels(of node: FunctionCallExprSyntax) -> String {
        var text = ""
        for argument in node.arguments {
            text += argument.label?.unescapedText ?? "_"
            text += ":"
        }
        return text
    }
}
