import VipermapModel

/// What a target's references lead to (``Linker/resolve(_:owner:project:)``): modules, names of modules not defined,
/// screens that are no module, or values known only at run time.
extension Linker {
    /// Identifiers that name UIKit plumbing, never a module.
    static let plumbing: Set<String> = [
        "self", "view", "viewController", "navigationController", "window", "rootViewController", "presentingViewController",
        "tabBarController", "parent", "splitViewController", "_viewController", "source", "from", "sender",
    ]

    /// How many references one target is followed through, at most (`configureApp()` → a private helper → a builder's
    /// method → the screen it makes, each reference one step). Counted in steps, not in time or depth, so the map never
    /// depends on the machine, `--jobs` or file order; a target that needs more is left where it got to and named in a
    /// `resolutionBudget` finding. The largest target of the development corpus takes 416 steps.
    static let resolutionBudget = 10_000

    /// One target's walk through the code: the steps left, and the functions and properties being followed (one that
    /// is already being followed, a recursion, is not followed again).
    final class ResolutionWalk {
        enum Followed: Hashable {
            case function(Int)
            case property(owner: String, name: String)
        }
        private(set) var steps: Int
        private(set) var exhausted = false
        private var following: Set<Followed> = []

        init(steps: Int = Linker.resolutionBudget) {
            self.steps = steps
        }

        /// Takes one step; false (and the walk is exhausted) when the budget is spent.
        func step() -> Bool {
            guard steps > 0 else {
                exhausted = true
                return false
            }
            steps -= 1
            return true
        }

        /// Starts following `item`: false when it is being followed already (a recursion).
        func enter(_ item: Followed) -> Bool { following.insert(item).inserted }
        func leave(_ item: Followed) { following.remove(item) }
    }

    /// What a target resolved to.
    struct Resolution {
        var modules: [Draft] = []
        var undefined: [String] = []
        var opaque = false
        /// Parameters of the enclosing function the target is built from.
        var parameters: [String] = []
        /// The walk ran out of steps (``resolutionBudget``): what was found so far is kept.
        var exhausted = false
        /// Screens that are no module: system controllers and the app's plain view controllers, by type.
        var screens: [Screen] = []

        mutating func add(_ other: Resolution) {
            for draft in other.modules where !modules.contains(where: { $0 === draft }) { modules.append(draft) }
            undefined += other.undefined.filter { !undefined.contains($0) }
            opaque = opaque || other.opaque
            parameters += other.parameters
            exhausted = exhausted || other.exhausted
            for screen in other.screens where !screens.contains(screen) { screens.append(screen) }
        }
    }

    // MARK: Resolution

    /// What a target's references lead to (modules, undefined names, run-time values), followed through returns,
    /// helpers, builders and properties within one walk's budget of steps.
    func resolve(_ refs: [TargetRef], owner: String?, project: String?) -> Resolution {
        let walk = ResolutionWalk()
        var result = resolve(refs, owner: owner, project: project, walk: walk)
        result.exhausted = walk.exhausted
        return result
    }

    /// The finding for a target whose walk ran out of steps.
    static func budgetFinding(_ navigation: NavigationFact, file: String, module: String?) -> Finding {
        let target = navigation.targetText.map { "`\($0)`" } ?? "the target"
        return Finding(
            rule: "resolutionBudget",
            message: "Following \(target) of `\(navigation.method)` took more than \(resolutionBudget) steps; the map keeps the modules found by then and may miss others of this call. Split the chain of helpers that builds it, or report the construct.",
            module: module, file: file, line: navigation.line)
    }

    /// What the function at `index` returns, unless the walk is following it already.
    private func returned(by index: Int, owner: String?, project: String?, walk: ResolutionWalk) -> Resolution {
        guard walk.enter(.function(index)) else { return Resolution() }
        defer { walk.leave(.function(index)) }
        let function = functions[index].fact
        var result = resolve(function.returnRefs, owner: owner, project: project, walk: walk)
        // A builder that hands back the module's presenter as its handle (`RuuviFirmwareBuilder.build(…) ->
        // RuuviFirmware { let presenter = FirmwarePresenter(…); return presenter }`) returns that module.
        if result.modules.isEmpty, Conventions.startsWithBuilderVerb(function.name) {
            for case .type(let name) in function.returnRefs {
                guard let found = modules.byType[name], let draft = pick(found, project: project),
                      draft.components.contains(where: { $0.type == name && $0.role == .presenter }) else { continue }
                if !result.modules.contains(where: { $0 === draft }) { result.modules.append(draft) }
            }
        }
        return result
    }

