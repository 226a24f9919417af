import SwiftSyntax

extension FactsVisitor {
    /// A function or initializer body around the node being visited: its fact, filled in as the body is walked,
    /// and what the body has bound so far.
    final class FunctionFrame {
        @exclusivity(unchecked)
        var fact: FunctionFact
        /// The locals (`let`, `var`, `if let`, `guard let`) bound so far: an assignment to one binds it, an assignment
        /// to any other name stores into a property.
        @exclusivity(unchecked)
        var locals: Set<String> = []
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
}
