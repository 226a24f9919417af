import VipermapModel

/// Module membership from what a function wires together: the parts a builder or factory function puts together with
/// one screen are that screen's module, whatever their names say.
extension Linker {
    /// Roles whose object a screen's initializer takes as its logic (`StatsViewController(viewModel: vm)`).
    private static let logicRoles: Set<ComponentRole> = [.viewModel, .presenter, .interactor]
    /// Roles of the parts a builder wires to a screen.
    private static let partRoles: Set<ComponentRole> = [.router, .wireframe, .presenter, .interactor, .viewModel]
    /// Roles of a type whose function builds a screen (`SplashSceneBuilder.build()`).
    private static let assemblingRoles: Set<ComponentRole> = [.builder, .configurator]

    /// A function that builds one view controller of the app — constructs it (`PlanViewController(…)`) or takes it
    /// from a storyboard with a cast (`instantiateInitialViewController() as! PlanViewController`) — and returns it
    /// (alone or in a tuple) puts a module together:
    ///
    /// - its owner, when the owner is a builder or configurator whose module has no view, builds that screen: the
    ///   builder joins the screen's module (`SplashSceneBuilder` building `SplashViewController`), or, when the screen's
    ///   name gives it no module (`PlanViewController2`), the screen joins the builder's;
    /// - an object the function constructs and hands to the screen's initializer, when its type is a view model,
    ///   presenter or interactor of a module with no view (`StatsViewController(viewModel: DefaultStatsListViewModel())`),
    ///   is that screen's logic: its module joins the screen's.
    ///
    /// A module that has a view of its own never moves, and a screen the function does not return wires nothing.
    mutating func classifyWiredModules() {
        var joins: [(from: String, to: String)] = []
        var adopted: [(screen: Int, module: String)] = []
        var companionsByModule: [(part: Int, module: String)] = []
        var views: Set<String> = []
        var sizes: [String: Int] = [:]
        for record in types where record.fact.kind != .extension {
            guard let classification = record.classification else { continue }
            if classification.role == .view { views.insert(classification.module) }
            sizes[classification.module, default: 0] += 1
        }
        // The module with fewer parts joins the other; of two alike, the builder's joins the screen's.
        func join(_ part: String, _ screen: String) {
            joins.append((sizes[part, default: 0] > sizes[screen, default: 0]) ? (screen, part) : (part, screen))
        }
        for function in functions {
            guard let (screen, construction, companions) = builtScreen(of: function) else { continue }
            let screenModule = types[screen].classification.flatMap { $0.role == .view ? $0.module : nil }
            if let owner = function.fact.owner, let ownerRecord = ownerRecord(named: owner, project: function.project),
               let own = ownerRecord.classification, Self.assemblingRoles.contains(own.role), !views.contains(own.module) {
                if let screenModule {
                    if screenModule != own.module { join(own.module, screenModule) }
                } else if types[screen].classification == nil {
                    let module = wiredPartModule(of: function, views: views) ?? own.module
                    adopted.append((screen, module))
                    if module != own.module { join(own.module, module) }
                }
            }
            guard let screenModule else { continue }
            // `return (view, viewModel)`: an object handed to the screen's initializer and returned beside it is the
            // screen's input, a part of its module (its view model when its name gives it no role).
            for companion in companions where construction?.contains(companion) == true {
                guard let built = constructedType(companion, in: function),
                      let part = (typesByName[built] ?? []).first(where: { types[$0].fact.kind == .class && types[$0].parentName == nil }),
                      part != screen else { continue }
                if let classification = types[part].classification {
                    if Self.logicRoles.contains(classification.role), classification.module != screenModule, !views.contains(classification.module) {
                        join(classification.module, screenModule)
                    }
                } else if !isControllerClass(part) {
                    companionsByModule.append((part, screenModule))
                }
            }
            for argument in construction ?? [] {
                guard let built = constructedType(argument, in: function),
                      let part = (typesByName[built] ?? []).first(where: { types[$0].fact.kind == .class && types[$0].parentName == nil }),
                      let classification = types[part].classification, Self.logicRoles.contains(classification.role),
                      classification.module != screenModule, !views.contains(classification.module) else { continue }
                join(classification.module, screenModule)
            }
        }
        for (screen, module) in adopted where types[screen].classification == nil {
            reclassify(types[screen], as: (module, .view))
        }
        for (part, module) in companionsByModule where types[part].classification == nil {
            reclassify(types[part], as: (module, .viewModel))
        }
        // One join per module, the first in function order; a module never joins one that itself joins another.
        var target: [String: String] = [:]
        var joined: Set<String> = []
        for join in joins where target[join.from] == nil && target[join.to] == nil && !joined.contains(join.from) {
            target[join.from] = join.to
            joined.insert(join.to)
        }
        for record in types {
            guard let classification = record.classification, let module = target[classification.module] else { continue }
            reclassify(record, as: (module, classification.role))
        }
        dropUnreferencedRouters()
        dropNavigationWrappers()
    }