    private func resolve(_ refs: [TargetRef], owner: String?, project: String?, walk: ResolutionWalk) -> Resolution {
        var result = Resolution()
        for ref in refs {
            guard walk.step() else {
                result.opaque = true
                break
            }
            switch ref {
            case .type(let name):
                result.add(resolveType(name, project: project))
            case .typeCall(let type, let method):
                result.add(resolveTypeCall(type, method: method, project: project, walk: walk))
            case .catalog(_, let path):
                guard let caseName = path.count >= 2 ? path[1] : path.first else { continue }
                let name = ModuleNaming.moduleName(fromCase: caseName)
                // A catalog without domains (`enum AppModules { case map }`): `AppModules.map.build()` names `map`.
                let flat = path.count >= 2 ? ModuleNaming.moduleName(fromCase: path[0]) : nil
                if let found = modules.byName[name], let draft = pick(found, project: project) {
                    result.modules.append(draft)
                } else if let flat, catalogNames.contains(flat), let found = modules.byName[flat], let draft = pick(found, project: project) {
                    result.modules.append(draft)
                } else {
                    result.undefined.append(name)
                }
            case .identifier(let name):
                result.add(resolveIdentifier(name, owner: owner, project: project, walk: walk))
            case .memberCall(let receiver, let method):
                result.add(resolveMemberCall(receiver, method: method, owner: owner, project: project, walk: walk))
            case .passed(let helper, let arguments):
                // `setController(viewController: homeModule, title:)` returns what it was handed (wrapped).
                guard let owner else { continue }
                let returnsParameter = functions(named: helper, in: owner).contains { index in
                    functions[index].fact.returnRefs.contains { ref in
                        if case .parameter = ref { return true }
                        return false
                    }
                }
                if returnsParameter {
                    let handed = resolve(arguments, owner: owner, project: project, walk: walk)
                    result.add(Resolution(modules: handed.modules))
                }
            case .helper(let name):
                guard let owner else { result.opaque = true; continue }
                let helpers = functions(named: name, in: owner)
                if helpers.isEmpty { result.opaque = true }
                for index in helpers {
                    result.add(returned(by: index, owner: owner, project: project, walk: walk))
                }
            case .storyboardID(let identifier):
                if let found = modules.byStoryboardID[identifier], let draft = pick(found, project: project) {
                    result.modules.append(draft)
                } else {
                    result.opaque = true
                }
            case .parameter(let name):
                result.parameters.append(name)
                result.opaque = true
            case .opaque:
                result.opaque = true
            }
        }
        return result
    }

    /// `Type.method(…)`: the modules the type's methods of that name return; else the type's own module, the module the
    /// method names (`R.storyboard.main.detailsViewController()`), or the screens the methods' declared return types are.
    private func resolveTypeCall(_ type: String, method: String, project: String?, walk: ResolutionWalk) -> Resolution {
        var returned = Resolution()
        // The call's value is of the method's declared return type (`UIAlertController.errorAlert(message:) ->
        // UIAlertController` in the app's extension): what that type is, when nothing else tells.
        var returnTypes: [String] = []
        for index in functionsByOwner[type] ?? [] where functions[index].fact.name == method {
            returned.add(self.returned(by: index, owner: type, project: project, walk: walk))
            if let returnType = functions[index].fact.returnType { returnTypes.append(returnType) }
        }
        if !returned.modules.isEmpty {
            return Resolution(modules: returned.modules)
        }
        var byType = resolveType(type, project: project)
        if byType.modules.isEmpty && byType.undefined.isEmpty {
            // `R.storyboard.main.detailsViewController()`: the method names the screen.
            let named = resolveType(ModuleNaming.moduleName(fromCase: method), project: project)
            if !named.modules.isEmpty {
                byType = named
            } else {
                var declared = Resolution()
                for returnType in returnTypes { declared.add(resolveType(returnType, project: project)) }
                let onlyScreens = !declared.screens.isEmpty && declared.modules.isEmpty && declared.undefined.isEmpty
                byType = onlyScreens ? Resolution(screens: declared.screens) : Resolution(opaque: true)
            }
        }
        return byType
    }

    /// The methods named `name` that a call on `owner` reaches: the owner's own, else those of the types it inherits
    /// from that the app declares or extends (`extension UITabBarController { func wrap(_:) }` for a tab bar
    /// subclass), nearest first.
    func functions(named name: String, in owner: String) -> [Int] {
        var found = declared(name, in: owner)
        if found.isEmpty {
            hierarchy.forEachSupertype(of: owner) { type in
                found = declared(name, in: type)
                return found.isEmpty
            }
        }
        return found
    }

    /// The methods named `name` whose argument labels fit `labels` that a call on `owner` reaches, nearest first
    /// (``functions(named:in:)`` by full name): Swift picks an overload by its labels, so a nearer type declaring only
    /// other overloads (`open(filter:)` where `open(series:)` is called) does not hide a farther one.
    func functions(named name: String, in owner: String, fitting labels: String) -> [Int] {
        var found = declared(name, in: owner, fitting: labels)
        if found.isEmpty {
            hierarchy.forEachSupertype(of: owner) { type in
                found = declared(name, in: type, fitting: labels)
                return found.isEmpty
            }
        }
        return found
    }

