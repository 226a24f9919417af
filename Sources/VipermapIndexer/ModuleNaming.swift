import VipermapModel

/// Decides from a type's name (and kind) which module it belongs to and what role it plays.
enum ModuleNaming {
    /// Suffixes of concrete types (classes, structs, enums, actors), longest first so `RouterInput` wins over `Input`.
    static let concreteSuffixes: [(String, ComponentRole)] = [
        ("ModuleConfigurator", .configurator), ("Configurator", .configurator),
        ("ModuleBuilder", .builder), ("ModuleFactory", .builder), ("ViewFactory", .builder), ("ModuleAssembly", .builder),
        ("Assembly", .builder), ("Assembler", .builder), ("Builder", .builder),
        ("RouterInput", .routerInput), ("RouterOutput", .routerOutput),
        ("NavigationOption", .interfaces),
        ("ViewController", .view), ("Controller", .view), ("Wireframe", .wireframe), ("WireFrame", .wireframe), ("Router", .router),
        ("Presenter", .presenter), ("Interactor", .interactor),
        ("Entities", .entity), ("Entity", .entity),
        ("View", .view),
    ]

    /// Suffixes of protocols.
    static let protocolSuffixes: [(String, ComponentRole)] = [
        ("WireframeInterface", .interfaces), ("ViewInterface", .interfaces), ("PresenterInterface", .interfaces),
        ("InteractorInterface", .interfaces), ("RouterInterface", .interfaces),
        ("PresenterToView", .contract), ("ViewToPresenter", .contract), ("InteractorToPresenter", .contract),
        ("PresenterToInteractor", .contract), ("PresenterToRouter", .contract),
        ("InteractorDelegate", .contract), ("Presenting", .contract),
        // Clean Swift (VIP) scene protocols.
        ("RoutingLogic", .contract), ("DataPassing", .contract), ("BusinessLogic", .contract), ("DisplayLogic", .contract),
        ("PresentationLogic", .contract), ("DataStore", .contract), ("Viewing", .contract),
        ("Interacting", .contract), ("Routing", .contract),
        ("ModuleAPI", .moduleAPI), ("API", .moduleAPI),
        ("ViewProtocol", .moduleAPI), ("PresenterProtocol", .moduleAPI), ("InteractorProtocol", .moduleAPI),
        ("RouterProtocol", .moduleAPI), ("WireframeProtocol", .moduleAPI), ("WireFrameProtocol", .moduleAPI), ("BuilderProtocol", .moduleAPI),
        ("ViewInput", .moduleAPI), ("ViewOutput", .moduleAPI), ("InteractorInput", .moduleAPI), ("InteractorOutput", .moduleAPI),
        ("PresenterInput", .moduleAPI), ("PresenterOutput", .moduleAPI), ("RouterInput", .moduleAPI),
        ("ModuleInput", .moduleAPI), ("ModuleOutput", .moduleAPI), ("Routable", .moduleAPI), ("Building", .moduleAPI),
    ]

    /// Names (as a whole, inside a namespace `extension Login { final class Presenter … }`) that are a role.
    static let namespacedRoles: [String: ComponentRole] = [
        "Presenter": .presenter, "Interactor": .interactor, "Router": .router, "Wireframe": .wireframe, "WireFrame": .wireframe,
        "ViewController": .view, "Controller": .view, "View": .view, "Builder": .builder, "Assembly": .builder, "Configurator": .configurator,
        "Entity": .entity, "ModuleBuilder": .builder, "Factory": .builder,
    ]

    /// `X` parts that name infrastructure, not a screen (`BaseWireframe`, `ModuleRouter`, `AnyRouter`).
    static let baseNames: Set<String> = [
        "Base", "Abstract", "Generic", "Any", "Module", "Default", "Common", "Shared", "Core", "Basic",
        // Networking and dependency-injection types that borrow the words (`APIRouter`, `ServiceAssembly`).
        "API", "Api", "Network", "Networking", "Request", "Endpoint", "HTTP", "URL", "Service", "Services", "DI",
        "Dependency", "Dependencies", "Container",
    ]

    /// `X` of app-level launch infrastructure (`AppRouter`, `AppConfigurator`, `ApplicationCoordinator`): not a
    /// screen; what it puts on screen is an entry point.
    static let launchNames: Set<String> = ["App", "Application", "AppRoot"]

    /// Whether a type is app-level launch infrastructure (`AppRouter`, `ApplicationWireframe`).
    static func isLaunchType(_ name: String) -> Bool {
        guard let (module, _) = split(name, kind: .class, allowLaunch: true) else { return false }
        return launchNames.contains(module)
    }

    /// Conformances that make a `…Router` / `…Assembly` something else than a VIPER component
    /// (Alamofire and Moya request routers, Swinject assemblies).
    static let foreignConformances: Set<String> = ["URLRequestConvertible", "TargetType", "Assembly", "Swinject.Assembly", "EndpointType", "URLConvertible"]

