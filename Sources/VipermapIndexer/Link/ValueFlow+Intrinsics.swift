import VipermapModel

/// What the walk knows of the SDK and of libraries, beyond the calls of the navigation table (``NavigationAPI``):
/// UIKit's view life cycle and containers, SwiftUI's presentations, containers and modifiers, collections' element
/// closures, dependency containers (`resolve`), storyboards' `instantiateViewController`, and a module catalog's
/// builders.
extension ValueFlow {
    // MARK: The navigation table

    /// Records the screen a navigation call of the table (``NavigationAPI``) shows.
    func show(_ api: NavigationAPI.Call, bases: [Value], arguments: [[Value]], labels: String, at site: Site?) {
        if api.shown == .typeArgument {
            // The module whose input protocol (or any part) the `to:` argument names, in the node's style.
            let position = labels.split(separator: ":", omittingEmptySubsequences: false).firstIndex(of: "to")
            guard let position, position < arguments.count else { return }
            let modules = Set(arguments[position].compactMap { value -> String? in
                if case .metatype(let type) = value { return moduleID(of: type) }
                return nil
            })
            record(nodeStyle ?? api.transition, modules.sorted().map { .screen($0) }, at: site, from: bases)
            return
        }
        if api.onAppTypeOnly, !bases.allSatisfy({ value in
            guard case .instance(let type) = value else { return false }
            return declaresType(type)
        }) { return }
        // A stack set on a tab bar's tab (`tabs.selectedViewController as? UINavigationController`) is that tab's
        // content: embedded in the tab bar — where the code reads the tab when there is a tab bar, and another
        // navigation controller only when there is none (`if let tabs = … { return tabs.selectedViewController as?
        // UINavigationController }; return root as? UINavigationController`), the tab is what the app shows in.
        let tabBars = bases.compactMap { value -> Value? in
            if case .tab(let type) = value { return .instance(type) }
            return nil
        }
        if api.byContainer, !tabBars.isEmpty {
            record(.embed, arguments.first ?? [], at: site, container: tabBars, from: tabBars)
            return
        }
        // `setViewControllers(_:animated:)`: UITabBarController's sets its tabs (embeds), UINavigationController's
        // replaces the stack (the last one is shown, as a new root of it).
        let container = api.byContainer ? containerKind(of: bases) : nil
        let transition = container ?? api.transition
        // The screen is embedded in the receiver (`addChild(x)`), or — shown by its own router — in what it is shown
        // from (`router.show(from: parent, insideView: v)`).
        let parent = api.shown == .receiver ? (arguments.first ?? []) : bases
        // The expression is kept (for a route to a target the walk cannot name) only for a call written as the row's:
        // `view.show(notes)` is an app's own `show(_:)`, not UIKit's `show(_:sender:)`.
        let asTheRow = api.labels == labels || api.labels == labels + "completion:"
        let target = api.shown == .receiver || !asTheRow || argumentFacts.count != arguments.count ? nil : argumentFacts.first
        record(transition, api.shown == .receiver ? bases : (arguments.first ?? []), at: site,
               container: transition == .embed && !api.attaches ? parent : [], from: parent, attaches: api.attaches, target: target)
    }

    /// `.embed` when every receiver that is a container is a tab bar controller (the app's subclass of UIKit's),
    /// `.setRoot` when every one is a navigation controller; nil when the walk knows none or they differ. Only a
    /// container has `setViewControllers`: a value that is none (UIKit's base view controller a `lazy var root:
    /// UIViewController` is declared as, read back `as? UINavigationController`; a screen) is not the receiver.
    private func containerKind(of bases: [Value]) -> Transition? {
        var kinds: Set<Transition> = []
        for base in bases {
            guard case .instance(let type) = base else { return nil }
            // A protocol-typed value (`let view: HallTabsView`) is one of the types the app builds that adopt it.
            let candidates = linker.protocols.contains(type) ? Array(receiverTypes(type).dropFirst()) : [type]
            if candidates.isEmpty { return nil }
            for candidate in candidates {
                switch linker.containerKind(of: candidate) {
                case "UITabBarController"?: kinds.insert(.embed)
                case "UINavigationController"?: kinds.insert(.setRoot)
                default: continue
                }
            }
        }
        return kinds.count == 1 ? kinds.first : nil
    }

