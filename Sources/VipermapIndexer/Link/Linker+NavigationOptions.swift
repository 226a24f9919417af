import VipermapModel

/// Each module's navigation options: the cases of its `NavigationOption` enum and the methods of its wireframe interface,
/// each handled, dead or unhandled by the module's code.
extension Linker {
    mutating func addNavigationOptions() {
        // Each draft's options depend on nothing but the indexes: worked out on several threads, kept by position.
        let linker = self
        let options = Self.map(count: drafts.count, jobs: jobs) { linker.navigationOptions(of: linker.drafts[$0]) }
        for (draft, options) in zip(drafts, options) { draft.options += options }
    }

    /// The navigation options of one module (its `NavigationOption` enum's cases, its wireframe interface's methods).
    private func navigationOptions(of draft: Draft) -> [NavigationOption] {
        var result: [NavigationOption] = []
        // Each component type once; for the usual handful an array beats a set. Order does not matter below.
        var ownerTypes: [String] = []
        if draft.components.count <= 32 {
            for component in draft.components where !ownerTypes.contains(component.type) { ownerTypes.append(component.type) }
        } else {
            ownerTypes = Array(Set(draft.components.map(\.type)))
        }
        let owned = ownerTypes.flatMap { functionsByOwner[$0] ?? [] }
        if let enumIndex = (typesByName["\(draft.name)NavigationOption"] ?? []).first(where: {
            types[$0].fact.kind == .enum && (types[$0].project == draft.project || modules.byName[draft.name]?.count == 1)
        }) {
            let record = types[enumIndex]
            // Only asked whether they hold a name: a handful of labels, cheaper in arrays than hashed into sets.
            var present: [String] = []
            var handled: [String] = []
            var defaultHandles = false
            for index in owned where functions[index].fact.name == "navigate" {
                let function = functions[index].fact
                for switchCase in function.switchCases {
                    present += switchCase.labels
                    // A case that does something other than navigate (tell a delegate, track) still handles it.
                    if !switchCase.isEmpty { handled += switchCase.labels }
                    if switchCase.labels == ["default"], !switchCase.isEmpty { defaultHandles = true }
                }
                for call in function.helperCalls {
                    guard let labels = call.caseLabels else { continue }
                    let helpers = owned.filter { functions[$0].fact.name == call.name && functions[$0].fact.owner == function.owner }
                    if helpers.contains(where: { performsNavigation($0) }) { handled += labels }
                }
            }
            for enumCase in record.fact.cases {
                let state: NavigationOption.State = handled.contains(enumCase.name) ? .handled
                    : present.contains(enumCase.name) ? .dead : defaultHandles ? .handled : .unhandled
                result.append(NavigationOption(name: enumCase.name, file: record.file, line: enumCase.line, state: state))
            }
        }
        // Wireframe interfaces with one method per route (`func navigateToHome()`).
        for index in typesByName["\(draft.name)WireframeInterface"] ?? [] where types[index].fact.kind == .protocol {
            let record = types[index]
            for requirement in record.fact.requirements where requirement.name != "navigate" {
                let implementations = owned.filter {
                    functions[$0].fact.name == requirement.name && !protocols.contains(functions[$0].fact.owner ?? "")
                }
                let state: NavigationOption.State = implementations.isEmpty ? .unhandled
                    : implementations.contains(where: { performsNavigation($0) || !functions[$0].fact.isEmpty }) ? .handled : .dead
                result.append(NavigationOption(name: requirement.name, file: record.file, line: requirement.line, state: state))
            }
        }
        return result
    }
}
