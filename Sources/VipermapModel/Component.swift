/// One type (or file) that belongs to a module.
public struct Component: Codable, Hashable, Sendable, Comparable {
    public var role: ComponentRole
    /// The type's name as written (`LoginPresenter`), or the file name for file-level components.
    public var type: String
    /// Path relative to the scanned root.
    public var file: String
    /// 1-based line of the declaration.
    public var line: Int

    public init(role: ComponentRole, type: String, file: String, line: Int) {
        self.role = role
        self.type = type
        self.file = file
        self.line = line
    }

    public static func < (lhs: Component, rhs: Component) -> Bool {
        // (role.rawValue, type, file, line), without building the tuples.
        if lhs.role != rhs.role { return lhs.role.rawValueRank < rhs.role.rawValueRank }
        let type = CanonicalOrder.compare(lhs.type, rhs.type)
        if type != 0 { return type < 0 }
        let file = CanonicalOrder.compare(lhs.file, rhs.file)
        if file != 0 { return file < 0 }
        return lhs.line < rhs.line
    }
}

/// What a component does in its module. Raw values are the `role` strings of `map.json`.
public enum ComponentRole: String, Codable, Hashable, Sendable, CaseIterable {
    case view, presenter, interactor, router, wireframe, interfaces, contract, builder, configurator, entity
    /// ModuleAPI protocols (seed 001).
    case moduleAPI
    /// A module namespace (`extension PostsFeed { … }`, seed 001 ModuleScope).
    case scope
    /// `XRouterInput` (seed 003): builds the module and is its entry.
    case routerInput
    /// `XRouterOutput` (seed 003): holds the routes out of the module.
    case routerOutput
    /// A scene in a storyboard whose custom class belongs to the module.
    case storyboardScene
    /// `XViewModel` of a module that has other parts: it does the presenter's work (a router with view models).
    case viewModel

    /// Position of ``rawValue`` among all raw values in String order: sorting by it sorts by raw value.
    var rawValueRank: Int {
        switch self {
        case .builder: return 0
        case .configurator: return 1
        case .contract: return 2
        case .entity: return 3
        case .interactor: return 4
        case .interfaces: return 5
        case .moduleAPI: return 6
        case .presenter: return 7
        case .router: return 8
        case .routerInput: return 9
        case .routerOutput: return 10
        case .scope: return 11
        case .storyboardScene: return 12
        case .view: return 13
        case .viewModel: return 14
        case .wireframe: return 15
        }
    }

    /// One-letter badge used in pictures (V/I/P/R/W/…).
    public var badge: String {
        switch self {
        case .view: return "V"
        case .interactor: return "I"
        case .presenter: return "P"
        case .router: return "R"
        case .wireframe: return "W"
        case .interfaces, .contract, .moduleAPI: return "C"
        case .builder, .configurator: return "B"
        case .entity: return "E"
        case .scope: return "S"
        case .routerInput: return "Ri"
        case .routerOutput: return "Ro"
        case .storyboardScene: return "SB"
        case .viewModel: return "VM"
        }
    }
}
