import Foundation
import VipermapModel

/// A deterministic synthetic VIPER app in the dialect of seed 000 (Infinum: `XInterfaces.swift`, `XWireframe`,
/// `navigate(to:)` over `XNavigationOption`), for benchmarks: the same configuration always gives the same app.
///
/// It can be written as Swift sources (to benchmark the indexer on thousands of files) or turned straight into
/// the ``AppMap`` the indexer should find (to benchmark rendering without indexing).
public struct SyntheticApp: Sendable {
    /// Size and seed of an app.
    public struct Configuration: Sendable, Hashable {
        public var modules: Int
        /// Routes between modules (at least `modules - 1`: every module is reachable from the entry point; default 2.5 per module).
        public var routes: Int
        public var domains: Int
        public var seed: UInt64

        public init(modules: Int, routes: Int? = nil, domains: Int? = nil, seed: UInt64 = 42) {
            self.modules = max(1, modules)
            self.routes = max(self.modules - 1, routes ?? self.modules * 5 / 2)
            self.domains = max(1, min(self.modules, domains ?? max(4, self.modules / 50)))
            self.seed = seed
        }
    }

    /// One module as generated.
    public struct ModuleSpec: Sendable, Hashable {
        public var name: String
        public var domain: String
        public var status: ModuleStatus
        /// Navigation options handled by `navigate(to:)`, in declaration order.
        public var options: [Option]
        /// A declared option that `navigate(to:)` does not handle (the module is then in progress).
        public var unhandledOption: String?
    }

    /// A NavigationOption case and the route it performs.
    public struct Option: Sendable, Hashable {
        public var name: String
        public var target: Int
        public var transition: Transition
    }

    public let configuration: Configuration
    public let modules: [ModuleSpec]

    static let domainWords = ["Auth", "Onboarding", "Catalog", "Search", "Checkout", "Profile", "Settings", "Feed",
                              "Messages", "Wallet", "Orders", "Support", "Media", "Social", "Maps", "Rewards"]
    static let nounWords = ["List", "Details", "Editor", "Summary", "Picker", "Filter", "Gallery", "Review",
                            "Confirmation", "History", "Overview", "Composer", "Preview", "Inbox", "Form", "Status"]

    public init(_ configuration: Configuration) {
        self.configuration = configuration
        var random = SeededGenerator(seed: configuration.seed)
        let n = configuration.modules
        let d = configuration.domains
        let domainNames = (0..<d).map { i in
            i < Self.domainWords.count ? Self.domainWords[i] : "\(Self.domainWords[i % Self.domainWords.count])\(i / Self.domainWords.count + 1)"
        }
        // Contiguous blocks of modules per domain, like a real app's folders.
        let domainOf = (0..<n).map { $0 * d / n }
        var members = [[Int]](repeating: [], count: d)
        for i in 0..<n { members[domainOf[i]].append(i) }
        var specs = (0..<n).map { i in
            ModuleSpec(name: "\(domainNames[domainOf[i]])\(Self.nounWords[random.below(Self.nounWords.count)])\(i)",
                       domain: domainNames[domainOf[i]], status: .done, options: [], unhandledOption: nil)
        }
        var pairs: Set<[Int]> = []
        func transition() -> Transition {
            let roll = random.below(100)
            return roll < 65 ? .push : roll < 95 ? .present : .setRoot
        }
        func add(_ from: Int, _ to: Int) -> Bool {
            guard from != to, pairs.insert([from, to]).inserted else { return false }
            let name = specs[to].name.prefix(1).lowercased() + specs[to].name.dropFirst()
            specs[from].options.append(Option(name: name, target: to, transition: transition()))
            return true
        }
        // A spanning tree first, so every module is reachable from module 0 (the entry point).
        for i in 1..<max(1, n) {
            let first = members[domainOf[i]][0]
            let parent = first == i ? random.below(i) : first + random.below(i - first)
            _ = add(parent, i)
        }
        var remaining = configuration.routes - (n - 1)
        var attempts = 0
        while remaining > 0 && attempts < configuration.routes * 20 {
            attempts += 1
            let from = random.below(n)
            let to: Int
            if random.chance(85) {
                let group = members[domainOf[from]]
                to = group[random.below(group.count)]
            } else {
                to = random.below(n)
            }
            if add(from, to) { remaining -= 1 }
        }
        for i in 0..<n {
            let roll = random.below(100)
            if roll < 5 {
                specs[i].status = .scaffolded
            } else if roll < 10 {
                specs[i].status = .inProgress
                specs[i].unhandledOption = "later"
            }
        }
        modules = specs
    }

