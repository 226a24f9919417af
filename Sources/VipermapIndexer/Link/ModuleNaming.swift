import VipermapModel

/// Decides from a type's name (and kind) which module it belongs to and what role it plays.
enum ModuleNaming {
    /// Suffixes of concrete types (classes, structs, enums, actors), longest first so `RouterInput` wins over `Input`.
    static let concreteSuffixes: [(String, ComponentRole)] = [
        ("ViewModuleConfigurator", .configurator), ("ModuleConfigurator", .configurator), ("Configurator", .configurator),
        // Factories of a module's screen (`AccountWireframeFactory`, `ProfileViewControllerFactory`) build it.
        ("WireframeFactory", .builder), ("WireFrameFactory", .builder), ("RouterFactory", .builder),
        ("ViewControllerFactory", .builder), ("ScreenFactory", .builder),
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

    /// Whether `name` holds `App`, byte by byte: asked of every type of every file, where Foundation's substring
    /// search and the standard library's generic one both cost more than the rest of the type's notes.
    private static func containsApp(_ name: String) -> Bool {
        var previous2: UInt8 = 0, previous: UInt8 = 0
        for byte in name.utf8 {
            if previous2 == UInt8(ascii: "A") && previous == UInt8(ascii: "p") && byte == UInt8(ascii: "p") { return true }
            previous2 = previous
            previous = byte
        }
        return false
    }

    /// Whether a type is app-level launch infrastructure (`AppRouter`, `ApplicationWireframe`).
    static func isLaunchType(_ name: String) -> Bool {
        // Most types name no application at all: out without looking at their suffixes.
        guard containsApp(name), let (module, role) = split(name, kind: .class, allowLaunch: true) else { return false }
        if launchNames.contains(module) { return true }
        // `KamuApplicationRouter`, `ShopAppCoordinator`: the app's name, then `Application` or `App` as a word.
        guard role == .router || role == .wireframe || role == .configurator else { return false }
        if module.hasSuffix("Application") { return true }
        return module.hasSuffix("App") && module.dropLast(3).last?.isLowercase == true
    }

    /// Conformances that make a `…Router` / `…Assembly` something else than a VIPER component
    /// (Alamofire and Moya request routers, Swinject assemblies).
    static let foreignConformances: Set<String> = ["URLRequestConvertible", "TargetType", "Assembly", "Swinject.Assembly", "EndpointType", "URLConvertible"]

    static let testDoublePrefixes = ["Mock", "Fake", "Stub", "Spy", "Dummy"]
    static let testDoubleSuffixes = ["Mock", "Spy", "Stub", "Tests", "Test", "Fake", "Dummy", "Double"]

    /// Whether a type name is a test double or a test (never a component).
    static func isTestDouble(_ name: String) -> Bool {
        NameScan.withPlainASCII(name, isTestDouble) ?? isTestDoubleByCharacters(name)
    }

    /// ``isTestDouble(_:)`` by `Character`, for names that are not plain ASCII.
    static func isTestDoubleByCharacters(_ name: String) -> Bool {
        for prefix in testDoublePrefixes where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            if rest.first?.isUppercase == true || rest.isEmpty { return true }
        }
        for suffix in testDoubleSuffixes where name.hasSuffix(suffix) {
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
        "DataStore", "Contract", "Spec", "Api", "API", "EventHandler", "Factory",
    ]
    /// After `View`, only tails that no UIKit delegate protocol uses (`HeaderViewDelegate` is no module).
    static let viewTails: Set<String> = ["Protocol", "Input", "Output", "InputProtocol", "OutputProtocol", "Interface", "EventHandler", "Logic"]

    /// `text` without the whitespace around it. A raw identifier (`` `Evil Router` ``, SE-0451) may hold spaces: the
    /// module is named by the words before the role suffix (`Evil`), so `` `Evil Router` `` and `EvilRouter` are the
    /// same module, and a space never starts or ends a module name.
    static func trimmed(_ text: some StringProtocol) -> String {
        let text = String(text)
        // Nearly every name starts and ends with a letter or digit: no Character work.
        if let first = text.utf8.first, let last = text.utf8.last, first > 0x20, first < 0x7F, last > 0x20, last < 0x7F {
            return text
        }
        var slice = Substring(text)
        while slice.first?.isWhitespace == true { slice.removeFirst() }
        while slice.last?.isWhitespace == true { slice.removeLast() }
        return String(slice)
    }

    /// Whether the byte path may read `name`: plain ASCII without spaces (a raw identifier with spaces takes the
    /// `Character` path, which trims the module name).
    static func isPlainName(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        !bytes.contains(UInt8(ascii: " "))
    }

    /// The module name and role a type name stands for, if any (surrounding whitespace ignored, see ``trimmed(_:)``).
    static func split(_ rawName: String, kind: TypeFact.Kind, allowLaunch: Bool = false) -> (module: String, role: ComponentRole)? {
        // `IAppRouter`, `IPostListingRouter`: the interface-prefix convention names the protocol of `AppRouter`.
        if kind == .protocol, let interface = interfaceNamed(rawName) { return split(interface, kind: kind, allowLaunch: allowLaunch) }
        let result = splitOnce(rawName, kind: kind, allowLaunch: allowLaunch)
        // The builder of a builder is the module's builder too: `AccountWireframeFactoryAssembler` registers
        // `AccountWireframeFactory`, which makes Account's screen.
        if let result, result.role == .builder, kind != .protocol,
           let inner = splitOnce(result.module, kind: .class, allowLaunch: false), inner.role == .builder {
            return inner
        }
        return result
    }

    /// `AppRouter` for a protocol named `IAppRouter`: an `I`, then a capitalised word (`IApp…`, not `IOSRouter`).
    static func interfaceNamed(_ rawName: String) -> String? {
        let name = trimmed(rawName)
        var characters = name.makeIterator()
        guard characters.next() == "I", let second = characters.next(), second.isUppercase,
              let third = characters.next(), third.isLowercase else { return nil }
        return String(name.dropFirst())
    }

    private static func splitOnce(_ rawName: String, kind: TypeFact.Kind, allowLaunch: Bool) -> (module: String, role: ComponentRole)? {
        let name = trimmed(rawName)
        let plain = NameScan.withPlainASCII(name) { bytes -> (module: String, role: ComponentRole)?? in
            isPlainName(bytes) ? .some(split(bytes, kind: kind, allowLaunch: allowLaunch)) : nil
        }
        if let plain, let plain { return plain }
        return splitByCharacters(name, kind: kind, allowLaunch: allowLaunch)
    }

    /// ``split(_:kind:allowLaunch:)`` by `Character`, for names that are not plain ASCII or hold spaces.
    static func splitByCharacters(_ rawName: String, kind: TypeFact.Kind, allowLaunch: Bool = false) -> (module: String, role: ComponentRole)? {
        let name = trimmed(rawName)
        guard !isTestDoubleByCharacters(name) else { return nil }
        let table = kind == .protocol ? protocolSuffixes : concreteSuffixes
        for (suffix, role) in table where name.hasSuffix(suffix) {
            let module = trimmed(name.dropLast(suffix.count))
            // An SDK prefix (`AVPlayerViewController`) rules out views and controllers only: no SDK ships an
            // `ASSelectionPresenter`, so a presenter, router or builder with such a prefix is the app's own.
            guard isModuleNameByCharacters(module, allowingFrameworkPrefix: role != .view)
                    || (allowLaunch && launchNames.contains(module)) else { return nil }
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
                if tails.contains(tail), isModuleNameByCharacters(module) { return (module, .moduleAPI) }
            }
        }
        return nil
    }

