import VipermapModel

/// What role of which module each type is: from its name (``classify(_:simpleName:parentName:file:)``), then, once every
/// file is known, from the presenter a view holds, the screen a factory builds and the protocols a type adopts.
extension Linker {
    /// Role and module of a declared type (not an extension), from its name, kind, inherited types and file.
    static func classify(_ fact: TypeFact, simpleName simple: String, parentName: String?, file: String) -> (String, ComponentRole)? {
        let classification = classifyByName(fact, simpleName: simple, parentName: parentName, file: file)
        if classification?.1 == .view, isNoScreen(fact) { return nil }
        return classification
    }

    /// A class declared with no superclass is a root class, no `UIViewController`; a struct that adopts nothing is no
    /// SwiftUI `View`: whatever its name says (`final class NavigationFlowController {`), no screen.
    static func isNoScreen(_ fact: TypeFact) -> Bool {
        (fact.kind == .class || fact.kind == .struct) && fact.inherits.isEmpty
    }

    private static func classifyByName(_ fact: TypeFact, simpleName simple: String, parentName: String?, file: String) -> (String, ComponentRole)? {
        if ModuleNaming.isTestDouble(simple) { return nil }
        if fact.inherits.contains(where: ModuleNaming.foreignConformances.contains) { return nil }
        if let parent = parentName, let role = ModuleNaming.namespacedRoles[simple] {
            let module = NameScan.lastComponent(parent, separator: ".") ?? parent
            // `LoginViewController.View` is a view's helper, not the `View` of a `LoginViewController` module.
            if ModuleNaming.isModuleName(module), !Conventions.isCatalogName(module),
               ModuleNaming.split(module, kind: .class) == nil, ModuleNaming.split(module, kind: .protocol) == nil {
                return (module, role)
            }
        }
        if parentName.map({ NameScan.components($0, separator: ".").contains(where: Conventions.isCatalogByName) }) == true {
            return nil
        }
        if let split = ModuleNaming.split(simple, kind: fact.kind) { return split }
        // Protocols of `XContract.swift` / `XInterfaces.swift` / `XModuleAPI.swift` whose names do not say their role.
        if fact.kind == .protocol, parentName == nil {
            let fileName = NameScan.lastComponent(file, separator: "/") ?? file
            for (suffix, role) in [("Contract.swift", ComponentRole.contract), ("Interfaces.swift", .interfaces),
                                   ("ModuleAPI.swift", .moduleAPI), ("Protocols.swift", .contract)] where fileName.hasSuffix(suffix) {
                let module = String(fileName.dropLast(suffix.count))
                if ModuleNaming.isModuleName(module), simple.hasPrefix(module) { return (module, role) }
            }
        }
        return nil
    }

    /// A view controller whose name names no module of its own (`OnboardingPagesController`,
    /// `CustomHomeTabBarController`) is the view of the module whose presenter it holds (`var presenter:
    /// OnboardingPresenterProtocol!`, `var output: OnboardingViewOutput!`): the module's builder wires them together.
    mutating func classifyViewsByPresenter() {
        func presenterModule(_ typeName: String) -> String? {
            if let split = ModuleNaming.split(typeName, kind: .class), split.role == .presenter { return split.module }
            guard let split = ModuleNaming.split(typeName, kind: .protocol), split.role == .moduleAPI,
                  typeName.contains("Presenter") || typeName.contains("ViewOutput") || typeName.contains("EventHandler")
            else { return nil }
            return split.module
        }
        let screenParts = ["Presenter", "Router", "Interactor", "Wireframe"], assemblers = ["Builder", "Assembly", "Configurator"]
        // Modules with a builder or configurator however it is named (`SplashSceneBuilder` building Splash's screen).
        var assembled: Set<String> = []
        for record in types {
            if let own = record.classification, own.role == .builder || own.role == .configurator { assembled.insert(own.module) }
        }
        func hasOwnParts(_ module: String, _ suffixes: [String]) -> Bool {
            suffixes.contains { typesByName[module + $0] != nil }
        }
        for index in types.indices {
            let record = types[index]
            let fact = record.fact
            guard fact.kind == .class, record.parentName == nil,
                  record.simpleName.hasSuffix("Controller") || fact.inherits.contains(where: { $0.hasSuffix("Controller") })
            else { continue }
            // A variant of X's view (`MenuTableViewController` holding Menu's presenter, put together by a
            // `MenuTableConfigurator` that builds Menu's presenter and router): its name's module has an assembler
            // and nothing else of a screen.
            var variant: String?
            if let own = record.classification {
                if own.role != .view || hasOwnParts(own.module, screenParts) { continue }
                if hasOwnParts(own.module, assemblers) || assembled.contains(own.module) { variant = own.module }
            }
            let modules = Set(fact.properties.compactMap { $0.typeName.flatMap(presenterModule) })
            guard modules.count == 1, let module = modules.first, module != record.classification?.module,
                  hasOwnParts(module, screenParts + assemblers) else { continue }
            if let variant {
                guard variant.hasPrefix(module), hasOwnParts(module, screenParts) else { continue }
                for suffix in assemblers {
                    for assembler in typesByName[variant + suffix] ?? [] where types[assembler].classification?.module == variant {
                        reclassify(types[assembler], as: (module, types[assembler].classification?.role ?? .configurator))
                    }
                }
            }
            reclassify(record, as: (module, .view))
        }
    }