    /// Shorthand for `SyntheticApp(Configuration(…)).map`.
    public static func map(modules: Int, routes: Int? = nil, domains: Int? = nil, seed: UInt64 = 42) -> AppMap {
        SyntheticApp(Configuration(modules: modules, routes: routes, domains: domains, seed: seed)).map
    }

    /// The map the indexer should find in ``write(to:)``'s sources: modules, components with file and line,
    /// navigation options, routes with file and line, and the entry point.
    public var map: AppMap {
        var result = AppMap()
        for spec in modules {
            let files = SourceFiles(spec: spec, modules: modules)
            let folder = "Modules/\(spec.domain)/\(spec.name)"
            var components = [
                Component(role: .interfaces, type: "\(spec.name)Interfaces.swift", file: "\(folder)/\(spec.name)Interfaces.swift", line: 1),
                Component(role: .wireframe, type: "\(spec.name)Wireframe", file: "\(folder)/\(spec.name)Wireframe.swift", line: files.wireframeLine),
                Component(role: .presenter, type: "\(spec.name)Presenter", file: "\(folder)/\(spec.name)Presenter.swift", line: SourceFiles.classLine),
                Component(role: .view, type: "\(spec.name)ViewController", file: "\(folder)/\(spec.name)ViewController.swift", line: SourceFiles.classLine),
                Component(role: .interactor, type: "\(spec.name)Interactor", file: "\(folder)/\(spec.name)Interactor.swift", line: SourceFiles.classLine),
            ]
            components.sort()
            var options = spec.options.enumerated().map { index, option in
                NavigationOption(name: option.name, file: "\(folder)/\(spec.name)Interfaces.swift", line: SourceFiles.firstCaseLine + index, state: .handled)
            }
            if let unhandled = spec.unhandledOption {
                options.append(NavigationOption(name: unhandled, file: "\(folder)/\(spec.name)Interfaces.swift",
                                                line: SourceFiles.firstCaseLine + spec.options.count, state: .unhandled))
            }
            result.modules.append(Module(id: spec.name, name: spec.name, domain: spec.domain, status: spec.status,
                                         components: components, navigationOptions: options))
            for (index, option) in spec.options.enumerated() {
                result.routes.append(Route(from: spec.name, to: modules[option.target].name, transition: option.transition,
                                           trigger: option.name, file: "\(folder)/\(spec.name)Wireframe.swift", line: files.routeLines[index]))
            }
        }
        if let first = modules.first {
            result.routes.append(Route(from: nil, to: first.name, transition: .setRoot, trigger: nil,
                                       file: "Application/AppDelegate.swift", line: SourceFiles.appDelegateRootLine))
            result.entryPoints = [EntryPoint(module: first.name, file: "Application/AppDelegate.swift",
                                             line: SourceFiles.appDelegateRootLine, kind: "appDelegate")]
        }
        return result.normalized()
    }

    /// Writes the app's Swift sources under `folder` (`Application/AppDelegate.swift`, `Common/VIPER/…`,
    /// `Modules/<Domain>/<Module>/<Module>{Interfaces,Wireframe,Presenter,ViewController,Interactor}.swift`).
    /// Returns the number of files written.
    @discardableResult
    public func write(to folder: URL) throws -> Int {
        var count = 0
        func put(_ text: String, _ path: String) throws {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            count += 1
        }
        try put(SourceFiles.appDelegate(entry: modules.first?.name ?? "Missing"), "Application/AppDelegate.swift")
        try put(SourceFiles.baseWireframe, "Common/VIPER/BaseWireframe.swift")
        for spec in modules {
            let files = SourceFiles(spec: spec, modules: modules)
            let folder = "Modules/\(spec.domain)/\(spec.name)/\(spec.name)"
            try put(files.interfaces, "\(folder)Interfaces.swift")
            try put(files.wireframe, "\(folder)Wireframe.swift")
            try put(files.presenter, "\(folder)Presenter.swift")
            try put(files.viewController, "\(folder)ViewController.swift")
            try put(files.interactor, "\(folder)Interactor.swift")
        }
        return count
    }
}