    /// A role for a type name whatever its kind (used for route targets, where the kind is not at hand).
    static func role(ofTypeNamed rawName: String) -> ComponentRole? {
        let name = trimmed(rawName)
        let plain = NameScan.withPlainASCII(name) { bytes -> ComponentRole?? in
            isPlainName(bytes) ? .some(role(ofTypeNamed: bytes)) : nil
        }
        if let plain, let plain { return plain }
        return roleByCharacters(ofTypeNamed: name)
    }

    /// ``role(ofTypeNamed:)`` by `Character`, for names that are not plain ASCII or hold spaces.
    static func roleByCharacters(ofTypeNamed rawName: String) -> ComponentRole? {
        let name = trimmed(rawName)
        guard !isTestDoubleByCharacters(name) else { return nil }
        for (suffix, role) in concreteSuffixes where name.hasSuffix(suffix) && role != .entity && role != .interfaces {
            if isModuleNameByCharacters(trimmed(name.dropLast(suffix.count))) { return role }
        }
        return nil
    }

    static func isModuleName(_ module: String) -> Bool {
        NameScan.withPlainASCII(module, { isModuleName($0, 0..<$0.count) }) ?? isModuleNameByCharacters(module)
    }

    /// ``isModuleName(_:)`` by `Character`, for names that are not plain ASCII.
    static func isModuleNameByCharacters(_ module: String, allowingFrameworkPrefix: Bool = false) -> Bool {
        guard let first = module.first, first.isUppercase else { return false }
        return !baseNames.contains(module) && !launchNames.contains(module) && (allowingFrameworkPrefix || !isFrameworkNameByCharacters(module))
    }