    /// Apps move between architectures screen by screen: a per-screen factory with no presenter or router is its
    /// screen's builder. A type `XModule` or `XFactory` of no role (a struct, enum or class) one of whose functions
    /// constructs X's own view controller (`InvoiceModule.make(id:)` returning `InvoiceViewController(viewModel: …)`,
    /// `ReceiptModule.launch(mode:)` showing it) is X's builder; with that view it makes X a module, and X's view
    /// model joins it. The view must be a controller: a factory of a `UIView` (`BadgeFactory` making `BadgeView`) is
    /// no screen's, and a view controller no factory of its own builds stays a plain screen.
    mutating func classifyScreenFactories() {
        for record in types where record.classification == nil && record.parentName == nil {
            let fact = record.fact
            guard fact.kind == .struct || fact.kind == .enum || fact.kind == .class else { continue }
            let name = record.simpleName
            guard let suffix = ["Module", "Factory"].first(where: { name.hasSuffix($0) && name.count > $0.count }) else { continue }
            let module = String(name.dropLast(suffix.count))
            guard ModuleNaming.isModuleName(module) else { continue }
            let views = Set(["ViewController", "Controller"].flatMap { suffix in
                (typesByName[module + suffix] ?? []).filter { index in
                    let view = types[index]
                    return view.fact.kind == .class && view.parentName == nil && view.classification?.module == module
                        && view.classification?.role == .view && (view.project == record.project || view.project == nil || record.project == nil)
                }.map { types[$0].fact.qualifiedName }
            })
            guard !views.isEmpty else { continue }
            let builds = (functionsByOwner[fact.qualifiedName] ?? []).contains { index in
                functions[index].project == record.project && Self.constructs(views, in: functions[index].fact)
            }
            if builds { reclassify(record, as: (module, .builder)) }
        }
        // A subclass of module Y's builder named for another module X that has parts of its own
        // (`class ArchiveModule: ShelfModule` beside `ArchiveInteractor`) builds X: X's screen is Y's view and router,
        // reused with X's own parts, and X is a module though it declares no view of its own.
        for record in types where record.classification == nil && record.parentName == nil && record.fact.kind == .class {
            let name = record.simpleName
            guard let suffix = ["Module", "Factory", "Builder"].first(where: { name.hasSuffix($0) && name.count > $0.count }) else { continue }
            let module = String(name.dropLast(suffix.count))
            guard ModuleNaming.isModuleName(module), let parent = record.fact.inherits.first,
                  let reused = (typesByName[parent] ?? []).compactMap({ types[$0].classification }).first(where: { $0.role == .builder })?.module,
                  reused != module, hasOtherParts(module, than: record) else { continue }
            reclassify(record, as: (module, .builder))
            reusingBuilders[record.fact.qualifiedName] = (module, reused)
        }
    }

    /// Whether a function's body calls an initializer of one of `types` (`InvoiceViewController(viewModel: vm)`).
    static func constructs(_ types: Set<String>, in function: FunctionFact) -> Bool {
        function.containsCall { callee in
            if case .name(let type) = callee, types.contains(type) { return true }
            if case .member(.name(let type), "init") = callee, types.contains(type) { return true }
            return false
        }
    }

    /// Roles a protocol's name gives the types that conform to it (`DefaultAccountPresenter: AccountPresenter`).
    private static let conformanceRoles: Set<ComponentRole> = [.presenter, .interactor, .view, .router, .wireframe, .builder, .configurator]