    /// A router alone — no view, presenter, interactor, builder or storyboard scene beside it — that takes screens as
    /// parameters (`push(_ module: Presentable?)`, where UIKit's view controller adopts `Presentable`) and whose code
    /// constructs no screen of the app's is the app's navigation wrapper (used by every coordinator): it shows only the
    /// screens it is handed, so it is a helper like any other, not a module.
    private mutating func dropNavigationWrappers() {
        var roles: [String: Set<ComponentRole>] = [:]
        for record in types where record.fact.kind != .extension {
            guard let classification = record.classification else { continue }
            roles[classification.module, default: []].insert(classification.role)
        }
        let cataloged = Set(catalog.map(\.name))
        let storyboards = Set(files.compactMap { $0.storyboard == nil ? nil : Self.fileStem($0.path) })
        let alone = Set(roles.compactMap { module, held -> String? in
            held.contains(where: { $0 == .router || $0 == .wireframe }) && held.isSubset(of: [.router, .wireframe, .interfaces])
                && !cataloged.contains(module) && !storyboards.contains(module) ? module : nil
        })
        guard !alone.isEmpty else { return }
        let routers = types.indices.filter { index in
            guard let classification = types[index].classification, alone.contains(classification.module) else { return false }
            return classification.role == .router || classification.role == .wireframe
        }
        var moduleOfRouter: [String: String] = [:]
        for index in routers { moduleOfRouter[types[index].fact.qualifiedName] = types[index].classification?.module }
        var buildsScreen: Set<String> = [], takesScreen: Set<String> = []
        for function in functions {
            guard let owner = function.fact.owner, let module = moduleOfRouter[owner] else { continue }
            for step in function.fact.steps where constructsScreen(step.value) { buildsScreen.insert(module) }
            if function.fact.parameterTypes.contains(where: isScreenParameterType) { takesScreen.insert(module) }
        }
        for index in routers where takesScreen.contains(types[index].classification?.module ?? "")
            && !buildsScreen.contains(types[index].classification?.module ?? "") {
            types[index].classification = nil
        }
    }

    /// Whether a parameter of that declared type is a screen: UIKit's base controllers, or a protocol of the app's that
    /// one of them adopts in an extension (`extension UIViewController: Presentable`).
    private func isScreenParameterType(_ declared: String) -> Bool {
        var type = Substring(declared)
        while let last = type.last, last == "?" || last == "!" { type = type.dropLast() }
        let name = String(type)
        return Self.genericControllers.contains(name)
            || (protocols.contains(name) && hierarchy.extensionAdopters(of: name).contains(where: Self.genericControllers.contains))
    }

    /// Whether `value` constructs a view the app classifies as a module's (`CartViewController()`), anywhere in it.
    private func constructsScreen(_ value: ValueFact) -> Bool {
        switch value {
        case .call(let callee, _, let arguments):
            if case .name(let type) = callee, (typesByName[type] ?? []).contains(where: { types[$0].classification?.role == .view }) { return true }
            return constructsScreen(callee) || arguments.contains(where: constructsScreen)
        case .member(let base, _), .typed(let base, _): return constructsScreen(base)
        case .collection(let elements), .either(let elements): return elements.contains(where: constructsScreen)
        case .dictionary(let keys, let values): return (keys + values).contains(where: constructsScreen)
        case .element(let base, let key): return constructsScreen(base) || constructsScreen(key)
        case .name, .selfValue, .superValue, .implicitMember, .closure, .literal, .opaque, .instance: return false
        }
    }

    /// A path's file name without its extension (`Flows/Main.storyboard` → `Main`).
    static func fileStem(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.split(separator: ".").first.map(String.init) ?? name
    }