    // MARK: UIKit

    /// UIKit's view life cycle: a view controller put on screen loads its view and appears. For each screen type of the
    /// app's shown, its `loadView`, `viewDidLoad`, `viewWillAppear` and `viewDidAppear` run (once per walk) when they, or
    /// the methods of its own they call, embed children (`addChild`, `setViewControllers`, `viewControllers = …`): the
    /// tabs a container builds from what its initializer was handed (`for (tab, screen) in tabs { addChild(screen) }`).
    func loadViews(of values: [Value]) {
        for case .instance(let type) in values where Conventions.isScreenValueType(type) && linker.typesByName[type] != nil {
            guard loadedViews.insert(type).inserted else { continue }
            for name in Self.lifecycleMethods {
                for index in functions(named: name, in: type) where embedsChildren(index, depth: 0) {
                    _ = call(index, selfType: type, arguments: [:])
                }
            }
            if exhausted { loadedViews.remove(type) }
        }
    }
    static let lifecycleMethods = ["loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear"]

    /// Whether function `index`, or a method of its own type it calls (two calls deep), embeds a child screen.
    private func embedsChildren(_ index: Int, depth: Int) -> Bool {
        if depth == 0, let known = embedsMemo[index] { return known }
        let fact = linker.functions[index].fact
        var result = false
        for step in fact.steps where !result {
            if case .member(_, "viewControllers")? = step.target { result = true; break }
            guard case .call(let callee, _, _) = step.value else { continue }
            switch callee {
            case .name("addChild"), .member(_, "addChild"), .member(_, "setViewControllers"), .name("setViewControllers"):
                result = true
            case .name(let helper), .member(.selfValue, let helper):
                if depth < 2, let owner = fact.owner {
                    result = functions(named: helper, in: owner).contains { $0 != index && embedsChildren($0, depth: depth + 1) }
                }
            default:
                continue
            }
        }
        if depth == 0 { embedsMemo[index] = result }
        return result
    }

    /// A screen shown with what it holds: a view controller (of no module, or of a bare one) whose own code embeds one
    /// of its properties (`addChild(contentViewController)`) shows, with itself, what this run stored into that
    /// property (`popup.setContentViewController(form)`, then `present(popup)`: the form is presented too).
    func withContent(_ values: [Value]) -> [Value] {
        var added: Set<Value> = []
        // A module's own container (tabs it embeds) shows them as its embeds, its own routes: only a container of no
        // module, or of a module that is nothing but its view and the view's interface (the app's popup: no presenter,
        // router or builder of its own), is shown as what it holds.
        for case .instance(let type) in values where isBareContainer(type) {
            for property in embeddedProperties(of: type) {
                for value in stores[Member(owner: type, name: property)] ?? [] where !values.contains(value) { added.insert(value) }
            }
        }
        return added.isEmpty ? values : Self.capped(Set(values).union(added))
    }

    /// Whether `type` is no module's screen, or the screen of a module made of its view and interfaces only.
    private func isBareContainer(_ type: String) -> Bool {
        guard let id = moduleID(of: type) else { return true }
        guard let draft = linker.modules.byID[id] else { return false }
        return draft.roles.isSubset(of: [.view, .moduleAPI, .interfaces, .storyboardScene])
    }

    /// The stored properties `type`'s own code (or a superclass's) embeds as a child view controller:
    /// `addChild(self.content)`, or `addChild(x)` where `x` is bound to one (`if let x = self.content`).
    private func embeddedProperties(of type: String) -> [String] {
        if let known = embeddedMemo[type] { return known }
        var result: Set<String> = []
        for current in [type] + ancestors(of: type) {
            for index in linker.functionsByOwner[current] ?? [] where inProject(linker.functions[index].project) {
                let fact = linker.functions[index].fact
                func property(of value: ValueFact, depth: Int) -> String? {
                    switch value {
                    case .member(.selfValue, let name): return name
                    case .typed(let inner, _): return property(of: inner, depth: depth)
                    case .name(let name):
                        if fact.parameters.contains(name) { return nil }
                        let bound = fact.steps.filter { $0.kind == .bind && $0.name == name }
                        if bound.isEmpty { return hasProperty(name, in: current) ? name : nil }
                        guard depth < 2 else { return nil }
                        return bound.lazy.compactMap { property(of: $0.value, depth: depth + 1) }.first
                    default: return nil
                    }
                }
                for step in fact.steps {
                    guard case .call(let callee, _, let arguments) = step.value, arguments.count == 1 else { continue }
                    switch callee {
                    case .name("addChild"), .member(.selfValue, "addChild"):
                        if let name = property(of: arguments[0], depth: 0) { result.insert(name) }
                    default: continue
                    }
                }
            }
        }
        let sorted = result.sorted()
        embeddedMemo[type] = sorted
        return sorted
    }