    /// Whether two names of eight letters or more differ by one letter replaced, added or dropped (`ForgettPasswort`,
    /// `ForgettPassword`); shorter ones one letter apart are as often different words (`Cart`, `Card`).
    static func oneLetterOff(_ a: String, _ b: String) -> Bool {
        let a = Array(a), b = Array(b)
        guard a != b, abs(a.count - b.count) <= 1, min(a.count, b.count) >= 8 else { return false }
        let prefix = zip(a, b).prefix { $0 == $1 }.count
        let suffix = zip(a.reversed(), b.reversed()).prefix { $0 == $1 }.count
        return prefix + suffix >= max(a.count, b.count) - 1
    }

    /// Whether a declaration other than `record` (and its extensions) is a part of `module`. A scan of every type:
    /// asked only for a name one letter off another module's (``oneLetterOff(_:_:)``).
    /// Whether a declared type other than `record` is a part of `module` (and, when given, satisfies `condition`).
    private func hasOtherParts(_ module: String, than record: TypeRecord, where condition: (Int) -> Bool = { _ in true }) -> Bool {
        types.indices.contains { index in
            let other = types[index]
            return other.classification?.module == module && other.fact.kind != .extension
                && other.fact.qualifiedName != record.fact.qualifiedName && condition(index)
        }
    }

    /// A type that conforms to a protocol of the app named `X<Role>` (`AccountPresenter`, `AccountWireframeFactory`)
    /// is that role of X whatever its own name (`DefaultAccountPresenter`, `AccountPresenterImpl`); the protocol is
    /// X's module API. Its own name still wins when it names another module, unless that name only wraps X
    /// (`DefaultAccount`, `AccountImpl`) or is a typo of X (``oneLetterOff(_:_:)``). `X<Role>Protocol` counts as `X<Role>`.
    /// Conformances added by extensions count.
    mutating func classifyByConformance() {
        var roleOfProtocol: [String: (module: String, role: ComponentRole)] = [:]
        for name in protocols {
            // `IAccountRouter` is the protocol of `AccountRouter` (``ModuleNaming/interfaceNamed(_:)``).
            let plain = ModuleNaming.interfaceNamed(name) ?? name
            if let split = ModuleNaming.split(plain, kind: .class), Self.conformanceRoles.contains(split.role) {
                roleOfProtocol[name] = split
            } else if plain.hasSuffix("Protocol"), let split = ModuleNaming.split(String(plain.dropLast("Protocol".count)), kind: .class),
                      [.presenter, .interactor, .router, .wireframe].contains(split.role) {
                // `ForgettPasswordPresenterProtocol` (seed 004): adopted by the presenter of ForgettPassword.
                roleOfProtocol[name] = split
            }
        }
        guard !roleOfProtocol.isEmpty else { return }
        // What each declared type conforms to, its extensions' conformances included, in the types' order.
        var conformances: [Int: [String]] = [:]
        for index in types.indices {
            let fact = types[index].fact
            let named = fact.inherits.filter { roleOfProtocol[$0] != nil }
            if named.isEmpty { continue }
            if fact.kind == .extension {
                for declared in typesByName[fact.qualifiedName] ?? [] where types[declared].fact.kind != .extension && types[declared].fact.kind != .protocol {
                    conformances[declared, default: []] += named
                }
            } else if fact.kind != .protocol {
                conformances[index, default: []] += named
            }
        }
        var protocolModules: [String: String] = [:]
        for index in conformances.keys.sorted() {
            let record = types[index]
            let named = conformances[index] ?? []
            let splits = named.compactMap { roleOfProtocol[$0] }
            guard let first = splits.first else { continue }
            if !splits.allSatisfy({ $0.module == first.module }) {
                // One router of the whole app adopting every module's router protocol (`struct AppRouter: HomeRouter,
                // DetailRouter`) is no module's router: its routes belong to the modules that call it.
                let navigating: Set<ComponentRole> = [.router, .wireframe]
                if let own = record.classification, navigating.contains(own.role),
                   Set(splits.filter { navigating.contains($0.role) }.map(\.module)).count >= 2 {
                    record.classification = nil
                }
                // Otherwise (`AccountView`, `WalletView` on one type) the type's own name decides.
                continue
            }
            let role = splits.first(where: { $0.role == record.classification?.role })?.role ?? first.role
            if let own = record.classification {
                if own.module == first.module {
                    for name in named { protocolModules[name] = first.module }
                    continue
                }
                // Its own name wins when it names a module of its own: a conformance adds to a module, it never
                // renames one (`EditNoteRouter: NoteRouterProtocol` beside `EditNoteViewController`, which adopts
                // no role protocol of the app's, stays EditNote's). A name that only wraps the protocol's module —
                // every other part of it adopts role protocols too (`DefaultWalletPresenter: WalletPresenter` beside
                // `DefaultWalletInteractor: WalletInteractor`) — names none, nor does a typo of it that no other part
                // shares (`ForgettPasswortPresenter: ForgettPasswordPresenterProtocol`).
                guard own.role == role else { continue }
                if own.module.hasSuffix(first.module) || own.module.hasPrefix(first.module) {
                    if hasOtherParts(own.module, than: record, where: { (conformances[$0] ?? []).isEmpty }) { continue }
                } else if !(Self.oneLetterOff(own.module, first.module) && !hasOtherParts(own.module, than: record)) {
                    continue
                }
            } else if ModuleNaming.isTestDouble(record.simpleName) || record.fact.inherits.contains(where: ModuleNaming.foreignConformances.contains)
                        || (role == .view && Self.isNoScreen(record.fact)) {
                continue
            }
            reclassify(record, as: (first.module, role))
            for name in named { protocolModules[name] = first.module }
        }
        // The protocols a component of X conforms to are X's module API.
        for (name, module) in protocolModules {
            for index in typesByName[name] ?? [] where types[index].fact.kind == .protocol && types[index].classification == nil {
                reclassify(types[index], as: (module, .moduleAPI))
            }
        }
    }