    /// The methods named `name` whose argument labels fit `labels` that `owner` (a type, an extension's type) declares
    /// itself.
    func declared(_ name: String, in owner: String, fitting labels: String) -> [Int] {
        declared(name, in: owner).filter { Self.labels(labels, fit: functions[$0].fact.signature) }
    }

    /// The methods named `name` that `owner` (a type, an extension's type) declares itself.
    private func declared(_ name: String, in owner: String) -> [Int] {
        (functionsByOwner[owner] ?? []).filter { functions[$0].fact.name == name }
    }

    /// A screen that is no module, decided by its type.
    struct Screen: Hashable {
        var kind: RouteKind
        var type: String
        /// Where the app declares it (plain screens).
        var file: String?
    }

    /// Controllers that say nothing about the screen (a variable's declared base type) or only wrap one: never a
    /// screen of their own.
    static let genericControllers: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UISplitViewController", "UIPageViewController", "UIHostingController", "NSViewController",
        "NSWindowController", "UIInputViewController",
    ]

    /// The screen a type is when it is no module: a controller the sources do not declare (UIKit's, the SDKs', a
    /// dependency's: its name ends in `Controller`) is a system screen; a view controller or SwiftUI view the app
    /// declares is a plain screen. Containers and base types are neither (what they hold decides).
    func screen(ofType name: String) -> Screen? {
        let simple = NameScan.lastComponent(name, separator: ".") ?? name
        if Self.genericControllers.contains(simple) { return nil }
        guard let records = typesByName[name], let declaration = records.first(where: { types[$0].fact.kind != .extension }) else {
            return simple.hasSuffix("Controller") && simple.first?.isUppercase == true ? Screen(kind: .system, type: name) : nil
        }
        // Up the app's own superclasses to the SDK's: a view controller that is no container, or a SwiftUI view.
        var isScreen = false
        for next in hierarchy.supertypes(of: name) {
            let nextSimple = NameScan.lastComponent(next, separator: ".") ?? next
            if Self.containerControllers.contains(nextSimple) { return nil }
            if nextSimple.hasSuffix("ViewController") || nextSimple == "View" { isScreen = true }
            // A superclass the sources do not declare that is a screen by the rule above for such types (a
            // dependency's `ImagePickerController`): the app's subclass is a screen it declares.
            if typesByName[next] == nil, nextSimple.hasSuffix("Controller"), nextSimple.first?.isUppercase == true { isScreen = true }
        }
        return isScreen ? Screen(kind: .plain, type: name, file: types[declaration].file) : nil
    }

    /// Whether the app declares `name` as a subclass of a container controller (up its own superclasses).
    func isContainer(_ name: String) -> Bool {
        hierarchy.supertypes(of: name).contains { Self.containerControllers.contains(NameScan.lastComponent($0, separator: ".") ?? $0) }
    }

    static let containerControllers: Set<String> = ["UINavigationController", "UITabBarController", "UISplitViewController", "UIPageViewController"]

    /// The UIKit container `type` is or inherits from (`UITabBarController` for the app's `RootTabBarController`), if any.
    func containerKind(of type: String) -> String? {
        for next in hierarchy.lineage(of: type) {
            let simple = NameScan.lastComponent(next, separator: ".") ?? next
            if Self.containerControllers.contains(simple) { return simple }
        }
        return nil
    }

    /// A type name: a component of a module, or a name with a role suffix whose module does not exist.
    func resolveType(_ name: String, project: String?) -> Resolution {
        var result = Resolution()
        if let found = modules.byType[name], let draft = pick(found, project: project) {
            // A presenter or interactor is not something one navigates to; a builder protocol is.
            let dotted = "." + name
            if let role = draft.components.first(where: { $0.type == name || NameScan.endsWith($0.type, dotted) })?.role,
               !Conventions.isEntryRole(role, typeName: name) {
                return result
            }
            result.modules.append(draft)
            return result
        }
        if let found = modules.byName[name], let draft = pick(found, project: project) {
            result.modules.append(draft)
            return result
        }
        let split = ModuleNaming.split(name, kind: .class) ?? ModuleNaming.split(name, kind: .protocol)
        if let (module, role) = split, role != .entity {
            if let found = modules.byName[module], let draft = pick(found, project: project) {
                result.modules.append(draft)
                return result
            }
        }
        // `UIAlertController`, `SFSafariViewController`, the app's `LicensesViewController`: a screen, not a module.
        if let screen = screen(ofType: name) {
            result.screens.append(screen)
            return result
        }
        // `var pending: UIViewController?`: a base type names no screen and no missing module; nor does the app's own
        // container (`final class NavigationController: UINavigationController`): what it holds decides.
        if Self.genericControllers.contains(NameScan.lastComponent(name, separator: ".") ?? name) || isContainer(name) { return result }
        if let (module, role) = split, role != .entity, [.wireframe, .router, .builder, .configurator, .routerInput, .view, .presenter].contains(role) {
            result.undefined.append(module)
        }
        return result
    }

    /// `moduleBuilder.createLogin()`: what `createLogin` returns in the receiver property's type, or in the types
    /// that conform to it when it is a protocol (an injected builder); else the receiver itself (`trackBuilder.make()`
    /// → `TrackBuilder`'s module).
    private func resolveMemberCall(_ receiver: String, method: String, owner: String?, project: String?, walk: ResolutionWalk) -> Resolution {
        var returned = Resolution()
        if let owner, !Self.plumbing.contains(receiver) {
            for type in typesOf(property: receiver, in: owner) {
                for index in functionsByOwner[type] ?? [] where functions[index].fact.name == method {
                    returned.add(self.returned(by: index, owner: type, project: project, walk: walk))
                }
            }
        }
        if !returned.modules.isEmpty { return Resolution(modules: returned.modules) }
        let byReceiver = resolveIdentifier(receiver, owner: owner, project: project, walk: walk)
        if !byReceiver.modules.isEmpty { return byReceiver }
        // `builder.detailView(router:)` on a builder of every screen: the method names the screen.
        let named = resolveType(ModuleNaming.moduleName(fromCase: method), project: project)
        return named.modules.isEmpty ? byReceiver : Resolution(modules: named.modules)
    }

    private func resolveIdentifier(_ name: String, owner: String?, project: String?, walk: ResolutionWalk) -> Resolution {
        var result = Resolution()
        // `bannerView.rootViewController = self` in a module's view, `push(presenter._view)` in a router whose
        // `presenter` is its own module's (or only a base class declares it): the module's own screen, no route out
        // of it.
        if let owner, name == "self" || name == "presenter" {
            let own = drafts(forOwner: owner, project: project)
            if own.count == 1, name == "self" || typesOf(property: name, in: owner).allSatisfy({ type in
                (modules.byType[type] ?? []).contains { $0 === own[0] }
            }) {
                return Resolution(modules: own)
            }
        }
        if Self.plumbing.contains(name) { result.opaque = true; return result }
        if let owner, walk.enter(.property(owner: owner, name: name)) {
            defer { walk.leave(.property(owner: owner, name: name)) }
            for index in typesByName[owner] ?? [] {
                for property in types[index].fact.properties where property.name == name {
                    if let typeName = property.typeName {
                        result.add(resolveType(typeName, project: project))
                    }
                    result.add(resolve(property.refs, owner: owner, project: project, walk: walk))
                }
            }
            // `lamp = LampBuilder.build()` in another method of the type: what the property was given.
            for index in functionsByOwner[owner] ?? [] {
                for store in functions[index].fact.stores where store.method == name {
                    result.add(resolve(store.refs, owner: owner, project: project, walk: walk))
                }
            }
            if !result.modules.isEmpty || !result.undefined.isEmpty { return result }
        }
        // `trackBuilder` → `TrackBuilder`, `_loginRouter` → `LoginRouter`.
        var trimmed = Substring(name)
        while trimmed.first == "_" { trimmed = trimmed.dropFirst() }
        let capitalized = ModuleNaming.moduleName(fromCase: String(trimmed))
        if ModuleNaming.role(ofTypeNamed: capitalized) != nil {
            let byName = resolveType(capitalized, project: project)
            if !byName.modules.isEmpty { return byName }
        }
        result.opaque = true
        return result
    }

    /// The types a property of `owner` may hold: its declared type, the types its initializer builds, and the types
    /// that conform to them (an injected builder typed by a protocol), in that order.
    func typesOf(property name: String, in owner: String) -> [String] {
        var declared: [String] = []
        for index in typesByName[owner] ?? [] {
            for property in types[index].fact.properties where property.name == name {
                if let typeName = property.typeName { declared.append(typeName) }
                for case .type(let built) in property.refs { declared.append(built) }
            }
        }
        return withConformers(declared)
    }

    /// `names` (without repeats), each followed by the declared types that conform to it or inherit from it.
    func withConformers(_ names: [String]) -> [String] {
        var result: [String] = []
        for name in names where !result.contains(name) {
            result.append(name)
            for conformer in inheritors[name] ?? [] where types[conformer].fact.kind != .protocol {
                let conforming = types[conformer].fact.qualifiedName
                if !result.contains(conforming) { result.append(conforming) }
            }
        }
        return result
    }
}