    /// `storyboard.instantiateViewController(withIdentifier: Ids.welcome)`: the scene with that storyboard identifier
    /// (the module its controller, or a container's root, belongs to); nil for any other call, or an identifier of no
    /// scene the link knows.
    func instantiatedScenes(_ method: String, labels: String, arguments: [[Value]]) -> [Value]? {
        guard method == "instantiateViewController", labels == "withIdentifier:" || labels == "identifier:" || labels == "identifier:creator:"
        else { return nil }
        var scenes: Set<Value> = []
        for case .literal(let text) in arguments.first ?? [] where text.hasPrefix("\"") && text.count > 2 {
            let identifier = String(text.dropFirst().dropLast())
            if let found = linker.modules.byStoryboardID[identifier], let draft = linker.pick(found, project: project) {
                scenes.insert(.screen(draft.id))
            }
        }
        return scenes.isEmpty ? nil : Self.capped(scenes)
    }

    /// An object of a type whose initializer is not the app's (`UINavigationController(rootViewController: x)`,
    /// `UIHostingController(rootView: v)`, `Group { … }`, and the app's subclass of one with no initializer of its own:
    /// `AppNavigationController(rootViewController: x)`): it holds what it was handed, a closure's by what it builds.
    /// SwiftUI's `WindowGroup` sets the root, a `NavigationLink` pushes its destination, a `TabView` embeds each view
    /// its content builds.
    func platformObject(_ type: String, labels: String, arguments: [[Value]], at site: Site?) -> Set<Value> {
        var result: Set<Value> = [.instance(type)]
        for argument in arguments {
            for value in argument {
                if case .closure(let function, let index, let selfType) = value {
                    result.formUnion(closureResult(function: function, index: index, selfType: selfType))
                } else {
                    result.insert(value)
                }
            }
        }
        if type == "WindowGroup" { record(.setRoot, Self.capped(result.subtracting([.instance(type)])), at: site) }
        // SwiftUI: a `NavigationLink` pushes its destination; a `TabView` embeds each view its content builds.
        if type == "NavigationLink", let destination = Self.argument("destination", labels: labels, in: arguments) {
            record(.push, shown(destination), at: site, onAction: true)
        }
        if type == "TabView" { record(.embed, Self.capped(result.subtracting([.instance(type)])), at: site) }
        return result
    }

    // MARK: SwiftUI

    /// Whether the app declares `type` as a SwiftUI view (it adopts `View`, directly or through its own protocols, a
    /// protocol of the app's that refines `View` included).
    func isSwiftUIView(_ type: String) -> Bool {
        adoptedProtocols(type).contains("View") || (linker.typesByName[type] ?? []).contains { linker.types[$0].fact.inherits.contains("View") }
            || ancestors(of: type).contains { $0 == "View" || $0 == "SwiftUI.View" }
    }

    /// `view.modifier(m)`: SwiftUI builds `m.body(content:)` with the view as its content — for a modifier of the app's,
    /// its `body(content:)` runs (a `NavigationLink` there is the modified view's). Nil when no value is the app's modifier.
    func modifiedViews(_ bases: [Value], _ modifiers: [Value]) -> [Value]? {
        var result: Set<Value> = []
        var ran = false
        for case .instance(let type) in modifiers {
            for index in functions(named: "body", in: type) where linker.functions[index].fact.signature == "body(content:)" {
                ran = true
                result.formUnion(call(index, selfType: type, arguments: [linker.functions[index].fact.parameters[0]: bases]))
            }
        }
        return ran ? Self.capped(result.union(bases)) : nil
    }