    /// Modules as namespaces: a case-less enum of the app's (`enum Cart {}`) is a namespace, and the types declared in it
    /// (`extension Cart { struct RootView: View { @StateObject var state: StateModel }; final class StateModel }`) are
    /// its members, whatever their names. A namespace is a module when one member is a screen — it adopts SwiftUI's
    /// `View` or inherits a view controller, directly or through the app's own types — that holds another member (its
    /// state or presenter): the two are wired together. The screen is the view, what it holds the view model (unless
    /// its name gives it a role), the namespace the module's scope.
    mutating func classifyNamespaces() {
        var namespaces: Set<String> = []
        for record in types where record.fact.kind == .enum && record.fact.cases.isEmpty && record.catalogNames == nil {
            namespaces.insert(record.fact.qualifiedName)
        }
        guard !namespaces.isEmpty else { return }
        var members: [String: [Int]] = [:]
        for index in types.indices where types[index].fact.kind != .extension && types[index].fact.kind != .protocol {
            guard let parent = types[index].parentName, namespaces.contains(parent) else { continue }
            members[parent, default: []].append(index)
        }
        for (namespace, parts) in members.sorted(by: { $0.key < $1.key }) {
            let module = NameScan.lastComponent(namespace, separator: ".") ?? namespace
            guard ModuleNaming.isModuleName(module), !Conventions.isCatalogName(module) else { continue }
            var wired = false
            // A member's name says nothing about its module (`Home.RootView` is no module `Root`): the namespace does.
            for screen in parts where isScreenDeclaration(types[screen]) {
                // Declared (`@StateObject var state: StateModel`) or given by what its initial value makes (`= Model()`).
                let held = types[screen].fact.properties.compactMap { $0.typeName ?? $0.value?.constructedType }
                let models = parts.filter { $0 != screen && (held.contains(types[$0].simpleName) || held.contains(types[$0].fact.qualifiedName)) }
                guard !models.isEmpty else { continue }
                wired = true
                if types[screen].classification?.module != module { reclassify(types[screen], as: (module, .view)) }
                for model in models where types[model].classification?.module != module {
                    reclassify(types[model], as: (module, .viewModel))
                }
            }
            guard wired else { continue }
            for index in typesByName[namespace] ?? [] where types[index].classification == nil && types[index].fact.kind != .extension {
                reclassify(types[index], as: (module, .scope))
            }
        }
    }

    /// Whether a declared type is a screen by what it inherits: SwiftUI's `View` or a view controller, directly or
    /// through the app's own protocols and classes.
    private func isScreenDeclaration(_ record: TypeRecord) -> Bool {
        let supertypes = record.fact.inherits + hierarchy.supertypes(of: record.fact.qualifiedName)
        return supertypes.contains { $0 == "View" || $0 == "SwiftUI.View" || Conventions.isControllerValueType($0) }
    }
}
