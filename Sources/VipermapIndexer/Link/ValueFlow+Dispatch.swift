import VipermapModel

/// Dispatch: which functions a call on a value runs — its type's own or inherited method, protocol extensions'
/// defaults, the implementations of the constructed types that conform or inherit — and the type look-ups it rests on
/// (``TypeHierarchy``), memoized per walk and shared by the walks of one link.
extension ValueFlow {
    /// The functions a call of `method` on a value of `type` runs, each with the type its `self` is: the type's own
    /// (or inherited) method, the protocol extensions' defaults, and for a protocol or a class the implementations of
    /// the constructed types that conform to it or inherit from it.
    func implementations(of method: String, on type: String, labels: String) -> [(Int, String)] {
        let key = MethodQuery(type: type, method: method, labels: labels, project: project)
        if let known = implementationsMemo[key] { return known }
        // What the program gives does not depend on the walk: the walks of one link share it.
        if let known = program.shared.implementations[key] {
            implementationsMemo[key] = known
            return known
        }
        var result: [(Int, String)] = []
        var seen: Set<Int> = []
        // A class's subclasses add only what they declare themselves: what they inherit is the class's own method,
        // found for the class (a base class of thousands of screens is not searched once per screen). A protocol's
        // conformers each give their own or inherited implementation.
        let isProtocol = linker.protocols.contains(type)
        for (position, receiver) in receivers(of: type, declaring: method, isProtocol: isProtocol, stored: false).enumerated() {
            var found = position == 0 || isProtocol
                ? functions(named: method, in: receiver, fitting: labels) : program.ownMethods[Member(owner: receiver, name: method)] ?? []
            if found.isEmpty && (position == 0 || isProtocol) {
                // A default implementation in an extension of a protocol the type adopts.
                for adopted in adoptedProtocols(receiver) {
                    found += (linker.functionsByOwner[adopted] ?? []).filter { linker.functions[$0].fact.name == method }
                }
            }
            for index in found where Linker.labels(labels, fit: linker.functions[index].fact.signature) && inProject(linker.functions[index].project) {
                if seen.insert(index).inserted { result.append((index, receiver)) }
            }
        }
        implementationsMemo[key] = result
        program.shared.implementations[key] = result
        return result
    }

    /// `type` and, when it is a protocol or a class others inherit from, the types conforming to it or inheriting
    /// from it that the app constructs (all of them when it constructs none), in name order. Memoized per walk over the
    /// program's subtype lists (a base class of thousands of screens is looked up on every property read).
    func receiverTypes(_ type: String) -> [String] {
        // One project: the program's lists, made once for every walk.
        guard program.severalProjects else { return program.receiverLists[type] ?? [type] }
        if let known = receiverMemo[type] { return known }
        let result = Program.receiverList(type, among: (program.subtypes[type] ?? []).filter { inProject($0.project) }.map(\.name),
                                       constructed: program.constructed)
        receiverMemo[type] = result
        return result
    }

    /// The receivers of a member `name` on a value of `type` worth looking at: `type` itself, then — for a protocol —
    /// every conformer, or — for a class — only the subclasses that declare `name` themselves (or, for a property,
    /// that the walk stored into), in name order.
    func receivers(of type: String, declaring name: String, isProtocol: Bool, stored: Bool) -> [String] {
        let all = receiverTypes(type)
        if isProtocol || all.count == 1 { return all }
        let storing = stored ? storedOwners[name] ?? [] : []
        let key = ReceiverQuery(type: type, name: name, stored: storing.count)
        if let known = receiversMemo[key] { return known }
        // With nothing stored into the property, the receivers are the program's: every walk shares them.
        let shared = MemberQuery(type: type, name: name, project: project)
        if storing.isEmpty, let known = program.shared.receivers[shared] {
            receiversMemo[key] = known
            return known
        }
        let declaring = program.memberOwners[name]
        // Subclasses are at most a few hundred (``Program/subtypes``): each is looked up, nothing is copied.
        let chosen = all.dropFirst().filter { declaring?.contains($0) == true || storing.contains($0) }
        let result = [type] + chosen
        receiversMemo[key] = result
        if storing.isEmpty { program.shared.receivers[shared] = result }
        return result
    }

    /// The protocols `type` adopts, directly or through what it inherits, nearest first (``TypeHierarchy``).
    func adoptedProtocols(_ type: String) -> [String] {
        linker.hierarchy.supertypes(of: type).filter(linker.protocols.contains)
    }

    /// What `type` inherits from or adopts, nearest first, through the app's declarations in this walk's project
    /// (``TypeHierarchy``), memoized per walk.
    func ancestors(of type: String) -> [String] {
        if let known = ancestorsMemo[type] { return known }
        let result = linker.hierarchy.supertypes(of: type, where: inProject)
        ancestorsMemo[type] = result
        return result
    }

    /// The nearest methods named `name` whose labels fit `labels` (``Linker/functions(named:in:fitting:)``): those of
    /// ``functions(named:in:)`` that fit, else — when those are other overloads — the farther ones that do.
    func functions(named name: String, in owner: String, fitting labels: String) -> [Int] {
        let nearest = functions(named: name, in: owner)
        let fitting = nearest.filter { Linker.labels(labels, fit: linker.functions[$0].fact.signature) }
        if !fitting.isEmpty || nearest.isEmpty { return fitting }
        if program.severalProjects { return functionsInProject(named: name, in: owner, fitting: labels) }
        let key = MethodQuery(type: owner, method: name, labels: labels, project: nil)
        if let known = program.shared.overloads[key] { return known }
        let found = linker.functions(named: name, in: owner, fitting: labels)
        program.shared.overloads[key] = found
        return found
    }

    /// ``Linker/functions(named:in:)``, memoized per walk and shared by the walks of the link; only this walk's
    /// project's (two apps in one folder may each declare `MainTabBarModuleBuilder.build()`).
    func functions(named name: String, in owner: String) -> [Int] {
        // Most names (locals, parameters, SDK members) are no method of any of the app's types.
        guard program.functionNames.contains(name) else { return [] }
        let key = Member(owner: owner, name: name)
        if let known = lookupMemo[key] { return known }
        let found: [Int]
        if program.severalProjects {
            found = functionsInProject(named: name, in: owner, fitting: nil)
        } else if let known = program.shared.functionsNamed[key] {
            found = known
        } else {
            found = linker.functions(named: name, in: owner)
            program.shared.functionsNamed[key] = found
        }
        lookupMemo[key] = found
        return found
    }

    /// ``Linker/functions(named:in:)`` (`labels` nil) or ``Linker/functions(named:in:fitting:)`` through this walk's
    /// project's declarations only, shared by the walks of that project.
    private func functionsInProject(named name: String, in owner: String, fitting labels: String?) -> [Int] {
        let key = MethodQuery(type: owner, method: name, labels: labels ?? "*", project: project)
        if let known = program.shared.inProject[key] { return known }
        let found = labels.map { linker.functions(named: name, in: owner, fitting: $0, where: inProject) }
            ?? linker.functions(named: name, in: owner, where: inProject)
        program.shared.inProject[key] = found
        return found
    }
}