    /// A SwiftUI view's `body` that builds another module's screen (`var body: some View { Home.RootView(…) }`) holds
    /// it as its child: an embed from the view's module, unless the walk sees the child shown another way (a link's
    /// destination is among what the body builds too, and is that link's route).
    func composes(_ built: [Value], in type: String, body: FunctionFact, index: Int, frame: Frame) {
        guard let module = moduleID(of: type), isSwiftUIView(type),
              let step = body.steps.first(where: { $0.kind == .returns }) else { return }
        let children = built.filter { value in moduleID(of: value).map { $0 != module } ?? false }
        guard !children.isEmpty else { return }
        var site = Site(function: index, step: step, inheritedBranch: frame.inheritedBranch)
        site.subject = nil
        record(.embed, children, at: site, container: [.instance(type)], attaches: true)
    }

    /// SwiftUI view modifiers that put up the view their last (content or destination) closure builds.
    static let swiftUIPresentations: [String: Transition] = [
        "sheet": .present, "fullScreenCover": .present, "popover": .present, "navigationDestination": .push,
    ]

    /// The argument passed with `label` (by the position of its label in `labels`).
    static func argument(_ label: String, labels: String, in arguments: [[Value]]) -> [Value]? {
        let given = labels.split(separator: ":", omittingEmptySubsequences: false).dropLast()
        guard let position = given.firstIndex(where: { $0 == label }), position < arguments.count else { return nil }
        return arguments[position]
    }

    /// What a value shows: a closure's, what it builds; any other value, itself.
    func shown(_ values: [Value]) -> [Value] {
        var result: Set<Value> = []
        for value in values {
            if case .closure(let function, let index, let selfType) = value {
                result.formUnion(closureResult(function: function, index: index, selfType: selfType))
            } else {
                // A SwiftUI view of the app's that is no module's screen (a lazy wrapper around the destination) shows
                // what its `body` builds, read now, while what it was made with is known.
                if case .instance(let type) = value, moduleID(of: type) == nil, isSwiftUIView(type), let body = bodyValues(of: type),
                   body.contains(where: { moduleID(of: $0) != nil }) {
                    result.formUnion(body.filter { moduleID(of: $0) != nil })
                } else {
                    result.insert(value)
                }
            }
        }
        return Self.capped(result)
    }

    // MARK: Collections and libraries

    /// A call on a collection: one that runs a closure on the elements (``FactsVisitor/elementClosures``: `map`'s
    /// value is what the closure returns; `first`, `filter`, `sorted` also give the elements), or `enumerated()`,
    /// `reversed()` (the same values, in another order). Nil for any other call.
    func collectionCall(_ bases: [Value], _ method: String, arguments: [[Value]]) -> [Value]? {
        var result: Set<Value> = []
        if FactsVisitor.elementClosures.contains(method) {
            for argument in arguments.flatMap({ $0 }) {
                switch argument {
                case .closure(let closureFunction, let index, let selfType):
                    result.formUnion(closureResult(function: closureFunction, index: index, selfType: selfType))
                case .method:
                    // `kinds.map(page(for:))`: the method is called with each element.
                    result.formUnion(callValues([argument], labels: "", arguments: [bases]))
                default:
                    continue
                }
            }
            if method == "first" || method == "last" || method == "filter" || method == "sorted" { result.formUnion(bases) }
            return Self.capped(result)
        }
        // `screens.enumerated()`, `reversed()`: the same values, in another order.
        if method == "enumerated" || method == "reversed", arguments.isEmpty {
            for base in bases where !declaresMember(method, base) { result.insert(base) }
            return Self.capped(result)
        }
        return nil
    }