    /// Apple and common SDK class prefixes (`UINavigationController`, `AVPlayerViewController`, `SFSafariViewController`).
    static let frameworkPrefixes = ["UI", "NS", "AV", "SF", "MF", "PH", "CN", "MK", "SK", "GK", "QL", "WK", "AS", "CL", "EK",
                                    "PK", "VN", "AR", "SC", "MC", "SL", "CK", "HK", "IN", "ML", "RP", "GAD", "FB", "GMS", "GID"]

    static func isFrameworkName(_ name: String) -> Bool {
        NameScan.withPlainASCII(name, { isFrameworkName($0, 0..<$0.count) }) ?? isFrameworkNameByCharacters(name)
    }

    /// ``isFrameworkName(_:)`` by `Character`, for names that are not plain ASCII.
    static func isFrameworkNameByCharacters(_ name: String) -> Bool {
        for prefix in frameworkPrefixes where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            if let next = rest.first, next.isUppercase, rest.dropFirst().first?.isLowercase == true { return true }
        }
        return false
    }

    /// Roles that alone make a name a module: each one shows a screen.
    static let definingRoles: Set<ComponentRole> = [.wireframe, .router, .routerInput]
    /// Roles of a screen's own parts: a module needs one of them (an interactor, a service's assembler or a builder
    /// with no view, presenter or router of its own is no screen).
    static let screenRoles: Set<ComponentRole> = [.view, .presenter, .wireframe, .router, .routerInput, .routerOutput, .storyboardScene]
    /// Roles that never count towards "two different roles" on their own (a `ProfileHeaderView`, a `UserEntity`).
    static let weakRoles: Set<ComponentRole> = [.view, .entity, .scope]

    /// Whether a set of roles makes a module: a role that shows a screen, or two different roles of which one is a
    /// screen's part and one is not weak.
    static func makesModule(_ roles: Set<ComponentRole>) -> Bool {
        makesModule(roles: roles.reduce(UInt32(0)) { $0 | bit(of: $1) })
    }

    /// ``makesModule(_:)`` for a set of roles given as bits (``bit(of:)``): no set to build and hash.
    static func makesModule(roles: UInt32) -> Bool {
        if roles & definingBits != 0 { return true }
        return roles & screenBits != 0 && roles.nonzeroBitCount >= 2 && roles & ~weakBits != 0
    }

    /// Words of a transition (`PushRouter`, `ModalRouter`, `SetWindowRouter`, `ShowChildRouter`): a router or
    /// wireframe alone whose name starts with one is a way of showing screens, not a screen.
    static let transitionWords: Set<String> = ["Push", "Present", "Presentation", "Modal", "Show", "Set", "Embed", "Child",
                                               "Replace", "Sheet", "Popover", "Dismiss", "Pop", "Transition"]

    /// ``makesModule(roles:)`` for the module `name`: a router or wireframe alone named by a transition
    /// (``transitionWords``) is none.
    static func makesModule(roles: UInt32, name: String) -> Bool {
        guard makesModule(roles: roles) else { return false }
        let alone = roles == bit(of: .router) || roles == bit(of: .wireframe)
        return !(alone && (isTransitionName(name) || endsWithBaseWord(name))) && roles & ~presenterServiceBits != 0
    }

    /// `KamuBase`, `AppBase` (of `KamuBaseWireframe`): a base class under the app's prefix, not a screen
    /// (`Database` ends in no word `Base`).
    static func endsWithBaseWord(_ name: String) -> Bool {
        guard name.hasSuffix("Base"), let before = name.dropLast(4).last else { return false }
        return before.isLowercase || before.isNumber
    }

    /// A presenter with nothing but its own protocols (`AlertPresenter: AlertPresentable`, no view, interactor,
    /// router, builder or scene): a service that presents the SDK's screens for others, not a screen of its own.
    private static let presenterServiceBits = [ComponentRole.presenter, .moduleAPI, .contract, .interfaces, .entity, .scope]
        .reduce(UInt32(0)) { $0 | bit(of: $1) }

    /// Whether a module name starts with a transition word (``transitionWords``).
    static func isTransitionName(_ module: String) -> Bool {
        var end = module.startIndex
        for index in module.indices.dropFirst() where module[index].isUppercase {
            end = index
            break
        }
        let word = end == module.startIndex ? module : String(module[..<end])
        return transitionWords.contains(word)
    }

    /// One bit per role, for ``makesModule(roles:)``.
    static func bit(of role: ComponentRole) -> UInt32 {
        switch role {
        case .view: return 1 << 0
        case .presenter: return 1 << 1
        case .interactor: return 1 << 2
        case .router: return 1 << 3
        case .wireframe: return 1 << 4
        case .interfaces: return 1 << 5
        case .contract: return 1 << 6
        case .builder: return 1 << 7
        case .configurator: return 1 << 8
        case .entity: return 1 << 9
        case .moduleAPI: return 1 << 10
        case .scope: return 1 << 11
        case .routerInput: return 1 << 12
        case .routerOutput: return 1 << 13
        case .storyboardScene: return 1 << 14
        case .viewModel: return 1 << 15
        }
    }

    private static let definingBits = definingRoles.reduce(UInt32(0)) { $0 | bit(of: $1) }
    private static let weakBits = weakRoles.reduce(UInt32(0)) { $0 | bit(of: $1) }
    private static let screenBits = screenRoles.reduce(UInt32(0)) { $0 | bit(of: $1) }

    /// `walletHome` → `WalletHome`.
    static func moduleName(fromCase name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }
}

