import VipermapModel

/// Calls the walk does not follow into code of the app's, or whose code shows nothing it knows: a dialect's or a
/// library's navigation verb shows what the navigation table, a transition case or the verb itself says.
extension ValueFlow {
    /// A call the walk did not follow into code it knows: a dialect's navigation call whose code is not the app's (its
    /// `BaseWireframe` in a library) shows what the table says; methods of the app's handed to it run; and when it was
    /// handed the window or a screen, it is a ``Stop``.
    func notFollowed(_ api: NavigationAPI.Call?, bases: [Value], _ method: String, labels: String, arguments: [[Value]],
                     at site: Site?) {
        if let api, api.shown != .none, !api.isPlatformSink { show(api, bases: bases, arguments: arguments, labels: labels, at: site) }
        if api == nil, let site, showsWithNamedTransition(method, arguments: arguments, at: site) { return }
        guard !NavigationAPI.isPlatformSinkName(method) else { return }
        // A method of the app's handed to a call the walk does not follow (`auth.signIn(…, completion: handleResult)`):
        // a completion handler runs sooner or later, with arguments the walk does not know.
        for case .method(let owner, let name) in arguments.joined() {
            for index in functions(named: name, in: owner) where linker.functions[index].fact.signature.utf8.contains(UInt8(ascii: "(")) {
                _ = call(index, selfType: owner, arguments: [:])
            }
        }
        if method != "resolve", let site, carriesWindowOrScreen(arguments) {
            let receiver = bases.lazy.compactMap { value -> String? in
                switch value {
                case .instance(let type), .metatype(let type): return type
                default: return nil
                }
            }.first ?? "?"
            noteStop(Stop(function: site.function, line: site.line, call: "\(receiver).\(method)(\(labels))"))
        }
    }

    /// A navigation verb the app does not declare (a wireframe base class kept in a library: `show(viewController:
    /// screen, with: .root)`), handed a screen and an enum case that names a transition (``Conventions/transition(ofCaseName:)``):
    /// the screen is shown so. Whether it was.
    func showsWithNamedTransition(_ method: String, arguments: [[Value]], at site: Site) -> Bool {
        guard Conventions.startsWithNavigationVerb(method) else { return false }
        let transitions = namedTransitions(in: arguments)
        var screens = arguments.joined().filter { value in
            if case .enumCase = value { return false }
            if moduleID(of: value) != nil { return true }
            if case .instance(let type) = value { return Conventions.isScreenValueType(type) }
            return false
        }
        // A routing library's verb that builds the screen in a closure (`router.showScreen(.push) { router in
        // builder.detailView(router: router) }`): what the closure builds.
        if !transitions.isEmpty, screens.isEmpty {
            let closures = arguments.joined().filter { if case .closure = $0 { return true } else { return false } }
            screens = shown(closures).filter { moduleID(of: $0) != nil }
        }
        guard !transitions.isEmpty, !screens.isEmpty else { return false }
        for transition in transitions { record(transition, screens, at: site) }
        return true
    }

    /// The forward transitions the enum cases among `arguments` name (``Conventions/transition(ofCaseName:)``: `.push`,
    /// `.modal`), each once, in a fixed order.
    func namedTransitions(in arguments: [[Value]]) -> [Transition] {
        Set(arguments.joined().compactMap { value -> Transition? in
            guard case .enumCase(_, let name) = value, let transition = Conventions.transition(ofCaseName: name),
                  !transition.isBack else { return nil }
            return transition
        }).sorted { $0.rawValue < $1.rawValue }
    }

    /// Whether a call's arguments hold the window or a module's screen.
    func carriesWindowOrScreen(_ arguments: [[Value]]) -> Bool {
        arguments.contains { values in
            values.contains { value in
                if case .instance("UIWindow") = value { return true }
                return moduleID(of: value) != nil
            }
        }
    }

    /// `method` run on module `module`'s router or wireframe (``moduleParts(_:)``). Whether one had it.
    /// Whether every implementation of `method` a call on `bases` runs has an empty body (and there is one).
    func hasOnlyEmptyBodies(_ method: String, labels: String, on bases: [Value]) -> Bool {
        var found = false
        for case .instance(let type) in bases {
            for (index, _) in implementations(of: method, on: type, labels: labels) {
                guard linker.functions[index].fact.isEmpty else { return false }
                found = true
            }
        }
        return found
    }

    /// Whether a type of the app's declares a method `method` that a call with `labels` fits.
    func declaredByTheApp(_ method: String, labels: String) -> Bool {
        (program.memberOwners[method] ?? []).contains { !functions(named: method, in: $0, fitting: labels).isEmpty }
    }

    /// The screen a pop returns to, when the running calls read exactly one module's screen off the navigation stack
    /// (`viewControllers[count - 2] as! ListViewController` before `popViewController`); none otherwise.
    func poppedTo() -> [Value] {
        let modules = frames.reduce(into: Set<String>()) { $0.formUnion($1.stackScreens) }
        return modules.count == 1 ? [.screen(modules.first!)] : []
    }
}
