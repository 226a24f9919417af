import VipermapModel

/// What a type name leads to (``Linker/resolveType(_:project:)``): a module, the name of a module not defined, a
/// screen that is no module, or nothing known.
extension Linker {
    /// What a target resolved to.
    struct Resolution {
        var modules: [Draft] = []
        var undefined: [String] = []
        var opaque = false
        /// Parameters of the enclosing function the target is built from.
        var parameters: [String] = []
        /// Screens that are no module: system controllers and the app's plain view controllers, by type.
        var screens: [Screen] = []

        mutating func add(_ other: Resolution) {
            for draft in other.modules where !modules.contains(where: { $0 === draft }) { modules.append(draft) }
            undefined += other.undefined.filter { !undefined.contains($0) }
            opaque = opaque || other.opaque
            parameters += other.parameters
            for screen in other.screens where !screens.contains(screen) { screens.append(screen) }
        }
    }

    // MARK: Resolution

    /// The methods named `name` that a call on `owner` reaches: the owner's own, else those of the types it inherits
    /// from that the app declares or extends (`extension UITabBarController { func wrap(_:) }` for a tab bar
    /// subclass), nearest first; with `include`, only declarations of the projects it accepts (a walk's own, where two
    /// apps in one folder may each declare `MainTabBarModuleBuilder.build()`).
    func functions(named name: String, in owner: String, where include: ((String?) -> Bool)? = nil) -> [Int] {
        functions(in: owner, where: include) { declared(name, in: $0) }
    }

    /// The nearest of `owner` and the types it inherits from whose `declarations` are not empty, keeping those of the
    /// projects `include` accepts.
    private func functions(in owner: String, where include: ((String?) -> Bool)?, _ declarations: (String) -> [Int]) -> [Int] {
        func kept(_ type: String) -> [Int] {
            let all = declarations(type)
            guard let include else { return all }
            return all.filter { include(functions[$0].project) }
        }
        var found = kept(owner)
        if found.isEmpty {
            hierarchy.forEachSupertype(of: owner, where: include ?? { _ in true }) { type in
                found = kept(type)
                return found.isEmpty
            }
        }
        return found
    }

    /// The methods named `name` whose argument labels fit `labels` that a call on `owner` reaches, nearest first
    /// (``functions(named:in:)`` by full name): Swift picks an overload by its labels, so a nearer type declaring only
    /// other overloads (`open(filter:)` where `open(series:)` is called) does not hide a farther one.
    func functions(named name: String, in owner: String, fitting labels: String, where include: ((String?) -> Bool)? = nil) -> [Int] {
        functions(in: owner, where: include) { declared(name, in: $0, fitting: labels) }
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

    /// Whether the app declares `name` as a class (not only an extension) that inherits from a view controller, and no
    /// module has it among its parts.
    func isScreenOfNoModule(_ name: String) -> Bool {
        guard modules.byType[name] == nil,
              (typesByName[name] ?? []).contains(where: { types[$0].fact.kind == .class }) else { return false }
        return hierarchy.supertypes(of: name).contains(where: Conventions.isControllerValueType)
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
        // A module's name names it (`.screen("Cart")`, a tag) — unless the app declares a view controller of that very
        // name that no module has among its parts (`class SideMenu: UIViewController`, a container the app's flow
        // wraps around the menu module): the name is that type's, a screen of no module.
        if let found = modules.byName[name], let draft = pick(found, project: project), !isScreenOfNoModule(name) {
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

    /// The types a property of `owner` may hold: its declared type, the types its initializer builds, and the types
    /// that conform to them (an injected builder typed by a protocol), in that order.
    func typesOf(property name: String, in owner: String) -> [String] {
        var declared: [String] = []
        for index in typesByName[owner] ?? [] {
            for property in types[index].fact.properties where property.name == name {
                if let typeName = property.typeName { declared.append(typeName) }
                if let built = property.value?.constructedType { declared.append(built) }
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

extension ValueFact {
    /// The type this value constructs or names (`Router()`, `Router.init(view: v)`, `Router.self`, kept through a cast or
    /// `??`'s first operand): nil for anything else.
    var constructedType: String? {
        switch self {
        case .call(.name(let type), _, _), .call(.member(.name(let type), "init"), _, _), .member(.name(let type), "self"):
            return type.first?.isUppercase == true ? type : nil
        case .typed(let inner, _):
            return inner.constructedType
        case .either(let values):
            return values.first?.constructedType
        default:
            return nil
        }
    }
}