    /// A dependency container (Swinject's `resolve(P.self)`, and containers of the same shape): what the factories
    /// registered for `P` build, and a value of type `P`. A container keeps a factory under its type and its key
    /// (`register(UIViewController.self, name: Cart.tag) { … }`), and `resolve(UIViewController.self, name: key)` runs
    /// only the factories registered under that key — the key folded to a string the walk knows (a literal, a constant
    /// holding one); `resolve(P.self)` with no key, only those registered with none. A key the walk cannot fold runs
    /// none: no guess among the registrations.
    func resolved(_ arguments: [[Value]], labels: String, at site: Site?) -> Set<Value> {
        guard let first = arguments.first else { return [] }
        var keys: Set<String>?
        if let position = Self.argumentPosition("name", labels: labels) {
            keys = position < arguments.count ? Set(arguments[position].compactMap(Self.stringKey)) : []
        }
        var result: Set<Value> = []
        var keyed = false, ran = false
        for case .metatype(let type) in first {
            result.insert(.instance(type))
            for registration in program.registrations[type] ?? [] {
                let owner = linker.functions[registration.function].fact.owner ?? ""
                if let keys {
                    guard let key = registration.key else { continue }
                    keyed = true
                    guard !keys.isEmpty else { continue }
                    let folded = evaluate(key, in: Frame(function: Self.detached, selfType: owner, arguments: [:])).compactMap(Self.stringKey)
                    guard folded.contains(where: keys.contains) else { continue }
                } else if registration.key != nil {
                    continue
                }
                ran = true
                result.formUnion(closureResult(function: registration.function, index: registration.closure, selfType: owner,
                                               calledWith: [[]] + Self.factoryArguments(arguments, labels: labels)))
            }
        }
        // A key the walk cannot fold (the user's input), or one no registration uses: said where it is resolved.
        if keys != nil, keyed, !ran, muted == 0, let site { unresolvedKeys.insert(Stop(function: site.function, line: site.line, call: "resolve")) }
        return result
    }

    /// What `resolve(T.self, argument: flow)` (`arguments: a, b`) hands the factory: its parameters after the resolver.
    static func factoryArguments<Argument>(_ arguments: [Argument], labels: String) -> [Argument] {
        let names = labels.split(separator: ":", omittingEmptySubsequences: false).dropLast()
        guard let start = names.firstIndex(where: { $0 == "argument" || $0 == "arguments" }) else { return [] }
        return Array(arguments.dropFirst(start))
    }

    /// XCoordinator's `router.trigger(route)`: each coordinator of the app whose `prepareTransition(for:)` takes an enum
    /// declaring the route's case runs with the route bound; the transition each of its `return`s that can run gives
    /// (``NavigationAPI/xCoordinatorTransitions``: `.push(screen)`) shows its first argument, from the module whose code
    /// triggered the route.
    func triggered(_ route: [Value], at site: Site?) {
        let cases = Set(route.compactMap { value -> String? in
            if case .enumCase(_, let name) = value { return name }
            return nil
        })
        guard !cases.isEmpty else { return }
        for index in program.methods["prepareTransition"] ?? [] where inProject(linker.functions[index].project) {
            let fact = linker.functions[index].fact
            guard fact.signature == NavigationAPI.xCoordinatorPrepare, let parameter = fact.parameters.first,
                  let routeType = fact.parameterTypes.first, cases.contains(where: { isCase($0, of: routeType) }),
                  depth < Self.maximumDepth else { continue }
            let frame = Frame(function: index, selfType: fact.owner, arguments: [parameter: route])
            for step in fact.steps where step.kind == .returns && step.closure == nil && !cannotRun(step, in: frame) {
                guard case .call(let callee, _, let arguments) = step.value else { continue }
                let verb: String
                switch callee {
                case .implicitMember(let name), .member(.name("Transition"), let name): verb = name
                default: continue
                }
                guard let transition = NavigationAPI.xCoordinatorTransitions[verb], transition.isBack || !arguments.isEmpty else { continue }
                frame.site = Site(function: index, step: step, inheritedBranch: nil)
                record(transition, transition.isBack ? [] : evaluate(arguments[0], in: frame), at: site)
            }
        }
    }

    /// A string literal the walk knows (`"cart"`, with its quotes), as a key.
    private static func stringKey(_ value: Value) -> String? {
        guard case .literal(let text) = value, text.hasPrefix("\"") else { return nil }
        return text
    }

    /// Whether `module` has no code yet (a catalog case or a route target only): planned, with no part to run.
    func isPlanned(_ module: String) -> Bool {
        linker.modules.byID[module]?.components.isEmpty == true
    }

    /// The module a case of the app's module catalog names (`AppModules.cart` → Cart), if `type` is a catalog.
    func catalogModule(_ type: String, _ caseName: String) -> String? {
        guard (linker.typesByName[type] ?? []).contains(where: { linker.types[$0].catalogNames != nil }),
              let found = linker.modules.byName[ModuleNaming.moduleName(fromCase: caseName)] else { return nil }
        return linker.pick(found, project: project)?.id
    }
}