// MARK: The same decisions on plain ASCII bytes (see NameScan): what every real type name is.

extension ModuleNaming {
    private static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
    private static let concreteSuffixBytes = concreteSuffixes.map { (bytes($0.0), $0.1) }
    private static let protocolSuffixBytes = protocolSuffixes.map { (bytes($0.0), $0.1) }
    private static let protocolRoleWordBytes = protocolRoleWords.map { ($0, bytes($0)) }
    private static let baseNameBytes = baseNames.map(bytes)
    private static let launchNameBytes = launchNames.map(bytes)
    private static let frameworkPrefixBytes = frameworkPrefixes.map(bytes)
    private static let testDoublePrefixBytes = testDoublePrefixes.map(bytes)
    private static let testDoubleSuffixBytes = testDoubleSuffixes.map(bytes)

    static func isTestDouble(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        for prefix in testDoublePrefixBytes where NameScan.hasPrefix(name, prefix) {
            if name.count == prefix.count || NameScan.isUpper(name[prefix.count]) { return true }
        }
        for suffix in testDoubleSuffixBytes where NameScan.hasSuffix(name, suffix) { return true }
        return false
    }

    static func isModuleName(_ name: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, allowingFrameworkPrefix: Bool = false) -> Bool {
        guard !range.isEmpty, NameScan.isUpper(name[range.lowerBound]) else { return false }
        return !NameScan.equalsAny(name, range, baseNameBytes) && !NameScan.equalsAny(name, range, launchNameBytes)
            && (allowingFrameworkPrefix || !isFrameworkName(name, range))
    }

    static func isFrameworkName(_ name: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        let slice = UnsafeBufferPointer(rebasing: name[range])
        for prefix in frameworkPrefixBytes where NameScan.hasPrefix(slice, prefix) {
            let next = prefix.count
            if next + 1 < slice.count, NameScan.isUpper(slice[next]), NameScan.isLower(slice[next + 1]) { return true }
        }
        return false
    }

    static func split(_ name: UnsafeBufferPointer<UInt8>, kind: TypeFact.Kind, allowLaunch: Bool) -> (module: String, role: ComponentRole)? {
        guard !isTestDouble(name) else { return nil }
        let table = kind == .protocol ? protocolSuffixBytes : concreteSuffixBytes
        for (suffix, role) in table where NameScan.hasSuffix(name, suffix) {
            let module = 0..<(name.count - suffix.count)
            // An SDK prefix rules out views only (see ``splitByCharacters(_:kind:allowLaunch:)``).
            guard isModuleName(name, module, allowingFrameworkPrefix: role != .view)
                    || (allowLaunch && NameScan.equalsAny(name, module, launchNameBytes)) else { return nil }
            if role == .interfaces && kind != .enum && kind != .protocol { continue }
            return (NameScan.string(name, module), role)
        }
        if kind == .protocol {
            for (word, wordBytes) in protocolRoleWordBytes {
                guard let start = lastOccurrence(of: wordBytes, in: name) else { continue }
                let tail = NameScan.string(name, (start + wordBytes.count)..<name.count)
                let tails = word == "View" ? viewTails : protocolTails
                if tails.contains(tail), isModuleName(name, 0..<start) { return (NameScan.string(name, 0..<start), .moduleAPI) }
            }
        }
        return nil
    }

    static func role(ofTypeNamed name: UnsafeBufferPointer<UInt8>) -> ComponentRole? {
        guard !isTestDouble(name) else { return nil }
        for (suffix, role) in concreteSuffixBytes where role != .entity && role != .interfaces && NameScan.hasSuffix(name, suffix) {
            if isModuleName(name, 0..<(name.count - suffix.count)) { return role }
        }
        return nil
    }

    /// Start of the last occurrence of `word` in `name`.
    private static func lastOccurrence(of word: [UInt8], in name: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !word.isEmpty, name.count >= word.count else { return nil }
        var start = name.count - word.count
        while start >= 0 {
            var equal = true
            for offset in 0..<word.count where name[start + offset] != word[offset] {
                equal = false
                break
            }
            if equal { return start }
            start -= 1
        }
        return nil
    }
}