    /// The app's own classes a window is given as its root where they are made (`window.rootViewController =
    /// ShellViewController()`).
    func constructedWindowRoots() -> Set<String> {
        var roots: Set<String> = []
        for function in functions {
            for step in function.fact.steps {
                guard case .member(_, "rootViewController")? = step.target, case .call(.name(let type), _, _) = step.value,
                      (typesByName[type] ?? []).contains(where: { types[$0].fact.kind == .class }) else { continue }
                roots.insert(type)
            }
        }
        return roots
    }

    /// The view controller the launch code makes as the window's root (`window.rootViewController = ShellViewController()`),
    /// with no builder: when a router or wireframe beside it is one no code outside it names — no property, parameter or
    /// return of that type, no construction, no `T.self`, no subclass, no storyboard — the two are never wired together,
    /// and the root is a plain container of no module (a `ShellWireframe` left beside `ShellViewController`).
    private mutating func dropUnreferencedRouters() {
        let windowRoots = constructedWindowRoots()
        guard !windowRoots.isEmpty else { return }
        var rootModules: [String: Set<ComponentRole>] = [:]
        for record in types where record.fact.kind != .extension {
            guard let classification = record.classification else { continue }
            rootModules[classification.module, default: []].insert(classification.role)
        }
        let shells = Set(types.compactMap { record -> String? in
            guard windowRoots.contains(record.fact.qualifiedName), let classification = record.classification, classification.role == .view,
                  let roles = rootModules[classification.module],
                  roles.isSubset(of: [.view, .router, .wireframe, .moduleAPI, .interfaces]) else { return nil }
            return classification.module
        })
        let routing = types.indices.filter { index in
            guard let classification = types[index].classification, shells.contains(classification.module) else { return false }
            return (classification.role == .router || classification.role == .wireframe) && types[index].fact.kind != .protocol
        }
        guard !routing.isEmpty else { return }
        var referenced: Set<String> = []
        func note(_ written: String) {
            var word = ""
            for character in written {
                if character.isLetter || character.isNumber || character == "_" || character == "." {
                    word.append(character)
                } else {
                    if !word.isEmpty { referenced.insert(NameScan.lastComponent(word, separator: ".") ?? word); word = "" }
                }
            }
            if !word.isEmpty { referenced.insert(NameScan.lastComponent(word, separator: ".") ?? word) }
        }
        func scan(_ value: ValueFact) {
            switch value {
            case .name(let name), .instance(let name): note(name)
            case .member(let base, _): scan(base)
            case .call(let callee, _, let arguments): scan(callee); arguments.forEach(scan)
            case .collection(let elements), .either(let elements): elements.forEach(scan)
            case .dictionary(let keys, let values): keys.forEach(scan); values.forEach(scan)
            case .element(let base, let key): scan(base); scan(key)
            case .typed(let inner, let type): scan(inner); note(type)
            case .selfValue, .superValue, .implicitMember, .closure, .literal, .opaque: break
            }
        }
        for record in types {
            for inherited in record.fact.inherits { note(inherited) }
            for property in record.fact.properties {
                if let type = property.typeName { note(type) }
                if let value = property.value { scan(value) }
            }
            for requirement in record.fact.requirements { note(requirement.signature) }
        }
        for function in functions {
            let owner = function.fact.owner
            for type in function.fact.parameterTypes { note(type) }
            if let type = function.fact.returnType { note(type) }
            for step in function.fact.steps {
                // What a type's own code says of itself wires it to nothing.
                if let owner, routing.contains(where: { types[$0].fact.qualifiedName == owner }) { break }
                scan(step.value)
                if let target = step.target { scan(target) }
            }
        }
        for file in files {
            for scene in file.storyboard?.scenes ?? [] { if let name = scene.customClass { referenced.insert(name) } }
        }
        // A module of a catalog is built from its case by the catalog's library, which makes its parts by name (Viperit's
        // `AppModules.cart.build()` instantiating `CartRouter`).
        let cataloged = Set(catalog.map(\.name))
        for index in routing where !referenced.contains(types[index].simpleName) && !cataloged.contains(types[index].classification?.module ?? "") {
            types[index].classification = nil
        }
    }

