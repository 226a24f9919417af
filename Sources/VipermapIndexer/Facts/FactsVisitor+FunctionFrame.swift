import SwiftSyntax

extension FactsVisitor {
    /// A function or initializer body around the node being visited: its fact, filled in as the body is walked,
    /// and what the body has bound so far.
    final class FunctionFrame: LocalScope {
        var localRefs: [String: [TargetRef]] { locals }
        var parameterNames: Set<String> { parameters }
        @exclusivity(unchecked)
        var fact: FunctionFact
        /// What each local (`let`, `var`, `if let`, `guard let`) was bound to, by name; a later binding of the
        /// same name replaces it.
        @exclusivity(unchecked)
        var locals: [String: [TargetRef]] = [:]
        /// Locals whose value a call made (`let module = Catalog.x.build()`): a module value, not a collaborator.
        @exclusivity(unchecked)
        var builtLocals: Set<String> = []
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