    /// Whether a type name is a test double or a test (never a component).
    static func isTestDouble(_ name: String) -> Bool {
        for prefix in ["Mock", "Fake", "Stub", "Spy", "Dummy"] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            if rest.first?.isUppercase == true || rest.isEmpty { return true }
        }
        for suffix in ["Mock", "Spy", "Stub", "Tests", "Test", "Fake", "Dummy", "Double"] where name.hasSuffix(suffix) {
            return true
        }
        return false
    }

    /// Role words a protocol's name may hold before a tail (`PostListInteractorInputProtocol`).
    static let protocolRoleWords = ["ViewController", "WireFrame", "Wireframe", "Router", "Presenter", "Interactor",
                                    "View", "Builder", "Assembly", "Configurator", "Module"]
    /// Tails after the role word in protocol names of VIPER templates (Generamba, tutorials).
    static let protocolTails: Set<String> = [
        "Protocol", "Input", "Output", "InputProtocol", "OutputProtocol", "Interface", "Logic",
        "DataStore", "Contract", "Spec", "Api", "API", "EventHandler",
    ]
    /// After `View`, only tails that no UIKit delegate protocol uses (`HeaderViewDelegate` is no module).
    static let viewTails: Set<String> = ["Protocol", "Input", "Output", "InputProtocol", "OutputProtocol", "Interface", "EventHandler", "Logic"]

    /// `text` without the whitespace around it. A raw identifier (`` `Evil Router` ``, SE-0451) may hold spaces: the
    /// module is named by the words before the role suffix (`Evil`), so `` `Evil Router` `` and `EvilRouter` are the
    /// same module, and a space never starts or ends a module name.
    static func trimmed(_ text: some StringProtocol) -> String {
        var slice = Substring(text)
        while slice.first?.isWhitespace == true { slice.removeFirst() }
        while slice.last?.isWhitespace == true { slice.removeLast() }
        return String(slice)
    }

    /// The module name and role a type name stands for, if any (surrounding whitespace ignored, see ``trimmed(_:)``).
    static func split(_ rawName: String, kind: TypeFact.Kind, allowLaunch: Bool = false) -> (module: String, role: ComponentRole)? {
        let name = trimmed(rawName)
        guard !isTestDouble(name) else { return nil }
        let table = kind == .protocol ? protocolSuffixes : concreteSuffixes
        for (suffix, role) in table where name.hasSuffix(suffix) {
            let module = trimmed(name.dropLast(suffix.count))
            guard isModuleName(module) || (allowLaunch && launchNames.contains(module)) else { return nil }
            if role == .interfaces && kind != .enum && kind != .protocol { continue }
            return (module, role)
        }
        if kind == .protocol {
            // `PostListInteractorOutputProtocol`, `LoginViewEventHandler`: a role word, then a known tail.
            for word in protocolRoleWords {
                guard let range = name.range(of: word, options: .backwards) else { continue }
                let tail = trimmed(name[range.upperBound...])
                let module = trimmed(name[..<range.lowerBound])
                let tails = word == "View" ? viewTails : protocolTails
                if tails.contains(tail), isModuleName(module) { return (module, .moduleAPI) }
            }
        }
        return nil
    }

    /// A role for a type name whatever its kind (used for route targets, where the kind is not at hand).
    static func role(ofTypeNamed rawName: String) -> ComponentRole? {
        let name = trimmed(rawName)
        guard !isTestDouble(name) else { return nil }
        for (suffix, role) in concreteSuffixes where name.hasSuffix(suffix) && role != .entity && role != .interfaces {
            if isModuleName(trimmed(name.dropLast(suffix.count))) { return role }
        }
        return nil
    }

    static func isModuleName(_ module: String) -> Bool {
        guard let first = module.first, first.isUppercase else { return false }
        return !baseNames.contains(module) && !launchNames.contains(module) && !isFrameworkName(module)
    }

    /// Apple and common SDK class prefixes (`UINavigationController`, `AVPlayerViewController`, `SFSafariViewController`).
    static let frameworkPrefixes = ["UI", "NS", "AV", "SF", "MF", "PH", "CN", "MK", "SK", "GK", "QL", "WK", "AS", "CL", "EK",
                                    "PK", "VN", "AR", "SC", "MC", "SL", "CK", "HK", "IN", "ML", "RP", "GAD", "FB", "GMS", "GID"]

    static func isFrameworkName(_ name: String) -> Bool {
        for prefix in frameworkPrefixes where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            if let next = rest.first, next.isUppercase, rest.dropFirst().first?.isLowercase == true { return true }
        }
        return false
    }

    /// Roles that alone make a name a module.
    static let definingRoles: Set<ComponentRole> = [.wireframe, .router, .routerInput, .builder, .configurator]
    /// Roles that never count towards "two different roles" on their own (a `ProfileHeaderView`, a `UserEntity`).
    static let weakRoles: Set<ComponentRole> = [.view, .entity, .scope]

    /// Whether a set of roles makes a module.
    static func makesModule(_ roles: Set<ComponentRole>) -> Bool {
        if !roles.isDisjoint(with: definingRoles) { return true }
        return roles.count >= 2 && !roles.subtracting(weakRoles).isEmpty
    }

    /// `walletHome` → `WalletHome`.
    static func moduleName(fromCase name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }
}