    /// The one module with no view whose router, wireframe, presenter, interactor or view model a function constructs
    /// (`let wireframe = MenuWireframe(viewController: vc)` beside a screen named for no module); nil when none or several.
    private func wiredPartModule(of function: FunctionRecord, views: Set<String>) -> String? {
        var modules: Set<String> = []
        for step in function.fact.steps where step.kind == .bind && step.declares && step.closure == nil {
            guard let built = constructedType(step.value, in: function),
                  let part = (typesByName[built] ?? []).first(where: { types[$0].fact.kind == .class || types[$0].fact.kind == .struct }),
                  let classification = types[part].classification, Self.partRoles.contains(classification.role),
                  !views.contains(classification.module) else { continue }
            modules.insert(classification.module)
        }
        return modules.count == 1 ? modules.first : nil
    }

    /// The declared type (not an extension) a function's owner names, in its project.
    private func ownerRecord(named owner: String, project: String?) -> TypeRecord? {
        let simple = NameScan.lastComponent(owner, separator: ".") ?? owner
        return (typesByName[simple] ?? []).lazy.map { self.types[$0] }.first { record in
            record.fact.kind != .extension && record.fact.qualifiedName == owner && (record.project == project || record.project == nil || project == nil)
        }
    }

    /// The view controller class of the app a function returns, built in its body, and the arguments of the
    /// initializer call that built it (nil when a storyboard's cast made it).
    private func builtScreen(of function: FunctionRecord) -> (screen: Int, arguments: [ValueFact]?, companions: [ValueFact])? {
        let steps = function.fact.steps
        var returned: [(value: ValueFact, tuple: [ValueFact])] = []
        for step in steps where step.kind == .returns && step.closure == nil {
            if case .collection(let elements) = step.value {
                returned += elements.map { ($0, elements) }
            } else {
                returned.append((step.value, []))
            }
        }
        for (value, tuple) in returned {
            let typeName: String, arguments: [ValueFact]?
            switch Self.throughLocals(value, of: function.fact) {
            case .call(.name(let type), _, let passed): typeName = type; arguments = passed
            case .call(.member(.name(let type), "init"), _, let passed): typeName = type; arguments = passed
            case .typed(.call, let type): typeName = type; arguments = nil
            default: continue
            }
            guard let index = (typesByName[typeName] ?? []).first(where: { index in
                let record = types[index]
                return record.fact.kind == .class && record.parentName == nil && !Self.isNoScreen(record.fact)
                    && (record.project == function.project || record.project == nil || function.project == nil)
            }) else { continue }
            let record = types[index]
            let supertypes = record.fact.inherits + hierarchy.supertypes(of: record.fact.qualifiedName)
            // A screen of the app: a view controller whose SDK ancestors are the generic ones (`UIViewController`,
            // `UIPageViewController`), not a subclass of a system screen (`UIAlertController`).
            let sdk = supertypes.filter { type in
                Conventions.isControllerValueType(type) && !(typesByName[NameScan.lastComponent(type, separator: ".") ?? type] ?? []).contains { types[$0].fact.kind != .extension }
            }
            guard !sdk.isEmpty, sdk.allSatisfy({ Self.genericControllers.contains(NameScan.lastComponent($0, separator: ".") ?? $0) }) else { continue }
            return (index, arguments, tuple.filter { $0 != value })
        }
        return nil
    }

    /// Whether a declared class is a view controller, directly or through the app's classes.
    private func isControllerClass(_ index: Int) -> Bool {
        let record = types[index]
        return (record.fact.inherits + hierarchy.supertypes(of: record.fact.qualifiedName)).contains(where: Conventions.isControllerValueType)
    }

    /// A value with the locals it names replaced by what the function's body binds them to (`let vm = Model()`, then
    /// `vm` is `Model()`), at most eight hops.
    private static func throughLocals(_ value: ValueFact, of function: FunctionFact) -> ValueFact {
        var current = value
        var hops = 0
        while case .name(let local) = current, hops < 8,
              let bound = function.steps.last(where: { $0.kind == .bind && $0.declares && $0.name == local && $0.closure == nil }) {
            current = bound.value
            hops += 1
        }
        return current
    }

    /// The type an argument's value constructs, directly (`Model()`) or through a local bound to a construction.
    private func constructedType(_ value: ValueFact, in function: FunctionRecord) -> String? {
        switch Self.throughLocals(value, of: function.fact) {
        case .call(.name(let type), _, _), .call(.member(.name(let type), "init"), _, _): return type
        default: return nil
        }
    }
}

