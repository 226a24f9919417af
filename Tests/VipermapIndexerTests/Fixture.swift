import Foundation
import VipermapAnalysis
import VipermapIndexer
import VipermapModel

/// A temporary app folder written from inline sources, indexed and analysed.
///
/// Sources may mark lines with `1️⃣`, `2️⃣`…; the marker is removed and its line recorded in ``lines``.
struct Fixture {
    let root: URL
    /// Line of each marker, by marker, and the file it is in.
    private(set) var lines: [String: (file: String, line: Int)] = [:]

    static let markers = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    init(_ files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("vipermap-fixture-\(UUID().uuidString)", isDirectory: true)
        for (path, source) in files {
            var text = source
            for marker in Self.markers where text.contains(marker) {
                let before = text.components(separatedBy: marker)[0]
                lines[marker] = (path, before.components(separatedBy: "\n").count)
                text = text.replacingOccurrences(of: marker, with: "")
            }
            try write(Data(text.utf8), to: path)
        }
    }

    func write(_ data: Data, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    /// The line a marker stood on.
    func line(_ marker: String) -> Int { lines[marker]?.line ?? -1 }

    /// Raw indexer output.
    func rawMap(_ options: IndexOptions = .forTests) throws -> AppMap {
        try Indexer.index(root: root, options: options)
    }

    /// Indexed and analysed map.
    func map(_ options: IndexOptions = .forTests) throws -> AppMap {
        Analyzer.analyze(try rawMap(options))
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}

extension Fixture {
    /// An app delegate (``LaunchWalkTests/appDelegateHead``) whose launch runs `launch` (statements, `window` a
    /// `UIWindow` the app keeps), followed by `declarations`.
    static func appDelegate(launching launch: String, declaring declarations: String = "") -> String {
        LaunchWalkTests.appDelegateHead + """

            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                let window = UIWindow()
                self.window = window
                \(launch)
                return true
            }
        }
        \(declarations)
        """
    }

    /// The map of `files`; the fixture is removed after.
    static func map(_ files: [String: String]) throws -> AppMap {
        let fixture = try Fixture(files)
        defer { fixture.remove() }
        return try fixture.map()
    }
}

extension Fixture {
    /// A hub module's view and presenter (`import UIKit` included): a tap runs `wireframe.openPier()` of a
    /// `HubWireframe` the test declares after it.
    static let hubScreen = """
        import UIKit
        final class HubViewController: UIViewController {
            var presenter: HubPresenter!
            @objc func tapPier() { presenter.didTapPier() }
        }
        final class HubPresenter {
            let wireframe: HubWireframe
            init(wireframe: HubWireframe) { self.wireframe = wireframe }
            func didTapPier() { wireframe.openPier() }
        }

        """
}

extension AppMap {
    /// `"from -[transition: trigger]-> to"` for every route, `∅` for null.
    var routeSet: Set<String> {
        Set(routes.map { "\($0.from ?? "∅") -[\($0.transition.rawValue): \($0.trigger ?? "∅")]-> \($0.to ?? "∅")" })
    }

    /// Module ids.
    var moduleIDs: Set<String> { Set(modules.map(\.id)) }

    /// `"id domain status"` for every module, `-` for no domain.
    var moduleSummary: Set<String> {
        Set(modules.map { "\($0.id) \($0.domain ?? "-") \($0.status.rawValue)" })
    }

    /// `"role type file:line"` of a module's components.
    func componentSet(_ id: String) -> Set<String> {
        Set((module(id: id)?.components ?? []).map { "\($0.role.rawValue) \($0.type) \($0.file):\($0.line)" })
    }

    /// The routes from one module to another.
    func routes(from: String?, to: String?) -> [Route] {
        routes.filter { $0.from == from && $0.to == to }
    }
}

extension IndexOptions {
    /// The options a test indexes with when it sets none: the defaults.
    static var forTests: IndexOptions { IndexOptions() }
}
